package httpapi

import (
	"fmt"
	"net/http"
)

// policy is the one Content Security Policy of every page Konter serves (the storefront, the
// back-office, the API docs): scripts only from the shop's own files, never inline; images
// from the shop, from data: URLs (a receipt's PNG is drawn through one) and from the file
// store's public address if it has one; no plug-ins, no framing. Inline styles stay allowed:
// antd and Swagger UI write their styles at run time.
const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:%s; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// permissionsPolicy turns off the browser features Konter never uses: the cashier scans with a
// keyboard-like barcode reader, not the camera.
const permissionsPolicy = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), " +
	"microphone=(), payment=(), usb=()"

// publicFiles is a file store whose files pages load from an address of its own.
type publicFiles interface{ PublicOrigin() string }

func (s *Server) contentSecurityPolicy() string {
	images := ""
	if p, ok := s.deps.Files.(publicFiles); ok && p.PublicOrigin() != "" {
		images = " " + p.PublicOrigin()
	}
	return fmt.Sprintf(policy, images)
}

// securityHeaders puts the security headers on every answer; a handler may tighten its own
// policy (the uploaded files are served sandboxed). The values are made once and shared by
// every answer: net/http only reads them, and an Add to a full slice makes a copy.
func securityHeaders(csp string, next http.Handler) http.Handler {
	headers := []sharedHeader{
		{"Content-Security-Policy", []string{csp}},
		{"X-Content-Type-Options", []string{"nosniff"}},
		{"X-Frame-Options", []string{"DENY"}},
		{"Referrer-Policy", []string{"strict-origin-when-cross-origin"}},
		{"Permissions-Policy", []string{permissionsPolicy}},
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setShared(w.Header(), headers)
		next.ServeHTTP(w, r)
	})
}

// sharedHeader is a header whose values are shared by many answers, in canonical form.
type sharedHeader struct {
	name   string
	values []string
}

func setShared(h http.Header, headers []sharedHeader) {
	for _, header := range headers {
		h[header.name] = header.values
	}
}
