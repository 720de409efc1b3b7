package sqlstore

import (
	"strings"
	"sync"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/schema"
)

// tableColumns selects the query's model's columns, as ?TableColumns does, but on SQLite reads
// its times as text, which bun parses with the layout it wrote them in. Given a TIMESTAMP column,
// modernc's driver first tries a layout bun never writes (time.Time's String) and builds the
// failed parse's error for every value: a seventh of the service-intake list's CPU, whose rows
// hold three times.
func (s *Store) tableColumns(q *bun.SelectQuery) *bun.SelectQuery {
	if !IsSQLite(s.db) {
		return q.ColumnExpr("?TableColumns")
	}
	return q.ColumnExpr(textTimeColumns(q.GetModel().(bun.TableModel).Table()))
}

var textTimeColumnsOf sync.Map // *schema.Table → string

// textTimeColumns is the table's columns, its times cast to text, written once per table.
func textTimeColumns(t *schema.Table) string {
	if cols, ok := textTimeColumnsOf.Load(t); ok {
		return cols.(string)
	}
	var b strings.Builder
	for i, f := range t.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		col := string(t.SQLAlias) + "." + string(f.SQLName)
		if f.IndirectType == timeType {
			col = "CAST(" + col + " AS TEXT) AS " + string(f.SQLName)
		}
		b.WriteString(col)
	}
	textTimeColumnsOf.Store(t, b.String())
	return b.String()
}
