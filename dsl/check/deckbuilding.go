package check

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// DeckBuilding is a card's `deck-building ID { … }` block: the deck-building
// lines of an agenda ("You cannot include Winter plot cards in your plot
// deck", "Your plot deck must be 12 cards, including exactly 5 different
// Scheme cards", "You may include non-loyal [X] cards in your deck"). The id
// names the text paragraph it writes; the block has no effect in a game
// except its set-aside lines.
//
// Which deck a line looks at follows the Rules Reference ("When the word
// 'deck' appears by itself … it refers to the draw deck"; "Any rule or
// ability that refers to a plot deck uses the term 'plot deck'"): a line
// whose cards are `plot` looks at the plot deck, any other line at the draw
// deck (DeckRule.PlotDeck).
type DeckBuilding struct {
	ID    string
	Rules []*DeckRule
	Range diag.Range
}

// DeckRule is one line of a deck-building block.
type DeckRule struct {
	// Kind is the statement: cannot-include, may-include, include,
	// plot-deck, plot-duplicates, set-aside, draw-deck-minimum (the draw
	// deck's minimum size instead of 60), extra-agendas (up to N more
	// agendas the filter matches, each with its own deck-building lines).
	Kind string
	// N is the number of include and plot-deck; Bound is include's
	// `exactly`, `at-least` or `at-most`; Different says the cards are
	// counted by title (and each title once).
	N         int
	Bound     string
	Different bool
	// Each: include counts each title apart (`include at-most 1 each
	// event`: "no more than 1 copy of each event").
	Each  bool
	Match DeckFilter // the cards of cannot-include, may-include, include, set-aside
	// During is a set-aside line's phase (`set-aside … during plot`): the
	// cards are set aside only during that phase ("During the plot phase,
	// Scheme cards are not considered to be in your plot deck"); "" for the
	// whole game.
	During string
	Text   string // the line as written (words joined by spaces)
	Range  diag.Range
}

// PlotDeck reports whether the line looks at the plot deck (its cards are
// `plot`); every other line looks at the draw deck.
func (r *DeckRule) PlotDeck() bool { return r.Match.Type == "plot" }

// DeckFilter is the cards a deck-building line names: a card type, traits
// (any of), a trait they lack, printed keywords (any of), loyalty and
// faction (each empty: any), and the filters written after `not`, which no
// named card matches.
type DeckFilter struct {
	Type          string
	Traits        []string // with-trait A or B
	WithoutTraits []string // without-trait C (none of them)
	Keywords      []string // with-printed-keyword K (printed on the card)
	Loyal         string   // "", "loyal", "non-loyal"
	Faction       string
	Not           []DeckFilter // not F: each holds one filter word
}

// deckBuildingStmts are the statements of a deck-building block.
var deckBuildingStmts = []string{"cannot-include", "may-include", "include", "plot-deck", "plot-duplicates", "set-aside", "draw-deck-minimum", "extra-agendas"}

// numberRules are the deck-building lines that take one number: the
// example a wrong line is shown, and what the number is.
var numberRules = map[string]struct{ example, what string }{
	"plot-deck":         {"plot-deck 12", "the plot deck's size"},
	"plot-duplicates":   {"plot-duplicates 2", "how many plots may be duplicated"},
	"draw-deck-minimum": {"draw-deck-minimum 75", "the draw deck's minimum size"},
}

// deckBounds are the words of `include` before its number.
var deckBounds = []string{"exactly", "at-least", "at-most"}

// deckFilterTypes are the card types a deck-building filter may start with.
var deckFilterTypes = []string{"card", "character", "location", "attachment", "event", "plot", "agenda"}

// deckBuilding checks `deck-building ID { … }`.
func (c *checker) deckBuilding(s *syntax.Stmt, cardType string) *DeckBuilding {
	if len(s.Values) == 0 || s.Values[0].Kind != syntax.WordValue {
		c.errorf(CodeAbilityShape, s.Range, "a deck-building block needs an id").
			WithHint("write `deck-building constant { … }`; the id names the text paragraph it writes")
		return nil
	}
	db := &DeckBuilding{ID: s.Values[0].Text, Range: s.Range}
	if len(s.Values) > 1 {
		c.errorf(CodeValueCount, valueRange(s, s.Values[1:]), "too many values after the deck-building id").
			WithHint("the lines go in the block: `deck-building %s { … }`", db.ID)
	}
	if cardType != "" && cardType != "agenda" {
		c.errorf(CodeAbilityKind, s.WordRange(), "only agendas have deck-building lines, not %s", article(cardType)).
			WithHint("remove the block, or make the card an agenda")
	}
	if s.Block == nil {
		c.errorf(CodeAbilityShape, s.Range, "deck-building %s has no lines", db.ID).
			WithHint("add `{ cannot-include plot with-trait Winter }` or similar")
		return db
	}
	for _, b := range s.Block.Stmts {
		c.noBlock(b)
		r := &DeckRule{Kind: b.Word, Range: b.Range, Text: strings.TrimSpace(b.Word + " " + wordsText(b.Values))}
		vs := b.Values
		nr, isNumber := numberRules[b.Word]
		switch {
		case isNumber:
			if !c.wantValues(b, 1, 1, nr.example) {
				continue
			}
			n, ok := c.number(b, vs[0], nr.what)
			if !ok {
				continue
			}
			r.N = n
		case b.Word == "extra-agendas":
			if !c.wantValues(b, 2, -1, "extra-agendas 2 agenda with-trait Banner") {
				continue
			}
			n, ok := c.number(b, vs[0], "how many more agendas")
			if !ok {
				continue
			}
			r.N = n
			if !c.deckFilter(b, vs[1:], &r.Match) {
				continue
			}
		case b.Word == "cannot-include" || b.Word == "set-aside" || b.Word == "may-include":
			usage := b.Word + " plot with-trait Winter"
			if b.Word == "may-include" {
				usage = "may-include card non-loyal faction stark"
			}
			if !c.wantValues(b, 1, -1, usage) {
				continue
			}
			if n := len(vs); b.Word == "set-aside" && n >= 2 && vs[n-2].IsWord("during") {
				if !contains(phases, vs[n-1].Text) {
					c.errorf(CodeWrongValue, vs[n-1].Range, "%s is not a phase", show(vs[n-1])).
						WithHint("write `set-aside plot with-trait Scheme during plot` (phases: %s)", strings.Join(phases, ", "))
					continue
				}
				r.During = vs[n-1].Text
				vs = vs[:n-2]
			}
			if !c.deckFilter(b, vs, &r.Match) {
				continue
			}
			if b.Word == "may-include" && r.Match.Loyal == "loyal" {
				c.errorf(CodeWrongValue, b.Range, "`may-include` cannot let loyal cards of another faction in").
					WithHint("the Rules Reference's loyal rule still holds (\"A loyal card's affiliation must match the affiliation of a deck's faction card\"); write `non-loyal`")
				continue
			}
		case b.Word == "include":
			usage := "include exactly 5 different plot with-trait Scheme` or `include at-most 1 each event"
			if len(vs) < 3 || vs[0].Kind != syntax.WordValue || !contains(deckBounds, vs[0].Text) {
				d := c.errorf(CodeValueCount, b.Range, "`include` needs `exactly`, `at-least` or `at-most`, a number and the cards")
				if len(vs) > 0 && vs[0].Kind == syntax.WordValue {
					c.hintSuggest(d, vs[0].Text, deckBounds, "write `%s`", usage)
				} else {
					d.WithHint("write `%s`", usage)
				}
				continue
			}
			r.Bound = vs[0].Text
			n, ok := c.number(b, vs[1], "the number of cards")
			if !ok {
				continue
			}
			r.N = n
			vs = vs[2:]
			if len(vs) > 0 && isWord(vs[0], "different") {
				r.Different = true
				vs = vs[1:]
			} else if len(vs) > 0 && isWord(vs[0], "each") {
				r.Each = true
				if r.Bound != "at-most" {
					c.errorf(CodeWrongValue, vs[0].Range, "`each` counts the copies of each title: only `include at-most N each …` bounds them").
						WithHint("write `include at-most 1 each event` (\"no more than 1 copy of each event\")")
					continue
				}
				vs = vs[1:]
			}
			if len(vs) == 0 {
				c.errorf(CodeValueCount, b.Range, "`include` names no cards").WithHint("write `%s`", usage)
				continue
			}
			if !c.deckFilter(b, vs, &r.Match) {
				continue
			}
		default:
			c.unknown(b, "deck-building line", deckBuildingStmts)
			continue
		}
		db.Rules = append(db.Rules, r)
	}
	return db
}

// deckFilter reads `[TYPE] {[not] WORD}` into f, WORD one of `with-trait T
// {or T}`, `without-trait T`, `loyal`, `non-loyal`, `neutral`, `faction F`.
func (c *checker) deckFilter(s *syntax.Stmt, vs []*syntax.Value, f *DeckFilter) bool {
	hint := "write e.g. `plot with-trait Scheme`, `character non-loyal faction stark`, `event neutral`"
	if len(vs) > 0 && vs[0].Kind == syntax.WordValue && contains(deckFilterTypes, vs[0].Text) {
		if vs[0].Text != "card" {
			f.Type = vs[0].Text
		}
		vs = vs[1:]
	}
	for len(vs) > 0 {
		if isWord(vs[0], "not") {
			if len(vs) < 2 || isWord(vs[1], "not") {
				c.errorf(CodeValueCount, vs[0].Range, "`not` needs a filter word after it").WithHint("write e.g. `card not neutral`, `plot not with-trait Winter`")
				return false
			}
			var n DeckFilter
			rest, ok := c.deckFilterWord(vs[1:], &n, hint)
			if !ok {
				return false
			}
			f.Not = append(f.Not, n)
			vs = rest
			continue
		}
		rest, ok := c.deckFilterWord(vs, f, hint)
		if !ok {
			return false
		}
		vs = rest
	}
	return true
}

// deckFilterWords are the words of a deck-building line's cards after the
// type.
var deckFilterWords = []string{"with-trait", "without-trait", "with-printed-keyword", "loyal", "non-loyal", "neutral", "faction", "or", "not"}

// deckFilterWord reads one filter word of a deck-building line (with its
// values) from vs into f and returns the values after it.
func (c *checker) deckFilterWord(vs []*syntax.Value, f *DeckFilter, hint string) ([]*syntax.Value, bool) {
	trait := func(v *syntax.Value) (string, bool) {
		t, ok := wordOrString(v)
		if !ok {
			c.errorf(CodeWrongValue, v.Range, "a trait is a word or a string, not %s", show(v)).WithHint("%s", hint)
			return "", false
		}
		c.checkTrait(t, v.Range)
		return t, true
	}
	v := vs[0]
	if v.Kind != syntax.WordValue {
		c.errorf(CodeWrongValue, v.Range, "unexpected %s in the cards of a deck-building line", show(v)).WithHint("%s", hint)
		return nil, false
	}
	switch v.Text {
	case "with-printed-keyword":
		if len(vs) < 2 || vs[1].Kind != syntax.WordValue {
			c.errorf(CodeValueCount, v.Range, "`with-printed-keyword` needs a keyword").WithHint("write e.g. `character with-printed-keyword shadow`")
			return nil, false
		}
		f.Keywords = append(f.Keywords, vs[1].Text)
		return vs[2:], true
	case "with-trait", "without-trait", "faction":
		if len(vs) < 2 {
			c.errorf(CodeValueCount, v.Range, "`%s` needs a value", v.Text).WithHint("%s", hint)
			return nil, false
		}
		if v.Text == "faction" {
			if !c.factions[vs[1].Text] || vs[1].Kind != syntax.WordValue {
				c.errorf(CodeUnknownFaction, vs[1].Range, "unknown faction %s", show(vs[1])).
					WithHint("factions: %s", strings.Join(sortedKeys(c.factions), ", "))
				return nil, false
			}
			f.Faction = vs[1].Text
			return vs[2:], true
		}
		t, ok := trait(vs[1])
		if !ok {
			return nil, false
		}
		vs = vs[2:]
		if v.Text == "without-trait" {
			f.WithoutTraits = append(f.WithoutTraits, t)
			return vs, true
		}
		f.Traits = append(f.Traits, t)
		for len(vs) >= 2 && isWord(vs[0], "or") {
			if t, ok = trait(vs[1]); !ok {
				return nil, false
			}
			f.Traits = append(f.Traits, t)
			vs = vs[2:]
		}
		return vs, true
	case "loyal", "non-loyal":
		f.Loyal = v.Text
	case "neutral":
		f.Faction = "neutral"
	default:
		d := c.errorf(CodeUnknownName, v.Range, "unknown word %q in the cards of a deck-building line", v.Text)
		c.hintSuggest(d, v.Text, deckFilterWords, "%s", hint)
		return nil, false
	}
	return vs[1:], true
}
