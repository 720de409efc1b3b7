package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
)

// settingsBody holds application settings by key; its schema lists every key.
type settingsBody map[string]string

// maxSettingLength bounds one setting's text (the about-us content is the longest).
const maxSettingLength = 10000

func (settingsBody) Schema(huma.Registry) *huma.Schema {
	props := map[string]*huma.Schema{}
	for _, key := range content.SettingKeys() {
		props[key] = &huma.Schema{Type: huma.TypeString, MaxLength: new(maxSettingLength)}
	}
	return &huma.Schema{
		Type: huma.TypeObject, Properties: props,
		Description: "Pengaturan aplikasi per kunci. Kunci yang tidak dikenal ditolak (422).",
	}
}

type settingsOutput struct {
	Body settingsBody
}

type settingsInput struct {
	Body settingsBody
}

func (s *Server) registerSettings() {
	tags := []string{tagSettings}
	register(s, Anyone, huma.Operation{
		OperationID: "get-settings", Method: http.MethodGet, Path: "/api/settings",
		Summary: "Pengaturan aplikasi", Tags: tags,
		Description: "Setiap kunci, dengan nilai bawaan bila belum diisi. footerCopyright kosong berarti teks bawaan tampilan.",
	}, func(ctx context.Context, _ *struct{}) (*settingsOutput, error) {
		values, err := s.deps.Content.Settings(ctx)
		return &settingsOutput{Body: values}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-settings", Method: http.MethodPut, Path: "/api/settings",
		Summary: "Simpan pengaturan", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
		Description: "Menyimpan kunci yang dikirim dalam satu transaksi; kunci lain tetap. Nilai kosong kembali ke bawaan. " +
			"Tautan harus http(s) atau diawali /; contactEmail harus email; timezone nama zona IANA.",
	}, func(ctx context.Context, in *settingsInput) (*settingsOutput, error) {
		values, err := s.deps.Content.SaveSettings(ctx, in.Body)
		return &settingsOutput{Body: values}, err
	})

	registerSettingImage(s, "upload-logo", "/api/settings/logo", "Unggah logo", core.ShopPictureUpload, s.deps.Content.SetLogo)
	registerSettingImage(s, "upload-author-image", "/api/settings/author-image", "Unggah foto author", core.ShopPictureUpload, s.deps.Content.SetAuthorImage)
	registerSettingImage(s, "upload-qris-photo", "/api/settings/qris-photo", "Baca QRIS dari foto stikernya", core.QRISPhotoUpload, s.deps.Content.SetQRISFromPhoto)
}

func registerSettingImage(s *Server, id, path, summary string, kind core.UploadKind, set func(context.Context, core.Upload) (map[string]string, error)) {
	register(s, AdminOnly, uploading(huma.Operation{
		OperationID: id, Method: http.MethodPost, Path: path, Summary: summary, Tags: []string{tagSettings},
		Description: kind.Describe() + "; jenis file diperiksa dari isinya. Menjawab seluruh pengaturan.",
	}, kind), func(ctx context.Context, in *imageUploadInput) (*settingsOutput, error) {
		up, err := readUpload(kind, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		values, err := set(ctx, up)
		return &settingsOutput{Body: values}, err
	})
}
