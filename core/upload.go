package core

import (
	"bytes"
	"fmt"
	"image"
	_ "image/gif" // the decoders whose headers Check reads
	_ "image/jpeg"
	_ "image/png"
	"path/filepath"
	"slices"
	"strings"

	_ "golang.org/x/image/webp"
)

// Upload is a file a user sent. ContentType is what the bytes are (sniffed by the adapter
// that received them), never what the browser claimed.
type Upload struct {
	Filename    string
	ContentType string
	Data        []byte
}

// MaxImagePixels bounds a picture's width × height, read from its header before anything
// decodes it. A phone's photo fits (12 megapixels, or 16 from a 64-megapixel camera:
// 4624 × 3468); a small file that declares a huge picture, which takes gigabytes and seconds
// to decode, does not.
const MaxImagePixels = 20_000_000

// UploadKind is one kind of file the shop takes, with its bounds, each stated here once: the
// server reads no more of an upload than its kind takes, and the API document says the same.
type UploadKind struct {
	// Types are the picture types taken, sniffed from the bytes. A sheet has none: its
	// reader knows the formats it reads.
	Types []string
	// MaxBytes is the largest file taken.
	MaxBytes int
	// MaxRows and MaxUnzippedBytes bound a sheet as it is read: its rows below the header,
	// and what its workbook (or its .csv file) holds once unzipped.
	MaxRows, MaxUnzippedBytes int
}

const (
	typePNG  = "image/png"
	typeJPEG = "image/jpeg"
	typeWebP = "image/webp"
	typeGIF  = "image/gif"
)

// The kinds of upload.
var (
	AvatarUpload         = UploadKind{Types: []string{typePNG, typeJPEG, typeWebP, typeGIF}, MaxBytes: 5 << 20}
	ProductPhotoUpload   = UploadKind{Types: []string{typePNG, typeJPEG, typeWebP}, MaxBytes: 5 << 20}
	ArticlePictureUpload = UploadKind{Types: []string{typePNG, typeJPEG, typeWebP, typeGIF}, MaxBytes: 5 << 20}
	AdPictureUpload      = UploadKind{Types: []string{typePNG, typeJPEG, typeWebP, typeGIF}, MaxBytes: 5 << 20}
	// ShopPictureUpload is the shop's logo and its author's photo.
	ShopPictureUpload = UploadKind{Types: []string{typePNG, typeJPEG}, MaxBytes: 5 << 20}
	// QRISPhotoUpload is a photo of the shop's QRIS sticker, read and not kept.
	QRISPhotoUpload = UploadKind{Types: []string{typePNG, typeJPEG}, MaxBytes: 5 << 20}
	// RepairPhotoUpload is a photo of a device at intake, from the counter's phone or tablet camera.
	RepairPhotoUpload = UploadKind{Types: []string{typePNG, typeJPEG, typeWebP}, MaxBytes: 8 << 20}
	// SheetUpload is a spreadsheet: a stock count filled in, or products to import. A shop's
	// whole catalog, 100.000 products with their units, fits; a workbook that unzips into a
	// sheet of hundreds of megabytes, or a million rows, does not.
	SheetUpload = UploadKind{MaxBytes: 10 << 20, MaxRows: 100_000, MaxUnzippedBytes: 64 << 20}
)

// Uploads are every kind of upload.
var Uploads = []UploadKind{AvatarUpload, ProductPhotoUpload, ArticlePictureUpload, AdPictureUpload,
	ShopPictureUpload, QRISPhotoUpload, RepairPhotoUpload, SheetUpload}

// LargestUpload is the most bytes any kind takes.
func LargestUpload() int {
	most := 0
	for _, k := range Uploads {
		most = max(most, k.MaxBytes)
	}
	return most
}

// ImageExtensions maps the image types Konter accepts to the extension it stores them under.
var ImageExtensions = map[string]string{typePNG: "png", typeJPEG: "jpg", typeWebP: "webp", typeGIF: "gif"}

var typeNames = map[string]string{typePNG: "PNG", typeJPEG: "JPEG", typeWebP: "WebP", typeGIF: "GIF"}

// The texts of a refused upload.
const (
	MsgPickPicture        = "Pilih file gambar terlebih dahulu."
	MsgPickSheet          = "Pilih file Excel terlebih dahulu."
	MsgPictureUnreadable  = "File gambar rusak atau tidak dapat dibaca."
	MsgPictureTooManyPixs = "Ukuran gambar maksimal 20 megapiksel (lebar × tinggi)."
	MsgSheetTooManyRows   = "File terlalu besar: paling banyak 100.000 baris."
	MsgSheetTooLarge      = "File terlalu besar: isinya lebih dari 64 MB setelah dibuka."
)

func (k UploadKind) picture() bool { return len(k.Types) > 0 }

// Describe says what the kind takes, as its form and the API document state it:
// "PNG, JPEG atau WebP, maksimal 5 MB".
func (k UploadKind) Describe() string {
	size := fmt.Sprintf("maksimal %d MB", k.MaxBytes>>20)
	if !k.picture() {
		return ".xlsx atau .csv, " + size
	}
	names := make([]string, len(k.Types))
	for i, t := range k.Types {
		names[i] = typeNames[t]
	}
	list := names[0]
	if n := len(names); n > 1 {
		list = strings.Join(names[:n-1], ", ") + " atau " + names[n-1]
	}
	return list + ", " + size
}

// TooLarge is the text refusing a file larger than the kind takes.
func (k UploadKind) TooLarge() string {
	noun := "file"
	if k.picture() {
		noun = "gambar"
	}
	return fmt.Sprintf("Ukuran %s maksimal %d MB.", noun, k.MaxBytes>>20)
}

// Check refuses an upload that is empty, larger than its kind takes, not one of its types,
// or a picture whose header cannot be read or declares more than MaxImagePixels; nothing
// is decoded. It returns the extension to store a picture under, a sheet's format.
func (k UploadKind) Check(u Upload) (string, error) {
	if len(u.Data) == 0 {
		if k.picture() {
			return "", InvalidField("file", MsgPickPicture)
		}
		return "", InvalidField("file", MsgPickSheet)
	}
	if len(u.Data) > k.MaxBytes {
		return "", InvalidField("file", k.TooLarge())
	}
	if !k.picture() {
		return strings.ToLower(strings.TrimPrefix(filepath.Ext(u.Filename), ".")), nil
	}
	if !slices.Contains(k.Types, u.ContentType) {
		names := make([]string, len(k.Types))
		for i, t := range k.Types {
			names[i] = typeNames[t]
		}
		return "", InvalidField("file", "File harus berupa gambar ("+strings.Join(names, ", ")+").")
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(u.Data))
	if err != nil {
		return "", InvalidField("file", MsgPictureUnreadable)
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return "", InvalidField("file", MsgPictureTooManyPixs)
	}
	return ImageExtensions[u.ContentType], nil
}
