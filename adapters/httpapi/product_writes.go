package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// ProductFields are the product form's fields shared by adding and editing.
type ProductFields struct {
	Name              string    `json:"name,omitempty" maxLength:"200"`
	Category          string    `json:"category,omitempty" maxLength:"100"`
	Description       string    `json:"description,omitempty" maxLength:"5000"`
	BuyPrice          price     `json:"buy_price,omitempty" doc:"Harga beli (rupiah)."`
	RetailPrice       price     `json:"retail_price,omitempty" doc:"Harga ecer (rupiah)."`
	ResellerPrice     price     `json:"reseller_price,omitempty" doc:"Harga reseller (rupiah)."`
	Barcode           string    `json:"barcode,omitempty" maxLength:"64"`
	SupplierID        *int64    `json:"supplier_id,omitempty"`
	EntryDate         *string   `json:"entry_date,omitempty" doc:"Tanggal masuk, YYYY-MM-DD."`
	LowStockThreshold *quantity `json:"low_stock_threshold,omitempty" doc:"Batas stok menipis untuk pengingat; kosong: bawaan toko (2)."`
	Tracked           bool      `json:"tracked,omitempty" doc:"Dilacak per unit (IMEI/serial): stok adalah jumlah unitnya di toko. Hanya bisa diubah saat stok 0."`
	WarrantyName      *string   `json:"warranty_name,omitempty" maxLength:"200" doc:"Garansi barang ini di struk (mis. Garansi resmi 1 tahun); kosong: garansi kategorinya di pengaturan."`
	WarrantyDays      *int64    `json:"warranty_days,omitempty" doc:"Lama garansi barang ini (1–3650 hari), bersama warranty_name."`
}

func (f ProductFields) input() catalog.ProductInput {
	return catalog.ProductInput{
		Name: f.Name, Category: f.Category, Description: f.Description, BuyPrice: int64(f.BuyPrice),
		RetailPrice: int64(f.RetailPrice), ResellerPrice: int64(f.ResellerPrice), Barcode: f.Barcode, SupplierID: f.SupplierID, EntryDate: f.EntryDate,
		LowStockThreshold: (*int64)(f.LowStockThreshold), Tracked: f.Tracked, WarrantyName: f.WarrantyName, WarrantyDays: f.WarrantyDays,
	}
}

type productCreateInput struct {
	Body struct {
		ProductFields
		Stock quantity `json:"stock,omitempty" doc:"Stok awal; dicatat di buku stok."`
	}
}

type productUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		ProductFields
		StockCorrection stockChange `json:"stock_correction,omitempty" doc:"Koreksi stok terhadap stok yang tampil di formulir (negatif bila berkurang); dicatat di buku stok. Penjualan yang terjadi sementara formulir terbuka tetap berlaku."`
	}
}

type productImageInput struct {
	ID int64 `path:"id" minimum:"1"`
	imageUploadInput
}

type stockInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Delta      quantity      `json:"delta,omitempty" doc:"Jumlah masuk, di atas 0 (koreksi stok lewat ubah barang)."`
		EntryDate  *string       `json:"entry_date,omitempty" doc:"Tanggal masuk, YYYY-MM-DD."`
		SupplierID *int64        `json:"supplier_id,omitempty"`
		Note       string        `json:"note,omitempty" maxLength:"200"`
		Units      []unitNumbers `json:"units,omitempty" maxItems:"1000" doc:"Untuk barang yang dilacak per unit: nomor setiap unit yang masuk; jumlah masuk mengikuti banyaknya."`
	}
}

type movementsInput struct {
	ID int64 `path:"id" minimum:"1"`
	PageParams
}

type movementsOutput struct {
	Body core.Page[core.StockMovement]
}

type barcodeOutput struct {
	Body struct {
		Barcode string `json:"barcode" example:"2001234567893"`
	}
}

func (s *Server) registerProductWrites() {
	tags := []string{tagProducts}
	register(s, Staff, huma.Operation{
		OperationID: "create-product", Method: http.MethodPost, Path: "/api/products", DefaultStatus: http.StatusCreated,
		Summary: "Tambah barang", Description: "Stok awal dicatat di buku stok; barcode harus unik.", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *productCreateInput) (*productOutput, error) {
		form := in.Body.input()
		form.Stock = int64(in.Body.Stock)
		p, err := s.deps.Catalog.AddProduct(ctx, form, caller(ctx))
		return &productOutput{Body: p}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "update-product", Method: http.MethodPut, Path: "/api/products/{id}",
		Summary: "Ubah barang", Description: "Mengganti seluruh data barang: field yang tidak dikirim dikosongkan. Stok hanya berubah lewat stock_correction (koreksi di buku stok).",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *productUpdateInput) (*productOutput, error) {
		form := in.Body.input()
		form.StockCorrection = int64(in.Body.StockCorrection)
		p, err := s.deps.Catalog.UpdateProduct(ctx, in.ID, form, caller(ctx))
		return &productOutput{Body: p}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "delete-product", Method: http.MethodDelete, Path: "/api/products/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus barang", Description: "Ditolak (409) bila barang sudah dipakai di transaksi, servis atau pesanan.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *productIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Catalog.DeleteProduct(ctx, in.ID)
	})

	register(s, Staff, uploading(huma.Operation{
		OperationID: "upload-product-image", Method: http.MethodPost, Path: "/api/products/{id}/image",
		Summary: "Unggah foto barang", Description: core.ProductPhotoUpload.Describe() + "; foto lama dihapus.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, core.ProductPhotoUpload), func(ctx context.Context, in *productImageInput) (*productOutput, error) {
		up, err := readUpload(core.ProductPhotoUpload, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Catalog.SetProductImage(ctx, in.ID, up)
		return &productOutput{Body: p}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "regenerate-product-barcode", Method: http.MethodPost, Path: "/api/products/{id}/barcode",
		Summary: "Buat ulang barcode", Description: "EAN-13 baru di rentang 200–299 (untuk toko).", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *productIDInput) (*productOutput, error) {
		p, err := s.deps.Catalog.RegenerateBarcode(ctx, in.ID)
		return &productOutput{Body: p}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "new-barcode", Method: http.MethodGet, Path: "/api/products/new-barcode",
		Summary: "Barcode baru untuk formulir barang", Description: "EAN-13 yang belum dipakai produk mana pun.", Tags: tags,
	}, func(ctx context.Context, _ *struct{}) (*barcodeOutput, error) {
		code, err := s.deps.Catalog.FreshBarcode(ctx)
		out := &barcodeOutput{}
		out.Body.Barcode = code
		return out, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "add-stock", Method: http.MethodPost, Path: "/api/products/{id}/stock",
		Summary: "Tambah stok", Description: "Mencatat barang masuk di buku stok; boleh mengisi tanggal masuk dan supplier.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *stockInput) (*productOutput, error) {
		b := in.Body
		p, err := s.deps.Catalog.AddStock(ctx, in.ID, catalog.StockInput{Delta: int64(b.Delta), EntryDate: b.EntryDate, SupplierID: b.SupplierID, Note: b.Note, Units: unitInputs(b.Units)}, caller(ctx))
		return &productOutput{Body: p}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-stock-movements", Method: http.MethodGet, Path: "/api/products/{id}/movements",
		Summary: "Riwayat stok barang", Description: "Buku stok barang ini, terbaru dulu.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *movementsInput) (*movementsOutput, error) {
		if _, err := s.deps.Catalog.ProductDetail(ctx, in.ID); err != nil {
			return nil, err
		}
		page, err := s.deps.Ledger.History(ctx, in.ID, in.request())
		return &movementsOutput{Body: page}, err
	})
}
