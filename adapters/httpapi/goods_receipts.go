package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

type goodsReceiptLineInput struct {
	ProductID int64         `json:"product_id,omitempty"`
	Quantity  quantity      `json:"quantity,omitempty" doc:"Jumlah diterima; untuk barang yang dilacak per unit mengikuti banyaknya units."`
	BuyPrice  price         `json:"buy_price,omitempty" doc:"Harga beli per barang (rupiah) menurut faktur supplier."`
	Units     []unitNumbers `json:"units,omitempty" maxItems:"1000" doc:"Nomor setiap unit (IMEI/serial) untuk barang yang dilacak per unit."`
}

type goodsReceiptCreateInput struct {
	Body struct {
		SupplierID    int64                   `json:"supplier_id,omitempty"`
		InvoiceNumber string                  `json:"invoice_number,omitempty" maxLength:"200" doc:"Nomor faktur supplier."`
		ReceivedOn    string                  `json:"received_on,omitempty" doc:"Tanggal terima, YYYY-MM-DD; kosong: hari ini."`
		Lines         []goodsReceiptLineInput `json:"lines,omitempty" maxItems:"200"`
		Paid          amount                  `json:"paid,omitempty" doc:"Yang langsung dibayar; sisanya menjadi utang ke supplier."`
		Method        string                  `json:"method,omitempty" doc:"Cara bayar: tunai diambil dari laci shift yang membayar (kas keluar); qris, transfer, debit, ewallet atau kosong tidak menyentuh laci."`
	}
}

// GoodsReceiptFilterParams narrow the goods receipts to a supplier, an outlet, a period, the
// unpaid ones.
type GoodsReceiptFilterParams struct {
	SupplierID int64  `query:"supplier_id" minimum:"0" doc:"Hanya penerimaan dari supplier ini."`
	Outlet     int64  `query:"outlet_id" minimum:"0" doc:"Hanya penerimaan di outlet ini; 0 atau kosong: semua outlet."`
	From       string `query:"from" maxLength:"10" doc:"Tanggal terima awal (YYYY-MM-DD)."`
	To         string `query:"to" maxLength:"10" doc:"Tanggal terima akhir (YYYY-MM-DD)."`
	Unpaid     bool   `query:"unpaid" doc:"Hanya yang belum lunas."`
}

func (in GoodsReceiptFilterParams) filter() core.GoodsReceiptFilter {
	return core.GoodsReceiptFilter{SupplierID: in.SupplierID, Outlet: in.Outlet, From: in.From, To: in.To, Unpaid: in.Unpaid}
}

type goodsReceiptListInput struct {
	GoodsReceiptFilterParams
	PageParams
}

func (in goodsReceiptListInput) filter() core.GoodsReceiptFilter {
	f := in.GoodsReceiptFilterParams.filter()
	f.PageRequest = in.request()
	return f
}

type goodsReceiptIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID penerimaan barang."`
}

type goodsReceiptPaymentInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID penerimaan barang."`
	Body struct {
		Amount amount `json:"amount,omitempty" doc:"Jumlah yang dibayar ke supplier, paling banyak sisa utangnya."`
		Method string `json:"method,omitempty" doc:"Cara bayar: tunai diambil dari laci shift yang membayar (kas keluar); qris, transfer, debit, ewallet atau kosong tidak menyentuh laci."`
	}
}

type goodsReceiptOutput struct {
	Body core.GoodsReceipt
}

type goodsReceiptListOutput struct {
	Body core.Page[core.GoodsReceipt]
}

type goodsReceiptsPerSupplierOutput struct {
	Body struct {
		Items []core.SupplierGoodsReceipts `json:"items"`
	}
}

func (s *Server) registerGoodsReceipts() {
	tags := []string{tagGoodsReceipts}
	register(s, Staff, huma.Operation{
		OperationID: "create-goods-receipt", Method: http.MethodPost, Path: "/api/goods-receipts", DefaultStatus: http.StatusCreated,
		Summary: "Terima barang dari supplier", Tags: tags, Errors: []int{http.StatusUnprocessableEntity, http.StatusConflict},
		Description: "Stok masuk lewat buku stok (alasan purchase, nomor penerimaan sebagai referensi), harga beli barang menjadi rata-rata bergerak; barang yang dilacak per unit masuk dengan IMEI/serial setiap unit.",
	}, func(ctx context.Context, in *goodsReceiptCreateInput) (*goodsReceiptOutput, error) {
		b := in.Body
		lines := make([]catalog.GoodsReceiptLineInput, len(b.Lines))
		for i, l := range b.Lines {
			lines[i] = catalog.GoodsReceiptLineInput{ProductID: l.ProductID, Quantity: int64(l.Quantity), BuyPrice: int64(l.BuyPrice), Units: unitInputs(l.Units)}
		}
		r, err := s.deps.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: b.SupplierID, InvoiceNumber: b.InvoiceNumber,
			ReceivedOn: b.ReceivedOn, Lines: lines, Paid: int64(b.Paid), Method: core.PaymentMethod(b.Method)}, caller(ctx))
		return &goodsReceiptOutput{Body: r}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-goods-receipts", Method: http.MethodGet, Path: "/api/goods-receipts",
		Summary: "Daftar penerimaan barang", Description: "Terbaru dulu; bisa per supplier, outlet, periode, atau yang belum lunas.", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *goodsReceiptListInput) (*goodsReceiptListOutput, error) {
		if err := s.listedAt(ctx, in.Outlet); err != nil {
			return nil, err
		}
		page, err := s.deps.Catalog.GoodsReceipts(ctx, in.filter())
		return &goodsReceiptListOutput{Body: page}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "goods-receipts-per-supplier", Method: http.MethodGet, Path: "/api/goods-receipts/per-supplier",
		Summary: "Pembelian dan utang per supplier", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
		Description: "Total pembelian, yang sudah dibayar dan sisa utang per supplier dalam periode; dengan unpaid=true hanya yang belum lunas (utang ke setiap supplier).",
	}, func(ctx context.Context, in *GoodsReceiptFilterParams) (*goodsReceiptsPerSupplierOutput, error) {
		if err := s.listedAt(ctx, in.Outlet); err != nil {
			return nil, err
		}
		rows, err := s.deps.Catalog.GoodsReceiptsPerSupplier(ctx, in.filter())
		out := &goodsReceiptsPerSupplierOutput{}
		out.Body.Items = rows
		return out, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "export-goods-receipts", Method: http.MethodGet, Path: "/api/goods-receipts/export",
		Summary: "Unduh laporan pembelian (.xlsx)", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
		Description: "Setiap penerimaan barang dalam periode dengan barangnya, dan pembelian serta utang per supplier; sama dengan konter export goods-receipts.",
		Responses:   map[string]*huma.Response{"200": {Description: "Workbook Excel", Content: map[string]*huma.MediaType{xlsxType: {}}}},
	}, func(ctx context.Context, in *PeriodParams) (*huma.StreamResponse, error) {
		p, err := s.deps.Reports.Period(ctx, in.From, in.To)
		if err != nil {
			return nil, err
		}
		return s.download(ctx, "goods-receipts", p, s.deps.Catalog.ExportGoodsReceipts), nil
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-goods-receipt", Method: http.MethodGet, Path: "/api/goods-receipts/{id}",
		Summary: "Detail penerimaan barang", Description: "Penerimaan dengan barisnya, total, dibayar dan sisa utang.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *goodsReceiptIDInput) (*goodsReceiptOutput, error) {
		r, err := s.deps.Catalog.GoodsReceipt(ctx, in.ID)
		return &goodsReceiptOutput{Body: r}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "pay-goods-receipt", Method: http.MethodPost, Path: "/api/goods-receipts/{id}/payments",
		Summary: "Bayar utang penerimaan barang", Description: "Menambah yang sudah dibayar ke supplier; tidak boleh melebihi sisa utang. Tunai keluar dari laci shift yang membayar; bila shift wajib dibuka dan belum ada, ditolak.", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusConflict},
	}, func(ctx context.Context, in *goodsReceiptPaymentInput) (*goodsReceiptOutput, error) {
		r, err := s.deps.Catalog.PayGoodsReceipt(ctx, in.ID, int64(in.Body.Amount), core.PaymentMethod(in.Body.Method), caller(ctx))
		return &goodsReceiptOutput{Body: r}, err
	})
}
