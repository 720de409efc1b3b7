package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
)

type adListInput struct {
	Placement string `query:"placement" enum:"homepage_carousel,products_page_banner," doc:"Kosong untuk semua."`
	PageParams
}

// adForm is the multipart body of a new advertisement.
type adForm struct {
	File      huma.FormFile `form:"file" required:"true"`
	AltText   string        `form:"alt_text" required:"false" maxLength:"300" doc:"Teks alternatif (SEO)."`
	LinkURL   string        `form:"link_url" required:"false" maxLength:"2000" doc:"Opsional: http(s):// atau diawali /, misalnya /products."`
	Placement string        `form:"placement" required:"false" doc:"homepage_carousel (bawaan) atau products_page_banner."`
	IsActive  string        `form:"is_active" required:"false" doc:"true (bawaan) atau false."`
	SortOrder int64         `form:"sort_order" required:"false" doc:"Urutan tampil, kecil dulu (bawaan 0)."`
}

type adCreateInput struct {
	RawBody huma.MultipartFormFiles[adForm]
}

type adIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID iklan."`
}

type adDeleteOutput struct {
	Body struct {
		Warning string `json:"warning,omitempty" doc:"Ada bila file gambar gagal dihapus; iklannya tetap terhapus."`
	}
}

func (s *Server) registerAds() {
	tags := []string{tagAds}
	register(s, Anyone, huma.Operation{
		OperationID: "list-ads", Method: http.MethodGet, Path: "/api/ads",
		Summary: "Iklan aktif", Description: "Hanya iklan aktif, per penempatan lalu sort_order.", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *adListInput) (*bodyOf[core.Page[core.Advertisement]], error) {
		page, err := s.deps.Content.Ads(ctx, core.AdPlacement(in.Placement), in.request())
		return &bodyOf[core.Page[core.Advertisement]]{Body: page}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "manage-ads", Method: http.MethodGet, Path: "/api/ads/manage",
		Summary: "Semua iklan", Description: "Termasuk yang tidak aktif, per penempatan lalu sort_order.", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *adListInput) (*bodyOf[core.Page[core.Advertisement]], error) {
		page, err := s.deps.Content.ManageAds(ctx, core.AdPlacement(in.Placement), in.request())
		return &bodyOf[core.Page[core.Advertisement]]{Body: page}, err
	})

	register(s, AdminOnly, uploading(huma.Operation{
		OperationID: "create-ad", Method: http.MethodPost, Path: "/api/ads", DefaultStatus: http.StatusCreated,
		Summary: "Unggah iklan", Description: "Formulir multipart; gambar (" + core.AdPictureUpload.Describe() + ") disimpan di advertisements/.", Tags: tags,
	}, core.AdPictureUpload), func(ctx context.Context, in *adCreateInput) (*bodyOf[core.Advertisement], error) {
		form := in.RawBody.Data()
		var active *bool
		if form.IsActive != "" {
			b, err := strconv.ParseBool(form.IsActive)
			if err != nil {
				return nil, core.InvalidField("is_active", "is_active harus true atau false.")
			}
			active = &b
		}
		up, err := readUpload(core.AdPictureUpload, form.File)
		if err != nil {
			return nil, err
		}
		ad, err := s.deps.Content.AddAd(ctx, content.AdInput{
			Image: up, AltText: form.AltText, LinkURL: form.LinkURL, Placement: core.AdPlacement(form.Placement),
			IsActive: active, SortOrder: form.SortOrder,
		})
		return &bodyOf[core.Advertisement]{Body: ad}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-ad", Method: http.MethodDelete, Path: "/api/ads/{id}",
		Summary: "Hapus iklan", Description: "File gambarnya dihapus dulu; bila gagal, iklan tetap dihapus dan jawabannya membawa warning.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *adIDInput) (*adDeleteOutput, error) {
		out := &adDeleteOutput{}
		var err error
		out.Body.Warning, err = s.deps.Content.DeleteAd(ctx, in.ID)
		return out, err
	})
}
