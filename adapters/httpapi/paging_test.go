package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// However far a list is paged, it answers: its last allowed page is empty (never the first
// page again, never a 500), and a page past it is refused in Indonesian (422), on every list.
func TestEveryListRefusesAPagePastItsBound(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		if _, err := env.Credit.AddManual(t.Context(), creditManual(env, budi.ID, 500_000), nil); err != nil {
			t.Fatal(err)
		}
		srv := demoServer(t, env)
		h := srv.Handler()
		doc := srv.API().OpenAPI()
		cookies := map[core.Role]string{core.RoleAdmin: env.SignedIn(t, core.RoleAdmin).Cookie, core.RoleMember: env.SignedIn(t, core.RoleMember).Cookie}
		lists := 0
		for _, op := range operations(doc) {
			page := parameter(op, "query", "page")
			if page == nil {
				continue
			}
			lists++
			if page.Schema.Maximum == nil || *page.Schema.Maximum != core.MaxPage {
				t.Errorf("%s: the document bounds page at %v, want %d", op.Path, page.Schema.Maximum, core.MaxPage)
			}
			cookie := cookies[core.RoleAdmin]
			if !op.Metadata["access"].(httpapi.Access).Allows(true, core.RoleAdmin) {
				cookie = cookies[core.RoleMember]
			}
			path := op.Path
			if owner, _, ok := strings.Cut(op.Path, "/{id}"); ok {
				path = strings.Replace(op.Path, "{id}", firstID(t, h, owner, cookie), 1)
			}
			for _, p := range []string{fmt.Sprint(core.MaxPage + 1), "9223372036854775807"} {
				res := apptest.Do(t, h, "GET", path+"?page="+p, nil, cookie, nil)
				if res.Status != 422 || !strings.Contains(string(res.Body), `"location":"query.page"`) ||
					!strings.Contains(string(res.Body), "harus <= 1.000.000") {
					t.Errorf("%s?page=%s: %d %.300s", path, p, res.Status, res.Body)
				}
			}
			res := apptest.Do(t, h, "GET", fmt.Sprintf("%s?page=%d", path, core.MaxPage), nil, cookie, nil)
			var last struct{ Items []json.RawMessage }
			if res.Status != 200 || json.Unmarshal(res.Body, &last) != nil || len(last.Items) > 0 {
				t.Errorf("%s?page=%d: %d %.300s", path, core.MaxPage, res.Status, res.Body)
			}
		}
		if lists < 20 {
			t.Fatalf("%d lists take a page, want every list", lists)
		}
	})
}

func parameter(op *huma.Operation, in, name string) *huma.Param {
	for _, p := range op.Parameters {
		if p.In == in && p.Name == name {
			return p
		}
	}
	return nil
}

// firstID is the id of the first item of a list.
func firstID(t *testing.T, h http.Handler, list, cookie string) string {
	var first struct{ Items []struct{ ID int64 } }
	apptest.Do(t, h, "GET", list, nil, cookie, nil).JSON(t, &first)
	if len(first.Items) == 0 {
		t.Fatalf("%s is empty in the demo shop", list)
	}
	return fmt.Sprint(first.Items[0].ID)
}
