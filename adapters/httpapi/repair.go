package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

type serviceListInput struct {
	Q          string `query:"q" doc:"Cari nomor SVC, nama atau telepon pelanggan, perangkat, IMEI."`
	Status     string `query:"status" maxLength:"100" doc:"Status dipisah koma, in_progress (Pending dan Proses), atau billable (yang ditawarkan Kasir Servis: Pending, Proses, dan Selesai yang belum ditagih)."`
	CustomerID int64  `query:"customer_id" minimum:"0" doc:"Hanya servis pelanggan ini."`
	Technician int64  `query:"technician_id" minimum:"0" doc:"Hanya servis yang ditugaskan ke teknisi ini."`
	Unassigned bool   `query:"unassigned" doc:"Hanya servis yang belum ditugaskan ke teknisi."`
	PageParams
}

type servicePage struct {
	Body core.Page[core.ServiceEntry]
}

type entryBody struct {
	CustomerID  *int64             `json:"customer_id,omitempty"`
	Category    string             `json:"category,omitempty" doc:"Handphone, Laptop, Komputer, Printer atau Lainnya."`
	DeviceType  string             `json:"device_type,omitempty" maxLength:"200"`
	DamageType  string             `json:"damage_type,omitempty" maxLength:"200"`
	Description string             `json:"description,omitempty" maxLength:"2000"`
	Status      string             `json:"status,omitempty" doc:"Bawaan Pending."`
	Date        *time.Time         `json:"date,omitempty" doc:"Waktu masuk; bawaan sekarang."`
	IMEI        *string            `json:"imei,omitempty" maxLength:"100" doc:"IMEI atau nomor seri."`
	Accessories *string            `json:"accessories,omitempty" maxLength:"500" doc:"Kelengkapan yang dititipkan (charger, tray SIM, casing…)."`
	Condition   *string            `json:"condition,omitempty" maxLength:"1000" doc:"Kondisi perangkat saat diterima."`
	Checklist   []string           `json:"checklist,omitempty" maxItems:"20" doc:"Daftar periksa yang dicentang: kunci dari INTAKE_CHECKS (screen_cracked, no_power, water_damage, buttons, camera, sim_tray, charger, case, sim_card). Tidak dikirim: tetap seperti sebelumnya."`
	ScreenLock  *repair.ScreenLock `json:"screen_lock,omitempty" doc:"Kunci layar yang dititipkan pelanggan; disimpan terenkripsi, tidak pernah dijawab di daftar atau struk, dihapus saat servis diambil atau batal. Tidak dikirim: tetap seperti sebelumnya."`
	// PromisedDate is the Estimasi Selesai.
	PromisedDate *string `json:"promised_date,omitempty" maxLength:"10" doc:"Estimasi Selesai, YYYY-MM-DD (hari toko): tidak sebelum tanggal masuk, paling lambat setahun setelahnya."`
	// WarrantyRepair repairs, under the shop's warranty, the unit it sold with this IMEI.
	WarrantyRepair bool   `json:"warranty_repair,omitempty" doc:"Perbaikan garansi toko untuk unit yang dijual di sini (IMEI masih dalam masa garansi): tanpa biaya service bawaan, sparepart gratis."`
	TechnicianID   *int64 `json:"technician_id,omitempty" minimum:"1" doc:"Teknisi yang ditugaskan saat penerimaan; pada ubah servis tidak dipakai (tugaskan lewat /technician)."`
}

func (b entryBody) input() repair.EntryInput {
	return repair.EntryInput{CustomerID: b.CustomerID, Category: b.Category, DeviceType: b.DeviceType, DamageType: b.DamageType,
		Description: b.Description, Status: b.Status, Date: b.Date, IMEI: b.IMEI, Accessories: b.Accessories, Condition: b.Condition, PromisedDate: b.PromisedDate, Checklist: b.Checklist, ScreenLock: b.ScreenLock, WarrantyRepair: b.WarrantyRepair,
		TechnicianID: b.TechnicianID}
}

type entryCreateInput struct {
	Body entryBody
}

type entryIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID servis (angka pada SVC-…)."`
}

type entryUpdateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body entryBody
}

type entryInfoInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		ServiceInfo *string `json:"service_info,omitempty" doc:"Sedang proses, Telah Selesai, Gagal/Cancel, atau kosong."`
		InfoDate    *string `json:"info_date,omitempty" doc:"YYYY-MM-DD."`
	}
}

type entryStateInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		State core.RepairState `json:"state" enum:"Antri,Diagnosa,Menunggu Persetujuan,Menunggu Sparepart,Dikerjakan,Selesai,Gagal/Cancel,Sudah Diambil" doc:"Kolom tujuan di papan servis."`
	}
}

type entryOutput struct {
	Body core.ServiceEntry
}

// ServiceBill is the bill of a repair as the API answers it, with the spec's field names.
type ServiceBill struct {
	ID             int64 `json:"id"`
	ServiceEntryID int64 `json:"service_entry_id"`
	Void
	CustomerID    int64             `json:"customer_id"`
	CustomerName  string            `json:"customer_name_cache"`
	Description   string            `json:"description"`
	ServiceFee    int64             `json:"service_fee"`
	PartsCost     int64             `json:"total_parts_cost" doc:"Harga ecer sparepart seluruhnya."`
	Total         int64             `json:"total_amount"`
	Paid          int64             `json:"paid_amount"`
	Change        int64             `json:"change_amount"`
	Remaining     int64             `json:"remaining_amount" doc:"Sisa yang menjadi cicilan SVC-{id}."`
	PaymentMethod string            `json:"payment_method" doc:"tunai bila lunas, cicilan bila ada sisa."`
	KasirID       *int64            `json:"kasir_id"`
	KasirName     *string           `json:"kasir_name"`
	CreatedAt     time.Time         `json:"created_at"`
	UpdatedAt     time.Time         `json:"updated_at"`
	Parts         []ServiceBillPart `json:"parts"`
	Payments      []Payment         `json:"payments,omitempty" doc:"Pembayaran per metode."`
}

// ServiceBillPart is a spare part a repair used, priced at its retail price.
type ServiceBillPart struct {
	ID            int64  `json:"id"`
	TransactionID int64  `json:"transaction_id"`
	ProductID     int64  `json:"product_id"`
	ProductName   string `json:"product_name"`
	Quantity      int64  `json:"quantity"`
	SalePrice     int64  `json:"sale_price"`
	BuyPrice      int64  `json:"buy_price"`
}

func serviceBillOf(b core.ServiceTransaction) ServiceBill {
	parts := make([]ServiceBillPart, len(b.Parts))
	for i, p := range b.Parts {
		parts[i] = ServiceBillPart{ID: p.ID, TransactionID: p.TransactionID, ProductID: p.ProductID, ProductName: p.ProductName,
			Quantity: p.Quantity, SalePrice: p.SalePrice, BuyPrice: p.BuyPrice}
	}
	return ServiceBill{ID: b.ID, ServiceEntryID: b.ServiceEntryID, Void: voidOf(b.Voided), CustomerID: b.CustomerID, CustomerName: b.CustomerName,
		Description: b.Description, ServiceFee: b.ServiceFee, PartsCost: b.PartsCost, Total: b.Total, Paid: b.Paid,
		Change: b.Change, Remaining: b.Remaining, PaymentMethod: b.PaymentMethod, KasirID: b.KasirID, KasirName: b.KasirName,
		CreatedAt: b.CreatedAt, UpdatedAt: b.UpdatedAt, Parts: parts, Payments: paymentsOf(b.Payments)}
}

type receiptBody struct {
	Entry core.ServiceEntry `json:"entry"`
	Bill  *ServiceBill      `json:"bill" doc:"Null sebelum servis diproses di kasir, dan selalu bagi Teknisi (yang tidak melihat uang)."`
	// PartsUsed answers a Teknisi the bill's parts without their prices.
	PartsUsed []UsedPart `json:"parts_used,omitempty" doc:"Bagi Teknisi: sparepart yang dipakai, tanpa harga."`
	// Outlet is answered to the customer's tracking only.
	Outlet *core.OutletPlace `json:"outlet,omitempty" doc:"Outlet tempat perangkat berada sekarang, pada pelacakan pelanggan di toko dengan beberapa outlet."`
}

type receiptOutput struct {
	Body receiptBody
}

func receiptOf(r repair.Receipt) *receiptOutput {
	out := &receiptOutput{Body: receiptBody{Entry: r.Entry, Outlet: r.Outlet}}
	if r.Bill != nil {
		bill := serviceBillOf(*r.Bill)
		out.Body.Bill = &bill
	}
	return out
}

type servicePaymentInput struct {
	ID             int64  `path:"id" minimum:"1"`
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Kunci unik per percobaan; kiriman ulang dengan kunci dan isi sama menjawab tagihan yang sama tanpa memproses dua kali."`
	Body           struct {
		ServiceFee price          `json:"service_fee,omitempty" doc:"Biaya jasa (rupiah)."`
		Parts      []saleLine     `json:"parts,omitempty" maxItems:"100" doc:"Sparepart: produk dan jumlah; harga ecer dibaca server."`
		PaidAmount amount         `json:"paid_amount,omitempty" doc:"Uang tunai yang dibayarkan; atau kirim payments."`
		Payments   []tenderedLine `json:"payments,omitempty" maxItems:"10" doc:"Pembayaran per metode; kembalian hanya dari tunai, sisa menjadi cicilan SVC-{id}."`
		Status     string         `json:"status,omitempty" doc:"Status yang disimpan ke entri; bawaan Proses."`
	}
}

type trackingIDInput struct {
	ServiceID string `path:"service_id" maxLength:"30" doc:"Nomor servis (angka)."`
}

type trackingTokenInput struct {
	Token string `query:"token" maxLength:"100" doc:"Token dari kode QR pada struk pelanggan."`
}

type trackingOutput struct {
	Body repair.Tracking
}

func (s *Server) registerRepair() {
	tags := []string{tagRepair}
	register(s, Bench, huma.Operation{
		OperationID: "list-service-entries", Method: http.MethodGet, Path: "/api/service-entries",
		Summary: "Daftar servis masuk", Description: "Terbaru dulu.", Tags: tags,
	}, func(ctx context.Context, in *serviceListInput) (*servicePage, error) {
		page, err := s.deps.Repair.Entries(ctx, core.ServiceFilter{Search: in.Q, Statuses: statuses(in.Status), Billable: in.Status == "billable",
			CustomerID: idFilter(in.CustomerID), TechnicianID: idFilter(in.Technician), Unassigned: in.Unassigned, PageRequest: in.request()})
		return &servicePage{Body: page}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "create-service-entry", Method: http.MethodPost, Path: "/api/service-entries", DefaultStatus: http.StatusCreated,
		Summary: "Terima servis", Description: "Status bawaan Pending; perangkat yang sama dari pelanggan yang sama dalam masa garansi dicatat sebagai klaim garansi.", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *entryCreateInput) (*entryOutput, error) {
		e, err := s.deps.Repair.TakeIn(ctx, caller(ctx), in.Body.input())
		return &entryOutput{Body: e}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "get-service-entry", Method: http.MethodGet, Path: "/api/service-entries/{id}",
		Summary: "Detail servis dan tagihannya", Description: "Data struk: entri, pelanggan, biaya dan sparepart.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *entryIDInput) (*receiptOutput, error) {
		r, err := s.deps.Repair.EntryReceipt(ctx, in.ID)
		if !caller(ctx).Role.SeesMoney() {
			return benchReceiptOf(r), err
		}
		return receiptOf(r), err
	})

	register(s, Bench, huma.Operation{
		OperationID: "update-service-entry", Method: http.MethodPut, Path: "/api/service-entries/{id}",
		Summary: "Ubah servis", Description: "Mengganti data penerimaan: pelanggan, perangkat, kerusakan, status dan kelengkapan.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *entryUpdateInput) (*entryOutput, error) {
		e, err := s.deps.Repair.EditEntry(ctx, in.ID, in.Body.input())
		return &entryOutput{Body: e}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "update-service-info", Method: http.MethodPatch, Path: "/api/service-entries/{id}/info",
		Summary: "Ubah info servis dan tanggal info", Description: "Info Telah Selesai memulai pengingat pengambilan dari tanggal info.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *entryInfoInput) (*entryOutput, error) {
		e, err := s.deps.Repair.SetInfo(ctx, in.ID, in.Body.ServiceInfo, in.Body.InfoDate)
		return &entryOutput{Body: e}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "move-service-on-board", Method: http.MethodPatch, Path: "/api/service-entries/{id}/state",
		Summary:     "Pindahkan servis di papan servis",
		Description: "Status dan info servis mengikuti kolomnya. Ditolak (409) untuk servis yang sudah diambil atau dibatalkan, dan ke Sudah Diambil: pengambilan dicatat di Kasir Servis.",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *entryStateInput) (*entryOutput, error) {
		e, err := s.deps.Repair.MoveOnBoard(ctx, in.ID, in.Body.State)
		return &entryOutput{Body: e}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "delete-service-entry", Method: http.MethodDelete, Path: "/api/service-entries/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus servis", Description: "Ditolak (409) bila servis sudah diproses di kasir.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *entryIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Repair.DeleteEntry(ctx, in.ID)
	})

	s.registerRepairMoves(tags)
	s.registerRepairIntake(tags)
	s.registerTechnicians(tags)

	register(s, Staff, huma.Operation{
		OperationID: "pay-service", Method: http.MethodPost, Path: "/api/service-entries/{id}/payment",
		Summary:     "Proses pembayaran servis",
		Description: "Satu transaksi: sparepart lama kembali ke stok, yang baru keluar lewat buku stok, tagihan disimpan (satu per servis), status disimpan ke entri, sisa menjadi cicilan SVC-{id}.",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *servicePaymentInput) (*receiptOutput, error) {
		parts := make([]repair.Part, 0, len(in.Body.Parts))
		for _, p := range in.Body.Parts {
			parts = append(parts, repair.Part{ProductID: p.ProductID, Quantity: int64(p.Quantity)})
		}
		r, err := s.deps.Repair.ProcessServicePayment(ctx, caller(ctx), repair.PaymentInput{
			EntryID: &in.ID, Fee: int64(in.Body.ServiceFee), Parts: parts, Paid: int64(in.Body.PaidAmount), Payments: tenderedOf(in.Body.Payments), Status: in.Body.Status,
			IdempotencyKey: in.IdempotencyKey,
		})
		return receiptOf(r), err
	})

	register(s, Anyone, huma.Operation{
		OperationID: "track-service", Method: http.MethodGet, Path: "/api/tracking/{service_id}",
		Summary: "Lacak status servis", Description: "Publik; nama dan telepon pelanggan disamarkan; dibatasi per alamat.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *trackingIDInput) (*trackingOutput, error) {
		t, err := s.deps.Repair.Track(ctx, in.ServiceID, clientFrom(ctx).IP)
		return &trackingOutput{Body: t}, err
	})

	register(s, Anyone, huma.Operation{
		OperationID: "track-service-by-token", Method: http.MethodGet, Path: "/api/tracking",
		Summary: "Struk servis dari kode QR", Description: "Token rahasia pada struk pelanggan membuka struk lengkap.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *trackingTokenInput) (*receiptOutput, error) {
		r, err := s.deps.Repair.TrackByToken(ctx, in.Token, clientFrom(ctx).IP)
		return receiptOf(r), err
	})
}

func statuses(param string) []string {
	if param == "" {
		return nil
	}
	switch param {
	case "in_progress":
		return []string{core.ServicePending, core.ServiceInProcess}
	case "billable":
		return nil
	}
	var out []string
	for _, s := range strings.Split(param, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
