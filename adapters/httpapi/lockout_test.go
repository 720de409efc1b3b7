package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// signInAt is one attempt at a sign-in door from address ip, by a browser holding the
// known-device cookie device ("" for a browser that holds none).
func signInAt(t *testing.T, h http.Handler, ip, device, email, password, door string) apptest.Response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"email": email, "password": password, "door": door})
	req := httptest.NewRequest("POST", "/api/auth/login", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = ip + ":40000"
	if device != "" {
		req.AddCookie(&http.Cookie{Name: "konter_device", Value: device})
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return apptest.Response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// knownDeviceFrom is the known-device cookie a successful sign-in gave the browser.
func knownDeviceFrom(t *testing.T, res apptest.Response) string {
	t.Helper()
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == "konter_device" {
			if !c.HttpOnly || c.Path != "/api/auth/login" || c.MaxAge <= 0 {
				t.Errorf("the known-device cookie must be HttpOnly, lasting, and sent only to the sign-in: %+v", c)
			}
			return c.Value
		}
	}
	t.Errorf("a successful sign-in gave no known-device cookie: %v", res.Header["Set-Cookie"])
	return ""
}

// Someone guessing an account's password from many addresses (95 guesses from 25 addresses in
// 20 seconds locked the owner out for 15 minutes) does not lock its owner out, at either door:
// the owner signs in from an address of their own with the right password, and from a browser
// they signed in on before even at an address the guesses come from. The guessing itself is
// slowed to one attempt per address per 15 minutes once the account's ceiling is reached.
func TestGuessingFromManyAddressesDoesNotLockTheOwnerOut(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		for _, door := range []struct {
			name string
			role core.Role
		}{{"staff", core.RoleKasir}, {"member", core.RoleMember}} {
			t.Run(door.name, func(t *testing.T) {
				owner := env.SignedIn(t, door.role)
				login := func(ip, device, password string) apptest.Response {
					return signInAt(t, h, ip, device, owner.Email, password, door.name)
				}
				res := login("198.51.100.20", "", owner.Password)
				if res.Status != 200 {
					t.Fatalf("the owner's first sign-in: %d %s", res.Status, res.Body)
				}
				device := knownDeviceFrom(t, res)

				guesser := func(i int) string { return fmt.Sprintf("10.9.%d.%d", i/200, i%200+1) }
				for i := range 100 {
					env.Clock.Advance(200 * time.Millisecond)
					if res := login(guesser(i%25), "", "tebak-tebak"); res.Status != 401 {
						t.Fatalf("guess %d from %s: %d %s", i+1, guesser(i%25), res.Status, res.Body)
					}
				}
				if res := login("192.0.2.77", "", owner.Password); res.Status != 200 {
					t.Fatalf("the owner, at an address of their own with the right password, is locked out: %d %s", res.Status, res.Body)
				}
				if res := login(guesser(3), device, owner.Password); res.Status != 200 {
					t.Fatalf("the owner's known browser, at an address the guesses come from, is locked out: %d %s", res.Status, res.Body)
				}

				// Each guessing address, old or new, now gets one attempt per 15 minutes.
				for i := range 30 {
					if res := login(guesser(i), "", "tebak-lagi"); res.Status != 401 {
						t.Fatalf("the first guess from %s past the ceiling: %d %s", guesser(i), res.Status, res.Body)
					}
					res := login(guesser(i), "", "tebak-lagi")
					if res.Status != 429 || !strings.Contains(string(res.Body), "Terlalu banyak percobaan login") {
						t.Fatalf("a second guess from %s past the ceiling: %d %s", guesser(i), res.Status, res.Body)
					}
				}
				env.Clock.Advance(5 * time.Minute)
				if res := login(guesser(0), "", "tebak-lagi"); res.Status != 429 {
					t.Fatalf("a guessing address 5 minutes later, past the ceiling: %d %s", res.Status, res.Body)
				}
				if res := login(guesser(0), "", owner.Password); res.Status != 429 {
					t.Fatalf("the right password from a slowed guessing address, without the owner's browser: %d %s", res.Status, res.Body)
				}
				if res := login("192.0.2.78", "", owner.Password); res.Status != 200 {
					t.Fatalf("the owner at another address of their own: %d %s", res.Status, res.Body)
				}
				env.Clock.Advance(16 * time.Minute)
				for i := range 5 {
					if res := login(guesser(0), "", "tebak-tebak"); res.Status != 401 {
						t.Fatalf("guess %d once the guessing stopped for 15 minutes: %d %s", i+1, res.Status, res.Body)
					}
				}
			})
		}
	})
}

// A known-device cookie vouches for one account only, and only as the server made it; a
// browser that mistypes its own password is held back by itself.
func TestAKnownDeviceCookieVouchesOnlyForItsAccount(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		owner, other := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		res := signInAt(t, h, "198.51.100.30", "", other.Email, other.Password, "staff")
		if res.Status != 200 {
			t.Fatalf("sign-in: %d %s", res.Status, res.Body)
		}
		othersDevice := knownDeviceFrom(t, res)
		forged := strings.Repeat("A", 43)
		for _, device := range []string{othersDevice, forged, othersDevice + ".x"} {
			for i := range 5 {
				if res := signInAt(t, h, "203.0.113.40", device, owner.Email, "tebak-tebak", "staff"); res.Status != 401 {
					t.Fatalf("guess %d with cookie %q: %d", i+1, device, res.Status)
				}
			}
			if res := signInAt(t, h, "203.0.113.40", device, owner.Email, "tebak-tebak", "staff"); res.Status != 429 {
				t.Fatalf("a sixth guess from one address with another's cookie %q is not held back: %d", device, res.Status)
			}
			env.Clock.Advance(61 * time.Second)
		}

		res = signInAt(t, h, "198.51.100.31", othersDevice, owner.Email, owner.Password, "staff")
		if res.Status != 200 {
			t.Fatalf("sign-in of a second account in one browser: %d %s", res.Status, res.Body)
		}
		both := knownDeviceFrom(t, res)
		if !strings.HasSuffix(both, "."+othersDevice) {
			t.Fatalf("the browser forgot the first account: %q", both)
		}
		for i := range 5 {
			if res := signInAt(t, h, "198.51.100.31", both, owner.Email, "salah-ketik", "staff"); res.Status != 401 {
				t.Fatalf("typo %d on a known browser: %d", i+1, res.Status)
			}
		}
		if res := signInAt(t, h, "198.51.100.31", both, owner.Email, owner.Password, "staff"); res.Status != 429 {
			t.Fatalf("a known browser is not held back by its own failures: %d", res.Status)
		}
		if res := signInAt(t, h, "198.51.100.31", "", owner.Email, owner.Password, "staff"); res.Status != 200 {
			t.Fatalf("another browser at that address is held back by the first one's typos: %d %s", res.Status, res.Body)
		}
	})
}

// An address held back by the sign-in limits, sending attempt after attempt for new e-mails,
// costs the server no memory: the heap after garbage collection does not grow.
func TestABlockedAddressTryingNewEmailsCostsNoMemory(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		const ip = "203.0.113.99"
		for i := range 20 {
			if res := signInAt(t, h, ip, "", fmt.Sprintf("tebak%d@example.co.id", i), "tebak-tebak", "member"); res.Status != 401 {
				t.Fatalf("guess %d: %d", i+1, res.Status)
			}
		}
		heap := func() uint64 {
			var m runtime.MemStats
			runtime.GC()
			runtime.GC() // the second empties the pools' victim caches
			runtime.ReadMemStats(&m)
			return m.HeapAlloc
		}
		before := heap()
		for i := range 30000 {
			email := fmt.Sprintf("orang-baru-%06d-dengan-alamat-yang-panjang@example.co.id", i)
			if res := signInAt(t, h, ip, "", email, "tebak-tebak", "member"); res.Status != 429 {
				t.Fatalf("attempt %d from a blocked address: %d %s", i+1, res.Status, res.Body)
			}
		}
		grown := int64(heap()) - int64(before)
		runtime.KeepAlive(env) // the server's memory is what is measured
		if grown > 1<<20 {
			t.Fatalf("the heap grew by %.1f MiB for 30,000 refused attempts", float64(grown)/(1<<20))
		}
	})
}
