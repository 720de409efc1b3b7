package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// The product import reads its file within every sheet's bounds (core.SheetUpload): a
// workbook that unzips past them is refused before it is read, and so is a sheet of more rows
// (before: a 200 MB sheet was read whole, with every row kept in memory). Each text cell is
// held to the bound of the form's field it fills, as the forms are (before: a name of any
// length was imported).
func TestTheImportTakesTheSheetsBounds(t *testing.T) {
	header := []string{"barcode", "name", "category", "description"}
	wide := apptest.SheetBomb(t, header, []string{"899", "Kabel", "Aksesoris", strings.Repeat("x", 64<<10)}, 3200)
	long := apptest.SheetBomb(t, header, []string{"899", "1", "2"}, 1_048_574)
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		for _, c := range []struct {
			name  string
			sheet []byte
			want  string
		}{
			{"a sheet of 200 MB", wide, core.MsgSheetTooLarge},
			{"a million rows", long, core.MsgSheetTooManyRows},
		} {
			if _, err := env.Ops.Importer.Import(ctx, bytes.NewReader(c.sheet), "xlsx", catalog.ImportOptions{}); err == nil || err.Error() != c.want {
				t.Errorf("%s: %v, want %q", c.name, err, c.want)
			}
		}

		var csv strings.Builder
		csv.WriteString("barcode,name,category,description,supplier\n")
		rows := 0
		for col, most := range catalog.ImportTextBounds {
			for _, n := range []int{most, most + 1} {
				rows++
				cells := map[string]string{"barcode": fmt.Sprint(899000 + rows), "name": "Kabel", "category": "Aksesoris"}
				cells[col] = strings.Repeat("é", n)
				fmt.Fprintf(&csv, "%s,%s,%s,%s,%s\n", cells["barcode"], cells["name"], cells["category"], cells["description"], cells["supplier"])
			}
		}
		rep, err := env.Ops.Importer.Import(ctx, strings.NewReader(csv.String()), "csv", catalog.ImportOptions{DryRun: true})
		got := map[string]string{}
		for _, p := range rep.Problems {
			got[p.Column] += p.Reason
		}
		for col, most := range catalog.ImportTextBounds {
			if want := fmt.Sprintf("Paling panjang %d karakter.", most); got[col] != want {
				t.Errorf("a %s of %d characters: %q, want %q", col, most+1, got[col], want)
			}
		}
		if err == nil || len(rep.Problems) != len(catalog.ImportTextBounds) {
			t.Errorf("%v: %+v, want one problem per cell past its bound, none at it", err, rep.Problems)
		}
	})
}

// The import's text bounds are the forms' (the API document's maxLength): the product form's
// fields, and the supplier form's name.
func TestTheImportsTextsAreTheFormsBounds(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]struct {
					MaxLength int `json:"maxLength"`
				} `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(httpapi.OpenAPIDocument("test"), &doc); err != nil {
		t.Fatal(err)
	}
	form := doc.Components.Schemas["ProductCreateInputBody"].Properties
	for col, most := range catalog.ImportTextBounds {
		declared := form[col].MaxLength
		if col == "supplier" {
			declared = doc.Components.Schemas["ContactBody"].Properties["name"].MaxLength
		}
		if declared != most {
			t.Errorf("the import holds %s to %d characters, its form to %d", col, most, declared)
		}
	}
}
