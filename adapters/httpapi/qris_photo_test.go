package httpapi_test

import (
	"testing"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
)

// A photo of the shop's QRIS sticker fills in the static QRIS: read, checked like a pasted one.
func TestTheQRISIsReadFromAPhotoOfTheSticker(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		photo := func(text string) []byte {
			png, err := qrcode.Encode(text, qrcode.Medium, 600)
			if err != nil {
				t.Fatal(err)
			}
			return png
		}
		upload := func(name, cookie string, data []byte, status int, want ...string) apptest.Scenario {
			body, hdr := multipartFile(t, "qris.png", data)
			return apptest.Scenario{Name: name, Method: "POST", URL: "/api/settings/qris-photo", Cookie: cookie, Body: body,
				Headers: hdr, WantStatus: status, WantContains: want}
		}
		apptest.Run(t, h, []apptest.Scenario{
			upload("a cashier may not", kasir.Cookie, photo(rafaelQRIS), 403),
			upload("a picture without a QR code", admin.Cookie, pngBytes(t), 422, content.MsgNoQRInPhoto),
			upload("a QR code that is no QRIS", admin.Cookie, photo("https://konter.test"), 422, `"location":"qrisStatic"`),
			upload("a QRIS with a broken checksum", admin.Cookie, photo(rafaelQRIS[:len(rafaelQRIS)-4]+"0000"), 422,
				"Kode QRIS rusak: checksum tidak cocok."),
			upload("the sticker's photo", admin.Cookie, photo(rafaelQRIS), 200, `"qrisStatic":"`+rafaelQRIS+`"`),
			{Name: "the cashier gets its dynamic QRIS", Method: "GET", URL: "/api/payments/qris?amount=50000", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{"Rafael Toko Digital"}},
		})
	})
}
