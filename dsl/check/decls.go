package check

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

var keywordStmts = []string{"value", "area", "event", "cost-kind", "card-types", "step", "lua"}

var valueKinds = []string{"int", "trait", "word", "string"}

// keywordHead reads the name and the declarations of a keyword definition
// that cards depend on (value, events, areas, cost kinds, card types).
func (c *checker) keywordHead(f *syntax.File, s *syntax.Stmt) *Keyword {
	if len(s.Values) != 1 || s.Values[0].Kind != syntax.WordValue || s.Block == nil {
		c.errorf(CodeKeywordDecl, s.Range, "a keyword definition is `keyword NAME { … }`").
			WithHint("write `keyword renown { … }`")
		return nil
	}
	k := &Keyword{Name: s.Values[0].Text, File: f.Name, Range: s.Range}
	if prev := c.keywords[k.Name]; prev != nil && c.cfg.Replaceable != nil && prev.File != k.File && c.cfg.Replaceable(prev.File) {
		kept := c.lib.Keywords[:0]
		for _, x := range c.lib.Keywords {
			if x != prev {
				kept = append(kept, x)
			}
		}
		c.lib.Keywords = kept
	} else if prev != nil {
		c.errorf(CodeDuplicateKeyword, s.Values[0].Range, "keyword %s is defined twice", k.Name).
			WithDetail("first at %s", prev.Range.Start).WithHint("remove one definition")
		return nil
	}
	for _, b := range s.Block.Stmts {
		switch b.Word {
		case "value":
			c.noBlock(b)
			if len(b.Values) == 0 || !contains(valueKinds, b.Values[0].Text) {
				c.errorf(CodeKeywordDecl, b.Range, "write `value KIND [repeatable] [optional|required]`").
					WithHint("value kinds: int, trait, word, string")
				continue
			}
			k.HasValue, k.ValueKind = true, b.Values[0].Text
			for _, f := range b.Values[1:] {
				switch {
				case f.IsWord("repeatable"):
					k.Repeatable = true
				case f.IsWord("optional"):
					k.Optional = true
				case f.IsWord("required"):
					k.Required = true
				default:
					c.errorf(CodeKeywordDecl, f.Range, "unknown value flag %s", show(f)).
						WithHint("the flags are `repeatable`, `optional` and `required`")
				}
			}
		case "repeatable":
			c.wantValues(b, 0, 0, "repeatable")
			k.Repeatable = true
		case "area":
			if !c.wantValues(b, 1, 1, "area NAME { flags }") {
				continue
			}
			a := &AreaDecl{Name: b.Values[0].Text, Range: b.Range}
			if b.Block != nil {
				for _, fl := range b.Block.Stmts {
					// flags: one a line, or several on one (`per-player facedown`)
					c.noBlock(fl)
					words := append([]*syntax.Value{{Kind: syntax.WordValue, Text: fl.Word, Range: fl.WordRange()}}, fl.Values...)
					for _, w := range words {
						if c.checkName("area-flag", w) {
							a.Flags = append(a.Flags, w.Text)
						}
					}
				}
			}
			k.Areas = append(k.Areas, a)
		case "event":
			c.noBlock(b)
			if c.wantValues(b, 1, 1, "event NAME") {
				if e := c.engineTrigger(b.Values[0].Text); e != nil && c.builtinFile(k.File) {
					c.errorf(CodeEngineEvent, b.Values[0].Range, "the engine raises %s itself", b.Values[0].Text).
						WithHint("remove the declaration and write the trigger `after %s`", e.Pattern)
					continue
				} else if e != nil {
					// a workspace's name stays its own when the language
					// later gains the word (as a target's name does)
					name := b.Values[0].Text
					c.warnf(CodeEngineEvent, b.Values[0].Range, "the language has the trigger %s too: in the workspace's files `%s` is this keyword's event", name, name).
						WithDetail("abilities of the workspace's files that name %s answer this keyword's event, those of the built-in library the engine's trigger `%s`; both are raised under the one name", name, e.Pattern).
						WithHint("if the engine's trigger is meant, remove the declaration and write `after %s`", e.Pattern)
					if c.shadows == nil {
						c.shadows = map[string]bool{}
					}
					c.shadows[name] = true
				}
				k.Events = append(k.Events, b.Values[0].Text)
				c.events[b.Values[0].Text] = true
			}
		case "step":
			c.noBlock(b)
			c.stepDecl(k, b)
		case "cost-kind":
			c.noBlock(b)
			if c.wantValues(b, 1, 1, "cost-kind NAME") {
				k.CostKinds = append(k.CostKinds, b.Values[0].Text)
			}
		case "card-types":
			c.noBlock(b)
			if c.wantValues(b, 1, -1, "card-types character location") {
				for _, v := range b.Values {
					if !contains(cardTypes, v.Text) {
						c.errorf(CodeCardType, v.Range, "unknown card type %s", show(v)).
							WithHint("card types: agenda, attachment, character, event, faction, location, plot, title")
						continue
					}
					k.CardTypes = append(k.CardTypes, v.Text)
				}
			}
		case "lua":
			k.Lua = c.lua(f, b)
		case "play-from":
			if len(b.Values) > 0 {
				k.PlayFrom = append(k.PlayFrom, b.Values[0].Text)
			}
		}
	}
	c.keywords[k.Name] = k
	c.lib.Keywords = append(c.lib.Keywords, k)
	return k
}

// stepDecl reads `step NAME before|after EVENT`: a framework step of the
// keyword's own, run right before or right after a framework event of the
// round (the set "step-event"); its framework abilities name it with
// `step NAME`.
func (c *checker) stepDecl(k *Keyword, b *syntax.Stmt) {
	if !c.wantValues(b, 3, 3, "step NAME before|after EVENT") {
		return
	}
	when := b.Values[1]
	if !when.IsWord("before") && !when.IsWord("after") {
		c.errorf(CodeKeywordDecl, when.Range, "a framework step runs `before` or `after` a framework event, not %s", show(when)).
			WithHint("write `step %s before draw`", b.Values[0].Text)
		return
	}
	if !c.checkName("step-event", b.Values[2]) {
		return
	}
	name := b.Values[0].Text
	if contains(c.nameSet("step"), name) || slices.ContainsFunc(k.Steps, func(s *StepDecl) bool { return s.Name == name }) {
		c.errorf(CodeKeywordDecl, b.Values[0].Range, "framework step %s exists already", name).
			WithHint("give the keyword's step a name of its own")
		return
	}
	k.Steps = append(k.Steps, &StepDecl{Name: name, Event: b.Values[2].Text, After: when.IsWord("after"), Range: b.Range})
}

// keywordBody checks the abilities of a keyword definition.
func (c *checker) keywordBody(k *Keyword, s *syntax.Stmt) {
	ids := map[string]*Ability{}
	for _, b := range s.Block.Stmts {
		switch {
		case contains(keywordStmts, b.Word) || b.Word == "repeatable":
		case b.Word == "rule":
			c.noBlock(b)
			if c.wantValues(b, 1, -1, "rule discard-when-parent-leaves") {
				for _, v := range b.Values {
					if c.checkName("engine-rule", v) {
						k.Rules = append(k.Rules, v.Text)
					}
				}
			}
		case contains(cardAbilityKinds, b.Word) || contains(keywordAbilityKinds, b.Word):
			a := c.ability(&syntax.File{Name: k.File}, b, "", true)
			if a == nil {
				continue
			}
			if prev := ids[a.ID]; prev != nil {
				c.errorf(CodeDuplicateAbility, b.Values[0].Range, "ability id %q is used twice in keyword %s", a.ID, k.Name).
					WithDetail("first at %s", prev.Range.Start).WithHint("give each ability its own id")
				continue
			}
			ids[a.ID] = a
			k.Abilities = append(k.Abilities, a)
		default:
			c.unknown(b, "keyword statement", append(append(append([]string{"rule"}, keywordStmts...), cardAbilityKinds...), keywordAbilityKinds...))
		}
	}
}

var textStmts = []string{"title", "plural-title", "traits", "keywords", "ability", "flavor", "note", "untranslated"}

// text checks `text LANG CODE { … }`, or `text LANG { … }` inside a card
// (code is then the card's code).
func (c *checker) text(f *syntax.File, s *syntax.Stmt, code string) *Text {
	want := 2
	usage := `text de 01001 { title "…" }`
	if code != "" {
		want, usage = 1, `text de { title "…" }`
	}
	if len(s.Values) != want || s.Block == nil || s.Values[0].Kind != syntax.WordValue {
		c.errorf(CodeValueCount, s.Range, "a text block is `%s`", usage).WithHint("write `%s`", usage)
		return nil
	}
	t := &Text{Lang: s.Values[0].Text, Code: code, File: f.Name, Range: s.Range, Header: header(s), Block: s.Block.Range}
	if code == "" {
		t.Code = s.Values[1].Text
	}
	t.Stmts = make([]TextStmt, 0, len(s.Block.Stmts))
	for _, b := range s.Block.Stmts {
		ts := TextStmt{Word: b.Word, Range: b.Range}
		c.textStmt(t, b, &ts)
		t.Stmts = append(t.Stmts, ts)
	}
	c.lib.TextBlocks = append(c.lib.TextBlocks, t)
	return t
}

// textStmt checks one statement of a text block, sets its field of t, and
// fills in ts the value and ranges of a well-formed field.
func (c *checker) textStmt(t *Text, b *syntax.Stmt, ts *TextStmt) {
	if !contains(textStmts, b.Word) {
		c.unknown(b, "text statement", textStmts)
		return
	}
	if b.Word == "ability" {
		c.noBlock(b)
		if len(b.Values) != 2 || b.Values[1].Kind != syntax.StringValue {
			c.errorf(CodeValueCount, b.Range, "write `ability ID \"text\"`").
				WithHint("the id is the ability's id in the card; the text is in quotes")
			return
		}
		t.Abilities = append(t.Abilities, &TextAbility{ID: b.Values[0].Text, Text: b.Values[1].Text, Range: b.Range})
		ts.ID, ts.IDRange = b.Values[0].Text, b.Values[0].Range
		ts.Value, ts.ValueRange = b.Values[1].Text, b.Values[1].Range
		return
	}
	if b.Word == "untranslated" {
		// the block's fields that read as the source language's are
		// copies awaiting a translator (a pack without data in this
		// language), not translations
		c.noBlock(b)
		if c.wantValues(b, 0, 0, "untranslated") {
			t.Untranslated = true
		}
		return
	}
	if b.Word == "plural-title" {
		// the title is grammatically plural in this language ("Nächtliche
		// Räuber … sind"): the game log agrees with it
		c.noBlock(b)
		if c.wantValues(b, 0, 0, "plural-title") {
			t.PluralTitle = true
		}
		return
	}
	v, ok := c.stringValue(b)
	if !ok {
		return
	}
	ts.Value, ts.ValueRange = v, b.Values[0].Range
	switch b.Word {
	case "title":
		t.Title = v
	case "traits":
		t.Traits = v
	case "keywords":
		t.KeywordLine = v
	case "flavor":
		t.Flavor = v
	case "note":
		t.Notes = append(t.Notes, v)
	}
}

// header is the range of a statement's word and values, without its
// block: `text de 01001`, `card 01001 "A Clash of Kings"`.
func header(s *syntax.Stmt) diag.Range {
	r := diag.Range{Start: s.Range.Start, End: s.WordRange().End}
	if n := len(s.Values); n > 0 {
		r.End = s.Values[n-1].Range.End
	}
	return r
}

// textAbilities warns about text for ability ids the card does not have
// (unless its behaviour is not written yet: no abilities, or incomplete).
func (c *checker) textAbilities(t *Text, card *seenCard) {
	if len(card.ids) == 0 {
		return
	}
	if r := c.cfg.Replaceable; r != nil && r(t.File) && !r(card.file) {
		return // the user's card replaces the library's: the library's text may not fit it
	}
	for _, ta := range t.Abilities {
		if !slices.Contains(card.ids, ta.ID) {
			c.warnf(CodeTextUnknownAbility, ta.Range, "card %s has no ability %q", card.code, ta.ID).
				WithHint("its abilities: %s", joinQuoted(card.ids))
		}
	}
}

func joinQuoted(ids []string) string { return strings.Join(ids, ", ") }

// engineTrigger returns the vocabulary's own trigger word of that name (an
// event the engine raises), if any.
func (c *checker) engineTrigger(name string) *vocab.Entry {
	if c.cfg.Vocab == nil {
		return nil
	}
	return c.cfg.Vocab.Lookup(vocab.KindTrigger, name)
}
