package core

import (
	"slices"
	"time"
)

// Period is a report's range of shop-local days, From and To inclusive; Start and End are
// the instants it covers, [Start, End).
type Period struct {
	From  string    `json:"from" example:"2026-10-24"`
	To    string    `json:"to" example:"2026-11-22"`
	Start time.Time `json:"-"`
	End   time.Time `json:"-"`
	// Outlet keeps the documents of one outlet; 0: every outlet's.
	Outlet int64 `json:"-"`
}

// At is the period at one outlet (0: every outlet).
func (p Period) At(outlet int64) Period {
	p.Outlet = outlet
	return p
}

// SalesSummary totals the sales of a period, voided sales left out. Returns is the value of
// the goods returned in the period, already taken off the total, the items sold and their
// cost. Profit is the total minus the goods' buy cost.
type SalesSummary struct {
	Count     int64 `json:"count"`
	ItemsSold Sum   `json:"items_sold"`
	Subtotal  Sum   `json:"subtotal"`
	Discount  Sum   `json:"discount"`
	Total     Sum   `json:"total"`
	Cost      Sum   `json:"cost"`
	Profit    Sum   `json:"profit"`
	Remaining Sum   `json:"remaining"`
	Returns   Sum   `json:"returns"`
}

// Returned is what a period's returns took back: the goods' value (their share of their
// sales' totals, Proration), how many, and what they cost the shop.
type Returned struct{ Value, Items, Cost Sum }

// LessReturns takes a period's returns off its sales — their value off the total, their goods
// off the items sold and off the cost — and works out the profit on what is left.
func (s SalesSummary) LessReturns(r Returned) SalesSummary {
	s.Returns = s.Returns.Plus(r.Value)
	s.Total = s.Total.Minus(r.Value)
	s.ItemsSold = s.ItemsSold.Minus(r.Items)
	s.Cost = s.Cost.Minus(r.Cost)
	s.Profit = Profit(s.Total, s.Cost)
	return s
}

// Profit is what goods and work earned the shop: what the customers pay for them, discounts
// and returns taken off, less what the goods cost the shop (their buy price when they left
// the shelf). A repair's fee costs nothing; its parts cost their buy price.
func Profit(revenue, cost Sum) Sum { return revenue.Minus(cost) }

// ServiceSummary totals the repairs billed in a period. The fee counts as profit; parts
// earn their margin.
type ServiceSummary struct {
	Count        int64 `json:"count"`
	Fees         Sum   `json:"fees"`
	PartsRevenue Sum   `json:"parts_revenue"`
	PartsCost    Sum   `json:"parts_cost"`
	Total        Sum   `json:"total"`
	Profit       Sum   `json:"profit"`
	Remaining    Sum   `json:"remaining"`
}

// ProductRank is a product's place among the period's best sellers.
type ProductRank struct {
	ProductID int64  `json:"product_id"`
	Name      string `json:"name"`
	Quantity  Sum    `json:"quantity"`
	Revenue   Sum    `json:"revenue"`
}

// ServiceRow is a billed repair as the service report lists it.
type ServiceRow struct {
	ServiceTransaction `bun:",extend"`
	DeviceType         string `bun:"device_type,scanonly"`
	DamageType         string `bun:"damage_type,scanonly"`
	Category           string `bun:"category,scanonly"`
	Status             string `bun:"status,scanonly"`
}

// Activity is one line of the dashboard's 'Aktivitas Terbaru'.
type Activity struct {
	Number   string    `json:"number"`
	Customer string    `json:"customer"`
	Kind     string    `json:"kind"`
	Detail   string    `json:"detail"`
	Status   string    `json:"status"`
	Total    int64     `json:"total"`
	At       time.Time `json:"created_at" bun:"created_at"`
}

// Dashboard is what the staff see first every morning.
type Dashboard struct {
	Date              string `json:"date"`
	VisitorsToday     int64  `json:"visitors_today"`
	RevenueToday      Sum    `json:"revenue_today"`
	TransactionsToday int64  `json:"transactions_today"`
	Receivables       Sum    `json:"receivables" doc:"Sisa cicilan yang masih terbuka, di outlet yang dibaca atau semua."`
	// ReceivablesPerOutlet are each outlet's, when every outlet of a shop of several is read.
	ReceivablesPerOutlet []OutletReceivables `json:"receivables_per_outlet" doc:"Piutang tiap outlet, bila dibaca semua outlet dari toko yang punya beberapa outlet; kosong selain itu."`
	ServicesInProgress   int64               `json:"services_in_progress"`
	OrdersToday          int64               `json:"orders_today"`
	Recent               []Activity          `json:"recent"`
}

// OutletReceivables is what is still owed on the open instalments opened at one outlet.
type OutletReceivables struct {
	OutletID    int64  `json:"outlet_id"`
	OutletName  string `json:"outlet_name"`
	Receivables Sum    `json:"receivables"`
}

// FrequentItem is a tile of the cashier's frequent items: a product the Admin pinned at the
// counter or one of the most sold of the last 30 days, with how many were sold then.
type FrequentItem struct {
	Product Product `json:"product"`
	Sold    Sum     `json:"sold"`
}

// MethodSum is what a period took by one payment method: handed over less change, less the
// money paid back by that method.
type MethodSum struct {
	Method PaymentMethod `json:"method" bun:"method"`
	Amount Sum           `json:"amount" bun:"amount"`
}

// Money names the payments a report adds up by method: those of these kinds of documents, and
// the payments towards instalments of these types. An instalment payment counts with what
// opened the debt: a sale's with the sales, a repair's with the service.
type Money struct {
	Kinds       []string
	Instalments []string
}

// Counts tells whether a payment of a kind of document is money of m; instalmentType is the
// type of the instalment an instalment payment pays towards.
func (m Money) Counts(kind, instalmentType string) bool {
	if kind == DocumentInstallment {
		return slices.Contains(m.Instalments, instalmentType)
	}
	return slices.Contains(m.Kinds, kind)
}

// Collected is the part of m that instalment payments brought in.
func (m Money) Collected() Money { return Money{Instalments: m.Instalments} }

// The money each report adds up. Instalments entered by hand count with the sales.
var (
	SaleMoney = Money{Kinds: []string{DocumentSale, DocumentSaleVoid, DocumentReturn},
		Instalments: []string{InstallmentSale, InstallmentManual}}
	ServiceMoney = Money{Kinds: []string{DocumentService, DocumentServiceVoid}, Instalments: []string{InstallmentService}}
	AllMoney     = Money{Kinds: slices.Concat(SaleMoney.Kinds, ServiceMoney.Kinds), Instalments: slices.Concat(SaleMoney.Instalments, ServiceMoney.Instalments)}
)
