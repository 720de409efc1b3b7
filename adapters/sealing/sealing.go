// Package sealing implements ports.Sealer with AES-256-GCM under a key derived (HKDF-SHA256)
// from the instance's secret, so a secret kept at rest is sealed in the database, its backups
// and its exports, and only an instance holding the same secret opens it.
package sealing

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// purpose names what the derived key seals, so the same secret may derive other keys.
const purpose = "konter screen lock v1"

// Sealer seals with one key.
type Sealer struct{ aead cipher.AEAD }

// New derives the key from the instance's secret.
func New(secret []byte) (*Sealer, error) {
	if len(secret) < 16 {
		return nil, errors.New("secret key: at least 16 bytes")
	}
	key, err := hkdf.Key(sha256.New, secret, nil, purpose, 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: aead}, nil
}

// Seal encrypts under a fresh nonce: the same text sealed twice reads differently.
func (s *Sealer) Seal(plain string) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.RawStdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(plain), []byte(purpose))), nil
}

// Open decrypts what Seal sealed with the same key.
func (s *Sealer) Open(sealed string) (string, error) {
	data, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(data) < s.aead.NonceSize() {
		return "", errors.New("sealed text: unreadable")
	}
	n := s.aead.NonceSize()
	plain, err := s.aead.Open(nil, data[:n], data[n:], []byte(purpose))
	if err != nil {
		return "", errors.New("sealed text: another key or altered")
	}
	return string(plain), nil
}
