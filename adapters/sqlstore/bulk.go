package sqlstore

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
)

// bulkChunk bounds the rows one statement reads or writes.
const bulkChunk = 500

// insertMany stores rows a chunk per INSERT, its values bound (boundInsert), and gives each
// row its new id.
//
// Neither engine promises the order RETURNING gives rows in, but both hand out the ids of
// one INSERT in the order of its VALUES: SQLite's single writer counts up from the largest
// rowid, and PostgreSQL draws the sequence row by row, so its ids rise even when another
// session draws in between. The ids, sorted, therefore belong to the rows in order.
func insertMany[T any](ctx context.Context, s *Store, rows []T, setID func(*T, int64)) error {
	table := s.db.Dialect().Tables().Get(reflect.TypeFor[T]())
	perInsert := min(bulkChunk, maxBound/len(table.Fields))
	for start := 0; start < len(rows); start += perInsert {
		chunk := rows[start:min(start+perInsert, len(rows))]
		structs := make([]reflect.Value, len(chunk))
		for i := range chunk {
			structs[i] = reflect.Indirect(reflect.ValueOf(chunk[i]))
		}
		text, args, err := s.boundInsert(table, structs)
		if err != nil {
			return err
		}
		var ids []int64
		if err := s.scanBound(ctx, text, &ids, args...); err != nil {
			return translate(err)
		}
		slices.Sort(ids)
		for i := range chunk {
			setID(&chunk[i], ids[i])
		}
	}
	return nil
}

// idNumber is a stored document's id and its display number.
type idNumber struct {
	id     int64
	number string
}

// setNumbers gives stored documents their display numbers, a chunk per UPDATE, the numbers
// bound (a sale's number is new every time: written into the text, SQLite parsed it for each).
func setNumbers(ctx context.Context, s *Store, table string, numbers []idNumber) error {
	for start := 0; start < len(numbers); start += bulkChunk {
		chunk := numbers[start:min(start+bulkChunk, len(numbers))]
		values := make([]string, len(chunk))
		args := make([]any, 0, 2*len(chunk))
		for i, n := range chunk {
			values[i] = fmt.Sprintf("(CAST(%s AS BIGINT), CAST(%s AS TEXT))", s.arg(2*i+1), s.arg(2*i+2))
			args = append(args, n.id, n.number)
		}
		err := s.execBound(ctx, "WITH numbered (id, number) AS (VALUES "+strings.Join(values, ", ")+") "+
			"UPDATE "+table+" SET transaction_id_display = numbered.number FROM numbered WHERE "+table+".id = numbered.id", args...)
		if err != nil {
			return translate(err)
		}
	}
	return nil
}

// insertSales stores sales and their items and sets their ids.
func insertSales(ctx context.Context, s *Store, sales ...*core.SalesTransaction) error {
	if err := insertMany(ctx, s, sales, func(sale **core.SalesTransaction, id int64) { (*sale).ID = id }); err != nil {
		return err
	}
	var items []*core.SalesTransactionItem
	for _, sale := range sales {
		for i := range sale.Items {
			sale.Items[i].SaleID = sale.ID
			items = append(items, &sale.Items[i])
		}
	}
	return insertMany(ctx, s, items, func(it **core.SalesTransactionItem, id int64) { (*it).ID = id })
}

// insertBills stores new repair bills and their parts and sets their ids.
func insertBills(ctx context.Context, s *Store, bills ...*core.ServiceTransaction) error {
	if err := insertMany(ctx, s, bills, func(t **core.ServiceTransaction, id int64) { (*t).ID = id }); err != nil {
		return err
	}
	return insertParts(ctx, s, bills...)
}

// insertParts stores the parts of stored bills.
func insertParts(ctx context.Context, s *Store, bills ...*core.ServiceTransaction) error {
	var parts []*core.ServicePart
	for _, t := range bills {
		for i := range t.Parts {
			t.Parts[i].TransactionID = t.ID
			parts = append(parts, &t.Parts[i])
		}
	}
	return insertMany(ctx, s, parts, func(p **core.ServicePart, id int64) { (*p).ID = id })
}

// The bulk writes below load a shop's history many documents per statement (konterbench's
// seed); no use case calls them. They check nothing: the caller prices and settles the
// documents, moves their stock through the ledger and runs them inside its transaction.

// CreateMany stores sales with their items and sets their ids.
func (r Sales) CreateMany(ctx context.Context, sales []*core.SalesTransaction) error {
	return insertSales(ctx, r.Store, sales...)
}

// SetNumbers writes the display numbers of stored sales.
func (r Sales) SetNumbers(ctx context.Context, sales []*core.SalesTransaction) error {
	numbers := make([]idNumber, len(sales))
	for i, s := range sales {
		numbers[i] = idNumber{s.ID, s.Number}
	}
	return setNumbers(ctx, r.Store, "sales_transactions", numbers)
}

// CreateMany stores repair entries and sets their ids.
func (r Services) CreateMany(ctx context.Context, entries []*core.ServiceEntry) error {
	return insertMany(ctx, r.Store, entries, func(e **core.ServiceEntry, id int64) { (*e).ID = id })
}

// CreateBills stores new bills with their parts and sets their ids.
func (r Services) CreateBills(ctx context.Context, bills []*core.ServiceTransaction) error {
	return insertBills(ctx, r.Store, bills...)
}

// CreateMany stores instalments and sets their ids.
func (r Installments) CreateMany(ctx context.Context, ins []*core.Installment) error {
	return insertMany(ctx, r.Store, ins, func(in **core.Installment, id int64) { (*in).ID = id })
}
