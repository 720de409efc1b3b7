package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// The Admin says at which outlets each staff member works.
func TestStaffWorkAtOutlets(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		first := outletNamed(t, env, "Konter")
		dago := addOutlet(t, env, "Cabang Dago")
		gone := addOutlet(t, env, "Cabang Tutup")
		if err := env.Outlets.Remove(t.Context(), gone.ID); err != nil {
			t.Fatal(err)
		}
		kasirURL := fmt.Sprintf("/api/users/%d", kasir.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "staff work at the first outlet unless told", Method: "GET", URL: kasirURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d]`, first.ID)}},
			{Name: "a new Kasir at the second outlet", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body:       map[string]any{"email": "dago@konter.test", "password": "rahasia1", "full_name": "Dewi", "outlet_ids": []int64{dago.ID}},
				WantStatus: 201, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d]`, dago.ID)}},
			{Name: "a new Kasir at a closed outlet", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body:       map[string]any{"email": "tutup@konter.test", "password": "rahasia1", "full_name": "Tono", "outlet_ids": []int64{gone.ID}},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet yang dipilih tidak ditemukan atau sudah dihapus."`, `"location":"outlet_ids"`}},
			{Name: "the Kasir now works at both, each named once", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": kasir.FullName, "role": "Kasir", "outlet_ids": []int64{dago.ID, first.ID, dago.ID}},
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "an edit without outlets leaves them", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir"},
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "a Kasir works somewhere", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{}},
				WantStatus: 422, WantContains: []string{`"detail":"Pilih minimal satu outlet tempat staf bekerja."`}},
			{Name: "not at an outlet that is closed", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{first.ID, gone.ID}},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet yang dipilih tidak ditemukan atau sudah dihapus."`}},
			{Name: "nor at one that never was", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{999999}},
				WantStatus: 422, WantContains: []string{`"location":"outlet_ids"`}},
			{Name: "a refused edit changed nothing", Method: "GET", URL: kasirURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "an outlet with staff stays open", Method: "DELETE", URL: fmt.Sprint("/api/outlets/", dago.ID), Cookie: admin.Cookie,
				WantStatus: 409, WantContains: []string{"masih memiliki staf"}},
		})
	})
}

func addOutlet(t *testing.T, env *apptest.Env, name string) core.Outlet {
	t.Helper()
	o, err := env.Outlets.Add(t.Context(), core.Outlet{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return o
}
