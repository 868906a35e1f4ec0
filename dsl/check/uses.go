package check

import (
	"sort"

	"github.com/thronescript/thronescript/dsl/vocab"
)

// WordUse names one vocabulary word: its kind and name.
type WordUse struct {
	Kind vocab.Kind
	Name string
}

// WordUses lists, for every vocabulary word the cards of lib use, the codes
// of the cards using it (sorted, each once). Every phrase of a card counts:
// triggers, conditions, costs, targets, effects, the filters of selectors
// and the values inside them. Keyword definitions are not cards: a word a
// keyword uses on a card's behalf counts for no card.
func WordUses(lib *Model) map[WordUse][]string {
	uses := map[WordUse]map[string]bool{}
	for _, c := range lib.Cards {
		note := func(p *Phrase) {
			if p == nil || p.Entry == nil {
				return
			}
			k := WordUse{p.Entry.Kind, p.Entry.Name}
			if uses[k] == nil {
				uses[k] = map[string]bool{}
			}
			uses[k][c.Code] = true
		}
		w := walker{onPhrase: note}
		w.selector(c.AttachTo)
		w.selector(c.DuplicateOn)
		for _, ab := range c.Abilities {
			w.ability(ab)
		}
	}
	out := make(map[WordUse][]string, len(uses))
	for k, codes := range uses {
		for code := range codes {
			out[k] = append(out[k], code)
		}
		sort.Strings(out[k])
	}
	return out
}

// walker visits every phrase and every selector below a node, nested ones
// included, calling onPhrase and onSelector (either may be nil) on each.
type walker struct {
	onPhrase   func(*Phrase)
	onSelector func(*Selector)
}

func (w walker) ability(ab *Ability) {
	if ab.Trigger != nil {
		w.phrase(ab.Trigger.Phrase)
		for _, p := range ab.Trigger.Also {
			w.phrase(p)
		}
	}
	for _, c := range ab.Conds {
		w.cond(c)
	}
	for _, p := range ab.Costs {
		w.phrase(p)
	}
	for _, t := range ab.Targets {
		w.selector(t.Sel)
	}
	for _, e := range ab.Effects {
		w.phrase(e.Phrase)
		w.cond(e.If)
		if e.Remember != nil {
			w.num(e.Remember.Value)
			w.cond(e.Remember.Cond)
		}
	}
	for _, r := range ab.Remembered {
		w.num(r.Value)
	}
}

func (w walker) phrase(p *Phrase) {
	if p == nil {
		return
	}
	if w.onPhrase != nil {
		w.onPhrase(p)
	}
	for _, a := range p.Args {
		w.selector(a.Sel)
		w.cond(a.Cond)
		w.num(a.Int)
	}
}

func (w walker) selector(s *Selector) {
	if s == nil {
		return
	}
	if w.onSelector != nil {
		w.onSelector(s)
	}
	w.num(s.MaxExpr)
	for _, p := range s.Filters {
		w.phrase(p)
	}
	for _, g := range s.Groups {
		g.Walk(w.phrase)
	}
}

func (w walker) cond(c *Cond) {
	if c == nil {
		return
	}
	w.phrase(c.Atom)
	w.num(c.L)
	w.num(c.R)
	for _, a := range c.Args {
		w.cond(a)
	}
}

func (w walker) num(e *IntExpr) {
	if e == nil {
		return
	}
	w.phrase(e.Value)
	for _, t := range e.Terms {
		w.num(t)
	}
}

// Refs lists the card references (self, it, a target's name, …) a selector
// makes, its own and those of the phrases inside it.
func (s *Selector) Refs() []string {
	var out []string
	walker{onSelector: refsTo(&out)}.selector(s)
	return out
}

// Refs lists the card references a phrase makes in its arguments, those
// of the phrases inside it included, once per use.
func (p *Phrase) Refs() []string {
	var out []string
	walker{onSelector: refsTo(&out)}.phrase(p)
	return out
}

func refsTo(out *[]string) func(*Selector) {
	return func(s *Selector) {
		if s.Ref != "" {
			*out = append(*out, s.Ref)
		}
	}
}

// PlayerRefs lists the player words written in a selector's phrases
// (`controlled-by p`, `in discard of p`): a player target's name among
// them makes the selector read that target.
func (s *Selector) PlayerRefs() []string {
	var out []string
	walker{onPhrase: func(p *Phrase) {
		for _, a := range p.Args {
			if a.Kind == "player" && a.Word != "" {
				out = append(out, a.Word)
			}
		}
	}}.selector(s)
	return out
}
