// Package password hashes passwords with bcrypt.
package password

import "golang.org/x/crypto/bcrypt"

// Bcrypt implements ports.PasswordHasher.
type Bcrypt struct{ Cost int }

// DefaultCost takes about a tenth of a second on a small machine: slow for guessing, fine for signing in.
const DefaultCost = 11

func (b Bcrypt) Hash(password string) (string, error) {
	cost := b.Cost
	if cost == 0 {
		cost = DefaultCost
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), cost)
	return string(h), err
}

func (b Bcrypt) Matches(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}
