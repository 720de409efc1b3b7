package core

import (
	"net/mail"
	"strings"
)

// ValidEmail tells whether s is one bare address with a dotted domain (name@example.com),
// not a display name or a list.
func ValidEmail(s string) bool {
	addr, err := mail.ParseAddress(s)
	return err == nil && addr.Address == s && strings.Contains(s[strings.LastIndex(s, "@"):], ".")
}
