package core

import (
	"fmt"
	"math"
	"math/big"
	"strings"
)

// Sum is a figure added up over many documents: a report's money or quantities, a drawer's
// cash. Each document fits an int64, their sum need not, so a Sum is exact at any size and
// never wraps nor refuses. It reads from SQL as an integer, a decimal, a float, or the two
// halves of an exact SQLite sum (SumLowBits), and is written to JSON as a plain number.
type Sum struct{ v big.Int }

// SumLowBits is where SQLite, which has no integer wider than 64 bits, splits the amounts it
// adds up exactly: it sums their high and low bits apart and may answer the text "high:low",
// worth high·2^SumLowBits + low.
const SumLowBits = 32

// SumOf is n as a Sum.
func SumOf(n int64) Sum {
	var s Sum
	s.v.SetInt64(n)
	return s
}

// Plus is s + o.
func (s Sum) Plus(o Sum) Sum {
	var out Sum
	out.v.Add(&s.v, &o.v)
	return out
}

// Minus is s − o.
func (s Sum) Minus(o Sum) Sum {
	var out Sum
	out.v.Sub(&s.v, &o.v)
	return out
}

// Cmp is -1, 0 or +1 as s is less than, equal to or more than o.
func (s Sum) Cmp(o Sum) int { return s.v.Cmp(&o.v) }

// Int64 is s as an int64, and whether it fits one.
func (s Sum) Int64() (int64, bool) { return s.v.Int64(), s.v.IsInt64() }

func (s Sum) String() string { return s.v.String() }

// Float64 is the nearest float, what a spreadsheet cell holds.
func (s Sum) Float64() float64 {
	f, _ := new(big.Float).SetInt(&s.v).Float64()
	return f
}

func (s Sum) MarshalJSON() ([]byte, error) { return []byte(s.v.String()), nil }

func (s *Sum) UnmarshalJSON(b []byte) error { return s.Scan(b) }

// Scan reads an aggregate as the database returns it.
func (s *Sum) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		s.v.SetInt64(0)
	case int64:
		s.v.SetInt64(v)
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("sum: %v is not a number", v)
		}
		new(big.Float).SetFloat64(math.Round(v)).Int(&s.v)
	case []byte:
		return s.parse(string(v))
	case string:
		return s.parse(v)
	default:
		return fmt.Errorf("sum: cannot read %T", src)
	}
	return nil
}

// parse reads a decimal, "123" or "123.000" as PostgreSQL's numeric may write it, or an
// exact SQLite sum's "high:low".
func (s *Sum) parse(text string) error {
	if _, ok := s.v.SetString(text, 10); ok {
		return nil
	}
	if high, low, ok := strings.Cut(text, ":"); ok {
		var l big.Int
		_, okHigh := s.v.SetString(high, 10)
		_, okLow := l.SetString(low, 10)
		if !okHigh || !okLow {
			return fmt.Errorf("sum: %q is not a number", text)
		}
		s.v.Lsh(&s.v, SumLowBits).Add(&s.v, &l)
		return nil
	}
	f, _, err := big.ParseFloat(text, 10, 256, big.ToNearestEven)
	if err != nil {
		return fmt.Errorf("sum: %q is not a number", text)
	}
	f.Int(&s.v)
	return nil
}
