package httpapi_test

import (
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/demo"
)

func creditManual(env *apptest.Env, customerID, amount int64) credit.ManualInput {
	return credit.ManualInput{CustomerID: &customerID, Amount: amount, Outlet: env.AtShop.Outlet}
}

// demoServer is the server of a demo shop.
func demoServer(t *testing.T, env *apptest.Env) *httpapi.Server {
	t.Helper()
	if _, err := env.SeedDemo(t.Context(), demo.Shop()); err != nil {
		t.Fatal(err)
	}
	return env.HTTP(nil, nil)
}
