// Package decks holds the shipped deck lists of examples/decks, embedded:
// the decks `throne play` and `throne simulate` play when no deck is
// named (the joust pair, and for three or more players the melee decks of
// examples/decks/melee), so the commands work from any folder.
package decks

import (
	"embed"
	"io/fs"
	"path"
	"slices"
)

// FS holds the joust decks (*.txt, *.json, each wave's in wave1/ to
// wave4/, wave4/ the decks of today) and the melee decks (melee/*.txt).
//
//go:embed *.txt *.json wave1/*.txt wave2/*.txt wave3/*.txt wave4/*.txt melee/*.txt
var FS embed.FS

// MeleeDir is the folder of the melee decks in FS.
const MeleeDir = "melee"

// Melee returns the paths in FS of the melee decks, in name order.
func Melee() []string {
	ents, _ := fs.ReadDir(FS, MeleeDir)
	var out []string
	for _, e := range ents {
		if !e.IsDir() {
			out = append(out, path.Join(MeleeDir, e.Name()))
		}
	}
	slices.Sort(out)
	return out
}

// Read returns the deck list at name in FS.
func Read(name string) ([]byte, error) { return FS.ReadFile(name) }
