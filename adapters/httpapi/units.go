package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// unitNumbers are one unit's numbers as staff scan or type them.
type unitNumbers struct {
	IMEI   string `json:"imei,omitempty" maxLength:"64" doc:"IMEI 15 digit (dengan digit pemeriksa Luhn)."`
	IMEI2  string `json:"imei2,omitempty" maxLength:"64" doc:"IMEI kedua untuk HP dual SIM."`
	Serial string `json:"serial,omitempty" maxLength:"100" doc:"Nomor seri, untuk barang tanpa IMEI."`
}

func unitInputs(in []unitNumbers) []catalog.UnitNumbers {
	out := make([]catalog.UnitNumbers, len(in))
	for i, u := range in {
		out[i] = catalog.UnitNumbers{IMEI: u.IMEI, IMEI2: u.IMEI2, Serial: u.Serial}
	}
	return out
}

type unitListInput struct {
	Q         string `query:"q" maxLength:"100" doc:"Cari pada IMEI atau nomor seri (sebagian, tanpa membedakan huruf besar/kecil)."`
	ProductID int64  `query:"product_id" minimum:"0" doc:"Hanya unit barang ini."`
	Status    string `query:"status" enum:"in_stock,sold,reserved,used_in_repair,missing,removed,in_transit" doc:"Hanya unit dengan status ini; in_stock: di stok outlet sesi, bila ada."`
	PageParams
}

type unitListOutput struct {
	Body core.Page[core.Unit]
}

type unitIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID unit."`
}

type unitNumberInput struct {
	Number string `path:"number" maxLength:"100" doc:"IMEI (pertama atau kedua) atau nomor seri."`
}

type unitOutput struct {
	Body core.Unit
}

// UnitStory is a unit with its movements in the stock ledger, oldest first.
type UnitStory struct {
	Unit      core.Unit            `json:"unit"`
	Movements []core.StockMovement `json:"movements"`
}

type unitStoryOutput struct {
	Body UnitStory
}

func (s *Server) registerUnits() {
	tags := []string{tagProducts}
	register(s, Staff, huma.Operation{
		OperationID: "list-units", Method: http.MethodGet, Path: "/api/units",
		Summary: "Cari unit IMEI/serial", Description: "Unit barang yang dilacak per unit, terbaru dulu; cari pada IMEI atau nomor seri.", Tags: tags,
	}, func(ctx context.Context, in *unitListInput) (*unitListOutput, error) {
		f := core.UnitFilter{Search: in.Q, ProductID: in.ProductID, Status: core.UnitStatus(in.Status), PageRequest: in.request()}
		if f.Status == core.UnitInStock {
			f.Outlet = currentOutlet(ctx)
		}
		page, err := s.deps.Catalog.FindUnits(ctx, f)
		return &unitListOutput{Body: page}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "find-unit-by-number", Method: http.MethodGet, Path: "/api/units/by-number/{number}",
		Summary: "Unit dari IMEI/serial yang dipindai", Description: "Unit dengan IMEI (pertama atau kedua) atau nomor seri itu, persis; unit di stok outlet lain daripada outlet sesi ditolak.", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *unitNumberInput) (*unitOutput, error) {
		u, err := s.deps.Catalog.UnitScannedAt(ctx, in.Number, currentOutlet(ctx))
		return &unitOutput{Body: u}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-unit", Method: http.MethodGet, Path: "/api/units/{id}",
		Summary: "Riwayat unit", Description: "Unit dengan asalnya dan setiap gerakannya di buku stok (masuk, terjual, kembali), terlama dulu.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *unitIDInput) (*unitStoryOutput, error) {
		story, err := s.deps.Catalog.UnitDetail(ctx, in.ID)
		return &unitStoryOutput{Body: UnitStory{Unit: story.Unit, Movements: story.Movements}}, err
	})
}
