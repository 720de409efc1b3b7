package httpapi

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// site is the shop as its public pages present it: name, description, logo and contacts from
// the settings, and the address it is reached at.
type site struct {
	base        string // scheme and host, no trailing slash
	name        string
	description string
	logo        string // absolute
	settings    map[string]string
}

// siteOf reads the settings; a shop whose settings cannot be read still has a name.
func (s *Server) siteOf(ctx context.Context, r *http.Request) site {
	settings, err := s.deps.Content.Settings(ctx)
	if err != nil {
		settings = nil
	}
	st := site{base: s.baseURL(r), name: settings["appName"], description: settings["appDescription"], settings: settings}
	if st.name == "" {
		st.name = "Konter"
	}
	if logo := settings["logoUrl"]; logo != "" {
		st.logo = st.absolute(logo)
	}
	return st
}

// baseURL is the configured public address (--base-url), or, when that is only the address
// the server listens on (the default http://127.0.0.1:8080, unset behind a proxy), the address
// the request came to.
func (s *Server) baseURL(r *http.Request) string {
	if u, err := url.Parse(s.deps.BaseURL); err == nil && u.Scheme != "" && isPublicHost(u.Hostname()) {
		return strings.TrimSuffix(u.Scheme+"://"+u.Host+u.Path, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

func isPublicHost(host string) bool {
	if host == "" || host == "localhost" {
		return false
	}
	ip := net.ParseIP(host)
	return ip == nil || !(ip.IsLoopback() || ip.IsUnspecified())
}

// absolute turns a path on this site into a full address; full addresses stay as they are.
func (st site) absolute(ref string) string {
	if strings.HasPrefix(ref, "http://") || strings.HasPrefix(ref, "https://") {
		return ref
	}
	return st.base + "/" + strings.TrimPrefix(ref, "/")
}

// organization is the shop as the publisher of its pages.
func (st site) organization() map[string]any {
	org := map[string]any{"@type": "Organization", "name": st.name, "url": st.base + "/"}
	if st.logo != "" {
		org["logo"] = map[string]any{"@type": "ImageObject", "url": st.logo}
	}
	return org
}

// store is the shop as a local business: what a search engine shows beside its name.
func (st site) store() map[string]any {
	ld := map[string]any{"@context": "https://schema.org", "@type": "ElectronicsStore", "name": st.name, "url": st.base + "/"}
	setIf(ld, "description", st.description)
	setIf(ld, "telephone", st.settings["contactPhone"])
	setIf(ld, "email", st.settings["contactEmail"])
	if st.logo != "" {
		ld["logo"], ld["image"] = st.logo, st.logo
	}
	if address := strings.TrimSpace(st.settings["contactAddress"]); address != "" {
		ld["address"] = map[string]any{"@type": "PostalAddress", "streetAddress": address, "addressCountry": "ID"}
	}
	var profiles []string
	for _, key := range []string{"socialInstagram", "socialFacebook", "socialYoutube", "socialTiktok"} {
		if v := strings.TrimSpace(st.settings[key]); v != "" {
			profiles = append(profiles, v)
		}
	}
	if len(profiles) > 0 {
		ld["sameAs"] = profiles
	}
	return ld
}
