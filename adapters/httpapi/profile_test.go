package httpapi_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func pngBytes(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// multipartFile builds a one-file form; the declared type is deliberately a lie the server must not trust.
func multipartFile(t *testing.T, filename string, data []byte) ([]byte, map[string]string) {
	t.Helper()
	return multipartForm(t, nil, filename, data)
}

// multipartForm builds a form with text fields and, unless filename is empty, a file named "file".
func multipartForm(t *testing.T, fields map[string]string, filename string, data []byte) ([]byte, map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	if filename != "" {
		part, err := w.CreateFormFile("file", filename)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(data)
	}
	_ = w.Close()
	return buf.Bytes(), map[string]string{"Content-Type": w.FormDataContentType()}
}

func TestProfilesAndAvatars(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		member := env.SignedIn(t, core.RoleMember)
		kasir := env.SignedIn(t, core.RoleKasir)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "member saves phone and address", Method: "PUT", URL: "/api/me/profile", Cookie: member.Cookie,
				Body: map[string]any{"phone": " 0812 3456 7890 ", "address": "Jl. Melati 12", "full_name": "Ganti Nama"}, WantStatus: 200,
				WantContains: []string{`"phone":"0812 3456 7890"`, `"address":"Jl. Melati 12"`, `"full_name":"` + member.FullName + `"`}},
			{Name: "empty phone becomes null", Method: "PUT", URL: "/api/me/profile", Cookie: member.Cookie,
				Body: map[string]any{"phone": "", "address": "Jl. Melati 12"}, WantStatus: 200, WantContains: []string{`"phone":null`}},
			{Name: "staff must keep a name", Method: "PUT", URL: "/api/me/profile", Cookie: kasir.Cookie,
				Body: map[string]any{"full_name": "  "}, WantStatus: 422, WantContains: []string{"Nama lengkap wajib diisi."}},
			{Name: "staff renames", Method: "PUT", URL: "/api/me/profile", Cookie: kasir.Cookie,
				Body: map[string]any{"full_name": "Rina M."}, WantStatus: 200, WantContains: []string{`"full_name":"Rina M."`}},
		})

		body, hdr := multipartFile(t, "foto.png", pngBytes(t))
		res := apptest.Do(t, h, "POST", "/api/me/avatar", body, member.Cookie, hdr)
		var u core.User
		res.JSON(t, &u)
		if res.Status != 200 || u.AvatarURL == nil || !strings.HasPrefix(*u.AvatarURL, "/files/avatars/public/") || !strings.Contains(*u.AvatarURL, ".png?v=") {
			t.Fatalf("avatar upload: %d %s", res.Status, res.Body)
		}
		served := apptest.Do(t, h, "GET", strings.Split(*u.AvatarURL, "?")[0], nil, "", nil)
		if served.Status != 200 || !bytes.Equal(served.Body, pngBytes(t)) || served.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("avatar not served back: %d", served.Status)
		}

		fake, hdr := multipartFile(t, "foto.png", []byte("<script>alert(1)</script> not an image at all"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a script named .png is refused", Method: "POST", URL: "/api/me/avatar", Cookie: member.Cookie, Body: fake, Headers: hdr,
				WantStatus: 422, WantContains: []string{"File harus berupa gambar"}},
		})
		big, hdr := multipartFile(t, "big.png", append(pngBytes(t), make([]byte, core.MaxImageBytes)...))
		if res := apptest.Do(t, h, "POST", "/api/me/avatar", big, member.Cookie, hdr); res.Status != 422 && res.Status != 413 {
			t.Fatalf("oversized upload: %d %s", res.Status, res.Body)
		}
		me := apptest.Do(t, h, "GET", "/api/me/profile", nil, member.Cookie, nil)
		if !strings.Contains(string(me.Body), *u.AvatarURL) {
			t.Fatalf("the old avatar was lost: %s", me.Body)
		}
	})
}
