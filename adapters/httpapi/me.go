package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
)

type profileOutput struct {
	Body core.User
}

type profileInput struct {
	Body struct {
		FullName *string `json:"full_name,omitempty" maxLength:"120" doc:"Staf saja."`
		Phone    *string `json:"phone,omitempty" maxLength:"40" doc:"Member saja."`
		Address  *string `json:"address,omitempty" maxLength:"500" doc:"Member saja."`
	}
}

func (s *Server) registerMe() {
	tags := []string{tagProfile}
	register(s, SignedIn, huma.Operation{
		OperationID: "get-my-profile", Method: http.MethodGet, Path: "/api/me/profile",
		Summary: "Profil saya", Description: "Data akun yang sedang login, dengan telepon, alamat dan foto.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, _ *struct{}) (*profileOutput, error) {
		u, err := s.deps.Accounts.Me(ctx, caller(ctx))
		return &profileOutput{Body: u}, err
	})

	register(s, SignedIn, huma.Operation{
		OperationID: "update-my-profile", Method: http.MethodPut, Path: "/api/me/profile",
		Summary: "Ubah profil saya", Description: "Member mengubah telepon dan alamat; staf mengubah nama lengkap. Email tidak dapat diubah.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *profileInput) (*profileOutput, error) {
		u, err := s.deps.Accounts.UpdateProfile(ctx, caller(ctx), accounts.ProfileInput{
			FullName: in.Body.FullName, Phone: in.Body.Phone, Address: in.Body.Address,
		})
		return &profileOutput{Body: u}, err
	})

	register(s, SignedIn, uploading(huma.Operation{
		OperationID: "upload-my-avatar", Method: http.MethodPost, Path: "/api/me/avatar",
		Summary: "Unggah foto profil", Description: core.AvatarUpload.Describe() + "; jenis file diperiksa dari isinya.", Tags: tags,
	}, core.AvatarUpload), func(ctx context.Context, in *imageUploadInput) (*profileOutput, error) {
		up, err := readUpload(core.AvatarUpload, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		u, err := s.deps.Accounts.SetAvatar(ctx, caller(ctx), up)
		return &profileOutput{Body: u}, err
	})
}
