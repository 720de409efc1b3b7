// Package imagestest makes pictures for tests.
package imagestest

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
)

// Photo is a PNG of w×h pixels with the smooth shading and grain of a photograph (so that
// JPEG shrinks it as it does a real one); its top-left quarter is transparent when asked.
func Photo(t testing.TB, w, h int, transparent bool) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, picture(w, h, transparent)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// PhoneJPEG is the same picture as a phone's camera sends it: a JPEG, chroma subsampled.
func PhoneJPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, picture(w, h, false), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func picture(w, h int, transparent bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			alpha := uint8(255)
			if transparent && x < w/4 && y < h/4 {
				alpha = 0
			}
			copy(img.Pix[img.PixOffset(x, y):], []uint8{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x+y)*200/(w+h)) + grain(x, y), alpha})
		}
	}
	return img
}

// grain is a camera sensor's noise, the same on every run.
func grain(x, y int) uint8 {
	v := uint32(x*73856093 ^ y*19349663)
	v ^= v >> 13
	v *= 0x5bd1e995
	return uint8(v>>24) % 24
}
