package backup

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"filippo.io/age"
)

// Verify reads the whole archive, to the end of its gzip stream, and checks it: the gzip
// checksum and length, the manifest against its own checksum, every file listed there with
// its size and SHA-256, and nothing else. It changes nothing. An archive encrypted with age
// is decrypted with passphrase.
func Verify(archive, passphrase string) (Manifest, error) {
	var m Manifest
	var manifest, manifestSum []byte
	sums := map[string]FileSum{}
	err := walk(archive, passphrase, func(name string, r io.Reader) error {
		var err error
		switch {
		case name == manifestName && manifest == nil:
			manifest, err = io.ReadAll(io.LimitReader(r, 64<<20))
			return err
		case name == manifestSumName && manifestSum == nil:
			manifestSum, err = io.ReadAll(io.LimitReader(r, 1<<10))
			return err
		}
		if _, dup := sums[name]; dup || name == manifestName || name == manifestSumName {
			return fmt.Errorf("file %s muncul dua kali di arsip", name)
		}
		h := sha256.New()
		n, err := io.Copy(h, r)
		if err != nil {
			return err
		}
		sums[name] = FileSum{Path: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}
		return nil
	})
	if err != nil {
		return m, fmt.Errorf("arsip cadangan tidak bisa dibaca: %w", err)
	}
	if manifest == nil {
		return m, errors.New("arsip cadangan tidak berisi manifest.json")
	}
	if manifestSum != nil {
		want, _, _ := strings.Cut(strings.TrimSpace(string(manifestSum)), " ")
		if got := sha256.Sum256(manifest); want != hex.EncodeToString(got[:]) {
			return m, errors.New("cadangan rusak: manifest.json tidak cocok dengan checksum-nya (" + manifestSumName + "); manifest diubah setelah cadangan dibuat")
		}
	}
	if err := json.Unmarshal(manifest, &m); err != nil {
		return m, fmt.Errorf("manifest.json rusak: %w", err)
	}
	if manifestSum == nil && m.Format >= 2 {
		return m, errors.New("cadangan rusak: " + manifestSumName + " (checksum manifest) tidak ada")
	}
	if m.Engine != EngineSQLite && m.Engine != EnginePostgres {
		return m, fmt.Errorf("manifest menyebut mesin database %q yang tidak dikenal", m.Engine)
	}
	for table := range m.Tables {
		if !tableName.MatchString(table) {
			return m, fmt.Errorf("manifest menyebut tabel %q yang tidak sah", table)
		}
	}
	listed := map[string]bool{}
	for _, f := range m.Files {
		got, ok := sums[f.Path]
		switch {
		case !ok:
			return m, fmt.Errorf("cadangan rusak: %s ada di manifest tetapi tidak ada di arsip", f.Path)
		case got.Size != f.Size || got.SHA256 != f.SHA256:
			return m, fmt.Errorf("cadangan rusak: checksum %s tidak cocok dengan manifest", f.Path)
		}
		listed[f.Path] = true
	}
	for name := range sums {
		if !listed[name] {
			return m, fmt.Errorf("cadangan rusak: %s ada di arsip tetapi tidak di manifest", name)
		}
	}
	want := sqliteEntry
	if m.Engine == EnginePostgres {
		want = pgEntry
	}
	if !listed[want] {
		return m, fmt.Errorf("cadangan rusak: database (%s) tidak ada", want)
	}
	return m, nil
}

// tableName is what a Konter table may be called; the restore names tables in SQL.
var tableName = regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)

// walk calls fn for every file of the archive, in order, refusing unsafe names, then reads
// the gzip stream to its end so that its checksum and length are checked too: a tar reader
// stops at the end-of-archive marker, before the gzip trailer.
func walk(archive, passphrase string, fn func(name string, r io.Reader) error) error {
	f, err := openArchive(archive, passphrase)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return readError(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return readError(err)
		}
		if h.Typeflag == tar.TypeDir {
			continue
		}
		if h.Typeflag != tar.TypeReg {
			return fmt.Errorf("arsip berisi %q yang bukan file biasa", h.Name)
		}
		name, err := entryPath(h.Name)
		if err != nil {
			return err
		}
		if err := fn(name, tr); err != nil {
			return readError(err)
		}
	}
	if _, err := io.Copy(io.Discard, gz); err != nil {
		return readError(err)
	}
	return nil
}

// ageHeader starts every age-encrypted file.
const ageHeader = "age-encryption.org/v1"

// openArchive reads an archive file, decrypting it when it is encrypted with age.
func openArchive(archive, passphrase string) (io.ReadCloser, error) {
	f, err := os.Open(archive)
	if err != nil {
		return nil, err
	}
	br := bufio.NewReader(f)
	if head, _ := br.Peek(len(ageHeader)); string(head) != ageHeader {
		return readCloser{br, f}, nil
	}
	if passphrase == "" {
		f.Close()
		return nil, errors.New("arsip cadangan terenkripsi: isi frasa sandinya di KONTER_BACKUP_PASSPHRASE")
	}
	id, err := age.NewScryptIdentity(passphrase)
	if err != nil {
		f.Close()
		return nil, err
	}
	r, err := age.Decrypt(br, id)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("arsip cadangan tidak bisa dibuka dengan frasa sandi KONTER_BACKUP_PASSPHRASE: %w", err)
	}
	return readCloser{r, f}, nil
}

type readCloser struct {
	io.Reader
	io.Closer
}

// readError says in the shop's words what a broken stream means.
func readError(err error) error {
	switch {
	case errors.Is(err, gzip.ErrChecksum):
		return errors.New("checksum gzip tidak cocok: arsip rusak")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("arsip terpotong: berakhir sebelum waktunya")
	case errors.Is(err, gzip.ErrHeader), errors.Is(err, tar.ErrHeader):
		return fmt.Errorf("bukan arsip .tar.gz yang utuh: %w", err)
	}
	return err
}

// extract writes the database to dbFile and the uploads under filesDir, checking each
// file's sum against the manifest again (the archive could change between the two reads).
func extract(archive, passphrase string, m Manifest, dbFile, filesDir string) error {
	want := map[string]FileSum{}
	for _, f := range m.Files {
		want[f.Path] = f
	}
	return walk(archive, passphrase, func(name string, r io.Reader) error {
		if name == manifestName || name == manifestSumName {
			return nil
		}
		dst := dbFile
		if strings.HasPrefix(name, filesPrefix) {
			dst = filepath.Join(filesDir, filepath.FromSlash(strings.TrimPrefix(name, filesPrefix)))
			if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
				return err
			}
		}
		out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o640)
		if err != nil {
			return err
		}
		h := sha256.New()
		n, err := io.Copy(io.MultiWriter(out, h), r)
		if err == nil {
			err = out.Sync()
		}
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		if f := want[name]; f.Size != n || f.SHA256 != hex.EncodeToString(h.Sum(nil)) {
			return fmt.Errorf("cadangan rusak: checksum %s berubah sejak diperiksa", name)
		}
		return nil
	})
}
