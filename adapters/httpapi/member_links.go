package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type memberLinkInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		MemberID *int64 `json:"member_id" minimum:"1" doc:"ID akun member; null melepas tautannya."`
	}
}

func (s *Server) registerMemberLinks() {
	register(s, AdminOnly, huma.Operation{
		OperationID: "link-customer-member", Method: http.MethodPut, Path: "/api/customers/{id}/member",
		Summary:     "Hubungkan pelanggan ke akun member",
		Description: "Belanja pelanggan ini di kasir tampil di Pesanan Saya member itu. Satu akun member untuk satu pelanggan (409 bila sudah terhubung ke pelanggan lain).",
		Tags:        []string{tagCustomers}, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *memberLinkInput) (*bodyOf[core.Customer], error) {
		c, err := s.deps.MemberLinks.Link(ctx, in.ID, in.Body.MemberID)
		return &bodyOf[core.Customer]{Body: c}, err
	})
}
