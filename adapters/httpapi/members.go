package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core/accounts"
)

type memberUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		FullName string  `json:"full_name,omitempty" maxLength:"120"`
		Phone    *string `json:"phone,omitempty" maxLength:"40"`
		Address  *string `json:"address,omitempty" maxLength:"500"`
	}
}

func (s *Server) registerMembers() {
	tags := []string{tagMembers}
	register(s, AdminOnly, huma.Operation{
		OperationID: "list-members", Method: http.MethodGet, Path: "/api/members",
		Summary: "Daftar member", Description: "Hanya akun member, terbaru dulu; q mencari nama, email atau telepon.", Tags: tags,
	}, func(ctx context.Context, in *userListInput) (*userPage, error) {
		page, err := s.deps.Accounts.ListMembers(ctx, in.Q, in.request())
		return &userPage{Body: page}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "get-member", Method: http.MethodGet, Path: "/api/members/{id}",
		Summary: "Detail member", Description: "Akun staf dijawab 404.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *userIDInput) (*userOutput, error) {
		u, err := s.deps.Accounts.Member(ctx, in.ID)
		return &userOutput{Body: u}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-member", Method: http.MethodPut, Path: "/api/members/{id}",
		Summary: "Ubah data member", Description: "Admin membetulkan nama, telepon dan alamat member; email tidak berubah.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *memberUpdateInput) (*userOutput, error) {
		b := in.Body
		u, err := s.deps.Accounts.UpdateMember(ctx, in.ID, accounts.MemberInput{FullName: b.FullName, Phone: b.Phone, Address: b.Address})
		return &userOutput{Body: u}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-member", Method: http.MethodDelete, Path: "/api/members/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus member", Description: "Pesanan member tetap tersimpan dan tampil sebagai 'Member Dihapus'.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *userIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Accounts.DeleteMember(ctx, caller(ctx), in.ID)
	})
}
