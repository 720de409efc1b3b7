package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/core"
)

// The web app manifest lets a customer add the shop to the home screen, with icons made from
// the shop's logo.

// themeColor is the storefront's <meta name="theme-color">.
const themeColor = "#1d4ed8"

// appIcon is one icon the manifest names: its size, and how much of it the logo fills (a
// maskable icon keeps the logo inside the circle a phone may cut it to).
type appIcon struct {
	size     int
	fill     float64
	maskable bool
}

var appIcons = map[string]appIcon{
	"icon-180.png":     {size: 180, fill: 0.8},
	"icon-192.png":     {size: 192, fill: 0.8},
	"icon-512.png":     {size: 512, fill: 0.8},
	"maskable-512.png": {size: 512, fill: 0.56, maskable: true},
}

type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

type webManifest struct {
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	Description     string         `json:"description,omitempty"`
	ID              string         `json:"id"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	Lang            string         `json:"lang"`
	BackgroundColor string         `json:"background_color"`
	ThemeColor      string         `json:"theme_color"`
	Icons           []manifestIcon `json:"icons"`
}

func (s *Server) manifest(w http.ResponseWriter, r *http.Request) {
	st := s.siteOf(r.Context(), r)
	version := logoVersion(st.settings["logoUrl"])
	m := webManifest{
		Name: st.name, ShortName: shortName(st.name), Description: st.description, ID: "/", StartURL: "/", Scope: "/",
		Display: "standalone", Lang: "id", BackgroundColor: "#ffffff", ThemeColor: themeColor,
	}
	for _, name := range []string{"icon-192.png", "icon-512.png", "maskable-512.png"} {
		icon := appIcons[name]
		purpose := "any"
		if icon.maskable {
			purpose = "maskable"
		}
		size := strconv.Itoa(icon.size)
		m.Icons = append(m.Icons, manifestIcon{Src: "/icons/" + name + "?v=" + version, Sizes: size + "x" + size, Type: "image/png", Purpose: purpose})
	}
	body, err := json.Marshal(m)
	if err != nil {
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(body)
}

// shortName is what a home screen shows under the icon: about 12 characters fit.
func shortName(name string) string {
	if utf8.RuneCountInString(name) <= 12 {
		return name
	}
	if first, _, ok := strings.Cut(name, " "); ok && utf8.RuneCountInString(first) <= 12 {
		return first
	}
	return string([]rune(name)[:12])
}

// logoVersion changes with the logo's address, which changes with every new logo.
func logoVersion(logo string) string {
	sum := sha256.Sum256([]byte(logo))
	return hex.EncodeToString(sum[:6])
}

// keptIcons are the icons made from the current logo.
type keptIcons struct {
	mu    sync.Mutex
	logo  string
	icons map[string][]byte
}

func (s *Server) icons(kept *keptIcons) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		icon, ok := appIcons[name]
		if !ok || s.deps.Images == nil {
			http.NotFound(w, r)
			return
		}
		logo := s.siteOf(r.Context(), r).settings["logoUrl"]
		kept.mu.Lock()
		defer kept.mu.Unlock()
		if kept.logo != logo {
			kept.logo, kept.icons = logo, map[string][]byte{}
		}
		body, ok := kept.icons[name]
		if !ok {
			data, err := s.logoBytes(r.Context(), logo)
			if err == nil {
				body, err = s.deps.Images.Icon(r.Context(), data, icon.size, icon.fill)
			}
			if err != nil {
				http.NotFound(w, r)
				return
			}
			kept.icons[name] = body
		}
		w.Header().Set("Content-Type", "image/png")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		_, _ = w.Write(body)
	})
}

// logoBytes reads the logo: an upload from the file store, or a file of the storefront's
// build (the default /logo.png). A logo elsewhere on the web falls back to the default.
func (s *Server) logoBytes(ctx context.Context, logo string) ([]byte, error) {
	if s.deps.Files != nil {
		for _, bucket := range files.ServedBuckets {
			if key, ok := s.deps.Files.KeyOf(bucket, logo); ok {
				r, _, err := s.deps.Files.Open(ctx, bucket, key)
				if err != nil {
					return nil, err
				}
				defer r.Close()
				return io.ReadAll(io.LimitReader(r, int64(core.ShopPictureUpload.MaxBytes)))
			}
		}
	}
	name, _, _ := strings.Cut(strings.TrimPrefix(logo, "/"), "?")
	if strings.HasPrefix(logo, "http://") || strings.HasPrefix(logo, "https://") || name == "" {
		name = "logo.png"
	}
	if s.deps.ShopUI == nil {
		return nil, fs.ErrNotExist
	}
	return fs.ReadFile(s.deps.ShopUI, name)
}
