package core

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A search term is bounded so that no search costs the shop more than a person's search
// would: a visitor's 200,000-character or 5,000-word term is refused, not run.
const (
	MaxSearchChars = 100
	MaxSearchWords = 8
)

const msgSearchTooLong = "Kata pencarian terlalu panjang (maksimal 100 karakter dan 8 kata)."

// CheckSearch refuses a search term longer than MaxSearchChars or of more than MaxSearchWords words.
func CheckSearch(term string) error {
	if utf8.RuneCountInString(term) > MaxSearchChars || len(strings.Fields(term)) > MaxSearchWords {
		return InvalidField("q", msgSearchTooLong)
	}
	return nil
}

// SearchWords are the lower-case words a row must all hold, without the words another of
// them already contains ("sam samsung" needs only "samsung"): the fewest tests that select
// the same rows.
func SearchWords(term string) []string {
	words := strings.Fields(strings.ToLower(term))
	slices.SortStableFunc(words, func(a, b string) int { return len(b) - len(a) })
	kept := words[:0]
	for _, w := range words {
		if !slices.ContainsFunc(kept, func(k string) bool { return strings.Contains(k, w) }) {
			kept = append(kept, w)
		}
	}
	return kept
}
