package httpapi_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestStaffManagement(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "only staff are listed", Method: "GET", URL: "/api/users", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`, kasir.Email, admin.Email}, WantMissing: []string{member.Email}},
			{Name: "add needs every field", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body: map[string]any{"email": "baru@konter.test", "password": "rahasia1"}, WantStatus: 422,
				WantContains: []string{"Harap isi semua field yang wajib diisi."}},
			{Name: "add a Kasir by default", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body: map[string]any{"email": "baru@konter.test", "password": "rahasia1", "full_name": "Dedi"}, WantStatus: 201,
				WantContains: []string{`"role":"Kasir"`, "User berhasil ditambahkan. Mereka perlu memverifikasi email mereka."}},
			{Name: "the new one must verify first", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": "baru@konter.test", "password": "rahasia1", "door": "staff"}, WantStatus: 403},
			{Name: "no editing one's own row", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", admin.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "X", "role": "Kasir"}, WantStatus: 403, WantContains: []string{"Tidak bisa edit diri sendiri."}},
			{Name: "no deleting one's own row", Method: "DELETE", URL: fmt.Sprintf("/api/users/%d", admin.ID), Cookie: admin.Cookie, WantStatus: 403},
			{Name: "name and role required", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": ""}, WantStatus: 422, WantContains: []string{"Nama lengkap dan role wajib diisi."}},
			{Name: "no promoting to an unknown role", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "Rina", "role": "Owner"}, WantStatus: 422},
			{Name: "a member is not staff", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", member.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "X", "role": "Admin"}, WantStatus: 404},
			{Name: "promote the Kasir", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "Rina", "role": "Admin"}, WantStatus: 200, WantContains: []string{`"role":"Admin"`}},
			{Name: "the promotion takes effect at once", Method: "GET", URL: "/api/users", Cookie: kasir.Cookie, WantStatus: 200},
			{Name: "delete", Method: "DELETE", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie, WantStatus: 204},
			{Name: "their session died with them", Method: "GET", URL: "/api/auth/me", Cookie: kasir.Cookie, WantStatus: 401},
		})
	})
}

// Two Admins demote each other at the same moment: one of them stays Admin.
func TestTheLastAdminSurvivesARace(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		a, b := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleAdmin)
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		for i, pair := range [][2]apptest.Person{{a, b}, {b, a}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := apptest.Do(t, h, "PUT", fmt.Sprintf("/api/users/%d", pair[1].ID),
					map[string]any{"full_name": pair[1].FullName, "role": "Kasir"}, pair[0].Cookie, nil)
				statuses[i] = res.Status
			}()
		}
		wg.Wait()
		var admins int
		if err := env.DB.NewRaw("SELECT COUNT(*) FROM users WHERE role = 'Admin'").Scan(t.Context(), &admins); err != nil {
			t.Fatal(err)
		}
		if admins < 1 {
			t.Fatalf("no Admin left (statuses %v)", statuses)
		}
	})
}

func TestMemberManagement(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		member := env.SignedIn(t, core.RoleMember)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "members only", Method: "GET", URL: "/api/members", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, member.Email}, WantMissing: []string{admin.Email}},
			{Name: "search", Method: "GET", URL: "/api/members?q=" + member.Email[:6], Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`}},
			{Name: "name required", Method: "PUT", URL: fmt.Sprintf("/api/members/%d", member.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": " "}, WantStatus: 422, WantContains: []string{"Nama lengkap wajib diisi."}},
			{Name: "edit", Method: "PUT", URL: fmt.Sprintf("/api/members/%d", member.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "Budi S.", "phone": "0812", "address": ""}, WantStatus: 200,
				WantContains: []string{`"full_name":"Budi S."`, `"address":null`}},
			{Name: "staff are not members", Method: "DELETE", URL: fmt.Sprintf("/api/members/%d", admin.ID), Cookie: admin.Cookie, WantStatus: 403},
			{Name: "delete", Method: "DELETE", URL: fmt.Sprintf("/api/members/%d", member.ID), Cookie: admin.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: fmt.Sprintf("/api/members/%d", member.ID), Cookie: admin.Cookie, WantStatus: 404},
		})
	})
}
