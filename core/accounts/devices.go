package accounts

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"time"

	"github.com/konterhp/konter/core"
)

// A known device is a browser that signed in to an account before: each successful sign-in
// gives the browser a token that only the server can make for that account, keyed by the
// account's password hash (so a new password ends the trust, as it ends other sessions).
// A browser keeps the tokens of the last few accounts signed in on it.
const (
	KnownDeviceLifetime = 180 * 24 * time.Hour
	maxKnownDevices     = 5
	deviceNonceSize     = 16
	deviceMACSize       = 16
)

// knownDevice finds among a browser's tokens one that a sign-in to u issued.
func knownDevice(u core.User, tokens []string) (string, bool) {
	if u.ID == 0 {
		return "", false
	}
	for _, t := range tokens[:min(len(tokens), maxKnownDevices)] {
		if nonce, mac, ok := parseDevice(t); ok && hmac.Equal(mac, deviceMAC(u, nonce)) {
			return t, true
		}
	}
	return "", false
}

// knownDevicesAfterSignIn are the tokens a browser keeps once u signed in on it: a new one
// for u first, then those of other accounts, the oldest dropped beyond maxKnownDevices.
func knownDevicesAfterSignIn(u core.User, tokens []string) []string {
	nonce := make([]byte, deviceNonceSize)
	_, _ = rand.Read(nonce)
	kept := []string{base64.RawURLEncoding.EncodeToString(append(nonce, deviceMAC(u, nonce)...))}
	for _, t := range tokens {
		if len(kept) == maxKnownDevices {
			break
		}
		if nonce, mac, ok := parseDevice(t); ok && !hmac.Equal(mac, deviceMAC(u, nonce)) {
			kept = append(kept, t)
		}
	}
	return kept
}

func parseDevice(token string) (nonce, mac []byte, ok bool) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(raw) != deviceNonceSize+deviceMACSize {
		return nil, nil, false
	}
	return raw[:deviceNonceSize], raw[deviceNonceSize:], true
}

func deviceMAC(u core.User, nonce []byte) []byte {
	m := hmac.New(sha256.New, []byte(u.PasswordHash))
	m.Write([]byte("konter known device " + strconv.FormatInt(u.ID, 10) + " "))
	m.Write(nonce)
	return m.Sum(nil)[:deviceMACSize]
}
