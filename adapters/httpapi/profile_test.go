package httpapi_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func pngBytes(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// multipartFile builds a one-file form; the declared type is deliberately a lie the server must not trust.
func multipartFile(t *testing.T, filename string, data []byte) ([]byte, map[string]string) {
	t.Helper()
	return multipartForm(t, nil, filename, data)
}

// multipartForm builds a form with text fields and, unless filename is empty, a file named "file".
func multipartForm(t *testing.T, fields map[string]string, filename string, data []byte) ([]byte, map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	if filename != "" {
		part, err := w.CreateFormFile("file", filename)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(data)
	}
	_ = w.Close()
	return buf.Bytes(), map[string]string{"Content-Type": w.FormDataContentType()}
}

func TestProfilesAndAvatars(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		member := env.SignedIn(t, core.RoleMember)
		kasir := env.SignedIn(t, core.RoleKasir)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "member saves phone and address", Method: "PUT", URL: "/api/me/profile", Cookie: member.Cookie,
				Body: map[string]any{"phone": " 0812 3456 7890 ", "address": "Jl. Melati 12", "full_name": "Ganti Nama"}, WantStatus: 200,
				WantContains: []string{`"phone":"0812 3456 7890"`, `"address":"Jl. Melati 12"`, `"full_name":"` + member.FullName + `"`}},
			{Name: "empty phone becomes null", Method: "PUT", URL: "/api/me/profile", Cookie: member.Cookie,
				Body: map[string]any{"phone": "", "address": "Jl. Melati 12"}, WantStatus: 200, WantContains: []string{`"phone":null`}},
			{Name: "staff must keep a name", Method: "PUT", URL: "/api/me/profile", Cookie: kasir.Cookie,
				Body: map[string]any{"full_name": "  "}, WantStatus: 422, WantContains: []string{"Nama lengkap wajib diisi."}},
			{Name: "staff renames", Method: "PUT", URL: "/api/me/profile", Cookie: kasir.Cookie,
				Body: map[string]any{"full_name": "Rina M."}, WantStatus: 200, WantContains: []string{`"full_name":"Rina M."`}},
		})

		body, hdr := multipartFile(t, "foto.png", pngBytes(t))
		res := apptest.Do(t, h, "POST", "/api/me/avatar", body, member.Cookie, hdr)
		var u core.User
		res.JSON(t, &u)
		if res.Status != 200 || u.AvatarURL == nil || !strings.HasPrefix(*u.AvatarURL, "/files/avatars/public/") || !strings.Contains(*u.AvatarURL, ".png?v=") {
			t.Fatalf("avatar upload: %d %s", res.Status, res.Body)
		}
		served := apptest.Do(t, h, "GET", strings.Split(*u.AvatarURL, "?")[0], nil, "", nil)
		if served.Status != 200 || !bytes.Equal(served.Body, pngBytes(t)) || served.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("avatar not served back: %d", served.Status)
		}

		fake, hdr := multipartFile(t, "foto.png", []byte("<script>alert(1)</script> not an image at all"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a script named .png is refused", Method: "POST", URL: "/api/me/avatar", Cookie: member.Cookie, Body: fake, Headers: hdr,
				WantStatus: 422, WantContains: []string{"File harus berupa gambar"}},
		})
		big, hdr := multipartFile(t, "big.png", append(pngBytes(t), make([]byte, core.AvatarUpload.MaxBytes)...))
		if res := apptest.Do(t, h, "POST", "/api/me/avatar", big, member.Cookie, hdr); res.Status != 422 && res.Status != 413 {
			t.Fatalf("oversized upload: %d %s", res.Status, res.Body)
		}
		me := apptest.Do(t, h, "GET", "/api/me/profile", nil, member.Cookie, nil)
		if !strings.Contains(string(me.Body), *u.AvatarURL) {
			t.Fatalf("the old avatar was lost: %s", me.Body)
		}
	})
}

// pngDeclaring is a small PNG whose header declares width × height.
func pngDeclaring(width, height uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], width)
	binary.BigEndian.PutUint32(ihdr[4:], height)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	out := []byte("\x89PNG\r\n\x1a\n")
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IDAT", make([]byte, 64<<10)}, {"IEND", nil}} {
		chunk := binary.BigEndian.AppendUint32(nil, uint32(len(c.data)))
		chunk = append(append(chunk, c.kind...), c.data...)
		out = binary.BigEndian.AppendUint32(append(out, chunk...), crc32.ChecksumIEEE(chunk[4:]))
	}
	return out
}

// webpDeclaring is an extended WebP header (VP8X) declaring width × height.
func webpDeclaring(width, height uint32) []byte {
	vp8x := []byte{0, 0, 0, 0, byte(width - 1), byte((width - 1) >> 8), byte((width - 1) >> 16), byte(height - 1), byte((height - 1) >> 8), byte((height - 1) >> 16)}
	body := append([]byte("WEBPVP8X"), binary.LittleEndian.AppendUint32(nil, uint32(len(vp8x)))...)
	body = append(body, vp8x...)
	return append(binary.LittleEndian.AppendUint32([]byte("RIFF"), uint32(len(body))), body...)
}

// A small file that declares a huge picture is refused before anyone's browser tries to show it.
func TestImagesOfTooManyPixelsAreRefused(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		product := fmt.Sprintf("/api/products/%d/image", addProduct(t, env, "Charger 25W", "Aksesoris", 150_000, 3).ID)
		tooLarge := []string{`"detail":"Ukuran gambar maksimal 20 megapiksel (lebar × tinggi)."`}
		unreadable := []string{`"detail":"File gambar rusak atau tidak dapat dibaca."`}
		cases := []struct {
			name, url, cookie, file string
			data                    []byte
			want                    int
			contains                []string
		}{
			{"a product photo of 20000×20000", product, kasir.Cookie, "foto.png", pngDeclaring(20000, 20000), 422, tooLarge},
			{"an avatar of 65535×65535", "/api/me/avatar", member.Cookie, "me.png", pngDeclaring(65535, 65535), 422, tooLarge},
			// Go's PNG reader finds no picture this large could be held in memory at all.
			{"an avatar of 2147483647×2147483647", "/api/me/avatar", member.Cookie, "me.png", pngDeclaring(2147483647, 2147483647), 422, unreadable},
			{"a WebP of 16384×16384", "/api/me/avatar", member.Cookie, "me.webp", webpDeclaring(16384, 16384), 422, tooLarge},
			{"a PNG that cannot be read", product, kasir.Cookie, "rusak.png", []byte("\x89PNG\r\n\x1a\nrusak"), 422, unreadable},
			{"an avatar of 8000×5000 (40 megapixels)", "/api/me/avatar", member.Cookie, "me.png", pngDeclaring(8000, 5000), 422, tooLarge},
			// Its header is fine, its pixels are not there: it is decoded whole before it is kept.
			{"a photo of 4000×3000 cut short after its header", product, kasir.Cookie, "foto.png", pngDeclaring(4000, 3000), 422, unreadable},
			{"a phone's photo of 4624×3468 is fine", product, kasir.Cookie, "foto.jpg", bigPhonePhoto(), 200, []string{`"image_url":"/files/`}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				body, hdr := multipartFile(t, c.file, c.data)
				apptest.Run(t, h, []apptest.Scenario{{Name: c.name, Method: "POST", URL: c.url, Cookie: c.cookie,
					Body: body, Headers: hdr, WantStatus: c.want, WantContains: c.contains}})
			})
		}
	})
}
