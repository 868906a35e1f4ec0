// Package cards is the built-in card library: every pack it holds
// (packs.card lists them) as .card files (stats, and text per language in
// <file>.<lang>.card beside them), with any Lua hooks next to them.
package cards

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

// FS holds every file of the library, by slash path relative to cards/:
// packs.card, prelude/… (the keyword definitions), core/…, dance-of-shadows/…
// (folders are embedded whole, so
// .lua hooks added beside the cards are included).
//
//go:embed packs.card core westeros wolves-of-the-north war-of-five-kings lions-of-casterly-rock blood-and-gold watchers-on-the-wall flight-of-crows house-of-thorns sands-of-dorne dance-of-shadows kings-of-the-isles kings-landing fury-of-the-storm dragons-of-the-east premium-packs redesigns forgotten-heroes jade-sea hear-my-words for-the-realm bran-the-builder as-high-as-honor the-spoils-of-war mists-of-memory sea-of-shadow prelude
var FS embed.FS

// Files returns the paths of the .card files in FS in a stable order:
// prelude/ (keyword definitions) first, then packs.card, then the rest
// sorted by path.
func Files() []string {
	var out []string
	_ = fs.WalkDir(FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".card") {
			out = append(out, p)
		}
		return nil
	})
	rank := func(p string) int {
		switch {
		case strings.HasPrefix(p, "prelude/"):
			return 0
		case p == "packs.card":
			return 1
		}
		return 2
	}
	sort.Slice(out, func(i, j int) bool {
		if rank(out[i]) != rank(out[j]) {
			return rank(out[i]) < rank(out[j])
		}
		return out[i] < out[j]
	})
	return out
}
