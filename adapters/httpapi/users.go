package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
)

type userListInput struct {
	Q string `query:"q" doc:"Cari nama, email atau telepon."`
	PageParams
}

type userPage struct {
	Body core.Page[core.User]
}

type userIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

type staffCreateInput struct {
	Body struct {
		Email    string    `json:"email,omitempty" maxLength:"254"`
		Password string    `json:"password,omitempty" maxLength:"200"`
		FullName string    `json:"full_name,omitempty" maxLength:"120"`
		Role     core.Role `json:"role,omitempty" enum:"Admin,Kasir,Teknisi" doc:"Bawaan Kasir."`
		Outlets  []int64   `json:"outlet_ids,omitempty" maxItems:"100" doc:"Outlet tempat staf bekerja; kosong: outlet pertama."`
		// Technician is a pointer so that the edit form may leave it out.
		Technician *bool `json:"technician,omitempty" doc:"Admin atau Kasir yang juga teknisi (servis dapat ditugaskan kepadanya); Teknisi selalu teknisi."`
	}
}

type staffUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		FullName   string    `json:"full_name,omitempty" maxLength:"120"`
		Role       core.Role `json:"role,omitempty" maxLength:"20"`
		Outlets    []int64   `json:"outlet_ids,omitempty" maxItems:"100" doc:"Outlet tempat staf bekerja, minimal satu; tidak dikirim: tetap."`
		Technician *bool     `json:"technician,omitempty" doc:"Admin atau Kasir yang juga teknisi; tidak dikirim: tetap."`
	}
}

type userOutput struct {
	Body core.User
}

type createdUserOutput struct {
	Body struct {
		core.User
		Message string `json:"message"`
	}
}

func (s *Server) registerUsers() {
	tags := []string{tagUsers}
	register(s, AdminOnly, huma.Operation{
		OperationID: "list-staff", Method: http.MethodGet, Path: "/api/users",
		Summary: "Daftar akun staf", Description: "Hanya Admin, Kasir dan Teknisi.", Tags: tags,
	}, func(ctx context.Context, in *userListInput) (*userPage, error) {
		page, err := s.deps.Accounts.ListStaff(ctx, in.Q, in.request())
		return &userPage{Body: page}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "get-staff", Method: http.MethodGet, Path: "/api/users/{id}",
		Summary: "Detail akun staf", Description: "Akun member dijawab 404.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *userIDInput) (*userOutput, error) {
		u, err := s.deps.Accounts.StaffMember(ctx, in.ID)
		return &userOutput{Body: u}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "create-staff", Method: http.MethodPost, Path: "/api/users", DefaultStatus: http.StatusCreated,
		Summary: "Tambah akun staf", Description: "Akun baru harus memverifikasi emailnya sebelum bisa login.",
		Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *staffCreateInput) (*createdUserOutput, error) {
		b := in.Body
		u, err := s.deps.Accounts.AddStaff(ctx, accounts.StaffInput{Email: b.Email, Password: b.Password, FullName: b.FullName, Role: b.Role, OutletIDs: b.Outlets, Technician: b.Technician})
		out := &createdUserOutput{}
		out.Body.User, out.Body.Message = u, accounts.MsgStaffAdded
		return out, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-staff", Method: http.MethodPut, Path: "/api/users/{id}",
		Summary: "Ubah nama, role dan outlet staf", Description: "Tidak bisa mengubah akun sendiri; Admin terakhir tidak bisa diturunkan.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *staffUpdateInput) (*userOutput, error) {
		u, err := s.deps.Accounts.UpdateStaff(ctx, caller(ctx), in.ID, accounts.StaffInput{FullName: in.Body.FullName, Role: in.Body.Role, OutletIDs: in.Body.Outlets, Technician: in.Body.Technician})
		return &userOutput{Body: u}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-staff", Method: http.MethodDelete, Path: "/api/users/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus akun staf", Description: "Tidak bisa menghapus akun sendiri atau Admin terakhir.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *userIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Accounts.DeleteStaff(ctx, caller(ctx), in.ID)
	})
}
