package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// gamePacks lists the pack codes of the game (packs.txt).
func gamePacks() []string {
	var out []string
	for _, line := range strings.Split(packsFile, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

// packsDeclared reports each card whose pack code no pack declares and
// that is no pack of the game (packs.txt: a card imported from a pack the
// library does not have yet needs no declaration), when
// the checked files declare packs at all (the built-in packs.card is
// checked with every file by throne check; E0223, a warning: the card
// loads, but shows, sorts and filters by no pack).
func (c *checker) packsDeclared() {
	if len(c.lib.Packs) == 0 {
		return
	}
	var codes []string
	for _, p := range c.lib.Packs {
		codes = append(codes, p.Code)
	}
	game := gamePacks()
	for _, u := range c.packUses {
		if slices.Contains(codes, u.code) || slices.Contains(game, u.code) {
			continue
		}
		d := c.warnf(CodeUnknownPack, u.at, "no pack has the code %s", u.code)
		switch sug := diag.Suggest(u.code, append(codes, game...)); {
		case strings.EqualFold(sug, u.code):
			d.WithHint("pack codes are written as declared: %s", sug).
				WithFix(fmt.Sprintf("write the pack code %s", sug), diag.Replace(u.at, sug))
		case sug != "":
			d.WithHint("did you mean %s?", sug)
			guess(d, u.at, u.code, sug, false)
		default:
			d.WithHint("declare the pack in a file checked with the card: `pack CODE \"Name\" { … }`")
		}
	}
}

// packUse is a card's pack code and where it is written.
type packUse struct {
	code string
	at   diag.Range
}
