package httpapi

import (
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// formEnvelope is what a multipart form adds around its file: the parts' headers and the
// form's other fields.
const formEnvelope = 64 << 10

// formLimit is the most any form may carry: the largest kind of upload in its envelope.
// Each operation then reads no more of its file than its own kind takes (readUpload).
var formLimit = int64(core.LargestUpload() + formEnvelope)

// uploadKey carries an operation's kind of upload from its declaration (uploading) to its
// registration (register), which states the kind's bound in the API document.
const uploadKey = "upload"

// imageForm is the multipart body of every picture upload but an advertisement's: one part
// named "file".
type imageForm struct {
	File huma.FormFile `form:"file" required:"true"`
}

type imageUploadInput struct {
	RawBody huma.MultipartFormFiles[imageForm]
}

// uploading declares that op takes a file of kind in its form's "file" part: the body's
// bound, the answers to a refused file, and the kind's bound in the API document.
func uploading(op huma.Operation, kind core.UploadKind) huma.Operation {
	op.MaxBodyBytes = int64(kind.MaxBytes + formEnvelope)
	op.Errors = append(op.Errors, http.StatusUnprocessableEntity, http.StatusRequestEntityTooLarge)
	if op.Metadata == nil {
		op.Metadata = map[string]any{}
	}
	op.Metadata[uploadKey] = kind
	return op
}

// describeUpload states on the registered operation's "file" part what its kind takes.
func describeUpload(api huma.API, op huma.Operation) {
	kind, ok := op.Metadata[uploadKey].(core.UploadKind)
	if !ok {
		return
	}
	item := api.OpenAPI().Paths[op.Path]
	registered := map[string]*huma.Operation{http.MethodPost: item.Post, http.MethodPut: item.Put}[op.Method]
	registered.RequestBody.Content["multipart/form-data"].Schema.Properties["file"].Description = kind.Describe() + "."
}

// readUpload reads a form's file, no more of it than kind takes (one byte more tells it is
// larger), its type sniffed from the bytes, not taken from the browser. A form without a
// file gives an empty upload, which the kind refuses.
func readUpload(kind core.UploadKind, f huma.FormFile) (core.Upload, error) {
	if !f.IsSet || f.File == nil {
		return core.Upload{}, nil
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(kind.MaxBytes)+1))
	if err != nil {
		return core.Upload{}, err
	}
	return core.Upload{Filename: f.Filename, ContentType: http.DetectContentType(data), Data: data}, nil
}
