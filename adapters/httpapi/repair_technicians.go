package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// UsedPart is a spare part a repair used, as a Teknisi sees it: without its prices.
type UsedPart struct {
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	Quantity    int64  `json:"quantity"`
}

// benchReceiptOf is a repair as a Teknisi reads it: the entry and the parts it used, without
// the bill's money.
func benchReceiptOf(r repair.Receipt) *receiptOutput {
	out := &receiptOutput{Body: receiptBody{Entry: r.Entry}}
	if r.Bill != nil {
		for _, p := range r.Bill.Parts {
			out.Body.PartsUsed = append(out.Body.PartsUsed, UsedPart{ProductID: p.ProductID, ProductName: p.ProductName, Quantity: p.Quantity})
		}
	}
	return out
}

// Technician is a user repairs may be assigned to.
type Technician struct {
	ID       int64     `json:"id"`
	FullName string    `json:"full_name"`
	Role     core.Role `json:"role"`
}

type techniciansInput struct {
	OutletID int64 `query:"outlet_id" minimum:"0" doc:"Hanya yang bekerja di outlet ini (Admin di semua outlet); 0: semua."`
}

type techniciansOutput struct {
	Body []Technician
}

type assignInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		TechnicianID *int64 `json:"technician_id" minimum:"1" required:"false" nullable:"true" doc:"Teknisi yang ditugaskan; null: lepaskan tugas."`
	}
}

type assignmentsOutput struct {
	Body []core.RepairAssignment
}

// registerTechnicians registers the technicians and the repairs' assignments to them.
func (s *Server) registerTechnicians(tags []string) {
	register(s, Bench, huma.Operation{
		OperationID: "list-technicians", Method: http.MethodGet, Path: "/api/technicians",
		Summary: "Daftar teknisi", Description: "Pengguna ber-role Teknisi dan Admin/Kasir yang ditandai sebagai teknisi, urut nama.", Tags: tags,
	}, func(ctx context.Context, in *techniciansInput) (*techniciansOutput, error) {
		users, err := s.deps.Repair.Technicians(ctx, in.OutletID)
		out := make([]Technician, len(users))
		for i, u := range users {
			out[i] = Technician{ID: u.ID, FullName: u.FullName, Role: u.Role}
		}
		return &techniciansOutput{Body: out}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "assign-service-entry", Method: http.MethodPut, Path: "/api/service-entries/{id}/technician",
		Summary:     "Tugaskan servis ke teknisi",
		Description: "Dicatat kepada siapa, oleh siapa dan kapan. Pengguna yang bukan teknisi, atau yang tidak bekerja di outlet servis, ditolak (422).",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *assignInput) (*entryOutput, error) {
		e, err := s.deps.Repair.Assign(ctx, caller(ctx), in.ID, in.Body.TechnicianID)
		return &entryOutput{Body: e}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "list-service-entry-assignments", Method: http.MethodGet, Path: "/api/service-entries/{id}/assignments",
		Summary: "Riwayat penugasan teknisi servis", Description: "Terlama dulu.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *entryIDInput) (*assignmentsOutput, error) {
		list, err := s.deps.Repair.Assignments(ctx, in.ID)
		return &assignmentsOutput{Body: list}, err
	})
}
