package httpapi_test

import (
	"bytes"
	"fmt"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// The sheet bombs: a workbook of a few hundred kilobytes whose sheet unzips into 200 MB, and
// one whose sheet has a million rows, each made once.
var (
	wideSheet = sync.OnceValue(func() []byte {
		return apptest.SheetBomb(&testing.T{}, []string{"ID Barang", "Jumlah Dihitung", "Catatan"}, []string{"1", "", strings.Repeat("x", 64<<10)}, 3200)
	})
	longSheet = sync.OnceValue(func() []byte {
		return apptest.SheetBomb(&testing.T{}, []string{"ID Barang", "Jumlah Dihitung"}, []string{"1", "1"}, 1_048_574)
	})
)

// refusedEarly sends a sheet bomb and wants it refused (422, with the message) within seconds
// and with little memory: the sheet is not read past its bound.
func refusedEarly(t *testing.T, send func() apptest.Response, message string) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	answer := make(chan apptest.Response, 1)
	go func() { answer <- send() }()
	select {
	case res := <-answer:
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		allocated := after.TotalAlloc - before.TotalAlloc
		t.Logf("answered %d in %v, %d MiB allocated", res.Status, took, allocated>>20)
		if res.Status != 422 || !strings.Contains(string(res.Body), message) {
			t.Errorf("answered %d: %s", res.Status, res.Body)
		}
		if allocated > 256<<20 {
			t.Errorf("reading the bomb took %d MiB: it was read past its bound", allocated>>20)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the bomb was still being read after 10 s")
	}
}

// A workbook of a few hundred kilobytes that unzips into a sheet of 200 MB, or into a million
// rows, is refused before it is read whole (before: a 300 MB sheet was read in 13 s with
// 1.1 GiB, a million rows were still being read after 90 s): any staff member can send one.
func TestCountSheetBombsAreRefusedEarly(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir).Cookie
		addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		started := apptest.Do(t, h, "POST", "/api/stock-counts", map[string]any{}, kasir, nil)
		var count core.StockCount
		started.JSON(t, &count)
		url := fmt.Sprintf("/api/stock-counts/%d/sheet", count.ID)
		for _, c := range []struct {
			name    string
			sheet   []byte
			message string
		}{
			{"a sheet of 200 MB", wideSheet(), core.MsgSheetTooLarge},
			{"a million rows", longSheet(), core.MsgSheetTooManyRows},
		} {
			t.Run(c.name, func(t *testing.T) {
				body, hdr := multipartFile(t, "lembar.xlsx", c.sheet)
				refusedEarly(t, func() apptest.Response { return apptest.Do(t, h, "POST", url, body, kasir, hdr) }, c.message)
			})
		}
	})
}

// declaredUploads are the upload operations of the served API document (every operation
// whose multipart body takes a "file"), each with the most bytes its file part says it takes.
func declaredUploads(t *testing.T, env *apptest.Env) map[string]int {
	t.Helper()
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string `json:"operationId"`
			RequestBody struct {
				Content map[string]struct {
					Schema struct {
						Properties map[string]struct {
							Description string `json:"description"`
						} `json:"properties"`
					} `json:"schema"`
				} `json:"content"`
			} `json:"requestBody"`
		} `json:"paths"`
	}
	apptest.Do(t, env.Handler(), "GET", "/api/openapi.json", nil, "", nil).JSON(t, &doc)
	most := regexp.MustCompile(`maksimal (\d+) MB`)
	uploads := map[string]int{}
	for _, item := range doc.Paths {
		for _, op := range item {
			file, ok := op.RequestBody.Content["multipart/form-data"].Schema.Properties["file"]
			if !ok {
				continue
			}
			m := most.FindStringSubmatch(file.Description)
			if m == nil {
				t.Errorf("%s: its file part states no size (%q)", op.OperationID, file.Description)
				continue
			}
			mb, _ := strconv.Atoi(m[1])
			uploads[op.OperationID] = mb << 20
		}
	}
	return uploads
}

// Every upload takes a file of the size the API document states, and refuses one byte more
// with the document's number (before: the count sheet's upload was documented as 10 MB and
// read the first 10 MB of a larger file as if it were the whole sheet).
func TestEveryUploadTakesWhatTheAPIDocumentSays(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir, member := env.SignedIn(t, core.RoleAdmin).Cookie, env.SignedIn(t, core.RoleKasir).Cookie, env.SignedIn(t, core.RoleMember).Cookie
		product := addProduct(t, env, "Charger 25W", "Aksesoris", 150_000, 3)
		var article core.News
		apptest.Do(t, h, "POST", "/api/news", map[string]any{"title": "Promo", "content": "<p>Diskon.</p>"}, admin, nil).JSON(t, &article)
		var count core.StockCount
		apptest.Do(t, h, "POST", "/api/stock-counts", map[string]any{}, kasir, nil).JSON(t, &count)
		picture := pngBytes(t)
		var repairEntry core.ServiceEntry
		c, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})
		apptest.Do(t, h, "POST", "/api/service-entries", map[string]any{"customer_id": c.ID, "category": "Handphone", "device_type": "Oppo", "damage_type": "Mati", "description": "Mati total"}, kasir, nil).JSON(t, &repairEntry)
		sheet := []byte("ID Barang,Jumlah Dihitung\n")
		sends := map[string]struct {
			url, cookie, filename string
			file                  []byte
		}{
			"upload-my-avatar":         {"/api/me/avatar", member, "foto.png", picture},
			"upload-product-image":     {fmt.Sprintf("/api/products/%d/image", product.ID), kasir, "foto.png", picture},
			"upload-news-image":        {fmt.Sprintf("/api/news/%d/image", article.ID), admin, "foto.png", picture},
			"create-ad":                {"/api/ads", admin, "iklan.png", picture},
			"upload-logo":              {"/api/settings/logo", admin, "logo.png", picture},
			"upload-author-image":      {"/api/settings/author-image", admin, "foto.png", picture},
			"upload-qris-photo":        {"/api/settings/qris-photo", admin, "qris.png", picture},
			"add-service-entry-photo":  {fmt.Sprintf("/api/service-entries/%d/photos", repairEntry.ID), kasir, "foto.png", picture},
			"upload-stock-count-sheet": {fmt.Sprintf("/api/stock-counts/%d/sheet", count.ID), kasir, "lembar.csv", sheet},
		}
		for op, most := range declaredUploads(t, env) {
			send, ok := sends[op]
			if !ok {
				t.Errorf("%s takes a file: send it here too", op)
				continue
			}
			t.Run(op, func(t *testing.T) {
				refusal := fmt.Sprintf("maksimal %d MB", most>>20)
				for _, size := range []int{most, most + 1} {
					// The file padded to its size: a picture's decoder stops at its end, a
					// sheet's reader skips empty lines.
					padding := byte(0)
					if send.filename == "lembar.csv" {
						padding = '\n'
					}
					file := append(bytes.Clone(send.file), bytes.Repeat([]byte{padding}, size-len(send.file))...)
					body, hdr := multipartFile(t, send.filename, file)
					res := apptest.Do(t, h, "POST", send.url, body, send.cookie, hdr)
					refused := res.Status == 413 || strings.Contains(string(res.Body), refusal)
					switch {
					case size == most && refused:
						t.Errorf("a file of %d bytes, the most the document states, answered %d: %s", size, res.Status, res.Body)
					case size > most && (res.Status != 422 || !refused):
						t.Errorf("a file of %d bytes, past the %d the document states, answered %d: %s", size, most, res.Status, res.Body)
					}
				}
			})
		}
	})
}
