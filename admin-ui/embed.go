// Package adminui embeds the built admin-ui single-page app into the Konter binary.
package adminui

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app; before `make build` it holds only a placeholder and the server
// answers with a page that says so.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}
