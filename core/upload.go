package core

import (
	"bytes"
	"image"
	_ "image/gif" // the decoders whose headers CheckImage reads
	_ "image/jpeg"
	_ "image/png"

	_ "golang.org/x/image/webp"
)

// Upload is a file a user sent. ContentType is what the bytes are (sniffed by the adapter
// that received them), never what the browser claimed.
type Upload struct {
	Filename    string
	ContentType string
	Data        []byte
}

// MaxImageBytes bounds every image upload.
const MaxImageBytes = 5 << 20

// MaxImagePixels bounds an image's width × height: a small file may declare a picture that
// takes gigabytes to decode and show.
const MaxImagePixels = 40_000_000

// ImageExtensions maps the image types Konter accepts to the extension it stores them under.
var ImageExtensions = map[string]string{
	"image/png":  "png",
	"image/jpeg": "jpg",
	"image/webp": "webp",
	"image/gif":  "gif",
}

// CheckImage refuses an upload that is empty, too large, not one of the allowed types, not
// readable as one, or of more than MaxImagePixels.
// It returns the extension to store the file under.
func (u Upload) CheckImage(allowed ...string) (string, error) {
	if len(u.Data) == 0 {
		return "", InvalidField("file", "Pilih file gambar terlebih dahulu.")
	}
	if len(u.Data) > MaxImageBytes {
		return "", InvalidField("file", "Ukuran gambar maksimal 5 MB.")
	}
	ext := ""
	for _, t := range allowed {
		if t == u.ContentType {
			ext = ImageExtensions[t]
		}
	}
	if ext == "" {
		return "", InvalidField("file", "File harus berupa gambar ("+describeTypes(allowed)+").")
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(u.Data))
	if err != nil {
		return "", InvalidField("file", "File gambar rusak atau tidak dapat dibaca.")
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return "", InvalidField("file", "Ukuran gambar maksimal 40 megapiksel (lebar × tinggi).")
	}
	return ext, nil
}

func describeTypes(types []string) string {
	names := map[string]string{"image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP", "image/gif": "GIF"}
	out := ""
	for i, t := range types {
		if i > 0 {
			out += ", "
		}
		out += names[t]
	}
	return out
}
