package app

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/konterhp/konter/adapters/sealing"
)

// minSecretKey is the shortest instance secret taken.
const minSecretKey = 16

// secretFile is where an instance with no KONTER_SECRET_KEY keeps the secret it made. It is
// never in a backup archive (which holds the database and the uploads): an archive restored
// elsewhere opens its screen locks only with the same secret.
const secretFile = "secret.key"

// instanceSecret is the configured secret, else the one in DATA_DIR/secret.key, made (32
// random bytes, readable by the owner only) when there is none.
func instanceSecret(cfg Config) (string, error) {
	if cfg.SecretKey != "" {
		return cfg.SecretKey, nil
	}
	path := filepath.Join(cfg.DataDir, secretFile)
	data, err := os.ReadFile(path)
	if err == nil {
		secret := strings.TrimSpace(string(data))
		if len(secret) < minSecretKey {
			return "", fmt.Errorf("%s: at least %d characters", path, minSecretKey)
		}
		return secret, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	secret := hex.EncodeToString(b)
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return "", err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) { // another instance made it just now
		return instanceSecret(cfg)
	}
	if err != nil {
		return "", err
	}
	if _, err := f.WriteString(secret + "\n"); err != nil {
		f.Close()
		return "", err
	}
	return secret, f.Close()
}

// newSealer seals with the instance's secret; with none (an App made by New alone, in tests)
// with a random one that lives as long as the process.
func newSealer(secret string) *sealing.Sealer {
	key := []byte(secret)
	if len(key) == 0 {
		key = make([]byte, 32)
		_, _ = rand.Read(key)
	}
	s, err := sealing.New(key)
	if err != nil {
		panic(err) // Config.Resolve refuses a secret sealing.New would
	}
	return s
}
