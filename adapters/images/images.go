// Package images keeps, beside every uploaded photo, smaller copies at a few widths, so that a
// phone showing a product card downloads a picture the size of the card, not the upload.
package images

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"strconv"
	"strings"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // uploads may be WebP
	"golang.org/x/sync/singleflight"

	"github.com/konterhp/konter/adapters/files"
)

// Widths are the widths the copies are made at. The storefront's srcset names the same ones
// (shop-ui/src/lib/images.ts): a card on a phone takes the 480 or 720, a full-width photo the
// 1080.
var Widths = []int{240, 480, 720, 1080}

// maxPixels bounds the pictures copies are made of: a small file can claim to be a huge
// picture, and decoding it would take the memory of the machine.
const maxPixels = 40_000_000

// jpegQuality keeps a photo looking as uploaded at a fraction of its bytes.
const jpegQuality = 80

// Store is a file store that writes the copies when a photo is stored and removes them with
// it. Photos stored before it existed get theirs on their first request (Handler).
type Store struct {
	files.Store
	// work runs one derivation per photo at a time, however many visitors ask for it at once.
	work singleflight.Group
	// slots bounds how many photos are decoded at once.
	slots chan struct{}
}

// New wraps a file store.
func New(store files.Store) *Store {
	return &Store{Store: store, slots: make(chan struct{}, 2)}
}

// CopyKey is where the copy of the file at key, at one of Widths, is stored.
func CopyKey(key string, width int) string {
	return key + ".w" + strconv.Itoa(width)
}

// Put stores the file and, when it is a photo, its copies. A file that is no photo (or one too
// large to decode) is stored alone and always served as it is.
func (s *Store) Put(ctx context.Context, bucket, key string, data []byte) error {
	if err := s.Store.Put(ctx, bucket, key, data); err != nil {
		return err
	}
	if copies, err := s.derive(data); err == nil {
		return s.putCopies(ctx, bucket, key, copies)
	}
	return nil
}

// Delete removes the file and its copies.
func (s *Store) Delete(ctx context.Context, bucket, key string) error {
	for _, w := range Widths {
		if err := s.Store.Delete(ctx, bucket, CopyKey(key, w)); err != nil {
			return err
		}
	}
	return s.Store.Delete(ctx, bucket, key)
}

// Copy reads the copy of the photo at key at the width (snapped up to one of Widths, or the
// largest), making the copies first if the photo has none yet. ok is false when the file is no
// photo Konter makes copies of; files.ErrNotFound when there is no file.
func (s *Store) Copy(ctx context.Context, bucket, key string, width int) (data []byte, ok bool, err error) {
	width = snap(width)
	data, err = s.read(ctx, bucket, CopyKey(key, width))
	if err == nil {
		return data, true, nil
	}
	if !errors.Is(err, files.ErrNotFound) {
		return nil, false, err
	}
	copies, err := s.makeCopies(ctx, bucket, key)
	if err != nil || copies == nil {
		return nil, false, err
	}
	return copies[width], true, nil
}

// makeCopies makes and stores the copies of the photo at key, one derivation per photo at a
// time; nil copies when the file is no photo Konter makes copies of.
func (s *Store) makeCopies(ctx context.Context, bucket, key string) (map[int][]byte, error) {
	v, err, _ := s.work.Do(bucket+"/"+key, func() (any, error) {
		original, err := s.read(ctx, bucket, key)
		if err != nil {
			return nil, err
		}
		copies, err := s.derive(original)
		if err != nil {
			return map[int][]byte(nil), nil
		}
		return copies, s.putCopies(ctx, bucket, key, copies)
	})
	if err != nil {
		return nil, err
	}
	return v.(map[int][]byte), nil
}

// Derived is what Derive found in the store.
type Derived struct {
	Made    int // photos that got their copies now
	Had     int // photos that had them already
	Skipped int // files that are no photo Konter makes copies of (or too small to need any)
}

// Derive makes the copies of every stored photo that lacks one: the photos uploaded before
// copies were made on upload, or whose copies were lost. Running it again makes nothing.
func (s *Store) Derive(ctx context.Context) (Derived, error) {
	var done Derived
	var photos []files.Object
	stored := map[string]bool{}
	err := s.Store.List(ctx, func(o files.Object) error {
		stored[o.Path()] = true
		if !isCopyKey(o.Key) {
			photos = append(photos, o)
		}
		return nil
	})
	if err != nil {
		return done, err
	}
	for _, o := range photos {
		if hasCopies(stored, o) {
			done.Had++
			continue
		}
		copies, err := s.makeCopies(ctx, o.Bucket, o.Key)
		if err != nil {
			return done, fmt.Errorf("%s: %w", o.Path(), err)
		}
		if copies == nil {
			done.Skipped++
		} else {
			done.Made++
		}
	}
	return done, nil
}

func hasCopies(stored map[string]bool, o files.Object) bool {
	for _, w := range Widths {
		if !stored[o.Bucket+"/"+CopyKey(o.Key, w)] {
			return false
		}
	}
	return true
}

// isCopyKey says whether key is where a copy is kept (CopyKey), not an upload.
func isCopyKey(key string) bool {
	for _, w := range Widths {
		if strings.HasSuffix(key, CopyKey("", w)) {
			return true
		}
	}
	return false
}

func (s *Store) read(ctx context.Context, bucket, key string) ([]byte, error) {
	r, _, err := s.Open(ctx, bucket, key)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func snap(width int) int {
	for _, w := range Widths {
		if width <= w {
			return w
		}
	}
	return Widths[len(Widths)-1]
}

func (s *Store) putCopies(ctx context.Context, bucket, key string, copies map[int][]byte) error {
	for _, w := range Widths {
		if err := s.Store.Put(ctx, bucket, CopyKey(key, w), copies[w]); err != nil {
			return err
		}
	}
	return nil
}

var errNotPhoto = errors.New("not a photo copies are made of")

// derive makes the copies of a PNG, JPEG or WebP photo wider than the smallest copy: JPEG, or
// PNG when the photo has transparent parts; never wider than the photo, never larger than it
// in bytes. A photo as small as the smallest copy is served as it is.
func (s *Store) derive(data []byte) (map[int][]byte, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || format == "gif" || cfg.Width <= Widths[0] || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPixels {
		return nil, errNotPhoto
	}
	s.slots <- struct{}{}
	defer func() { <-s.slots }()
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, errNotPhoto
	}
	copies := make(map[int][]byte, len(Widths))
	made := map[int][]byte{} // by the width made at: a narrow photo's copies are all alike
	for _, w := range Widths {
		width := min(w, cfg.Width)
		out, ok := made[width]
		if !ok {
			if out, err = encode(resize(src, width)); err != nil {
				return nil, err
			}
			if len(out) >= len(data) {
				out = data
			}
			made[width] = out
		}
		copies[w] = out
	}
	return copies, nil
}

func resize(src image.Image, width int) *image.RGBA {
	b := src.Bounds()
	height := max(1, (b.Dy()*width+b.Dx()/2)/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	return dst
}

func encode(img *image.RGBA) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	if img.Opaque() {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality})
	} else {
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	}
	return buf.Bytes(), err
}

// Icon is a square PNG of size pixels with the picture centred on white, filling fill (0 to 1)
// of the side: an app icon made from the shop's logo.
func Icon(data []byte, size int, fill float64) ([]byte, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPixels {
		return nil, errNotPhoto
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, errNotPhoto
	}
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(dst, dst.Bounds(), image.White, image.Point{}, draw.Src)
	b := src.Bounds()
	box := float64(size) * fill
	scale := min(box/float64(b.Dx()), box/float64(b.Dy()))
	w, h := max(1, int(float64(b.Dx())*scale+0.5)), max(1, int(float64(b.Dy())*scale+0.5))
	at := image.Rect((size-w)/2, (size-h)/2, (size-w)/2+w, (size-h)/2+h)
	draw.CatmullRom.Scale(dst, at, src, b, draw.Over, nil)
	var buf bytes.Buffer
	err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, dst)
	return buf.Bytes(), err
}
