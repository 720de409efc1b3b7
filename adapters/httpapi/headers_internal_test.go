package httpapi

import (
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/files"
)

type cdnFiles struct {
	files.Store
	origin string
}

func (c cdnFiles) PublicOrigin() string { return c.origin }

// Product photos linked from the bucket's public address still show under the policy.
func TestThePolicyAllowsImagesFromTheFileStoresPublicAddress(t *testing.T) {
	s := &Server{deps: Deps{Files: cdnFiles{origin: "https://cdn.konter.test"}}}
	if csp := s.contentSecurityPolicy(); !strings.Contains(csp, "img-src 'self' data: blob: https://cdn.konter.test;") {
		t.Fatalf("policy %s", csp)
	}
	s = &Server{deps: Deps{Files: files.NewLocal(t.TempDir())}}
	if csp := s.contentSecurityPolicy(); !strings.Contains(csp, "img-src 'self' data: blob:;") {
		t.Fatalf("policy %s", csp)
	}
}
