package check

import (
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// builtinCode reports whether code is a card of the built-in library: one
// of a Config.Replaceable file, or of Known.Cards (the cards test and play
// load under the checked files).
func (c *checker) builtinCode(code string) bool {
	if c.builtin[code] {
		return true
	}
	if k := c.cfg.Known.Cards; k != nil {
		return contains(k.Codes, code)
	}
	return false
}

// builtinFile reports whether a file is the built-in library's
// (Config.Replaceable).
func (c *checker) builtinFile(name string) bool {
	return c.cfg.Replaceable != nil && c.cfg.Replaceable(name)
}

// textBesideCard warns about a standalone text of a workspace file for a
// card the same file declares when the card is built in too (a card a
// fan wrote that the library has since): the text belongs inside the
// card, where it is the card's whatever the built-in library holds (a
// text written inside a card wins); standalone, it takes the place of the
// built-in text of the card. The fix moves it there when it follows the
// card (move: textMove's edits).
func (c *checker) textBesideCard(s *syntax.Stmt, t *Text, card *seenCard, move []diag.Edit) {
	r := c.cfg.Replaceable
	if r == nil || r(t.File) || card.file != t.File || !c.builtinCode(t.Code) {
		return
	}
	d := c.warnf(CodeDuplicateText, s.Values[1].Range, "card %s is built in: this %s text is a second one beside the built-in library's", t.Code, t.Lang).
		WithDetail("standalone, it takes the place of the built-in %s text of card %s; inside the card it is the card's own, whatever the built-in library holds", t.Lang, t.Code)
	if move == nil {
		d.WithHint("move it inside card %s as `text %s { … }`", t.Code, t.Lang)
		return
	}
	d.WithHint("`throne fix` moves it inside card %s", t.Code).
		WithFix("move the text inside card "+t.Code, move...)
}

// textMove returns the edits that move the standalone text s into the card
// statement right before it in f, when that card has s's code: the card's
// closing brace goes after the text, the text loses its code and is
// indented one step. Nil when s does not follow its card so.
func textMove(f *syntax.File, s *syntax.Stmt) []diag.Edit {
	i := -1
	for j, x := range f.Stmts {
		if x == s {
			i = j
			break
		}
	}
	if i < 1 || len(s.Values) != 2 || s.Block == nil {
		return nil
	}
	card := f.Stmts[i-1]
	if card.Word != "card" || len(card.Values) == 0 || card.Values[0].Text != s.Values[1].Text || card.Block == nil {
		return nil
	}
	closing := card.Block.Range.End
	if closing.Column < 2 || closing.Line >= s.Range.Start.Line || s.Range.Start.Column != 1 {
		return nil // `}` and the text on one line: left to a person
	}
	brace := closing
	brace.Offset--
	brace.Column--
	lines := map[int]bool{}
	var edits []diag.Edit
	if alone(card, f, brace, s.Range.Start) {
		// the lines from the card's `}` to the text go: one blank line
		// and the text's indentation are left
		from := brace
		from.Offset -= from.Column - 1
		from.Column = 1
		edits = append(edits, diag.Replace(diag.Range{Start: from, End: s.Range.Start}, "\n  "))
		lines[s.Range.Start.Line] = true
	} else {
		edits = append(edits, diag.Replace(diag.Range{Start: brace, End: closing}, ""))
	}
	// one step of indentation at the start of each line of the text: the
	// first thing written on it (a statement, a comment or the closing brace)
	indent := func(p diag.Pos) {
		if lines[p.Line] {
			return
		}
		lines[p.Line] = true
		p.Offset -= p.Column - 1
		p.Column = 1
		edits = append(edits, diag.Replace(diag.Range{Start: p, End: p}, "  "))
	}
	indent(s.Range.Start)
	for _, b := range s.Block.Stmts {
		indent(b.Range.Start)
	}
	for _, cm := range f.Comments {
		if cm.Range.Start.Offset > s.Range.Start.Offset && cm.Range.End.Offset < s.Range.End.Offset {
			indent(cm.Range.Start)
		}
	}
	end := s.Block.Range.End
	end.Offset--
	end.Column--
	indent(end)
	edits = append(edits,
		diag.Replace(diag.Range{Start: s.Values[0].Range.End, End: s.Values[1].Range.End}, ""),
		diag.Replace(diag.Range{Start: s.Range.End, End: s.Range.End}, "\n}"))
	return edits
}

// alone reports whether the card's closing brace (at brace) starts its
// line and nothing but blank lines lies between it and the text at next:
// no statement of the card on the brace's line, no comment in between.
func alone(card *syntax.Stmt, f *syntax.File, brace, next diag.Pos) bool {
	if n := len(card.Block.Stmts); n > 0 && card.Block.Stmts[n-1].Range.End.Line >= brace.Line || card.Range.Start.Line >= brace.Line {
		return false
	}
	for _, cm := range f.Comments {
		if cm.Range.Start.Offset > brace.Offset && cm.Range.Start.Offset < next.Offset {
			return false
		}
	}
	return true
}
