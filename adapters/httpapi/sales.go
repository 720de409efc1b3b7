package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sales"
)

type saleLine struct {
	ProductID int64    `json:"product_id"`
	Quantity  quantity `json:"quantity"`
	UnitIDs   []int64  `json:"unit_ids,omitempty" maxItems:"200" doc:"Unit yang dipindai (IMEI/serial) untuk barang yang dilacak per unit; jumlahnya menjadi quantity."`
}

type saleCreateInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Kunci unik per percobaan; kiriman ulang dengan kunci sama menghasilkan satu transaksi."`
	Body           struct {
		Items         []saleLine     `json:"items,omitempty" maxItems:"200" doc:"Baris keranjang: produk dan jumlah. Harga dibaca server."`
		CustomerType  string         `json:"customer_type,omitempty" doc:"umum (harga ecer) atau reseller (harga reseller)."`
		CustomerID    *int64         `json:"customer_id,omitempty"`
		Discount      amount         `json:"discount,omitempty" doc:"Diskon dalam rupiah."`
		PaymentMethod string         `json:"payment_method,omitempty" doc:"tunai (dibayar lunas) atau cicilan (sisa menjadi cicilan pelanggan). Boleh dikosongkan: sisa yang tidak dibayar payments (atau paid_amount) menjadi cicilan bila customer_id diisi, dan ditolak bila tidak."`
		PaidAmount    amount         `json:"paid_amount,omitempty" doc:"Uang tunai yang dibayarkan pelanggan; atau kirim payments."`
		Payments      []tenderedLine `json:"payments,omitempty" maxItems:"10" doc:"Pembayaran per metode, mis. tunai dan sisanya QRIS; kembalian hanya dari tunai."`
		OrderID       *int64         `json:"order_id,omitempty" doc:"Bayar pesanan member (Proses di Kasir): baris diambil dari pesanan, stoknya sudah dipesan."`
	}
}

// Sale is a sale as the API answers it, with the spec's field names. It is mapped from the
// core entity, so that the books can change how they store a sale without changing what the
// UIs read.
type Sale struct {
	ID        int64     `json:"id"`
	CreatedAt time.Time `json:"created_at"`
	Number    string    `json:"transaction_id_display" doc:"Nomor struk, TRX-YYYYMMDD-NNNNNN."`
	Void
	CustomerID    *int64     `json:"customer_id"`
	CustomerName  *string    `json:"customer_name_cache" doc:"Nama pelanggan saat transaksi."`
	CustomerType  string     `json:"customer_type" enum:"umum,reseller" doc:"umum atau reseller."`
	Subtotal      int64      `json:"subtotal"`
	Discount      int64      `json:"discount"`
	Total         int64      `json:"total_amount"`
	Paid          int64      `json:"paid_amount"`
	Change        int64      `json:"change_amount"`
	Remaining     int64      `json:"remaining_amount" doc:"Sisa yang menjadi cicilan."`
	Returned      int64      `json:"returned_amount" doc:"Nilai barang yang sudah diretur sampai sekarang (bagiannya dari total)."`
	AllReturned   bool       `json:"all_returned" doc:"Semua barang sudah diretur: tidak ada lagi yang dapat diretur atau dibatalkan."`
	PaymentMethod string     `json:"payment_method" enum:"tunai,cicilan" doc:"tunai bila lunas, cicilan bila ada sisa."`
	KasirID       *int64     `json:"kasir_id"`
	KasirName     *string    `json:"kasir_name"`
	Items         []SaleItem `json:"items"`
	Payments      []Payment  `json:"payments,omitempty" doc:"Pembayaran per metode; ada di struk, tidak di daftar."`
}

// SaleItem is one line of a sale, priced as it was sold.
type SaleItem struct {
	ID          int64      `json:"id"`
	SaleID      int64      `json:"transaction_id"`
	ProductID   int64      `json:"product_id"`
	ProductName string     `json:"product_name"`
	Quantity    int64      `json:"quantity"`
	BuyPrice    int64      `json:"buy_price_at_sale"`
	SalePrice   int64      `json:"sale_price_at_sale"`
	Units       []SoldUnit `json:"units,omitempty" doc:"Unit (IMEI/serial) yang terjual pada baris ini; ada di struk."`
	// The shop's warranty on the line, as the receipt prints it.
	WarrantyName  *string `json:"warranty_name,omitempty" doc:"Garansi toko untuk kategori barang ini pada hari penjualan, mis. Garansi toko 7 hari."`
	WarrantyUntil *string `json:"warranty_until,omitempty" format:"date" doc:"Hari terakhir garansi (YYYY-MM-DD, hari toko)."`
}

// SoldUnit is a phone or laptop a sale sold, as the receipt prints it.
type SoldUnit struct {
	ID     int64   `json:"id"`
	IMEI   *string `json:"imei"`
	IMEI2  *string `json:"imei2"`
	Serial *string `json:"serial"`
}

func saleOf(s core.SalesTransaction) Sale {
	items := make([]SaleItem, len(s.Items))
	for i, it := range s.Items {
		items[i] = SaleItem{ID: it.ID, SaleID: it.SaleID, ProductID: it.ProductID, ProductName: it.ProductName,
			Quantity: it.Quantity, BuyPrice: it.BuyPrice, SalePrice: it.SalePrice, WarrantyName: it.WarrantyName, WarrantyUntil: it.WarrantyUntil}
		for _, u := range it.Units {
			items[i].Units = append(items[i].Units, SoldUnit{ID: u.ID, IMEI: u.IMEI, IMEI2: u.IMEI2, Serial: u.Serial})
		}
	}
	return Sale{ID: s.ID, CreatedAt: s.CreatedAt, Number: s.Number, Void: voidOf(s.Voided), CustomerID: s.CustomerID, CustomerName: s.CustomerName,
		CustomerType: s.CustomerType, Subtotal: s.Subtotal, Discount: s.Discount, Total: s.Total, Paid: s.Paid,
		Change: s.Change, Remaining: s.Remaining, Returned: s.Returned, AllReturned: s.AllReturned, PaymentMethod: s.PaymentMethod, KasirID: s.KasirID, KasirName: s.KasirName,
		Items: items, Payments: paymentsOf(s.Payments)}
}

type saleOutput struct {
	Body Sale
}

type saleIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID transaksi penjualan."`
}

type saleListInput struct {
	PageParams
}

type salePage struct {
	Body core.Page[Sale]
}

func (s *Server) registerSales() {
	tags := []string{tagSales}
	register(s, Staff, huma.Operation{
		OperationID: "create-sale", Method: http.MethodPost, Path: "/api/sales", DefaultStatus: http.StatusCreated,
		Summary:     "Proses transaksi penjualan",
		Description: "Subtotal, total, kembalian dan sisa dihitung server dari harga saat ini; stok berkurang lewat buku stok; sisa pembayaran dengan pelanggan menjadi cicilan.",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *saleCreateInput) (*saleOutput, error) {
		b := in.Body
		lines := make([]sales.Line, 0, len(b.Items))
		for _, l := range b.Items {
			lines = append(lines, sales.Line{ProductID: l.ProductID, Quantity: int64(l.Quantity), UnitIDs: l.UnitIDs})
		}
		sale, err := s.deps.Sales.RingUpSale(ctx, caller(ctx), sales.SaleInput{
			Lines: lines, CustomerType: b.CustomerType, CustomerID: b.CustomerID, Discount: int64(b.Discount),
			PaymentMethod: b.PaymentMethod, Paid: int64(b.PaidAmount), Payments: tenderedOf(b.Payments), IdempotencyKey: in.IdempotencyKey, OrderID: b.OrderID,
		})
		return &saleOutput{Body: saleOf(sale)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-sale", Method: http.MethodGet, Path: "/api/sales/{id}",
		Summary: "Struk penjualan", Description: "Semua yang dicetak di struk.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *saleIDInput) (*saleOutput, error) {
		sale, err := s.deps.Sales.Receipt(ctx, in.ID)
		return &saleOutput{Body: saleOf(sale)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-sales", Method: http.MethodGet, Path: "/api/sales",
		Summary: "Daftar transaksi penjualan", Description: "Terbaru dulu.", Tags: tags,
	}, func(ctx context.Context, in *saleListInput) (*salePage, error) {
		page, err := s.deps.Sales.List(ctx, core.SaleFilter{PageRequest: in.request()})
		return &salePage{Body: mapPage(page, saleOf)}, err
	})
}
