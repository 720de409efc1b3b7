package core

// Upload is a file a user sent. ContentType is what the bytes are (sniffed by the adapter
// that received them), never what the browser claimed.
type Upload struct {
	Filename    string
	ContentType string
	Data        []byte
}

// MaxImageBytes bounds every image upload.
const MaxImageBytes = 5 << 20

// ImageExtensions maps the image types Konter accepts to the extension it stores them under.
var ImageExtensions = map[string]string{
	"image/png":  "png",
	"image/jpeg": "jpg",
	"image/webp": "webp",
	"image/gif":  "gif",
}

// CheckImage refuses an upload that is empty, too large, or not one of the allowed types.
// It returns the extension to store the file under.
func (u Upload) CheckImage(allowed ...string) (string, error) {
	if len(u.Data) == 0 {
		return "", InvalidField("file", "Pilih file gambar terlebih dahulu.")
	}
	if len(u.Data) > MaxImageBytes {
		return "", InvalidField("file", "Ukuran gambar maksimal 5 MB.")
	}
	for _, t := range allowed {
		if t == u.ContentType {
			return ImageExtensions[t], nil
		}
	}
	return "", InvalidField("file", "File harus berupa gambar ("+describeTypes(allowed)+").")
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
