package files

import "testing"

// The pages' policy must allow images from where a public bucket's files are linked.
func TestAPublicBucketNamesItsOrigin(t *testing.T) {
	for publicURL, want := range map[string]string{
		"https://cdn.konter.test/toko": "https://cdn.konter.test",
		"http://127.0.0.1:9000":        "http://127.0.0.1:9000",
		"":                             "",
	} {
		if got := (&S3{publicURL: publicURL}).PublicOrigin(); got != want {
			t.Errorf("public_url %q: origin %q, want %q", publicURL, got, want)
		}
	}
}
