package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// The shop's lock says who is using a shop's database: every process that opens the shop
// (`konter serve`, and each command of the CLI while it runs) holds it shared; a restore,
// which replaces the database under them, holds it alone. On SQLite it is a flock on the
// database's folder; on PostgreSQL a session advisory lock keyed by the schema, on a
// connection of its own, so that every instance of a shop on any machine holds it.
var (
	ErrShopInUse = errors.New("toko sedang dipakai: `konter serve` atau perintah konter lain masih berjalan pada database ini; " +
		"hentikan dulu, lalu ulangi")
	ErrShopBeingRestored = errors.New("pemulihan cadangan sedang berjalan pada database ini; tunggu sampai selesai, lalu ulangi")
)

// UseShop holds the shop's lock shared until release is called; it answers
// ErrShopBeingRestored while a restore holds it.
func UseShop(ctx context.Context, url string) (release func(), err error) {
	return holdShop(ctx, url, false)
}

// TakeShop holds the shop's lock alone until release is called; it answers ErrShopInUse
// while anyone uses the shop.
func TakeShop(ctx context.Context, url string) (release func(), err error) {
	return holdShop(ctx, url, true)
}

func holdShop(ctx context.Context, url string, alone bool) (func(), error) {
	refusal := ErrShopBeingRestored
	if alone {
		refusal = ErrShopInUse
	}
	if path, ok := strings.CutPrefix(url, "sqlite:"); ok {
		return holdFolder(filepath.Dir(strings.TrimPrefix(path, "//")), alone, refusal)
	}
	db, err := Open(ctx, url)
	if err != nil {
		return nil, err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	release := func() {
		_ = conn.Close()
		_ = db.Close() // ends the session, and with it the lock
	}
	try := "pg_try_advisory_lock_shared"
	if alone {
		try = "pg_try_advisory_lock"
	}
	var held bool
	if err := conn.NewRaw("SELECT "+try+"(hashtextextended('konter-shop:' || current_schema(), 0))").Scan(ctx, &held); err != nil {
		release()
		return nil, err
	}
	if !held {
		release()
		return nil, refusal
	}
	return release, nil
}

func holdFolder(dir string, alone bool, refusal error) (func(), error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	how := syscall.LOCK_SH
	if alone {
		how = syscall.LOCK_EX
	}
	if err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB); err != nil {
		_ = f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, refusal
		}
		return nil, fmt.Errorf("kunci folder database %s: %w", dir, err)
	}
	return func() { _ = f.Close() }, nil
}
