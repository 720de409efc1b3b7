// Package demo is the demo shop `konter seed --demo` loads; its files ship in the binary.
package demo

import (
	"embed"
	"io/fs"
)

//go:embed shop.json news
var files embed.FS

// Shop is the demo shop's data: shop.json and the images it names beside it.
func Shop() fs.FS { return files }
