package qris

import (
	"reflect"
	"testing"

	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/skip2/go-qrcode"
)

// The dynamic QRIS goes through a QR image, as on the cashier screen, and a customer's scanner
// (another library than the one that drew it) reads back the same fields.
func TestDynamicQRISSurvivesAQRImage(t *testing.T) {
	for _, static := range samples {
		payload, err := Dynamic(static, 2_750_000)
		if err != nil {
			t.Fatal(err)
		}
		code, err := qrcode.New(payload, qrcode.Medium)
		if err != nil {
			t.Fatal(err)
		}
		bitmap, err := gozxing.NewBinaryBitmapFromImage(code.Image(512))
		if err != nil {
			t.Fatal(err)
		}
		scanned, err := gozxingqr.NewQRCodeReader().Decode(bitmap, nil)
		if err != nil {
			t.Fatalf("the QR image of %s does not scan: %v", payload, err)
		}
		got, err := CheckStatic(scanned.GetText())
		if err != nil {
			t.Fatalf("the scanned QRIS is refused: %v", err)
		}
		want, _ := Parse(payload)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("scanned fields\n%v\nwant\n%v", got, want)
		}
	}
}
