package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// ServiceRepository stores repair entries and their bills.
type ServiceRepository interface {
	// Create stores the entry and sets its id.
	Create(ctx context.Context, e *core.ServiceEntry) error
	// Get reads an entry with its customer's name and phone.
	Get(ctx context.Context, id int64) (core.ServiceEntry, error)
	FindByToken(ctx context.Context, token string) (core.ServiceEntry, error)
	// Update locks the entry, applies fn and saves it, inside one transaction.
	Update(ctx context.Context, id int64, fn func(e *core.ServiceEntry) error) (core.ServiceEntry, error)
	// Delete returns core.ErrReferenced when the entry already has a bill.
	Delete(ctx context.Context, id int64) error
	List(ctx context.Context, f core.ServiceFilter) (core.Page[core.ServiceEntry], error)
	// UnderWarranty finds the customer's latest finished repair of the same device whose
	// warranty lasts past at.
	UnderWarranty(ctx context.Context, customerID int64, deviceType string, at time.Time) (core.ServiceEntry, error)

	// Bill reads an entry's bill with its parts; core.ErrNotFound when it has none.
	Bill(ctx context.Context, entryID int64) (core.ServiceTransaction, error)
	// AddMove records a repair moved to another outlet's bench.
	AddMove(ctx context.Context, m *core.RepairMove) error
	// Moves lists a repair's moves between outlets, oldest first, with the outlets' and the
	// mover's names.
	Moves(ctx context.Context, entryID int64) ([]core.RepairMove, error)
	// AddPhoto stores a photo of the entry's device and sets its id.
	AddPhoto(ctx context.Context, p *core.RepairPhoto) error
	// Photos lists the entry's photos, oldest first.
	Photos(ctx context.Context, entryID int64) ([]core.RepairPhoto, error)
	// Photo reads one of the entry's photos; core.ErrNotFound when the entry has no such photo.
	Photo(ctx context.Context, entryID, photoID int64) (core.RepairPhoto, error)
	// DeletePhoto removes one of the entry's photos' record; core.ErrNotFound when there is none.
	DeletePhoto(ctx context.Context, entryID, photoID int64) error
	// AddAssignment records a repair assigned to a technician.
	AddAssignment(ctx context.Context, a *core.RepairAssignment) error
	// Assignments lists a repair's assignments, oldest first, with the technicians' and the
	// assigners' names.
	Assignments(ctx context.Context, entryID int64) ([]core.RepairAssignment, error)
	// SaveBill inserts a new bill (id 0) or replaces the stored one, with its parts.
	SaveBill(ctx context.Context, bill *core.ServiceTransaction) error
}

// Sealer encrypts a secret kept at rest (a customer's screen lock) with the instance's key, so
// that the database, its backups and its exports hold it only sealed.
type Sealer interface {
	Seal(plain string) (string, error)
	// Open returns the plain text of what Seal sealed; an error when it was sealed with another
	// key or altered.
	Open(sealed string) (string, error)
}
