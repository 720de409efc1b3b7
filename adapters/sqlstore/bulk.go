package sqlstore

import (
	"context"
	"slices"
	"strings"

	"github.com/uptrace/bun"
)

// bulkChunk bounds the rows one statement reads or writes.
const bulkChunk = 500

// insertMany stores rows a chunk per INSERT and gives each row its new id.
//
// Neither engine promises the order RETURNING gives rows in, but both hand out the ids of
// one INSERT in the order of its VALUES: SQLite's single writer counts up from the largest
// rowid, and PostgreSQL draws the sequence row by row, so its ids rise even when another
// session draws in between. The ids, sorted, therefore belong to the rows in order.
func insertMany[T any](ctx context.Context, db bun.IDB, rows []T, setID func(*T, int64)) error {
	for start := 0; start < len(rows); start += bulkChunk {
		chunk := rows[start:min(start+bulkChunk, len(rows))]
		var ids []int64
		if _, err := db.NewInsert().Model(&chunk).ExcludeColumn("id").Returning("id").Exec(ctx, &ids); err != nil {
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

// setNumbers gives stored documents their display numbers, a chunk per UPDATE.
func setNumbers(ctx context.Context, db bun.IDB, table string, numbers []idNumber) error {
	for start := 0; start < len(numbers); start += bulkChunk {
		chunk := numbers[start:min(start+bulkChunk, len(numbers))]
		values := make([]string, len(chunk))
		args := make([]any, 0, 2*len(chunk)+2)
		for i, n := range chunk {
			values[i] = "(?, ?)"
			args = append(args, n.id, n.number)
		}
		args = append(args, bun.Ident(table), bun.Ident(table))
		_, err := db.NewRaw("WITH numbered (id, number) AS (VALUES "+strings.Join(values, ", ")+") "+
			"UPDATE ? SET transaction_id_display = numbered.number FROM numbered WHERE ?.id = numbered.id", args...).Exec(ctx)
		if err != nil {
			return translate(err)
		}
	}
	return nil
}
