package httpapi

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/stockcount"
)

type stockCountListInput struct {
	Status string `query:"status" enum:"open,posted,cancelled," doc:"open, posted atau cancelled; kosong untuk semua."`
	Outlet int64  `query:"outlet_id" minimum:"0" doc:"Hanya stock opname di outlet ini; 0 atau kosong: semua outlet."`
	PageParams
}

type stockCountStartInput struct {
	Body struct {
		Categories []string `json:"categories,omitempty" maxItems:"50" doc:"Kategori yang dihitung; kosong untuk seluruh toko."`
		Note       string   `json:"note,omitempty" maxLength:"500"`
	}
}

type stockCountIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID stock opname."`
}

type stockCountScanInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Code     string `json:"code" maxLength:"100" doc:"Barcode barang, atau IMEI/serial unit."`
		Quantity int64  `json:"quantity,omitempty" minimum:"0" doc:"Berapa yang dihitung dengan satu pindaian barcode; bawaan 1."`
	}
}

type stockCountLineInput struct {
	ID        int64 `path:"id" minimum:"1"`
	ProductID int64 `path:"product_id" minimum:"1"`
	Body      struct {
		Counted *int64 `json:"counted" doc:"Jumlah dihitung; null menghapus hitungan."`
	}
}

// StockCountScan is what one scan counted.
type StockCountScan struct {
	Line  core.StockCountLine `json:"line"`
	Unit  *core.Unit          `json:"unit,omitempty" doc:"Unit yang dipindai dengan IMEI/serial."`
	Again bool                `json:"again" doc:"Unit ini sudah dihitung sebelumnya."`
}

type sheetForm struct {
	File huma.FormFile `form:"file" required:"true"`
}

type stockCountSheetInput struct {
	ID      int64 `path:"id" minimum:"1"`
	RawBody huma.MultipartFormFiles[sheetForm]
}

// SheetImported says how many lines an imported sheet counted.
type SheetImported struct {
	Lines   int    `json:"lines"`
	Message string `json:"message"`
}

func (s *Server) registerStockCounts() {
	tags := []string{tagStockCounts}
	counts := func() *stockcount.Counts { return s.deps.Counts }
	register(s, Staff, huma.Operation{
		OperationID: "list-stock-counts", Method: http.MethodGet, Path: "/api/stock-counts",
		Summary: "Daftar stock opname", Description: "Terbaru dulu; bisa per outlet.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *stockCountListInput) (*bodyOf[core.Page[core.StockCount]], error) {
		if err := s.listedAt(ctx, in.Outlet); err != nil {
			return nil, err
		}
		page, err := counts().List(ctx, core.StockCountFilter{Status: core.StockCountStatus(in.Status), Outlet: in.Outlet, PageRequest: in.request()})
		return &bodyOf[core.Page[core.StockCount]]{Body: page}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "start-stock-count", Method: http.MethodPost, Path: "/api/stock-counts", DefaultStatus: http.StatusCreated,
		Summary: "Mulai stock opname", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
		Description: "Stok sistem setiap barang (dan setiap unit IMEI/serial di toko) dibekukan sebagai lembar hitung.",
	}, func(ctx context.Context, in *stockCountStartInput) (*bodyOf[core.StockCount], error) {
		c, err := counts().Start(ctx, caller(ctx), in.Body.Categories, in.Body.Note)
		return &bodyOf[core.StockCount]{Body: c}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-stock-count", Method: http.MethodGet, Path: "/api/stock-counts/{id}",
		Summary: "Lembar hitung stock opname", Tags: tags, Errors: []int{http.StatusNotFound},
		Description: "Setiap barang dengan stok saat mulai, stok sekarang (penjualan selama penghitungan sudah masuk) dan jumlah dihitung; unit IMEI/serial dengan tanda ditemukan.",
	}, func(ctx context.Context, in *stockCountIDInput) (*bodyOf[core.StockCount], error) {
		c, err := counts().Count(ctx, in.ID)
		return &bodyOf[core.StockCount]{Body: c}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "scan-stock-count", Method: http.MethodPost, Path: "/api/stock-counts/{id}/scans",
		Summary: "Hitung satu pindaian", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
		Description: "Barcode barang menambah jumlah dihitung; IMEI/serial menandai unitnya ditemukan. Beberapa staf boleh menghitung bersamaan.",
	}, func(ctx context.Context, in *stockCountScanInput) (*bodyOf[StockCountScan], error) {
		r, err := counts().Scan(ctx, in.ID, in.Body.Code, in.Body.Quantity)
		return &bodyOf[StockCountScan]{Body: StockCountScan{Line: r.Line, Unit: r.Unit, Again: r.Again}}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "set-stock-count-line", Method: http.MethodPut, Path: "/api/stock-counts/{id}/lines/{product_id}",
		Summary: "Ketik jumlah dihitung", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
		Description: "Mengganti jumlah dihitung satu barang; barang ber-IMEI/serial dihitung dengan memindai unitnya.",
	}, func(ctx context.Context, in *stockCountLineInput) (*bodyOf[core.StockCountLine], error) {
		l, err := counts().SetCounted(ctx, in.ID, in.ProductID, in.Body.Counted)
		return &bodyOf[core.StockCountLine]{Body: l}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "download-stock-count-sheet", Method: http.MethodGet, Path: "/api/stock-counts/{id}/sheet",
		Summary: "Unduh lembar hitung (.xlsx)", Tags: tags, Errors: []int{http.StatusNotFound},
		Description: "Untuk dicetak atau diisi di Excel lalu diunggah kembali: kolom Jumlah Dihitung.",
		Responses:   map[string]*huma.Response{"200": {Description: "Workbook Excel", Content: map[string]*huma.MediaType{xlsxType: {}}}},
	}, func(ctx context.Context, in *stockCountIDInput) (*huma.StreamResponse, error) {
		c, err := counts().Count(ctx, in.ID)
		if err != nil {
			return nil, err
		}
		return s.sendWorkbook(ctx, fmt.Sprintf("lembar-hitung-%s.xlsx", c.Number), func(w io.Writer) error {
			return counts().WriteSheet(ctx, in.ID, w)
		}), nil
	})

	register(s, Staff, uploading(huma.Operation{
		OperationID: "upload-stock-count-sheet", Method: http.MethodPost, Path: "/api/stock-counts/{id}/sheet",
		Summary: "Unggah lembar hitung yang diisi", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "Formulir multipart (file .xlsx atau .csv): setiap baris dengan Jumlah Dihitung mengganti hitungannya; satu baris salah membatalkan semuanya.",
	}, core.SheetUpload), func(ctx context.Context, in *stockCountSheetInput) (*bodyOf[SheetImported], error) {
		up, err := readUpload(core.SheetUpload, in.RawBody.Data().File)
		if err != nil {
			return nil, err
		}
		n, err := counts().ImportSheet(ctx, in.ID, up)
		return &bodyOf[SheetImported]{Body: SheetImported{Lines: n, Message: fmt.Sprintf("%d barang dihitung dari file.", n)}}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "post-stock-count", Method: http.MethodPost, Path: "/api/stock-counts/{id}/post",
		Summary: "Posting stock opname", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "Setiap selisih masuk buku stok dengan alasan opname dan nomor stock opname sebagai referensi; barang yang belum dihitung tidak diubah.",
	}, func(ctx context.Context, in *stockCountIDInput) (*bodyOf[core.StockCount], error) {
		c, err := counts().Post(ctx, caller(ctx), in.ID)
		return &bodyOf[core.StockCount]{Body: c}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "cancel-stock-count", Method: http.MethodPost, Path: "/api/stock-counts/{id}/cancel",
		Summary: "Batalkan stock opname", Description: "Stok tidak berubah.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *stockCountIDInput) (*bodyOf[core.StockCount], error) {
		c, err := counts().Cancel(ctx, caller(ctx), in.ID)
		return &bodyOf[core.StockCount]{Body: c}, err
	})
}
