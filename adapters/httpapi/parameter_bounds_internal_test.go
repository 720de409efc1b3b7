package httpapi

import (
	"context"
	"net/http"
	"testing"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
)

// An operation that takes a text or a number without a bound stops the server from starting;
// with every bound stated, it starts.
func TestAnUnboundedParameterStopsTheServer(t *testing.T) {
	type unboundedText struct {
		Category string `query:"category"`
	}
	type unboundedNumber struct {
		Rate float64 `query:"rate"`
	}
	type boundedInput struct {
		Category string  `query:"category" maxLength:"100"`
		Status   string  `query:"status" enum:"open,closed"`
		Page     int     `query:"page" maximum:"5"`
		ID       int64   `path:"id"`
		Rate     float64 `query:"rate" maximum:"1"`
		InStock  bool    `query:"in_stock"`
	}
	cases := []struct {
		name  string
		add   func(huma.API)
		stops bool
	}{
		{"an unbounded text", func(api huma.API) { registerTest[unboundedText](api, "/a") }, true},
		{"an unbounded number", func(api huma.API) { registerTest[unboundedNumber](api, "/b") }, true},
		{"every bound stated", func(api huma.API) { registerTest[boundedInput](api, "/c/{id}") }, false},
	}
	for _, c := range cases {
		if got := panics(c.add); got != c.stops {
			t.Errorf("%s: the server stops: %v, want %v", c.name, got, c.stops)
		}
	}
}

func registerTest[I any](api huma.API, path string) {
	huma.Register(api, huma.Operation{OperationID: "test" + path, Method: http.MethodGet, Path: path},
		func(context.Context, *I) (*struct{}, error) { return nil, nil })
}

// panics tells whether add panics on a new API that requires bounded parameters.
func panics(add func(huma.API)) (stopped bool) {
	api := humago.New(http.NewServeMux(), huma.DefaultConfig("Konter", "test"))
	requireBoundedParameters(api)
	defer func() { stopped = recover() != nil }()
	add(api)
	return false
}
