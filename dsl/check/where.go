package check

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// inPlayEffects are the effects that act only on cards in play, with the
// form that acts on a card out of play where there is one.
var inPlayEffects = map[string]string{
	"return-to-hand": "move self to hand",
	"kill":           "",
	"sacrifice":      "",
	"kneel":          "",
	"stand":          "",
}

// actsWhereItIs reports an effect that acts on cards in play written on
// the ability's own card (`self`) in an ability used only from areas out
// of play (`from discard`): the ability is offered, its cost paid, and the
// effect finds no card to act on (E0311). An earlier effect on the card
// (`put-into-play self`) or a Lua hook may have moved it: then nothing is
// reported.
func (c *checker) actsWhereItIs(a *Ability) {
	if len(a.From) == 0 || slices.Contains(a.From, "play") || a.Hook != "" {
		return
	}
	for _, e := range a.Effects {
		ph := e.Phrase
		if ph == nil || ph.Entry == nil || len(ph.Words) == 0 {
			continue
		}
		fix, ok := inPlayEffects[ph.Entry.Name]
		if !ok {
			if namesSelf(ph) {
				return // it may move the card (put-into-play self): later effects may find it in play
			}
			continue
		}
		arg := ph.Args["target"]
		if arg == nil || arg.Sel == nil || arg.Sel.Ref != "self" || len(arg.Sel.Filters) > 0 || len(arg.Sel.Groups) > 0 {
			continue
		}
		d := c.errorf(CodeNotWhereItIs, ph.Range, "`%s self` acts on a card in play, but this ability is used from %s: the cost is paid and nothing happens", ph.Entry.Name, strings.Join(a.From, " or ")).
			WithDetail("%s acts only on cards in play", ph.Entry.Name)
		if fix == "" {
			d.WithHint("use an effect that moves the card from where it is (`move self to AREA`)")
			continue
		}
		d.WithHint("write `%s`: it moves the card from wherever it is", fix)
		if ph.Range == (diag.Range{}) || ph.Range.End.Offset-ph.Range.Start.Offset != len(ph.Entry.Name)+len(" self") {
			continue // a form with more words: the hint says what to write
		}
		d.WithFix("write `"+fix+"`", diag.Replace(ph.Range, fix))
	}
}

// namesSelf reports whether a phrase has a card argument that is the
// ability's own card.
func namesSelf(ph *Phrase) bool {
	for _, arg := range ph.Args {
		if arg != nil && arg.Sel != nil && arg.Sel.Ref == "self" {
			return true
		}
	}
	return false
}
