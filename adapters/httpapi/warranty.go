package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// WarrantyCheck is what the repair counter learns from a device's IMEI or serial.
type WarrantyCheck struct {
	Unit          core.Unit `json:"unit"`
	SaleID        int64     `json:"sale_id"`
	SaleNumber    string    `json:"sale_number" doc:"Nomor transaksi penjualan unit ini."`
	SoldAt        time.Time `json:"sold_at"`
	CustomerID    *int64    `json:"customer_id"`
	CustomerName  *string   `json:"customer_name"`
	WarrantyName  *string   `json:"warranty_name" doc:"Garansi toko pada penjualan; kosong bila tidak ada."`
	WarrantyUntil *string   `json:"warranty_until" format:"date" doc:"Hari terakhir garansi (YYYY-MM-DD, hari toko)."`
	UnderWarranty bool      `json:"under_warranty" doc:"Hari ini masih dalam masa garansi toko."`
}

type warrantyCheckOutput struct {
	Body WarrantyCheck
}

func (s *Server) registerWarranty() {
	register(s, Staff, huma.Operation{
		OperationID: "check-warranty", Method: http.MethodGet, Path: "/api/warranty/{number}",
		Summary: "Cek garansi toko dari IMEI/serial", Tags: []string{tagRepair}, Errors: []int{http.StatusNotFound},
		Description: "Unit yang dijual toko dengan IMEI (pertama atau kedua) atau nomor seri itu: penjualannya, pelanggannya, dan apakah hari ini masih dalam garansi toko.",
	}, func(ctx context.Context, in *unitNumberInput) (*warrantyCheckOutput, error) {
		sold, err := s.deps.Repair.SoldHere(ctx, in.Number)
		return &warrantyCheckOutput{Body: warrantyCheckOf(sold)}, err
	})
}

func warrantyCheckOf(w repair.SoldHere) WarrantyCheck {
	return WarrantyCheck{Unit: w.Unit, SaleID: w.Sale.ID, SaleNumber: w.Sale.Number, SoldAt: w.Sale.CreatedAt,
		CustomerID: w.Sale.CustomerID, CustomerName: w.Sale.CustomerName,
		WarrantyName: w.WarrantyName, WarrantyUntil: w.WarrantyUntil, UnderWarranty: w.UnderWarranty}
}
