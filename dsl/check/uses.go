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
func WordUses(lib *Library) map[WordUse][]string {
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
		if c.AttachTo != nil {
			walkSelector(c.AttachTo, note)
		}
		for _, ab := range c.Abilities {
			walkAbility(ab, note)
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

// walkAbility calls f for every phrase of an ability, nested ones included.
func walkAbility(ab *Ability, f func(*Phrase)) {
	if ab.Trigger != nil {
		walkPhrase(ab.Trigger.Phrase, f)
		for _, p := range ab.Trigger.Also {
			walkPhrase(p, f)
		}
	}
	for _, c := range ab.Conds {
		walkCond(c, f)
	}
	for _, p := range ab.Costs {
		walkPhrase(p, f)
	}
	for _, t := range ab.Targets {
		walkSelector(t.Sel, f)
	}
	for _, e := range ab.Effects {
		walkPhrase(e.Phrase, f)
	}
}

func walkPhrase(p *Phrase, f func(*Phrase)) {
	if p == nil {
		return
	}
	f(p)
	for _, a := range p.Args {
		walkSelector(a.Sel, f)
		walkCond(a.Cond, f)
		walkInt(a.Int, f)
	}
}

func walkSelector(s *Selector, f func(*Phrase)) {
	if s == nil {
		return
	}
	walkInt(s.MaxExpr, f)
	for _, p := range s.Filters {
		walkPhrase(p, f)
	}
}

func walkCond(c *Cond, f func(*Phrase)) {
	if c == nil {
		return
	}
	walkPhrase(c.Atom, f)
	walkInt(c.L, f)
	walkInt(c.R, f)
	for _, a := range c.Args {
		walkCond(a, f)
	}
}

func walkInt(e *IntExpr, f func(*Phrase)) {
	if e == nil {
		return
	}
	walkPhrase(e.Value, f)
	for _, t := range e.Terms {
		walkInt(t, f)
	}
}

// Refs lists the card references (self, it, a target's name, …) a selector
// makes, its own and those of the phrases inside it.
func (s *Selector) Refs() []string {
	var out []string
	var sel func(s *Selector)
	var phrase func(p *Phrase)
	var cond func(c *Cond)
	var num func(e *IntExpr)
	sel = func(s *Selector) {
		if s == nil {
			return
		}
		if s.Ref != "" {
			out = append(out, s.Ref)
		}
		num(s.MaxExpr)
		for _, f := range s.Filters {
			phrase(f)
		}
	}
	phrase = func(p *Phrase) {
		if p == nil {
			return
		}
		for _, a := range p.Args {
			sel(a.Sel)
			cond(a.Cond)
			num(a.Int)
		}
	}
	cond = func(c *Cond) {
		if c == nil {
			return
		}
		phrase(c.Atom)
		num(c.L)
		num(c.R)
		for _, a := range c.Args {
			cond(a)
		}
	}
	num = func(e *IntExpr) {
		if e == nil {
			return
		}
		phrase(e.Value)
		for _, t := range e.Terms {
			num(t)
		}
	}
	sel(s)
	return out
}
