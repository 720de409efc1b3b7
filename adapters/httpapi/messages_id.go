package httpapi

import (
	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/validation"
)

// Input validation speaks Indonesian, like every other message the user reads.
func init() {
	validation.MsgExpectedOneOf = "harus salah satu dari \"%s\""
	validation.MsgExpectedMinimumNumber = "harus >= %v"
	validation.MsgExpectedMaximumNumber = "harus <= %v"
	validation.MsgExpectedExclusiveMinimumNumber = "harus > %v"
	validation.MsgExpectedMinLength = "panjang minimal %d"
	validation.MsgExpectedMaxLength = "panjang maksimal %d"
	validation.MsgExpectedInteger = "harus bilangan bulat"
	validation.MsgExpectedNumber = "harus angka"
	validation.MsgExpectedString = "harus teks"
	validation.MsgExpectedBoolean = "harus true atau false"
	validation.MsgExpectedArray = "harus daftar"
	validation.MsgExpectedObject = "harus objek"
	validation.MsgExpectedRequiredProperty = "%s wajib diisi"
	validation.MsgUnexpectedProperty = "properti tidak dikenal"
	validation.MsgExpectedRFC5322Email = "alamat email tidak valid: %v"
	validation.MsgExpectedRFC3339Date = "harus tanggal YYYY-MM-DD"

	base := huma.NewError
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		switch msg {
		case "validation failed":
			msg = "Data yang dikirim tidak valid."
		case "request body is required":
			msg = "Data permintaan wajib dikirim."
		case "Body is required":
			msg = "Data permintaan wajib dikirim."
		}
		return base(status, msg, errs...)
	}
}
