// Package konter carries the files the binary embeds from the repository root.
package konter

import (
	"embed"
	"io/fs"
)

//go:embed testdata/demo
var demo embed.FS

// DemoShop is the demo data `konter seed --demo` loads.
func DemoShop() fs.FS {
	sub, err := fs.Sub(demo, "testdata/demo")
	if err != nil {
		panic(err)
	}
	return sub
}
