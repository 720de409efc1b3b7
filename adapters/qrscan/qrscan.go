// Package qrscan reads the QR code in a photo (a shop's QRIS sticker) with gozxing.
package qrscan

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg" // the photos a phone takes
	_ "image/png"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"github.com/konterhp/konter/core"
)

// Reader implements ports.QRReader.
type Reader struct{}

// ReadQR is the text of the QR code in the picture; core.ErrNotFound when none can be read.
func (Reader) ReadQR(_ context.Context, picture []byte) (string, error) {
	img, _, err := image.Decode(bytes.NewReader(picture))
	if err != nil {
		return "", core.ErrNotFound
	}
	bitmap, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", core.ErrNotFound
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}
	result, err := qrcode.NewQRCodeReader().Decode(bitmap, hints)
	if err != nil {
		return "", core.ErrNotFound
	}
	return result.GetText(), nil
}
