// Package cards is the built-in card library: the Core Set and the Dance of
// Shadows cycle as .card files (stats, and text per language in
// <file>.<lang>.card beside them), with any Lua hooks next to them.
package cards

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

// FS holds every file of the library, by slash path relative to cards/:
// packs.card, core/…, dance-of-shadows/… (folders are embedded whole, so
// .lua hooks added beside the cards are included).
//
//go:embed packs.card core dance-of-shadows
var FS embed.FS

// Files returns the paths of the .card files in FS in a stable order:
// packs.card first, then the rest sorted by path.
func Files() []string {
	var out []string
	_ = fs.WalkDir(FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".card") {
			out = append(out, p)
		}
		return nil
	})
	sort.Slice(out, func(i, j int) bool {
		if (out[i] == "packs.card") != (out[j] == "packs.card") {
			return out[i] == "packs.card"
		}
		return out[i] < out[j]
	})
	return out
}
