package check

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// FilterExpr is a boolean combination of a selector's filters: `character
// faction baratheon or with-trait R'hllor`, `character unique (faction
// martell or with-trait "House Dayne")`, `character not (kneeling or
// attacking)`. Filters written one after the other (or joined by `and`)
// must all pass; `and` binds tighter than `or`.
type FilterExpr struct {
	Op    string        // "and", "or", "not", "atom"
	Args  []*FilterExpr // the operands of and/or (two or more), of not (one)
	Atom  *Phrase       // a filter phrase (its Not set when written `not FILTER`)
	Range diag.Range
}

// Walk calls f for every filter phrase of the expression.
func (e *FilterExpr) Walk(f func(*Phrase)) {
	if e == nil {
		return
	}
	if e.Atom != nil {
		f(e.Atom)
	}
	for _, a := range e.Args {
		a.Walk(f)
	}
}

// cardPlayers are the player words that take a card: `controller-of t`, the
// player who controls the card (`controlled-by controller-of t`).
var cardPlayers = []string{"controller-of", "owner-of"}

// isFilterWord reports whether v is a filter of the vocabulary or an old
// one with a rule.
func (c *checker) isFilterWord(v *syntax.Value) bool {
	return v.Kind == syntax.WordValue && (c.cfg.Vocab.Lookup(vocab.KindFilter, v.Text) != nil || c.hasRule(vocab.KindFilter, v))
}

// filterStarts reports whether a filter operand begins at ws[j]: a filter
// word, `not` before one, or parentheses that begin with one.
func (c *checker) filterStarts(ws []*syntax.Value, j int, stops stopSet) bool {
	if j >= len(ws) {
		return false
	}
	v := ws[j]
	switch {
	case v.Kind == syntax.ParenValue:
		if len(v.Items) == 0 {
			return false
		}
		f := v.Items[0]
		if f.IsWord("not") {
			return c.filterStarts(v.Items, 1, nil)
		}
		return c.isFilterWord(f) && c.cfg.Vocab.Lookup(vocab.KindValue, f.Text) == nil
	case v.Kind != syntax.WordValue || stops[v.Text]:
		return false
	case v.Text == "not":
		return c.filterStarts(ws, j+1, stops)
	}
	return c.isFilterWord(v)
}

// joins reports whether the word `op` at ws[j] joins two filter operands:
// a filter follows it. Where the selector stands in a condition (the
// stops hold `and`/`or`), a word that is a condition as well (`kneeling`)
// ends the selector there: `(kneeling or attacking)` joins filters.
func (c *checker) joins(ws []*syntax.Value, j int, op string, stops stopSet) bool {
	if j >= len(ws) || !ws[j].IsWord(op) || !c.filterStarts(ws, j+1, nil) {
		return false
	}
	if stops[op] {
		next := ws[j+1]
		if next.IsWord("not") && j+2 < len(ws) {
			next = ws[j+2]
		}
		if next.Kind == syntax.WordValue && c.cfg.Vocab.Lookup(vocab.KindCondition, next.Text) != nil {
			return false
		}
	}
	return true
}

// filters reads the filters of a selector after its noun into sel.
func (c *checker) filters(sel *Selector, ws []*syntax.Value, i *int, stops stopSet, sc *scope) bool {
	if !c.filterStarts(ws, *i, stops) {
		return true
	}
	e := c.filterOr(ws, i, stops, sc)
	if e == nil {
		return false
	}
	if e.Op == "and" {
		for _, a := range e.Args {
			if a.Op == "atom" {
				sel.Filters = append(sel.Filters, a.Atom)
			} else {
				sel.Groups = append(sel.Groups, a)
			}
		}
	} else if e.Op == "atom" {
		sel.Filters = append(sel.Filters, e.Atom)
	} else {
		sel.Groups = append(sel.Groups, e)
	}
	return true
}

func (c *checker) filterOr(ws []*syntax.Value, i *int, stops stopSet, sc *scope) *FilterExpr {
	l := c.filterAnd(ws, i, stops, sc)
	if l == nil {
		return nil
	}
	var chain *FilterExpr
	for c.joins(ws, *i, "or", stops) {
		*i++
		r := c.filterAnd(ws, i, stops, sc)
		if r == nil {
			return nil
		}
		if chain == nil {
			chain = &FilterExpr{Op: "or", Args: []*FilterExpr{l}, Range: l.Range}
		}
		chain.Args = append(chain.Args, r)
		chain.Range.End = r.Range.End
	}
	if chain != nil {
		return chain
	}
	return l
}

func (c *checker) filterAnd(ws []*syntax.Value, i *int, stops stopSet, sc *scope) *FilterExpr {
	var args []*FilterExpr
	for {
		if len(args) > 0 && c.joins(ws, *i, "and", stops) {
			*i++
		} else if len(args) > 0 && !c.filterStarts(ws, *i, stops) {
			break
		}
		a := c.filterUnary(ws, i, stops, sc)
		if a == nil {
			return nil
		}
		args = append(args, a)
	}
	if len(args) == 1 {
		return args[0]
	}
	return &FilterExpr{Op: "and", Args: args, Range: diag.Range{Start: args[0].Range.Start, End: args[len(args)-1].Range.End}}
}

func (c *checker) filterUnary(ws []*syntax.Value, i *int, stops stopSet, sc *scope) *FilterExpr {
	if *i >= len(ws) {
		end := ws[len(ws)-1].Range.End
		c.errorf(CodeSelector, diag.Range{Start: end, End: end}, "a filter is missing at the end").
			WithHint("complete the filters after `and`/`or`/`not`")
		return nil
	}
	v := ws[*i]
	if !c.nest(v.Range) {
		return nil
	}
	defer c.unnest()
	switch {
	case v.IsWord("not") && *i+1 < len(ws) && ws[*i+1].Kind == syntax.ParenValue:
		*i++
		a := c.filterUnary(ws, i, stops, sc)
		if a == nil {
			return nil
		}
		return &FilterExpr{Op: "not", Args: []*FilterExpr{a}, Range: diag.Range{Start: v.Range.Start, End: a.Range.End}}
	case v.IsWord("not"):
		*i++
		a := c.filterUnary(ws, i, stops, sc)
		if a == nil {
			return nil
		}
		if a.Op == "atom" && !a.Atom.Not {
			a.Atom.Not = true
			a.Range.Start = v.Range.Start
			return a
		}
		return &FilterExpr{Op: "not", Args: []*FilterExpr{a}, Range: diag.Range{Start: v.Range.Start, End: a.Range.End}}
	case v.Kind == syntax.ParenValue:
		*i++
		return c.filterGroup(v.Items, v.Range, sc)
	}
	if r := c.rule(vocab.KindFilter, v.Text); r != nil && strings.HasPrefix(r.Replace, "(") && c.cfg.Vocab.Lookup(vocab.KindFilter, v.Text) == nil {
		// an old filter whose new form is a group (`with-trait-or-titled`)
		start := *i
		parts := c.oldForm(vocab.KindFilter, r, ws, i, stops, sc)
		if len(parts) != 1 || len(parts[0]) != 1 || parts[0][0].Kind != syntax.ParenValue {
			return nil
		}
		e := c.filterGroup(parts[0][0].Items, valueRange(nil, ws[start:*i]), sc)
		if e != nil {
			e.Range = valueRange(nil, ws[start:*i])
		}
		return e
	}
	ph := &Phrase{}
	if !c.matchPhrase(vocab.KindFilter, ph, ws, i, stops, sc) {
		return nil
	}
	return &FilterExpr{Op: "atom", Atom: ph, Range: ph.Range}
}

// filterGroup reads the filters in parentheses, which must use all of ws.
func (c *checker) filterGroup(ws []*syntax.Value, r diag.Range, sc *scope) *FilterExpr {
	if !c.filterStarts(ws, 0, nil) {
		c.errorf(CodeSelector, r, "expected filters in the parentheses").
			WithHint("write for example `(faction baratheon or with-trait R'hllor)`")
		return nil
	}
	i := 0
	e := c.filterOr(ws, &i, nil, sc)
	if e != nil && i < len(ws) {
		c.errorf(CodeSelector, valueRange(nil, ws[i:]), "unexpected %s in filters", show(ws[i])).
			WithHint("join filters with `and`, `or`, `not` and parentheses: `(kneeling or attacking)`")
		return nil
	}
	if e != nil && e.Op != "atom" {
		e.Range = r
	}
	return e
}
