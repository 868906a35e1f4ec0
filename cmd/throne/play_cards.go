package main

import (
	"fmt"

	"github.com/thronescript/thronescript/library"
)

// playCards shows printed cards to a human player (`text N`, `text NAME`)
// from the library the game plays with, in the game's language.
type playCards struct {
	rl   *reloader
	lang string
	ui   *uiWords // the card words of the game's language
	lib  any      // the library the index was made of
	ix   *library.Index
}

// index is the card index of the current library (rebuilt after a reload).
func (p *playCards) index() *library.Index {
	lib := p.rl.current()
	if p.ix == nil || p.lib != any(lib) {
		p.ix, p.lib = library.IndexOf(lib), lib
	}
	return p.ix
}

// Show implements term.Cards.
func (p *playCards) Show(code string) string {
	ix := p.index()
	if c := ix.ByCode(code); c != nil {
		return renderCard(ix, c, p.lang, p.ui)
	}
	return ""
}

// Find implements term.Cards.
func (p *playCards) Find(q string) []string {
	var out []string
	for _, c := range p.index().Find(q) {
		out = append(out, c.Code)
	}
	return out
}

// Line implements term.Cards.
func (p *playCards) Line(code string) string {
	c := p.index().ByCode(code)
	if c == nil {
		return code
	}
	return fmt.Sprintf("%s (%s, %s)", c.TitleIn(p.lang), c.PackName, p.ui.types[c.Type])
}
