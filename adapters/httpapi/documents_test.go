package httpapi_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// The back-office and the storefront read sales, repair bills, instalments and their
// payments by the spec's field names (transaction_id_display, customer_name_cache, …).
// The API types are mapped from core, so a change in how the books store these documents
// must leave every name here as it is.
func TestDocumentsKeepTheFieldNamesTheUIsRead(t *testing.T) {
	bill := []string{"id", "service_entry_id", "customer_id", "customer_name_cache", "description", "service_fee", "total_parts_cost",
		"total_amount", "paid_amount", "change_amount", "remaining_amount", "payment_method", "kasir_id", "kasir_name",
		"created_at", "updated_at", "parts", "voided_at", "void_reason", "voided_by", "void_refund"}
	want := map[string][]string{
		"sale": {"id", "created_at", "transaction_id_display", "customer_id", "customer_name_cache", "customer_type", "subtotal",
			"discount", "total_amount", "paid_amount", "change_amount", "remaining_amount", "payment_method", "kasir_id", "kasir_name", "items",
			"payments", "voided_at", "void_reason", "voided_by", "void_refund", "returned_amount", "all_returned"},
		"sale item": {"id", "transaction_id", "product_id", "product_name", "quantity", "buy_price_at_sale", "sale_price_at_sale"},
		"instalment": {"id", "transaction_id_display", "transaction_type", "customer_id", "customer_name_cache", "total_amount",
			"paid_amount", "remaining_amount", "status", "details", "kasir_id", "outlet_id", "created_at", "updated_at"},
		"payment":             {"id", "installment_id", "amount", "kasir_id", "kasir_name", "created_at", "payments"},
		"repair bill":         append(slices.Clone(bill), "payments"),
		"bill part":           {"id", "transaction_id", "product_id", "product_name", "quantity", "sale_price", "buy_price"},
		"day report":          {"period", "revenue", "profit", "per_method", "installments_per_method", "sales", "service"},
		"sales report":        {"period", "summary", "per_method", "installments_per_method", "top_products", "rows"},
		"service report":      {"period", "summary", "per_method", "installments_per_method", "top_parts", "rows"},
		"service report row":  append(slices.Clone(bill), "device_type", "damage_type", "category", "status"),
		"service receipt":     {"entry", "bill"},
		"instalment payments": {"items", "total"},
	}

	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		admin := env.SignedIn(t, core.RoleAdmin)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10)
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 450_000, 2)
		sari, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})
		got := map[string]map[string]any{}
		read := func(name string, res apptest.Response) map[string]any {
			t.Helper()
			if res.Status >= 300 {
				t.Fatalf("%s: %d %s", name, res.Status, res.Body)
			}
			var doc map[string]any
			res.JSON(t, &doc)
			got[name] = doc
			return doc
		}
		first := func(list any) map[string]any { return list.([]any)[0].(map[string]any) }

		sale := read("sale", apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 1}},
			"customer_id": sari.ID, "payment_method": "cicilan", "paid_amount": 50_000}, kasir.Cookie, nil))
		got["sale item"] = first(sale["items"])
		page := read("instalments", apptest.Do(t, h, "GET", "/api/installments", nil, kasir.Cookie, nil))
		got["instalment"] = first(page["items"])
		pay := fmt.Sprintf("/api/installments/%v/payments", got["instalment"]["id"])
		read("paid instalment", apptest.Do(t, h, "POST", pay, map[string]any{"amount": 10_000}, kasir.Cookie, nil))
		got["payment"] = first(read("instalment payments", apptest.Do(t, h, "GET", pay, nil, kasir.Cookie, nil))["items"])

		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &sari.ID, Category: "Handphone",
			DeviceType: "Samsung A10", DamageType: "LCD pecah", Description: "Layar retak"})
		if err != nil {
			t.Fatal(err)
		}
		receipt := read("service receipt", apptest.Do(t, h, "POST", fmt.Sprintf("/api/service-entries/%d/payment", entry.ID),
			map[string]any{"service_fee": 100_000, "parts": []map[string]any{{"product_id": lcd.ID, "quantity": 1}}, "paid_amount": 550_000}, kasir.Cookie, nil))
		got["repair bill"] = receipt["bill"].(map[string]any)
		got["bill part"] = first(got["repair bill"]["parts"])

		day := read("day report", apptest.Do(t, h, "GET", "/api/reports/today", nil, admin.Cookie, nil))
		got["sales report"] = day["sales"].(map[string]any)
		got["service report"] = day["service"].(map[string]any)
		got["service report row"] = first(got["service report"]["rows"].(map[string]any)["items"])
		// A list of sales leaves the payments out: the receipt has them.
		listed := slices.DeleteFunc(slices.Clone(want["sale"]), func(k string) bool { return k == "payments" })
		if row := first(got["sales report"]["rows"].(map[string]any)["items"]); !sameKeys(row, listed) {
			t.Errorf("a sales report row reads %v, the UIs read %v", keys(row), listed)
		}

		for name, names := range want {
			if !sameKeys(got[name], names) {
				t.Errorf("%s reads %v, the UIs read %v", name, keys(got[name]), names)
			}
		}
	})
}

func keys(doc map[string]any) []string {
	out := make([]string, 0, len(doc))
	for k := range doc {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func sameKeys(doc map[string]any, names []string) bool {
	want := slices.Clone(names)
	slices.Sort(want)
	return strings.Join(keys(doc), ",") == strings.Join(want, ",")
}

// What the API answers for these documents is decided here, in the API types; the core
// entities say nothing about JSON.
func TestCoreDocumentsCarryNoJSONNames(t *testing.T) {
	for _, typ := range []reflect.Type{
		reflect.TypeFor[core.SalesTransaction](), reflect.TypeFor[core.SalesTransactionItem](),
		reflect.TypeFor[core.ServiceTransaction](), reflect.TypeFor[core.ServicePart](), reflect.TypeFor[core.ServiceRow](),
		reflect.TypeFor[core.Installment](), reflect.TypeFor[core.InstallmentPayment](),
	} {
		for f := range typ.Fields() {
			if tag, ok := f.Tag.Lookup("json"); ok {
				t.Errorf("%s.%s carries json:%q", typ.Name(), f.Name, tag)
			}
		}
	}
}
