package sqlstore

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Users implements ports.UserRepository.
type Users struct{ *Store }

func (r Users) Create(ctx context.Context, u *core.User) error {
	_, err := r.conn(ctx).NewInsert().Model(u).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Users) Get(ctx context.Context, id int64) (core.User, error) {
	var u core.User
	err := r.conn(ctx).NewSelect().Model(&u).Where("id = ?", id).Scan(ctx)
	return u, translate(err)
}

func (r Users) FindByEmail(ctx context.Context, email string) (core.User, error) {
	var u core.User
	err := r.conn(ctx).NewSelect().Model(&u).Where("lower(email) = ?", strings.ToLower(email)).Scan(ctx)
	return u, translate(err)
}

func (r Users) Update(ctx context.Context, id int64, fn func(u *core.User) error) (core.User, error) {
	defer r.forgetSessions(ctx)() // a session carries its user's role and name
	var u core.User
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&u).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&u); err != nil {
			return err
		}
		_, err := r.conn(ctx).NewUpdate().Model(&u).WherePK().Exec(ctx)
		return translate(err)
	})
	return u, err
}

func (r Users) Delete(ctx context.Context, id int64) error {
	defer r.forgetSessions(ctx)()
	_, err := r.conn(ctx).NewDelete().Model((*core.User)(nil)).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

func (r Users) List(ctx context.Context, f ports.UserFilter) (core.Page[core.User], error) {
	items := []core.User{}
	q := r.conn(ctx).NewSelect().Model(&items)
	if slices.Contains(f.Roles, core.RoleMember) {
		// Any role that is not staff counts as a member.
		q = q.Where("role NOT IN (?)", bun.List(core.StaffRoles))
	} else if len(f.Roles) > 0 {
		q = q.Where("role IN (?)", bun.List(f.Roles))
	}
	if f.Technicians {
		q = q.Where("(role = ? OR (technician AND role IN (?)))", core.RoleTeknisi, bun.List([]core.Role{core.RoleAdmin, core.RoleKasir}))
	}
	if f.WorksAt > 0 {
		q = q.Where("(role = ? OR id IN (SELECT user_id FROM staff_outlets WHERE outlet_id = ?))", core.RoleAdmin, f.WorksAt)
	}
	if f.Search != "" {
		p := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(full_name) LIKE ? ESCAPE '\'`, p).WhereOr(`lower(email) LIKE ? ESCAPE '\'`, p).
				WhereOr(`lower(coalesce(phone, '')) LIKE ? ESCAPE '\'`, p)
		})
	}
	total, err := q.OrderExpr("created_at DESC, id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.User]{Items: items, Total: total}, translate(err)
}

func (r Users) LockAdmins(ctx context.Context) (int, error) {
	var ids []int64
	err := r.forUpdate(r.conn(ctx).NewSelect().Model((*core.User)(nil)).Column("id").Where("role = ?", core.RoleAdmin)).Scan(ctx, &ids)
	return len(ids), translate(err)
}

// Sessions implements ports.SessionRepository.
type Sessions struct{ *Store }

func (r Sessions) Create(ctx context.Context, s core.Session) error {
	_, err := r.conn(ctx).NewInsert().Model(&s).Exec(ctx)
	return translate(err)
}

func (r Sessions) Find(ctx context.Context, id string) (core.Session, core.User, error) {
	if r.sessions == nil || inTx(ctx) {
		return r.read(ctx, id)
	}
	found, err := r.sessions.Read(id, func() (sessionOf, error) {
		s, u, err := r.read(ctx, id)
		return sessionOf{session: s, user: u}, err
	})
	return found.session, found.user, err
}

func (r Sessions) SetOutlet(ctx context.Context, id string, outletID *int64) error {
	defer r.forgetSessions(ctx)()
	res, err := r.conn(ctx).NewUpdate().Table("sessions").Set("outlet_id = ?", outletID).Where("id = ?", id).Exec(ctx)
	return rowsOrNotFound(res, err)
}

func (r Sessions) read(ctx context.Context, id string) (core.Session, core.User, error) {
	var row struct {
		ExpiresAt time.Time `bun:"expires_at"`
		OutletID  *int64    `bun:"outlet_id"`
		UserID    int64     `bun:"user_id"`
		Email     string    `bun:"email"`
		Role      core.Role `bun:"role"`
		FullName  string    `bun:"full_name"`
	}
	err := r.conn(ctx).NewRaw(`SELECT s.expires_at, s.outlet_id, s.user_id, u.email, u.role, u.full_name
		FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id = ?`, id).Scan(ctx, &row)
	return core.Session{ID: id, UserID: row.UserID, ExpiresAt: row.ExpiresAt, OutletID: row.OutletID},
		core.User{ID: row.UserID, Email: row.Email, Role: row.Role, FullName: row.FullName}, translate(err)
}

func (r Sessions) Delete(ctx context.Context, id string) error {
	defer r.forgetSessions(ctx)()
	_, err := r.conn(ctx).NewDelete().Model((*core.Session)(nil)).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

func (r Sessions) DeleteForUser(ctx context.Context, userID int64, keep string) error {
	defer r.forgetSessions(ctx)()
	_, err := r.conn(ctx).NewDelete().Model((*core.Session)(nil)).Where("user_id = ?", userID).Where("id <> ?", keep).Exec(ctx)
	return translate(err)
}

func (r Sessions) DeleteExpired(ctx context.Context, now time.Time) (int64, error) {
	res, err := r.conn(ctx).NewDelete().Model((*core.Session)(nil)).Where("expires_at <= ?", now).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	return res.RowsAffected()
}

// EmailTokens implements ports.EmailTokenRepository.
type EmailTokens struct{ *Store }

func (r EmailTokens) Create(ctx context.Context, t core.EmailToken) error {
	_, err := r.conn(ctx).NewInsert().Model(&t).Exec(ctx)
	return translate(err)
}

func (r EmailTokens) Get(ctx context.Context, id string) (core.EmailToken, error) {
	var t core.EmailToken
	err := r.conn(ctx).NewSelect().Model(&t).Where("id = ?", id).Scan(ctx)
	return t, translate(err)
}

func (r EmailTokens) MarkUsed(ctx context.Context, id string, at time.Time) error {
	_, err := r.conn(ctx).NewUpdate().Model((*core.EmailToken)(nil)).Set("used_at = ?", at).Where("id = ?", id).Exec(ctx)
	return translate(err)
}
