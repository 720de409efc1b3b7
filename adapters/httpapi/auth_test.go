package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func sessionFrom(t *testing.T, res apptest.Response) string {
	t.Helper()
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == "konter_session" {
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode {
				t.Errorf("session cookie must be HttpOnly and SameSite=Lax: %+v", c)
			}
			return c.Value
		}
	}
	return ""
}

func TestMemberSignUpVerifyAndTheTwoDoors(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		signup := map[string]any{"full_name": "Siti Rahma", "email": "Siti@Example.co.id", "password": "rahasia1", "phone": "  ", "address": ""}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "sign up", Method: "POST", URL: "/api/auth/signup", Body: signup, WantStatus: 201,
				WantContains: []string{"Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi."}},
			{Name: "full name required", Method: "POST", URL: "/api/auth/signup",
				Body: map[string]any{"full_name": " ", "email": "a@b.id", "password": "rahasia1"}, WantStatus: 422,
				WantContains: []string{"Nama Lengkap wajib diisi."}},
			{Name: "password too short", Method: "POST", URL: "/api/auth/signup",
				Body: map[string]any{"full_name": "A", "email": "a@b.id", "password": "12345"}, WantStatus: 422,
				WantContains: []string{"Password minimal harus 6 karakter."}},
			{Name: "not an e-mail address", Method: "POST", URL: "/api/auth/signup",
				Body: map[string]any{"full_name": "A", "email": "siti", "password": "123456"}, WantStatus: 422,
				WantContains: []string{"Format email tidak valid."}},
			{Name: "unverified cannot sign in", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": "siti@example.co.id", "password": "rahasia1", "door": "member"}, WantStatus: 403,
				WantContains: []string{"belum diverifikasi"}},
			{Name: "bad verification token", Method: "POST", URL: "/api/auth/verify", Body: map[string]any{"token": "nope"},
				WantStatus: 422, WantContains: []string{"Tautan verifikasi tidak valid atau sudah kedaluwarsa."}},
		})

		token := env.Outbox.VerifyToken(t, "siti@example.co.id")
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "verify", Method: "POST", URL: "/api/auth/verify", Body: map[string]any{"token": token}, WantStatus: 200},
			{Name: "a link works once", Method: "POST", URL: "/api/auth/verify", Body: map[string]any{"token": token}, WantStatus: 422},
			{Name: "member at the staff door", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": "siti@example.co.id", "password": "rahasia1", "door": "staff"}, WantStatus: 403,
				WantContains: []string{"Akun ini adalah akun Member. Silakan login dari halaman Member."}},
			{Name: "wrong password", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": "siti@example.co.id", "password": "salah123", "door": "member"}, WantStatus: 401,
				WantContains: []string{`"detail":"Email atau password salah."`}},
			{Name: "unknown address says the same", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": "nobody@example.co.id", "password": "salah123", "door": "member"}, WantStatus: 401,
				WantContains: []string{`"detail":"Email atau password salah."`}},
		})

		res := apptest.Do(t, h, "POST", "/api/auth/login", map[string]any{"email": "SITI@example.co.id", "password": "rahasia1", "door": "member"}, "", nil)
		cookie := sessionFrom(t, res)
		if res.Status != 200 || cookie == "" {
			t.Fatalf("member sign-in: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "me", Method: "GET", URL: "/api/auth/me", Cookie: cookie, WantStatus: 200,
				WantContains: []string{`"email":"siti@example.co.id"`, `"role":"Member"`, `"phone":null`, `"address":null`},
				WantMissing:  []string{"password"}},
			{Name: "no session", Method: "GET", URL: "/api/auth/me", WantStatus: 401},
			{Name: "member cannot list staff", Method: "GET", URL: "/api/users", Cookie: cookie, WantStatus: 403},
			{Name: "sign out", Method: "POST", URL: "/api/auth/logout", Cookie: cookie, WantStatus: 204},
			{Name: "the session is gone on the server", Method: "GET", URL: "/api/auth/me", Cookie: cookie, WantStatus: 401},
		})

		kasir := env.SignedIn(t, core.RoleKasir)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "staff at the member door", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": kasir.Email, "password": kasir.Password, "door": "member"}, WantStatus: 403,
				WantContains: []string{"Akun ini adalah akun Staf. Silakan login dari halaman Penjualan."}},
		})
	})
}

func TestWrongDoorCreatesNoSession(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	member := env.SignedIn(t, core.RoleMember)
	res := apptest.Do(t, env.Handler(), "POST", "/api/auth/login", map[string]any{"email": member.Email, "password": member.Password, "door": "staff"}, "", nil)
	if res.Status != 403 || sessionFrom(t, res) != "" {
		t.Fatalf("wrong door: %d, cookie %q", res.Status, sessionFrom(t, res))
	}
	var n int
	if err := env.DB.NewRaw("SELECT COUNT(*) FROM sessions WHERE user_id = ?", member.ID).Scan(t.Context(), &n); err != nil || n != 1 {
		t.Fatalf("%d sessions (%v), want only the one made by the test", n, err)
	}
}

func TestFailedSignInsAreRateLimited(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	member := env.SignedIn(t, core.RoleMember)
	h := env.Handler()
	bad := map[string]any{"email": member.Email, "password": "salah-salah", "door": "member"}
	for i := range 5 {
		if res := apptest.Do(t, h, "POST", "/api/auth/login", bad, "", nil); res.Status != 401 {
			t.Fatalf("attempt %d: %d", i+1, res.Status)
		}
	}
	good := map[string]any{"email": member.Email, "password": member.Password, "door": "member"}
	res := apptest.Do(t, h, "POST", "/api/auth/login", good, "", nil)
	if res.Status != 429 || res.Header.Get("Retry-After") == "" || !strings.Contains(string(res.Body), "Terlalu banyak percobaan login") {
		t.Fatalf("sixth attempt: %d %s (Retry-After %q)", res.Status, res.Body, res.Header.Get("Retry-After"))
	}
	env.Clock.Advance(61e9)
	if res := apptest.Do(t, h, "POST", "/api/auth/login", good, "", nil); res.Status != 200 {
		t.Fatalf("after a minute: %d %s", res.Status, res.Body)
	}
}

func TestChangePasswordEndsOtherSessions(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		member := env.SignedIn(t, core.RoleMember)
		res := apptest.Do(t, h, "POST", "/api/auth/login", map[string]any{"email": member.Email, "password": member.Password, "door": "member"}, "", nil)
		other := sessionFrom(t, res)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the other session works", Method: "GET", URL: "/api/auth/me", Cookie: other, WantStatus: 200},
			{Name: "both fields", Method: "PUT", URL: "/api/auth/password", Cookie: member.Cookie,
				Body: map[string]any{"password": "abcdef"}, WantStatus: 422, WantContains: []string{"Harap isi kedua kolom password."}},
			{Name: "must match", Method: "PUT", URL: "/api/auth/password", Cookie: member.Cookie,
				Body: map[string]any{"password": "abcdef", "confirm_password": "abcdeg"}, WantStatus: 422, WantContains: []string{"Password tidak cocok."}},
			{Name: "six characters", Method: "PUT", URL: "/api/auth/password", Cookie: member.Cookie,
				Body: map[string]any{"password": "abc", "confirm_password": "abc"}, WantStatus: 422, WantContains: []string{"Password minimal harus 6 karakter."}},
			{Name: "changed", Method: "PUT", URL: "/api/auth/password", Cookie: member.Cookie,
				Body: map[string]any{"password": "baru-123", "confirm_password": "baru-123"}, WantStatus: 200, WantContains: []string{"Password berhasil diubah!"}},
			{Name: "this session stays", Method: "GET", URL: "/api/auth/me", Cookie: member.Cookie, WantStatus: 200},
			{Name: "the other session ended", Method: "GET", URL: "/api/auth/me", Cookie: other, WantStatus: 401},
			{Name: "old password refused", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": member.Email, "password": member.Password, "door": "member"}, WantStatus: 401},
			{Name: "new password works", Method: "POST", URL: "/api/auth/login",
				Body: map[string]any{"email": member.Email, "password": "baru-123", "door": "member"}, WantStatus: 200},
		})
	})
}

// Sessions are kept in memory for a few seconds; ending one, or changing its user, takes
// effect on the very next request all the same.
func TestAKeptSessionFollowsItsChanges(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		leaving := env.SignedIn(t, core.RoleKasir)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a Kasir sees no staff list", Method: "GET", URL: "/api/users", Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "the Admin makes them an Admin", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": "Kasir Naik", "role": "Admin"}, WantStatus: 200},
			{Name: "their next request is an Admin's", Method: "GET", URL: "/api/users", Cookie: kasir.Cookie, WantStatus: 200},
			{Name: "under their new name", Method: "GET", URL: "/api/auth/me", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{"Kasir Naik"}},

			{Name: "a staff member at work", Method: "GET", URL: "/api/auth/me", Cookie: leaving.Cookie, WantStatus: 200},
			{Name: "the Admin deletes their account", Method: "DELETE", URL: fmt.Sprintf("/api/users/%d", leaving.ID), Cookie: admin.Cookie, WantStatus: 204},
			{Name: "their session opens nothing", Method: "GET", URL: "/api/auth/me", Cookie: leaving.Cookie, WantStatus: 401},

			{Name: "signs out", Method: "POST", URL: "/api/auth/logout", Cookie: admin.Cookie, WantStatus: 204},
			{Name: "the ended session opens nothing", Method: "GET", URL: "/api/auth/me", Cookie: admin.Cookie, WantStatus: 401},
		})
	})
}

func TestSessionsExpire(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	kasir := env.SignedIn(t, core.RoleKasir)
	h := env.Handler()
	if res := apptest.Do(t, h, "GET", "/api/auth/me", nil, kasir.Cookie, nil); res.Status != 200 {
		t.Fatal(res.Status)
	}
	env.Clock.Advance(31 * 24 * 3600e9)
	if res := apptest.Do(t, h, "GET", "/api/auth/me", nil, kasir.Cookie, nil); res.Status != 401 {
		t.Fatalf("a 31-day-old session still works: %d", res.Status)
	}
}

// from sends one JSON request as a client at address ip.
func from(t *testing.T, h http.Handler, ip, method, url string, body any) apptest.Response {
	t.Helper()
	buf, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(method, url, bytes.NewReader(buf))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = ip + ":40000"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return apptest.Response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// Sign-up must not tell anyone who has an account: a taken address gets exactly the answer
// a new one gets, and its owner is told by e-mail instead.
func TestSignUpOfATakenAddressAnswersLikeANewOne(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		member := env.SignedIn(t, core.RoleMember)
		kasir := env.SignedIn(t, core.RoleKasir)
		fresh := from(t, h, "198.51.100.1", "POST", "/api/auth/signup", map[string]any{"full_name": "Budi", "email": "budi@example.co.id", "password": "rahasia1"})
		if fresh.Status != 201 || len(env.Outbox.To("budi@example.co.id")) != 1 {
			t.Fatalf("new address: %d %s", fresh.Status, fresh.Body)
		}
		for _, owner := range []apptest.Person{member, kasir} {
			taken := from(t, h, "198.51.100.2", "POST", "/api/auth/signup", map[string]any{"full_name": "Penyusup", "email": strings.ToUpper(owner.Email), "password": "lain-lain"})
			if taken.Status != fresh.Status || !bytes.Equal(taken.Body, fresh.Body) || taken.Header.Get("Content-Type") != fresh.Header.Get("Content-Type") {
				t.Fatalf("taken address %s: %d %s, a new one: %d %s", owner.Email, taken.Status, taken.Body, fresh.Status, fresh.Body)
			}
			mails := env.Outbox.To(owner.Email)
			if len(mails) != 1 || !strings.Contains(mails[0].Text, "mencoba mendaftar dengan alamat email ini") || strings.Contains(mails[0].Text, "verify-email") {
				t.Fatalf("the owner of %s was not warned: %+v", owner.Email, mails)
			}
			if res := apptest.Do(t, h, "POST", "/api/auth/login", map[string]any{"email": owner.Email, "password": owner.Password, "door": map[bool]string{true: "staff", false: "member"}[owner.Role.IsStaff()]}, "", nil); res.Status != 200 {
				t.Fatalf("the owner's own password stopped working: %d %s", res.Status, res.Body)
			}
		}
		if !strings.Contains(env.Outbox.To(kasir.Email)[0].Text, "http://konter.test/login") {
			t.Errorf("a staff owner is sent to the staff door: %s", env.Outbox.To(kasir.Email)[0].Text)
		}
	})
}

func TestSignUpIsThrottledPerAddressAndPerEmail(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		signUp := func(ip, email string) apptest.Response {
			return from(t, h, ip, "POST", "/api/auth/signup", map[string]any{"full_name": "Calon Member", "email": email, "password": "rahasia1"})
		}
		for i := range 10 {
			if res := signUp("198.51.100.7", fmt.Sprintf("calon%d@example.co.id", i)); res.Status != 201 {
				t.Fatalf("sign-up %d from one address: %d %s", i+1, res.Status, res.Body)
			}
		}
		res := signUp("198.51.100.7", "satu-lagi@example.co.id")
		if res.Status != 429 || res.Header.Get("Retry-After") == "" || !strings.Contains(string(res.Body), "Terlalu banyak permintaan. Silakan coba lagi dalam") {
			t.Fatalf("11th sign-up from one address: %d %s", res.Status, res.Body)
		}
		if len(env.Outbox.To("satu-lagi@example.co.id")) != 0 {
			t.Fatal("a refused sign-up still sent a mail")
		}
		if res := signUp("198.51.100.8", "satu-lagi@example.co.id"); res.Status != 201 {
			t.Fatalf("another address is not held back: %d %s", res.Status, res.Body)
		}

		for i := range 2 {
			if res := signUp(fmt.Sprintf("203.0.113.%d", i+1), "sasaran@example.co.id"); res.Status != 201 {
				t.Fatalf("sign-up %d of one e-mail: %d %s", i+1, res.Status, res.Body)
			}
		}
		if res := signUp("203.0.113.9", "Sasaran@example.co.id"); res.Status != 201 {
			t.Fatalf("third sign-up of one e-mail: %d %s", res.Status, res.Body)
		}
		if res := signUp("203.0.113.10", "sasaran@example.co.id"); res.Status != 429 {
			t.Fatalf("fourth sign-up of one e-mail, from yet another address: %d %s", res.Status, res.Body)
		}
		if got := len(env.Outbox.To("sasaran@example.co.id")); got != 3 {
			t.Fatalf("%d mails to one address, want 3", got)
		}
		env.Clock.Advance(61 * time.Minute)
		if res := signUp("198.51.100.7", "sasaran@example.co.id"); res.Status != 201 {
			t.Fatalf("an hour later: %d %s", res.Status, res.Body)
		}
	})
}

// Someone guessing a cashier's password from their own address locks only themselves out;
// the cashier at the till still signs in (from many addresses: lockout_test.go).
func TestGuessingFromElsewhereDoesNotLockTheOwnerOut(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		login := func(ip, password string) apptest.Response {
			return from(t, h, ip, "POST", "/api/auth/login", map[string]any{"email": kasir.Email, "password": password, "door": "staff"})
		}
		for i := range 5 {
			if res := login("203.0.113.66", "tebak-tebak"); res.Status != 401 {
				t.Fatalf("guess %d: %d", i+1, res.Status)
			}
		}
		if res := login("203.0.113.66", kasir.Password); res.Status != 429 {
			t.Fatalf("the guessing address is not locked out: %d %s", res.Status, res.Body)
		}
		if res := login("192.0.2.10", kasir.Password); res.Status != 200 {
			t.Fatalf("the cashier at the till is locked out by someone else: %d %s", res.Status, res.Body)
		}
	})
}

// Resending verification links is a sign-up's sibling: it sends a mail, so it counts against
// the sender's address together with sign-ups.
func TestResendsAndSignUpsShareTheAddressThrottle(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		for i := range 6 {
			body := map[string]any{"full_name": "Calon", "email": fmt.Sprintf("calon%d@example.co.id", i), "password": "rahasia1"}
			if res := from(t, h, "198.51.100.9", "POST", "/api/auth/signup", body); res.Status != 201 {
				t.Fatalf("sign-up %d: %d %s", i+1, res.Status, res.Body)
			}
		}
		resend := func(ip, email string) apptest.Response {
			return from(t, h, ip, "POST", "/api/auth/resend-verification", map[string]any{"email": email})
		}
		for i := range 4 {
			if res := resend("198.51.100.9", fmt.Sprintf("korban%d@example.co.id", i)); res.Status != 200 {
				t.Fatalf("resend %d: %d %s", i+1, res.Status, res.Body)
			}
		}
		if res := resend("198.51.100.9", "korban9@example.co.id"); res.Status != 429 || !strings.Contains(string(res.Body), "Terlalu banyak permintaan.") {
			t.Fatalf("11th mailing request from one address: %d %s", res.Status, res.Body)
		}
		if res := resend("198.51.100.10", "calon0@example.co.id"); res.Status != 200 || len(env.Outbox.To("calon0@example.co.id")) != 2 {
			t.Fatalf("another address is not held back: %d %s", res.Status, res.Body)
		}
	})
}
