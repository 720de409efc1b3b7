package sqlstore

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/uptrace/bun/schema"
)

// storedTime is how bun writes a time into SQL on both engines (schema.BaseDialect.AppendTime
// and pgdialect's): a bound time is sent in the same text, so that SQLite stores exactly what
// bun's INSERTs stored and the reports, which compare times as text there, read them alike.
const storedTime = "2006-01-02 15:04:05.999999-07:00"

// boundInsert is the text of an INSERT of n rows of table into its columns but id, returning
// the new ids, with every value a placeholder (arg), and the values to bind to them in order.
// A sale's INSERTs had their values written into their text by bun, which SQLite parsed again
// for every sale; their text now depends only on the number of rows, and each connection
// keeps it prepared (statement).
func (s *Store) boundInsert(table *schema.Table, rows []reflect.Value) (string, []any, error) {
	var columns []string
	var fields []*schema.Field
	for _, f := range table.Fields {
		if f.Name == "id" {
			continue
		}
		if f.NullZero || f.SQLDefault != "" {
			// bun writes DEFAULT (or NULL) for their zero values, which a bound value is not.
			return "", nil, fmt.Errorf("sqlstore: %s.%s: a bound insert writes no defaults", table.Name, f.Name)
		}
		fields = append(fields, f)
		columns = append(columns, string(f.SQLName))
	}
	values := make([]string, len(rows))
	args := make([]any, 0, len(rows)*len(fields))
	for i, row := range rows {
		list := make([]string, len(fields))
		for j, f := range fields {
			v, err := boundValue(f.Value(row))
			if err != nil {
				return "", nil, fmt.Errorf("sqlstore: %s.%s: %w", table.Name, f.Name, err)
			}
			args = append(args, v)
			list[j] = s.placeholder(len(args))
		}
		values[i] = "(" + strings.Join(list, ", ") + ")"
	}
	return "INSERT INTO " + string(table.SQLName) + " (" + strings.Join(columns, ", ") + ") VALUES " +
		strings.Join(values, ", ") + " RETURNING id", args, nil
}

// maxBound bounds the values one INSERT binds: modernc's driver finds each placeholder's value
// by walking the values (the seed's INSERTs of 500 rows, 10,000 values, took seconds each).
const maxBound = 999

// placeholder is the n-th value's placeholder: on SQLite a bare "?", which the driver matches
// to its value by position (a numbered one, ?NNN, it matches by formatting every value's number).
func (s *Store) placeholder(n int) string {
	if IsSQLite(s.db) {
		return "?"
	}
	return string(s.arg(n))
}

var timeType = reflect.TypeFor[time.Time]()

// boundValue is v as the driver is to bind it: what bun would have written into the text.
func boundValue(v reflect.Value) (any, error) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil, nil
		}
		v = v.Elem()
	}
	if v.Type() == timeType {
		return v.Interface().(time.Time).UTC().Format(storedTime), nil
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int(), nil
	case reflect.String:
		return v.String(), nil
	case reflect.Bool:
		return v.Bool(), nil
	case reflect.Slice, reflect.Map:
		// bun writes a list or a map as its JSON text (a repair's checklist).
		text, err := json.Marshal(v.Interface())
		return string(text), err
	default:
		return nil, fmt.Errorf("a bound insert does not write a %s", v.Type())
	}
}
