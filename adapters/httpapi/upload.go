package httpapi

import (
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// uploadLimit lets a 5 MB image and its multipart envelope through; huma refuses more.
const uploadLimit = core.MaxImageBytes + 64<<10

// imageForm is the multipart body of every image upload: one part named "file".
type imageForm struct {
	File huma.FormFile `form:"file" required:"true" doc:"Gambar (PNG, JPEG, WebP atau GIF sesuai endpoint), maksimal 5 MB."`
}

type imageUploadInput struct {
	RawBody huma.MultipartFormFiles[imageForm]
}

// readUpload reads the uploaded file, its type sniffed from the bytes, not taken from the browser.
func readUpload(in *imageUploadInput) (core.Upload, error) {
	return readFormFile(in.RawBody.Data().File)
}

// readFormFile reads one uploaded file of a multipart form, sniffing its type.
func readFormFile(f huma.FormFile) (core.Upload, error) {
	if !f.IsSet || f.File == nil {
		return core.Upload{}, core.InvalidField("file", "Pilih file gambar terlebih dahulu.")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, core.MaxImageBytes+1))
	if err != nil {
		return core.Upload{}, err
	}
	return core.Upload{Filename: f.Filename, ContentType: http.DetectContentType(data), Data: data}, nil
}
