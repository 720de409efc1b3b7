// Package returns holds what an Admin takes back at the counter: a sale or a repair bill made
// by mistake is voided, and some goods of a sale are returned.
package returns

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/ports"
)

// Texts of voids and returns, in the spec's voice.
const (
	MsgAdminOnly      = "Hanya Admin yang dapat membatalkan transaksi atau menerima retur."
	MsgNoReason       = "Alasan wajib diisi."
	MsgReasonTooLong  = "Alasan paling panjang 500 karakter."
	MsgAlreadyVoided  = "Transaksi ini sudah dibatalkan."
	MsgAllReturned    = "Semua barang transaksi ini sudah diretur: tidak ada yang dapat dibatalkan."
	MsgNoBill         = "Servis ini belum memiliki tagihan."
	MsgNothingBack    = "Pilih barang yang diretur dan jumlahnya."
	MsgUnitNotSold    = "Unit yang diretur tidak terjual di transaksi ini."
	MsgNotOnSale      = "Barang yang diretur tidak ada di transaksi ini."
	MsgTooMany        = "Jumlah retur melebihi jumlah yang dibeli dan belum diretur."
	MsgReturnNotFound = "Retur tidak ditemukan."
	maxReason         = 500
)

// Returns is the entry point of voids and returns.
type Returns struct {
	tx       ports.Tx
	clock    ports.Clock
	zone     ports.ShopTime
	repo     ports.ReturnRepository
	sales    ports.SaleRepository
	services ports.ServiceRepository
	users    ports.UserRepository
	ledger   *catalog.Ledger
	credit   *credit.Credit
	repair   *repair.Repair
	payments *payments.Payments
	units    ports.UnitRepository
	pub      ports.Publisher
}

// Deps are the ports and use cases voids and returns need.
type Deps struct {
	Tx       ports.Tx
	Clock    ports.Clock
	Zone     ports.ShopTime
	Returns  ports.ReturnRepository
	Sales    ports.SaleRepository
	Services ports.ServiceRepository
	Users    ports.UserRepository
	Ledger   *catalog.Ledger
	Credit   *credit.Credit
	Repair   *repair.Repair
	Payments *payments.Payments
	Units    ports.UnitRepository
	Pub      ports.Publisher
}

func New(d Deps) *Returns {
	return &Returns{tx: d.Tx, clock: d.Clock, zone: d.Zone, repo: d.Returns, sales: d.Sales, services: d.Services,
		users: d.Users, ledger: d.Ledger, credit: d.Credit, repair: d.Repair, payments: d.Payments, units: d.Units, pub: d.Pub}
}

// check refuses anyone but an Admin, and a missing or overlong reason.
func check(admin core.Principal, reason string) (string, error) {
	if admin.Role != core.RoleAdmin {
		return "", core.Forbidden(MsgAdminOnly)
	}
	if _, err := admin.AtOutlet(); err != nil {
		return "", err
	}
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return "", core.InvalidField("reason", MsgNoReason)
	}
	if utf8.RuneCountInString(reason) > maxReason {
		return "", core.InvalidField("reason", MsgReasonTooLong)
	}
	return reason, nil
}

// lockSale takes a sale's turn for a void or a return and reads it with its returns.
func (r *Returns) lockSale(ctx context.Context, id int64) (core.SalesTransaction, []core.SaleReturn, error) {
	if err := r.repo.LockSale(ctx, id); errors.Is(err, core.ErrNotFound) {
		return core.SalesTransaction{}, nil, core.NotFound(sales.MsgSaleNotFound)
	} else if err != nil {
		return core.SalesTransaction{}, nil, err
	}
	sale, err := r.sales.Get(ctx, id)
	if err != nil {
		return sale, nil, err
	}
	if sale.IsVoided() {
		return sale, nil, core.Conflict(MsgAlreadyVoided)
	}
	done, err := r.repo.OfSale(ctx, id)
	return sale, done, err
}

// openDebt is the instalment a document opened, when it has one.
func (r *Returns) openDebt(ctx context.Context, number string) (*core.Installment, error) {
	inst, err := r.credit.ByNumber(ctx, number)
	if errors.Is(err, core.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &inst, nil
}

// Receipt reads a return for its receipt.
func (r *Returns) Receipt(ctx context.Context, id int64) (core.SaleReturn, error) {
	ret, err := r.repo.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return ret, core.NotFound(MsgReturnNotFound)
	}
	return ret, err
}

// OfSale lists a sale's returns, oldest first.
func (r *Returns) OfSale(ctx context.Context, saleID int64) ([]core.SaleReturn, error) {
	if _, err := r.sales.Get(ctx, saleID); errors.Is(err, core.ErrNotFound) {
		return nil, core.NotFound(sales.MsgSaleNotFound)
	} else if err != nil {
		return nil, err
	}
	return r.repo.OfSale(ctx, saleID)
}
