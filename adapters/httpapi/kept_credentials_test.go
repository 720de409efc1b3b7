package httpapi_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// Every operation that keeps its answers to visitors is open to everyone, a read, and shows a
// resource whose change drops the kept answers (the table in adapters/kept): no answer is
// kept that its own changes would not drop.
func TestEveryKeptOperationIsDroppedByWhatItShows(t *testing.T) {
	srv := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db").HTTP(nil, nil)
	keeping := 0
	for _, op := range operations(srv.API().OpenAPI()) {
		access, _ := op.Metadata["access"].(httpapi.Access)
		if access.Shows == (core.Resource{}) {
			continue
		}
		keeping++
		if op.Method != http.MethodGet || len(access.Roles) > 0 {
			t.Errorf("%s %s (%s) keeps its answers: only a read open to everyone may", op.Method, op.Path, access.Name)
		}
		if !slices.Contains(kept.VisitorsAnswers.DroppedBy, access.Shows) {
			t.Errorf("%s %s shows %q, which does not drop the visitors' answers in the table (adapters/kept/table.go)", op.Method, op.Path, access.Shows)
		}
	}
	if keeping == 0 {
		t.Fatal("no operation keeps its answers to visitors")
	}
}

// A request carrying a credential, valid or not (a session cookie, an Authorization header),
// is never answered with a visitor's kept answer and leaves none: an operation open to everyone
// may answer someone signed in differently. What a visitor is answered from memory shows
// when the database is changed behind the server's back, as a restore or the CLI would.
func TestACredentialNeverMeetsAVisitorsAnswer(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		glass := addProduct(t, env, "Tempered Glass Redmi 13C", "Aksesoris", 25_000, 10)
		h := env.Handler()
		member := env.SignedIn(t, core.RoleMember)
		categories := "/api/products/categories"
		// inDatabase is the glass's category in the database; moving it behind the server's back
		// announces nothing.
		inDatabase := "Aksesoris"
		behindTheBack := func() {
			t.Helper()
			inDatabase = map[string]string{"Aksesoris": "Pelindung Layar", "Pelindung Layar": "Aksesoris"}[inDatabase]
			if _, err := env.Store.DB().NewRaw(`UPDATE products SET category = ? WHERE id = ?`, inDatabase, glass.ID).Exec(t.Context()); err != nil {
				t.Fatal(err)
			}
		}
		callers := []struct {
			name, cookie string
			headers      map[string]string
		}{
			{"a bearer token", "", map[string]string{"Authorization": "Bearer k-0123456789"}},
			{"a wrong password", "", map[string]string{"Authorization": "Basic YWRtaW46c2FsYWg="}},
			{"a member's session", member.Cookie, nil},
			{"an ended session", "ended-session", nil},
		}
		for _, c := range callers {
			ask := func(name string, cookie string, headers map[string]string, want string) {
				t.Helper()
				res := apptest.Do(t, h, "GET", categories, nil, cookie, headers)
				var page core.Page[string]
				res.JSON(t, &page)
				if res.Status != 200 || !slices.Equal(page.Items, []string{want}) {
					t.Fatalf("%s: %s answered %d %v, want [%s]", c.name, name, res.Status, page.Items, want)
				}
			}
			env.Events.Publish(t.Context(), core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated})
			remembered := inDatabase
			ask("a visitor", "", nil, remembered)
			behindTheBack()
			ask("the next visitor, from memory", "", nil, remembered)
			ask("the caller", c.cookie, c.headers, inDatabase)
			ask("the visitor after them", "", nil, remembered)

			env.Events.Publish(t.Context(), core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated})
			ask("the caller first after a change", c.cookie, c.headers, inDatabase)
			behindTheBack()
			ask("the visitor after them, whom they left nothing", "", nil, inDatabase)
		}
	})
}
