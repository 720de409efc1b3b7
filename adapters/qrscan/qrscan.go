// Package qrscan reads the QR code in a photo (a shop's QRIS sticker) with gozxing.
package qrscan

import (
	"context"
	"image"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"github.com/konterhp/konter/core"
)

// Pictures reads a picture's pixels, bounded by their number and the memory they take
// (adapters/images).
type Pictures interface {
	Read(ctx context.Context, data []byte, use func(image.Image, string) error) error
}

// Reader implements ports.QRReader.
type Reader struct{ Pictures Pictures }

// ReadQR is the text of the QR code in the picture; core.ErrNotFound when none can be read.
// A picture that does not decode is refused as Pictures refuses it.
func (r Reader) ReadQR(ctx context.Context, picture []byte) (string, error) {
	text := ""
	err := r.Pictures.Read(ctx, picture, func(img image.Image, _ string) error {
		bitmap, err := gozxing.NewBinaryBitmapFromImage(img)
		if err != nil {
			return core.ErrNotFound
		}
		hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true}
		result, err := qrcode.NewQRCodeReader().Decode(bitmap, hints)
		if err != nil {
			return core.ErrNotFound
		}
		text = result.GetText()
		return nil
	})
	return text, err
}
