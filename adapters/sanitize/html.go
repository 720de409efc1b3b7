// Package sanitize cleans user-written HTML with bluemonday.
package sanitize

import (
	"html"

	"github.com/microcosm-cc/bluemonday"
)

// HTML implements ports.HTMLSanitizer. Its policies are built once and safe for concurrent use.
type HTML struct {
	ugc   *bluemonday.Policy
	strip *bluemonday.Policy
}

// New builds the sanitizer: the user-generated-content policy for articles, and a policy that
// keeps only text (a space where a tag was, so paragraphs do not run into each other).
func New() *HTML {
	return &HTML{
		ugc:   bluemonday.UGCPolicy(),
		strip: bluemonday.StrictPolicy().AddSpaceWhenStrippingTag(true),
	}
}

func (h *HTML) Sanitize(s string) string { return h.ugc.Sanitize(s) }

// Text decodes the entities the strict policy leaves escaped: the result is plain text,
// for a reader to see, never to be inserted as HTML.
func (h *HTML) Text(s string) string { return html.UnescapeString(h.strip.Sanitize(s)) }
