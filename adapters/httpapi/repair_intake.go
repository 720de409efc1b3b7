package httpapi

import (
	"context"
	"errors"
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

type intakeOutput struct {
	Body repair.Intake
}

type repairPhotoUploadInput struct {
	ID      int64 `path:"id" minimum:"1"`
	RawBody huma.MultipartFormFiles[imageForm]
}

type repairPhotoOutput struct {
	Body core.RepairPhoto
}

type repairPhotoInput struct {
	ID      int64 `path:"id" minimum:"1"`
	PhotoID int64 `path:"photo_id" minimum:"1"`
}

type repairPhotoFileInput struct {
	ID      int64  `path:"id" minimum:"1"`
	PhotoID int64  `path:"photo_id" minimum:"1"`
	Size    string `query:"size" enum:"thumb,large" default:"large" doc:"thumb: lebar 240 px; large: lebar 1080 px."`
}

type repairPhotoFileOutput struct {
	ContentType  string `header:"Content-Type"`
	CacheControl string `header:"Cache-Control"`
	Nosniff      string `header:"X-Content-Type-Options"`
	Body         []byte
}

type screenLockOutput struct {
	Body repair.ScreenLock
}

// photoWidths are the widths a repair's photo is served at, from the copies adapters/images keeps.
var photoWidths = map[string]int{"thumb": 240, "large": 1080}

// registerRepairIntake registers what a repair's intake keeps beside the entry: the photos of
// the device, served to staff only, and the screen lock, read by those who may see it.
func (s *Server) registerRepairIntake(tags []string) {
	register(s, Bench, huma.Operation{
		OperationID: "get-service-entry-intake", Method: http.MethodGet, Path: "/api/service-entries/{id}/intake",
		Summary: "Foto dan kunci layar servis", Description: "Foto perangkat saat diterima (terlama dulu) dan apakah kunci layar disimpan; kunci layarnya sendiri tidak.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *entryIDInput) (*intakeOutput, error) {
		i, err := s.deps.Repair.IntakeOf(ctx, caller(ctx), in.ID)
		return &intakeOutput{Body: i}, err
	})

	register(s, Staff, uploading(huma.Operation{
		OperationID: "add-service-entry-photo", Method: http.MethodPost, Path: "/api/service-entries/{id}/photos", DefaultStatus: http.StatusCreated,
		Summary: "Tambah foto perangkat", Description: core.RepairPhotoUpload.Describe() + "; paling banyak 6 foto per servis. Foto hanya dapat dilihat staf.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, core.RepairPhotoUpload), func(ctx context.Context, in *repairPhotoUploadInput) (*repairPhotoOutput, error) {
		up, err := readUpload(core.RepairPhotoUpload, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Repair.AddPhoto(ctx, caller(ctx), in.ID, up)
		return &repairPhotoOutput{Body: p}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "get-service-entry-photo", Method: http.MethodGet, Path: "/api/service-entries/{id}/photos/{photo_id}",
		Summary: "Foto perangkat", Description: "Salinan foto yang diperkecil; hanya untuk staf.",
		Tags: tags, Errors: []int{http.StatusNotFound},
		Responses: map[string]*huma.Response{"200": {Description: "Gambar", Content: map[string]*huma.MediaType{"image/jpeg": {}, "image/png": {}, "image/webp": {}}}},
	}, func(ctx context.Context, in *repairPhotoFileInput) (*repairPhotoFileOutput, error) {
		p, err := s.deps.Repair.Photo(ctx, in.ID, in.PhotoID)
		if err != nil {
			return nil, err
		}
		data, err := s.photoBytes(ctx, p.Key, photoWidths[in.Size])
		if errors.Is(err, files.ErrNotFound) {
			return nil, core.NotFound(repair.MsgPhotoNotFound)
		}
		return &repairPhotoFileOutput{ContentType: http.DetectContentType(data), CacheControl: "private, max-age=3600", Nosniff: "nosniff", Body: data}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "delete-service-entry-photo", Method: http.MethodDelete, Path: "/api/service-entries/{id}/photos/{photo_id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus foto perangkat", Description: "Menghapus foto dan filenya.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *repairPhotoInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Repair.DeletePhoto(ctx, in.ID, in.PhotoID)
	})

	register(s, Bench, huma.Operation{
		OperationID: "get-service-entry-screen-lock", Method: http.MethodGet, Path: "/api/service-entries/{id}/screen-lock",
		Summary: "Lihat kunci layar", Description: "Hanya Admin dan teknisi yang ditugaskan (403 untuk yang lain); 404 bila tidak ada atau sudah dihapus karena servis diambil atau batal.",
		Tags: tags, Errors: []int{http.StatusForbidden, http.StatusNotFound},
	}, func(ctx context.Context, in *entryIDInput) (*screenLockOutput, error) {
		l, err := s.deps.Repair.ReadScreenLock(ctx, caller(ctx), in.ID)
		return &screenLockOutput{Body: l}, err
	})
}

// photoBytes reads the copy of a repair's photo at width, or the photo itself when it is too
// small to have copies.
func (s *Server) photoBytes(ctx context.Context, key string, width int) ([]byte, error) {
	data, ok, err := s.deps.Images.Copy(ctx, core.RepairPhotoBucket, key, width)
	if err != nil || ok {
		return data, err
	}
	r, _, err := s.deps.Images.Open(ctx, core.RepairPhotoBucket, key)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}
