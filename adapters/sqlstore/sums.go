package sqlstore

import (
	"fmt"
	"strings"

	"github.com/konterhp/konter/core"
)

// sum adds up the product of factors over the rows, exactly, in a type that cannot overflow,
// so that a figure added up over many documents answers whatever the books hold; it reads
// into a core.Sum. PostgreSQL adds up in NUMERIC. SQLite has no integer wider than 64 bits:
// it adds up the rows' high and low 32 bits apart, two integer sums that cannot overflow
// below two billion rows (see exactSum). A product past 2^63, which no document within the
// shop's bounds holds, SQLite multiplies as a float: such rows are added up as floats, and
// the figure with them.
func (s *Store) sum(first string, more ...string) string {
	if !IsSQLite(s.db) {
		return "COALESCE(SUM(" + strings.Join(append([]string{"CAST(" + first + " AS NUMERIC)"}, more...), " * ") + "), 0)"
	}
	x := "(" + strings.Join(append([]string{first}, more...), " * ") + ")"
	if len(more) == 0 {
		return exactSum(x)
	}
	whole := fmt.Sprintf("iif(typeof(%[1]s) = 'integer', %[1]s, 0)", x)
	past := fmt.Sprintf("total(iif(typeof(%[1]s) = 'integer', NULL, %[1]s))", x)
	high, low := halves(whole)
	return fmt.Sprintf("CASE WHEN %[1]s = 0 THEN %[2]s ELSE %[1]s + %[3]s * %[4]d.0 + %[5]s END",
		past, exactSum(whole), high, int64(1)<<core.SumLowBits, low)
}

// halves are the SQLite sums of x's high and low bits: x = high·2^32 + low, row by row.
func halves(x string) (high, low string) {
	return fmt.Sprintf("COALESCE(SUM(%s >> %d), 0)", x, core.SumLowBits),
		fmt.Sprintf("COALESCE(SUM(%s & %d), 0)", x, int64(1)<<core.SumLowBits-1)
}

// exactSum is the SQLite sum of x, joined from its halves: the integer while it fits an
// int64, else the text "high:low" that core.Sum reads. SQLite adds up an aggregate whose
// argument holds a subquery once for every time the query names it: such a sum names each
// half once and always answers "high:low", which is never compared or ordered by in SQL.
func exactSum(x string) string {
	high, low := halves(x)
	if strings.Contains(strings.ToUpper(x), "SELECT") {
		return fmt.Sprintf("printf('%%d:%%d', %s, %s)", high, low)
	}
	const bits = core.SumLowBits
	high, low = fmt.Sprintf("(%s + (%s >> %d))", high, low, bits), fmt.Sprintf("(%s & %d)", low, int64(1)<<bits-1)
	return fmt.Sprintf("CASE WHEN %[1]s BETWEEN %[3]d AND %[4]d THEN %[1]s * %[5]d + %[2]s ELSE printf('%%d:%%d', %[1]s, %[2]s) END",
		high, low, -(int64(1) << (63 - bits)), int64(1)<<(63-bits)-1, int64(1)<<bits)
}
