package httpapi_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

// Every operation in the OpenAPI document is called by a visitor, a Member, a Teknisi, a Kasir
// and an Admin; each answer must match the operation's declared access. An operation added without
// a declaration fails here.
func TestEveryOperationEnforcesItsDeclaredAccess(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	srv := env.HTTP(nil, nil)
	h := srv.Handler()
	callers := []struct {
		name string
		role core.Role
	}{{"anonymous", ""}, {"member", core.RoleMember}, {"teknisi", core.RoleTeknisi}, {"kasir", core.RoleKasir}, {"admin", core.RoleAdmin}}

	ops := 0
	for path, item := range srv.API().OpenAPI().Paths {
		for method, op := range map[string]*huma.Operation{
			http.MethodGet: item.Get, http.MethodPost: item.Post, http.MethodPut: item.Put,
			http.MethodPatch: item.Patch, http.MethodDelete: item.Delete,
		} {
			if op == nil {
				continue
			}
			ops++
			access, ok := op.Metadata["access"].(httpapi.Access)
			if !ok {
				t.Errorf("%s %s declares no access", method, path)
				continue
			}
			url := pathParam.ReplaceAllString(path, "999999")
			for _, c := range callers {
				cookie := ""
				if c.role != "" {
					cookie = env.SignedIn(t, c.role).Cookie
				}
				res := apptest.Do(t, h, method, url, bodyFor(method), cookie, nil)
				denied := strings.Contains(string(res.Body), "Silakan login terlebih dahulu.") ||
					strings.Contains(string(res.Body), "Anda tidak memiliki akses untuk tindakan ini.")
				allowed := access.Allows(c.role != "", c.role)
				switch {
				case allowed && denied:
					t.Errorf("%s %s (%s): %s was refused: %d %s", method, path, access.Name, c.name, res.Status, res.Body)
				case !allowed && !denied:
					t.Errorf("%s %s (%s): %s got through: %d %s", method, path, access.Name, c.name, res.Status, res.Body)
				case !allowed && c.role == "" && res.Status != http.StatusUnauthorized:
					t.Errorf("%s %s: anonymous got %d, want 401", method, path, res.Status)
				case !allowed && c.role != "" && res.Status != http.StatusForbidden:
					t.Errorf("%s %s: %s got %d, want 403", method, path, c.name, res.Status)
				}
			}
		}
	}
	if ops < 20 {
		t.Fatalf("only %d operations walked", ops)
	}
}

func bodyFor(method string) any {
	if method == http.MethodGet || method == http.MethodDelete {
		return nil
	}
	return "{}"
}
