package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
)

type newsBody struct {
	Title       string     `json:"title,omitempty" maxLength:"200"`
	Content     string     `json:"content,omitempty" maxLength:"200000" doc:"HTML. Dibersihkan di server: script, atribut on* dan tautan javascript: dibuang."`
	Slug        string     `json:"slug,omitempty" maxLength:"200" doc:"Kosong: dibuat dari judul (huruf kecil, spasi jadi -, simbol lain dibuang)."`
	Status      string     `json:"status,omitempty" enum:"draft,published" doc:"Berita baru bawaan draft; saat mengubah, kosong berarti tetap."`
	PublishedAt *time.Time `json:"published_at,omitempty" doc:"Tanggal terbit; boleh di masa depan (terjadwal). Kosong: tetap, atau sekarang saat pertama diterbitkan."`
}

func (b newsBody) input() content.NewsInput {
	return content.NewsInput{Title: b.Title, Content: b.Content, Slug: b.Slug, Status: core.NewsStatus(b.Status), PublishedAt: b.PublishedAt}
}

type newsIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID berita."`
}

type newsSlugInput struct {
	Slug string `path:"slug" maxLength:"200" doc:"Slug berita."`
}

type newsManageInput struct {
	Status string `query:"status" enum:"draft,published" doc:"Hanya berita dengan status ini; kosong untuk semua."`
	PageParams
}

type newsCreateInput struct {
	Body newsBody
}

type newsUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body newsBody
}

type newsStatusInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Status string `json:"status,omitempty" enum:"draft,published"`
	}
}

type newsImageInput struct {
	ID int64 `path:"id" minimum:"1"`
	imageUploadInput
}

func (s *Server) registerNews() {
	tags := []string{tagNews}
	register(s, Anyone, huma.Operation{
		OperationID: "list-news", Method: http.MethodGet, Path: "/api/news",
		Summary: "Berita terbit", Description: "Hanya yang diterbitkan dan tanggal terbitnya sudah lewat, terbaru dulu.", Tags: tags,
	}, func(ctx context.Context, in *PageParams) (*bodyOf[core.Page[core.News]], error) {
		page, err := s.deps.Content.PublishedNews(ctx, in.request())
		return &bodyOf[core.Page[core.News]]{Body: page}, err
	})

	article := func(ctx context.Context, in *newsSlugInput) (*bodyOf[core.News], error) {
		n, err := s.deps.Content.Article(ctx, in.Slug)
		return &bodyOf[core.News]{Body: n}, err
	}
	register(s, Anyone, huma.Operation{
		OperationID: "get-news-article", Method: http.MethodGet, Path: "/api/news/by-slug/{slug}",
		Summary: "Baca berita", Description: "Draft dan berita terjadwal tidak ditemukan (404).", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, article)
	// The address storefront pages loaded before the move still call; it shares its path
	// with the Admin's /api/news/{id}, so it stays out of the document.
	register(s, Anyone, huma.Operation{
		OperationID: "get-news-article-by-old-path", Method: http.MethodGet, Path: "/api/news/{slug}", Hidden: true,
		Summary: "Baca berita (alamat lama)", Description: "Sama dengan /api/news/by-slug/{slug}.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, article)

	register(s, AdminOnly, huma.Operation{
		OperationID: "manage-news", Method: http.MethodGet, Path: "/api/news/manage",
		Summary: "Manajemen berita", Description: "Semua berita termasuk draft dan terjadwal, terbaru dibuat dulu.", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *newsManageInput) (*bodyOf[core.Page[core.News]], error) {
		page, err := s.deps.Content.ManageNews(ctx, core.NewsStatus(in.Status), in.request())
		return &bodyOf[core.Page[core.News]]{Body: page}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "create-news", Method: http.MethodPost, Path: "/api/news", DefaultStatus: http.StatusCreated,
		Summary: "Tulis berita", Description: "Penulisnya Admin yang login. Diterbitkan tanpa tanggal: tanggal terbit sekarang.",
		Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *newsCreateInput) (*bodyOf[core.News], error) {
		n, err := s.deps.Content.WriteNews(ctx, in.Body.input(), caller(ctx).Actor())
		return &bodyOf[core.News]{Body: n}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-news", Method: http.MethodPut, Path: "/api/news/{id}",
		Summary: "Ubah berita", Description: "Mengganti judul, isi dan slug; status dan tanggal terbit yang kosong tetap.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *newsUpdateInput) (*bodyOf[core.News], error) {
		n, err := s.deps.Content.EditNews(ctx, in.ID, in.Body.input())
		return &bodyOf[core.News]{Body: n}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "set-news-status", Method: http.MethodPatch, Path: "/api/news/{id}/status",
		Summary: "Terbitkan atau jadikan draft", Tags: tags,
		Description: "Terbit pertama kali mengisi tanggal terbit dengan sekarang; kembali ke draft menyimpan tanggalnya.",
		Errors:      []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *newsStatusInput) (*bodyOf[core.News], error) {
		n, err := s.deps.Content.SetNewsStatus(ctx, in.ID, core.NewsStatus(in.Body.Status))
		return &bodyOf[core.News]{Body: n}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-news", Method: http.MethodDelete, Path: "/api/news/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus berita", Description: "Gambarnya ikut dihapus.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *newsIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Content.DeleteNews(ctx, in.ID)
	})

	register(s, AdminOnly, uploading(huma.Operation{
		OperationID: "upload-news-image", Method: http.MethodPost, Path: "/api/news/{id}/image",
		Summary: "Unggah gambar berita", Description: core.ArticlePictureUpload.Describe() + "; gambar lama dihapus.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, core.ArticlePictureUpload), func(ctx context.Context, in *newsImageInput) (*bodyOf[core.News], error) {
		up, err := readUpload(core.ArticlePictureUpload, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		n, err := s.deps.Content.SetNewsImage(ctx, in.ID, up)
		return &bodyOf[core.News]{Body: n}, err
	})
}
