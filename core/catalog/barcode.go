package catalog

import (
	"crypto/rand"
	"math/big"
)

// NewEAN13 makes a random EAN-13 in the 200–299 prefix range that GS1 leaves for in-store
// use, with a correct check digit, so that a scanner reads the printed label.
func NewEAN13() string {
	digits := make([]byte, 12)
	digits[0] = '2'
	for i := 1; i < 12; i++ {
		n, _ := rand.Int(rand.Reader, big.NewInt(10))
		digits[i] = byte('0' + n.Int64())
	}
	return string(digits) + string('0'+ean13Check(string(digits)))
}

// ValidEAN13 tells whether s is 13 digits with a correct check digit.
func ValidEAN13(s string) bool {
	if len(s) != 13 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return ean13Check(s[:12]) == s[12]-'0'
}

// ean13Check is the check digit of 12 digits: weights 1 and 3 alternate from the left.
func ean13Check(twelve string) byte {
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(twelve[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return byte((10 - sum%10) % 10)
}
