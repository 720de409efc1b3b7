package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"path"
)

// A storefront page is one lazily loaded chunk of the build, which asks the API for its data
// once it runs: on a phone that is three trips one after the other (the entry script, the
// page's chunk, the data). The page's HTML names the chunk's files and its first API calls, so
// the browser fetches them all at once with the entry script.

// pageFiles are the files a page's chunk needs that the built index.html does not name already.
type pageFiles struct{ Modules, Styles []string }

// viteManifest is dist/.vite/manifest.json as Vite writes it (build.manifest).
type viteManifest map[string]struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	CSS     []string `json:"css"`
}

// readPageFiles reads the build's manifest: each page module (src/pages/X.tsx) with the files
// of its chunk and of the chunks it imports. No manifest, no page files.
func readPageFiles(files fs.FS, index []byte) map[string]pageFiles {
	body, err := fs.ReadFile(files, ".vite/manifest.json")
	if err != nil {
		return nil
	}
	var m viteManifest
	if err := json.Unmarshal(body, &m); err != nil {
		return nil
	}
	named := func(file string) bool { return bytes.Contains(index, []byte(`"/`+file+`"`)) }
	out := map[string]pageFiles{}
	for key := range m {
		if path.Dir(key) != "src/pages" {
			continue
		}
		var pf pageFiles
		seen := map[string]bool{}
		var walk func(key string)
		walk = func(key string) {
			chunk, ok := m[key]
			if !ok || seen[key] {
				return
			}
			seen[key] = true
			if !named(chunk.File) {
				pf.Modules = append(pf.Modules, "/"+chunk.File)
			}
			for _, css := range chunk.CSS {
				if !named(css) && !seen[css] {
					seen[css] = true
					pf.Styles = append(pf.Styles, "/"+css)
				}
			}
			for _, imported := range chunk.Imports {
				walk(imported)
			}
		}
		walk(key)
		out[key] = pf
	}
	return out
}
