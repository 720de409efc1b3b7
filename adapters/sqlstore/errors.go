package sqlstore

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/konterhp/konter/core"
)

// translate turns driver errors into the sentinel errors the use cases understand.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return core.ErrNotFound
	}
	var pgErr pgdriver.Error
	if errors.As(err, &pgErr) {
		switch pgErr.Field('C') {
		case "23503":
			return fmt.Errorf("%w: %v", core.ErrReferenced, err)
		case "23505":
			return fmt.Errorf("%w: %v", core.ErrDuplicate, err)
		}
		return busy(err)
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "FOREIGN KEY constraint failed"):
		return fmt.Errorf("%w: %v", core.ErrReferenced, err)
	case strings.Contains(msg, "UNIQUE constraint failed"):
		return fmt.Errorf("%w: %v", core.ErrDuplicate, err)
	}
	return err
}

// busy turns PostgreSQL's lock timeout (55P03: a row another write held past lockTimeout)
// into the answer of a write that waited its longest for its turn (errBusy).
func busy(err error) error {
	var pgErr pgdriver.Error
	if errors.As(err, &pgErr) && pgErr.Field('C') == "55P03" {
		return errBusy
	}
	return err
}
