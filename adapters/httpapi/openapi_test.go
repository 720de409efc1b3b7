package httpapi_test

import (
	"encoding/json"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
)

// The UIs' types are generated from the document: an answer that can be null must say so, or
// a page reads a repair's missing bill, the missing open shift or a blind shift's sums as if
// they were there.
func TestOpenAPIDeclaresNullObjects(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(httpapi.OpenAPIDocument("test"), &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ schema, field, want string }{
		{"ReceiptBody", "bill", `{"anyOf":[{"$ref":"#/components/schemas/ServiceBill"},{"type":"null"}],"description":"Null sebelum servis diproses di kasir, dan selalu bagi Teknisi (yang tidak melihat uang)."}`},
		{"CurrentShift", "shift", `{"anyOf":[{"$ref":"#/components/schemas/Shift"},{"type":"null"}],"description":"Shift yang sedang terbuka; null bila belum ada."}`},
		{"Shift", "expected_cash", `{"description":"Uang tunai yang seharusnya ada di laci: modal awal + tunai diterima + kas masuk − kas keluar − pengembalian tunai; null bila blind.","type":["integer","null"]}`},
		{"StockCountScan", "unit", `{"$ref":"#/components/schemas/Unit","description":"Unit yang dipindai dengan IMEI/serial."}`},
	} {
		if got := string(doc.Components.Schemas[c.schema].Properties[c.field]); got != c.want {
			t.Errorf("%s.%s = %s, want %s", c.schema, c.field, got, c.want)
		}
	}
}
