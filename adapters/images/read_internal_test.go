package images

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
	"testing/synctest"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/images/imagestest"
	"github.com/konterhp/konter/core"
)

// A picture is decoded only once the memory its header says it needs is free: while other
// pictures being read hold it, it waits, and it is read as soon as they are done.
func TestAPictureWaitsForTheMemoryItNeeds(t *testing.T) {
	photo := imagestest.PhoneJPEG(t, 1200, 900)
	synctest.Test(t, func(t *testing.T) {
		s := New(files.NewLocal(t.TempDir()))
		held := int64(readMemory - 1<<20) // all but the 1 MiB the pictures being read leave
		if err := s.memory.Acquire(t.Context(), held); err != nil {
			t.Fatal(err)
		}
		read := make(chan error, 1)
		go func() { read <- s.Read(t.Context(), photo, func(image.Image, string) error { return nil }) }()
		synctest.Wait()
		select {
		case err := <-read:
			t.Fatalf("a 1200×900 photo was read beside pictures holding all but 1 MiB: %v", err)
		default:
		}
		s.memory.Release(held)
		if err := <-read; err != nil {
			t.Fatal(err)
		}
	})
}

// What a picture needs is read from its header: a phone's JPEG (chroma at a quarter) takes a
// byte and a half a pixel as Go holds it, four more for what is made of it.
func TestTheMemoryAPictureNeedsIsReadFromItsHeader(t *testing.T) {
	jpeg := imagestest.PhoneJPEG(t, 400, 300)
	cfg, format, err := image.DecodeConfig(bytes.NewReader(jpeg))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := memoryFor(jpeg, format, cfg), int64(400*300*(1.5+4)); got != want {
		t.Errorf("a 400×300 JPEG needs %d bytes, want %d", got, want)
	}
	if got, want := jpegBytesPerPixel([]byte{0xff, 0xd8, 0xff}), 24.0; got != want {
		t.Errorf("a JPEG without a frame header: %v bytes a pixel, want the most, %v", got, want)
	}
	if err := New(files.NewLocal(t.TempDir())).Read(t.Context(), pngOf(t, 5000, 4001), nil); err != errNotPicture {
		t.Errorf("a picture of %d pixels was read: %v", 5000*4001, err)
	}
	if 5000*4001 <= core.MaxImagePixels {
		t.Fatal("the picture above is no larger than the bound")
	}
}

// Each pixel of a copy is the average of the part of the picture it covers, whatever the
// kind of picture.
func TestACopysPixelsAverageThePictureTheyCover(t *testing.T) {
	gray := image.NewGray(image.Rect(0, 0, 3, 1))
	copy(gray.Pix, []uint8{90, 180, 30})
	ycbcr := image.NewYCbCr(image.Rect(0, 0, 3, 1), image.YCbCrSubsampleRatio444)
	copy(ycbcr.Y, []uint8{90, 180, 30})
	for i := range 3 {
		ycbcr.Cb[i], ycbcr.Cr[i] = 128, 128
	}
	nrgba := image.NewNRGBA(image.Rect(0, 0, 3, 1))
	for i, v := range []uint8{90, 180, 30} {
		nrgba.SetNRGBA(i, 0, color.NRGBA{v, v, v, 255})
	}
	for name, src := range map[string]image.Image{"gray": gray, "JPEG planes": ycbcr, "RGBA": nrgba} {
		got := shrink(src, 2, 1)
		// The first covers the first pixel and half the second: (90 + 90) / 1.5 = 120.
		if a, b := got.RGBAAt(0, 0).R, got.RGBAAt(1, 0).R; a != 120 || b != 80 {
			t.Errorf("%s: 90, 180, 30 shrunk to %d, %d; want 120, 80", name, a, b)
		}
	}
}

func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
