package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shifts"
	"github.com/konterhp/konter/ports"
)

// Shift is a cash-drawer shift with its money: the Z report.
type Shift struct {
	ID           int64              `json:"id"`
	KasirID      *int64             `json:"kasir_id"`
	KasirName    string             `json:"kasir_name"`
	OutletID     int64              `json:"outlet_id" doc:"Outlet yang lacinya dipakai shift ini."`
	Status       string             `json:"status" enum:"open,closed" doc:"open selama shift berjalan, closed setelah ditutup."`
	OpenedAt     time.Time          `json:"opened_at"`
	ClosedAt     *time.Time         `json:"closed_at"`
	ClosedBy     *string            `json:"closed_by" doc:"Nama yang menutup shift (kasirnya sendiri atau Admin)."`
	OpeningCash  int64              `json:"opening_cash" doc:"Modal awal di laci."`
	PerMethod    []core.MethodTotal `json:"per_method" doc:"Uang yang diterima per metode, dikurangi kembalian dan pengembalian dana; null bila blind."`
	CashTaken    *core.Sum          `json:"cash_taken" doc:"Uang tunai dari transaksi: yang diserahkan dikurangi kembalian; null bila blind."`
	CashIn       core.Sum           `json:"cash_in" doc:"Kas masuk di luar transaksi."`
	CashOut      core.Sum           `json:"cash_out" doc:"Kas keluar di luar transaksi."`
	Refunds      *core.Sum          `json:"refunds" doc:"Uang yang dikembalikan ke pelanggan (pembatalan dan retur), semua metode; null bila blind."`
	CashRefunds  *core.Sum          `json:"cash_refunds" doc:"Bagian pengembalian dana yang tunai; null bila blind."`
	Voids        int64              `json:"voids" doc:"Transaksi dibatalkan yang uangnya dikembalikan di shift ini."`
	Documents    int64              `json:"documents" doc:"Jumlah transaksi yang menerima uang di shift ini."`
	ExpectedCash *core.Sum          `json:"expected_cash" doc:"Uang tunai yang seharusnya ada di laci: modal awal + tunai diterima + kas masuk − kas keluar − pengembalian tunai; null bila blind."`
	Blind        bool               `json:"blind" doc:"Tutup shift tanpa melihat kas seharusnya (pengaturan blindClose): kasir tidak diberi kas seharusnya maupun angka asalnya sampai shiftnya ditutup; Admin selalu melihat semuanya."`
	CountedCash  *int64             `json:"counted_cash" doc:"Uang tunai yang dihitung saat tutup shift."`
	Difference   *core.Sum          `json:"difference" doc:"Dihitung dikurangi seharusnya; minus berarti kurang."`
	Note         *string            `json:"note"`
	Moves        []CashMove         `json:"cash_moves"`
	Openings     []DrawerOpening    `json:"drawer_openings" doc:"Laci dibuka tanpa transaksi (Buka Laci): siapa, kapan, mengapa."`
}

// DrawerOpening is the drawer opened without a sale (Buka Laci).
type DrawerOpening struct {
	ID        int64     `json:"id"`
	Reason    string    `json:"reason"`
	UserName  *string   `json:"user_name"`
	CreatedAt time.Time `json:"created_at"`
}

// CashMove is cash put into or taken out of a drawer.
type CashMove struct {
	ID        int64     `json:"id"`
	Direction string    `json:"direction" enum:"in,out"`
	Amount    int64     `json:"amount"`
	Reason    string    `json:"reason"`
	UserName  *string   `json:"user_name"`
	CreatedAt time.Time `json:"created_at"`
}

func shiftOf(r shifts.Report) Shift {
	moves := make([]CashMove, len(r.Moves))
	for i, m := range r.Moves {
		moves[i] = CashMove{ID: m.ID, Direction: string(m.Direction), Amount: m.Amount, Reason: m.Reason, UserName: m.UserName, CreatedAt: m.CreatedAt}
	}
	openings := make([]DrawerOpening, len(r.Openings))
	for i, o := range r.Openings {
		openings[i] = DrawerOpening{ID: o.ID, Reason: o.Reason, UserName: o.UserName, CreatedAt: o.CreatedAt}
	}
	status := "open"
	if !r.IsOpen() {
		status = "closed"
	}
	out := Shift{ID: r.ID, KasirID: r.KasirID, KasirName: r.KasirName, OutletID: r.OutletID, Status: status, OpenedAt: r.OpenedAt, ClosedAt: r.ClosedAt,
		ClosedBy: r.ClosedByName, OpeningCash: r.OpeningCash, CashIn: r.CashIn, CashOut: r.CashOut, Voids: r.Voids, Documents: r.Documents,
		CountedCash: r.CountedCash, Difference: r.Difference, Note: r.CloseNote, Moves: moves, Openings: openings, Blind: r.Blind}
	if !r.Blind {
		out.PerMethod, out.CashTaken, out.Refunds, out.CashRefunds, out.ExpectedCash = orEmpty(r.PerMethod), &r.CashTaken, &r.Refunds, &r.CashRefund, &r.Expected
	}
	return out
}

type shiftIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID shift."`
}

type shiftOutput struct {
	Body Shift
}

// CurrentShift is the signed-in cashier's open shift, and whether one must be opened first.
type CurrentShift struct {
	Shift    *Shift `json:"shift" doc:"Shift yang sedang terbuka; null bila belum ada."`
	Required bool   `json:"required" doc:"Pengaturan shiftRequired: kasir wajib membuka shift sebelum menerima pembayaran."`
}

// DrawerTotals is the money in the drawers now, for the dashboard.
type DrawerTotals struct {
	OpenShifts   int64           `json:"open_shifts"`
	ExpectedCash core.Sum        `json:"expected_cash" doc:"Uang tunai yang seharusnya ada di semua laci yang shiftnya terbuka (di outlet yang dibaca, atau semua)."`
	PerOutlet    []OutletDrawers `json:"per_outlet" doc:"Laci tiap outlet, bila dibaca semua outlet dari toko yang punya beberapa outlet; kosong selain itu."`
}

// OutletDrawers is the money in one outlet's drawers now.
type OutletDrawers struct {
	OutletID     int64    `json:"outlet_id"`
	OutletName   string   `json:"outlet_name"`
	OpenShifts   int64    `json:"open_shifts"`
	ExpectedCash core.Sum `json:"expected_cash"`
}

type shiftListInput struct {
	PageParams
	OutletParam
	Status string `query:"status" enum:"open,closed," doc:"open: hanya yang terbuka."`
}

func (s *Server) registerShifts() {
	tags := []string{tagShifts}
	register(s, Staff, huma.Operation{
		OperationID: "current-shift", Method: http.MethodGet, Path: "/api/shifts/current",
		Summary: "Shift saya", Description: "Shift kasir yang sedang login bila terbuka, dengan uangnya sejauh ini.", Tags: tags,
	}, func(ctx context.Context, _ *struct{}) (*bodyOf[CurrentShift], error) {
		r, err := s.deps.Shifts.Current(ctx, caller(ctx))
		if err != nil {
			return nil, err
		}
		out := &bodyOf[CurrentShift]{}
		if r != nil {
			sh := shiftOf(*r)
			out.Body.Shift = &sh
		}
		out.Body.Required, err = s.deps.Shifts.Required(ctx)
		return out, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "open-shift", Method: http.MethodPost, Path: "/api/shifts", DefaultStatus: http.StatusCreated,
		Summary: "Buka shift", Description: "Kasir membuka shift dengan modal awal di laci. 409 bila shiftnya masih terbuka.",
		Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *struct {
		Body struct {
			OpeningCash amount `json:"opening_cash" doc:"Modal awal (rupiah)."`
		}
	}) (*shiftOutput, error) {
		r, err := s.deps.Shifts.Open(ctx, caller(ctx), int64(in.Body.OpeningCash))
		return &shiftOutput{Body: shiftOf(r)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-shifts", Method: http.MethodGet, Path: "/api/shifts",
		Summary: "Daftar shift", Description: "Terbaru dulu. Admin melihat semua kasir, kasir hanya shiftnya sendiri.", Tags: tags,
	}, func(ctx context.Context, in *shiftListInput) (*bodyOf[core.Page[Shift]], error) {
		outlet, err := s.outlet(ctx, in.OutletParam)
		if err != nil {
			return nil, err
		}
		page, err := s.deps.Shifts.List(ctx, caller(ctx), ports.ShiftFilter{PageRequest: in.request(), Outlet: outlet, OpenOnly: in.Status == "open"})
		out := &bodyOf[core.Page[Shift]]{Body: core.Page[Shift]{Items: make([]Shift, len(page.Items)), Total: page.Total}}
		for i, r := range page.Items {
			out.Body.Items[i] = shiftOf(r)
		}
		return out, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "drawer-totals", Method: http.MethodGet, Path: "/api/shifts/drawers",
		Summary: "Kas di laci", Description: "Uang tunai yang seharusnya ada di laci semua shift yang terbuka sekarang, di satu outlet atau semua (dengan rincian per outlet).", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *OutletParam) (*bodyOf[DrawerTotals], error) {
		outlet, err := s.outlet(ctx, *in)
		if err != nil {
			return nil, err
		}
		d, err := s.drawers(ctx, outlet)
		return &bodyOf[DrawerTotals]{Body: d}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-shift", Method: http.MethodGet, Path: "/api/shifts/{id}",
		Summary: "Laporan shift (Z report)", Description: "Kasir hanya shiftnya sendiri; Admin semua.", Tags: tags,
		Errors: []int{http.StatusForbidden, http.StatusNotFound},
	}, func(ctx context.Context, in *shiftIDInput) (*shiftOutput, error) {
		r, err := s.deps.Shifts.Get(ctx, caller(ctx), in.ID)
		return &shiftOutput{Body: shiftOf(r)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "move-shift-cash", Method: http.MethodPost, Path: "/api/shifts/{id}/cash-moves", DefaultStatus: http.StatusCreated,
		Summary:     "Kas masuk atau keluar",
		Description: "Uang tunai masuk ke laci atau keluar dari laci di luar transaksi (beli stok, setor bank, uang kembalian dari pemilik), dengan alasan, di shift sendiri yang masih terbuka.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1" doc:"ID shift."`
		Body struct {
			Direction string `json:"direction,omitempty" doc:"in (masuk) atau out (keluar)."`
			Amount    amount `json:"amount,omitempty"`
			Reason    string `json:"reason,omitempty" maxLength:"1000"`
		}
	}) (*shiftOutput, error) {
		r, err := s.deps.Shifts.MoveCash(ctx, caller(ctx), in.ID, core.CashDirection(in.Body.Direction), int64(in.Body.Amount), in.Body.Reason)
		return &shiftOutput{Body: shiftOf(r)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "open-shift-drawer", Method: http.MethodPost, Path: "/api/shifts/{id}/drawer-openings", DefaultStatus: http.StatusCreated,
		Summary:     "Buka Laci",
		Description: "Mencatat laci uang dibuka tanpa transaksi (siapa, kapan, alasannya) di shift sendiri yang masih terbuka; perangkat kasir lalu membuka laci lewat printernya.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1" doc:"ID shift."`
		Body struct {
			Reason string `json:"reason,omitempty" maxLength:"1000"`
		}
	}) (*shiftOutput, error) {
		r, err := s.deps.Shifts.OpenDrawer(ctx, caller(ctx), in.ID, in.Body.Reason)
		return &shiftOutput{Body: shiftOf(r)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "close-shift", Method: http.MethodPost, Path: "/api/shifts/{id}/close",
		Summary:     "Tutup shift",
		Description: "Dengan uang tunai yang dihitung di laci. Kasir menutup shiftnya sendiri; Admin dapat menutup shift kasir lain yang tertinggal terbuka.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1" doc:"ID shift."`
		Body struct {
			CountedCash amount `json:"counted_cash" doc:"Uang tunai yang dihitung di laci."`
			Note        string `json:"note,omitempty" maxLength:"2000"`
		}
	}) (*shiftOutput, error) {
		r, err := s.deps.Shifts.Close(ctx, caller(ctx), in.ID, int64(in.Body.CountedCash), in.Body.Note)
		return &shiftOutput{Body: shiftOf(r)}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "export-shifts", Method: http.MethodGet, Path: "/api/shifts/export",
		Summary: "Unduh laporan shift (.xlsx)", Description: "Satu baris per shift yang dibuka dalam periode; sama dengan konter export shifts.",
		Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
		Responses: map[string]*huma.Response{"200": {Description: "Workbook Excel", Content: map[string]*huma.MediaType{xlsxType: {}}}},
	}, func(ctx context.Context, in *PeriodParams) (*huma.StreamResponse, error) {
		p, err := s.deps.Reports.Period(ctx, in.From, in.To)
		if err != nil {
			return nil, err
		}
		return s.download(ctx, "shifts", p, s.deps.Shifts.Export), nil
	})
}

// drawers is the money in the outlet's drawers now (0: every outlet's), with each outlet's
// apart when it is every outlet's of a shop of several.
func (s *Server) drawers(ctx context.Context, outlet int64) (DrawerTotals, error) {
	out := DrawerTotals{PerOutlet: []OutletDrawers{}}
	outlets, err := s.deps.Outlets.List(ctx, core.PageRequest{PerPage: core.MaxPerPage})
	if err != nil {
		return out, err
	}
	for _, o := range outlets.Items {
		if outlet != 0 && o.ID != outlet {
			continue
		}
		open, expected, err := s.deps.Shifts.InDrawers(ctx, o.ID)
		if err != nil {
			return out, err
		}
		out.OpenShifts, out.ExpectedCash = out.OpenShifts+open, out.ExpectedCash.Plus(expected)
		out.PerOutlet = append(out.PerOutlet, OutletDrawers{OutletID: o.ID, OutletName: o.Name, OpenShifts: open, ExpectedCash: expected})
	}
	if outlet != 0 || len(outlets.Items) < 2 {
		out.PerOutlet = []OutletDrawers{}
	}
	return out, nil
}
