package httpapi

import (
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/validation"

	"github.com/konterhp/konter/core"
)

// Messages of the checks made before any operation runs.
const (
	msgUnsafeText      = "Data yang dikirim memuat karakter yang tidak diizinkan."
	msgUnsafeTextField = "tidak boleh memuat karakter NUL atau teks yang bukan UTF-8"
	msgUnreadableBody  = "Data yang dikirim tidak dapat dibaca."
	msgCrossOrigin     = "Permintaan dari situs lain ditolak."
)

// Input validation speaks Indonesian, like every other message the user reads: every message
// template of huma's validation package is replaced, so schema errors keep their field
// location and read in Indonesian.
func init() {
	for template, id := range map[*string]string{
		&validation.MsgUnexpectedProperty:                 "properti tidak dikenal",
		&validation.MsgExpectedRFC3339DateTime:            "harus tanggal dan waktu RFC 3339",
		&validation.MsgExpectedRFC1123DateTime:            "harus tanggal dan waktu RFC 1123",
		&validation.MsgExpectedRFC3339Date:                "harus tanggal YYYY-MM-DD",
		&validation.MsgExpectedRFC3339Time:                "harus waktu RFC 3339",
		&validation.MsgExpectedRFC5322Email:               "alamat email tidak valid: %v",
		&validation.MsgExpectedRFC5890Hostname:            "harus nama host yang valid",
		&validation.MsgExpectedRFC2673IPv4:                "harus alamat IPv4",
		&validation.MsgExpectedRFC2373IPv6:                "harus alamat IPv6",
		&validation.MsgExpectedRFCIPAddr:                  "harus alamat IPv4 atau IPv6",
		&validation.MsgExpectedRFC3986URI:                 "harus URI yang valid: %v",
		&validation.MsgExpectedRFC4122UUID:                "harus UUID yang valid: %v",
		&validation.MsgExpectedRFC6570URITemplate:         "harus templat URI yang valid",
		&validation.MsgExpectedRFC6901JSONPointer:         "harus JSON pointer yang valid",
		&validation.MsgExpectedRFC6901RelativeJSONPointer: "harus JSON pointer relatif yang valid",
		&validation.MsgExpectedRegexp:                     "harus ekspresi reguler yang valid: %v",
		&validation.MsgExpectedMatchAtLeastOneSchema:      "tidak cocok dengan bentuk data mana pun",
		&validation.MsgExpectedMatchExactlyOneSchema:      "harus cocok dengan tepat satu bentuk data",
		&validation.MsgExpectedNotMatchSchema:             "bentuk data tidak diizinkan",
		&validation.MsgExpectedPropertyNameInObject:       "nama properti tidak ada dalam objek",
		&validation.MsgExpectedBoolean:                    "harus true atau false",
		&validation.MsgExpectedDuration:                   "harus durasi yang valid: %v",
		&validation.MsgExpectedNumber:                     "harus angka",
		&validation.MsgExpectedInteger:                    "harus bilangan bulat",
		&validation.MsgExpectedString:                     "harus teks",
		&validation.MsgExpectedBase64String:               "harus teks base64",
		&validation.MsgExpectedArray:                      "harus daftar",
		&validation.MsgExpectedObject:                     "harus objek",
		&validation.MsgExpectedArrayItemsUnique:           "isi daftar tidak boleh kembar",
		&validation.MsgExpectedOneOf:                      "harus salah satu dari \"%s\"",
		&validation.MsgExpectedMinimumNumber:              "harus >= %v",
		&validation.MsgExpectedExclusiveMinimumNumber:     "harus > %v",
		&validation.MsgExpectedMaximumNumber:              "harus <= %v",
		&validation.MsgExpectedExclusiveMaximumNumber:     "harus < %v",
		&validation.MsgExpectedNumberBeMultipleOf:         "harus kelipatan %v",
		&validation.MsgExpectedMinLength:                  "panjang minimal %d",
		&validation.MsgExpectedMaxLength:                  "panjang maksimal %d",
		&validation.MsgExpectedBePattern:                  "harus berupa %s",
		&validation.MsgExpectedMatchPattern:               "harus cocok dengan pola %s",
		&validation.MsgExpectedMinItems:                   "jumlah isi minimal %d",
		&validation.MsgExpectedMaxItems:                   "jumlah isi maksimal %d",
		&validation.MsgExpectedMinProperties:              "minimal %d properti",
		&validation.MsgExpectedMaxProperties:              "maksimal %d properti",
		&validation.MsgExpectedRequiredProperty:           "%s wajib diisi",
		&validation.MsgExpectedDependentRequiredProperty:  "%s wajib diisi bila %s diisi",
	} {
		*template = id
	}

	// A bound reads as the shop writes numbers ("harus <= 1.000.000"), not as a float (1e+06).
	huma.ErrorFormatter = func(format string, args ...any) string {
		for i, arg := range args {
			if f, ok := arg.(float64); ok && f == math.Trunc(f) && math.Abs(f) < math.MaxInt64 {
				args[i] = core.Number(int64(f))
			}
		}
		return fmt.Sprintf(format, args...)
	}

	base := huma.NewError
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		if status == http.StatusInternalServerError && msg == "cannot read request body" {
			status = http.StatusBadRequest // the client broke off its upload
		}
		for i, err := range errs {
			errs[i] = indonesianDetail(err)
		}
		return base(status, indonesianTitle(msg), errs...)
	}
}

// indonesianTitle translates the messages huma itself answers with.
func indonesianTitle(msg string) string {
	switch {
	case msg == "validation failed":
		return "Data yang dikirim tidak valid."
	case msg == "request body is required", msg == "Body is required":
		return "Data permintaan wajib dikirim."
	case strings.HasPrefix(msg, "request body is too large limit="):
		limit, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimPrefix(msg, "request body is too large limit="), " bytes"), 10, 64)
		return bodyTooLarge(limit)
	case msg == "request body read timeout":
		return "Pengiriman data terlalu lama."
	case msg == "cannot read request body":
		return msgUnreadableBody
	}
	return msg
}

// bodyTooLarge is the 413 message for a body over limit bytes.
func bodyTooLarge(limit int64) string {
	size := fmt.Sprintf("%d KB", limit>>10)
	if limit >= 1<<20 {
		size = fmt.Sprintf("%d MB", limit>>20)
	}
	return "Data yang dikirim terlalu besar (maksimal " + size + ")."
}

// huma's own detail messages (parsing parameters, bodies and forms), by their start; the
// validation package's templates are already Indonesian (see init).
var detailPrefixes = []struct{ english, id string }{
	{"invalid integer", "harus bilangan bulat"},
	{"invalid float", "harus angka"},
	{"invalid boolean", "harus true atau false"},
	{"invalid date/time", "harus tanggal dan waktu yang valid"},
	{"invalid url.URL", "harus URL yang valid"},
	{"invalid value", "nilai tidak valid"},
	{"unparsable value", "nilai tidak valid"},
	{"unsupported type", "nilai tidak valid"},
	{"expected at most one value", "hanya boleh satu nilai"},
	{"required ", "wajib diisi"},
	{"unexpected end of JSON input", "JSON tidak lengkap"},
	{"invalid character", "JSON tidak valid"},
	{"json: cannot unmarshal", "jenis nilai tidak sesuai"},
	{"json:", "JSON tidak valid"},
	{"exceeded max depth", "JSON terlalu dalam bersarang"},
	{"unknown content type", "jenis konten tidak didukung"},
	{"cannot read multipart form", "formulir unggahan tidak dapat dibaca"},
	{"Failed to open file", "file tidak dapat dibuka"},
	{"Failed to infer file media type", "jenis file tidak dikenali"},
	{"Invalid mime type", "jenis file tidak diizinkan"},
	{"File required", "file wajib diisi"},
	{"At least one file is required", "file wajib diisi"},
	{"Multiple files received", "hanya boleh satu file"},
}

// indonesianDetail translates one of huma's detail messages, keeping its location. The
// request body a parse error carries back is dropped: the client has it already.
func indonesianDetail(err error) error {
	var d *huma.ErrorDetail
	if !errors.As(err, &d) {
		d = &huma.ErrorDetail{Message: err.Error()}
	}
	for _, p := range detailPrefixes {
		if strings.HasPrefix(d.Message, p.english) {
			out := &huma.ErrorDetail{Location: d.Location, Message: p.id}
			if d.Location != "body" {
				out.Value = d.Value
			}
			return out
		}
	}
	return d
}
