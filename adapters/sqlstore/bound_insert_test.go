package sqlstore_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// sentInserts records the INSERTs sent as text.
type sentInserts struct {
	mu   sync.Mutex
	sent []string
}

func (s *sentInserts) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (s *sentInserts) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if strings.HasPrefix(e.Query, "INSERT") {
		s.sent = append(s.sent, e.Query)
	}
}

// A document's rows are stored with their values bound, not written into the statement's text
// (which each sale made new for the database to parse), and they store exactly what bun's
// INSERT stored: the same text for a time (reports compare times as text on SQLite), NULL
// for nil, a bool and a quote as they were.
func TestBoundRowsStoreWhatBunWrote(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		inserts := &sentInserts{}
		store := sqlstore.NewStore(db.WithQueryHook(inserts))
		wib := time.FixedZone("WIB", 7*3600)
		ref, voidedAt, kasir := "it's ref", time.Date(2026, 11, 28, 23, 5, 9, 123456789, wib), "Sari"
		payments := []core.Payment{
			{DocumentKind: "sale", DocumentID: 7, Method: core.PaymentMethod("tunai"), Amount: 35_000, Change: 5_000,
				Reference: &ref, OutletID: 1, Replaced: true, CreatedAt: voidedAt},
			{DocumentKind: "service", DocumentID: 8, Method: core.PaymentMethod("qris"), Amount: 1, OutletID: 1,
				CreatedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)},
		}
		sale := core.SalesTransaction{CreatedAt: voidedAt, Number: "TRX-1", OutletID: 1, CustomerType: "umum", Total: 9,
			PaymentMethod: "tunai", KasirName: &kasir,
			Voided: core.Voided{VoidedAt: &voidedAt, VoidReason: &ref, VoidRefund: 9}}
		same(t, db, store, "payments", payments, func(p *core.Payment, id int64) { p.ID = id })
		same(t, db, store, "sales_transactions", []core.SalesTransaction{sale}, func(s *core.SalesTransaction, id int64) { s.ID = id })
		if len(inserts.sent) > 0 {
			t.Errorf("values written into the text: %q", inserts.sent)
		}
	})
}

// same stores rows bound (InsertMany) and each again, in its place, through bun's INSERT,
// and compares every column of the two as the database holds it.
func same[T any](t *testing.T, db *bun.DB, store *sqlstore.Store, table string, rows []T, setID func(*T, int64)) {
	t.Helper()
	ctx := t.Context()
	if err := sqlstore.InsertMany(ctx, store, rows, setID); err != nil {
		t.Fatal(err)
	}
	bound := make([]int64, len(rows))
	for i := range rows {
		bound[i] = reflect.ValueOf(rows[i]).FieldByName("ID").Int()
		got := stored(t, db, table, bound[i])
		if _, err := db.NewRaw("DELETE FROM ? WHERE id = ?", bun.Ident(table), bound[i]).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		var byBun int64
		if _, err := db.NewInsert().Model(&rows[i]).ExcludeColumn("id").Returning("id").Exec(ctx, &byBun); err != nil {
			t.Fatal(err)
		}
		if want := stored(t, db, table, byBun); got != want {
			t.Errorf("%s row %d bound:\n%s\nbun wrote:\n%s", table, i, got, want)
		}
	}
	if bound[0] == 0 || (len(bound) > 1 && bound[1] <= bound[0]) {
		t.Errorf("%s ids %v", table, bound)
	}
}

// stored is a row's columns but id, each as the database's literal of it.
func stored(t *testing.T, db *bun.DB, table string, id int64) string {
	t.Helper()
	var columns []string
	rows, err := db.QueryContext(t.Context(), fmt.Sprintf("SELECT * FROM %s LIMIT 0", table))
	if err != nil {
		t.Fatal(err)
	}
	names, err := rows.Columns()
	_ = rows.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range names {
		if c == "id" {
			continue
		}
		if sqlstore.IsSQLite(db) {
			columns = append(columns, "'"+c+"=' || quote("+c+")")
		} else {
			columns = append(columns, "'"+c+"=' || COALESCE(CAST("+c+" AS TEXT), 'NULL')")
		}
	}
	var got string
	err = db.NewRaw("SELECT "+strings.Join(columns, " || ' ' || ")+" FROM ? WHERE id = ?", bun.Ident(table), id).Scan(t.Context(), &got)
	if err != nil {
		t.Fatal(err)
	}
	return got
}
