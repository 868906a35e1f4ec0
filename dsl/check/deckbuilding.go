package check

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// DeckBuilding is a card's `deck-building ID { … }` block: the deck-building
// lines of an agenda ("You cannot include Winter plot cards in your plot
// deck", "Your plot deck must be 12 cards, including exactly 5 different
// Scheme cards"). The id names the text paragraph it writes; the block has no
// effect in a game except its set-aside lines.
type DeckBuilding struct {
	ID    string
	Rules []*DeckRule
	Range diag.Range
}

// DeckRule is one line of a deck-building block.
type DeckRule struct {
	// Kind is the statement: cannot-include, include, plot-deck, set-aside.
	Kind string
	// N is the number of include and plot-deck; AtLeast says `at-least`
	// (else `exactly`); Different says the cards must be different titles.
	N                  int
	AtLeast, Different bool
	Match              DeckFilter // the cards of cannot-include, include, set-aside
	Text               string     // the line as written (words joined by spaces)
	Range              diag.Range
}

// DeckFilter is the cards a deck-building line names: a card type, traits
// (any of), a trait they lack, loyalty and faction (each empty: any).
type DeckFilter struct {
	Type          string
	Traits        []string // with-trait A or B
	WithoutTraits []string // without-trait C (none of them)
	Loyal         string   // "", "loyal", "non-loyal"
	Faction       string
}

// deckBuildingStmts are the statements of a deck-building block.
var deckBuildingStmts = []string{"cannot-include", "include", "plot-deck", "set-aside"}

// deckFilterTypes are the card types a deck-building filter may start with.
var deckFilterTypes = []string{"card", "character", "location", "attachment", "event", "plot"}

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
		switch b.Word {
		case "plot-deck":
			if !c.wantValues(b, 1, 1, "plot-deck 12") {
				continue
			}
			n, ok := c.number(b, vs[0], "the plot deck's size")
			if !ok {
				continue
			}
			r.N = n
		case "cannot-include", "set-aside":
			if !c.wantValues(b, 1, -1, b.Word+" plot with-trait Winter") {
				continue
			}
			if !c.deckFilter(b, vs, &r.Match) {
				continue
			}
		case "include":
			usage := "include exactly 5 different plot with-trait Scheme"
			if len(vs) < 3 || !(isWord(vs[0], "exactly") || isWord(vs[0], "at-least")) {
				c.errorf(CodeValueCount, b.Range, "`include` needs `exactly` or `at-least`, a number and the cards").WithHint("write `%s`", usage)
				continue
			}
			r.AtLeast = vs[0].Text == "at-least"
			n, ok := c.number(b, vs[1], "the number of cards")
			if !ok {
				continue
			}
			r.N = n
			vs = vs[2:]
			if len(vs) > 0 && isWord(vs[0], "different") {
				r.Different = true
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

// deckFilter reads `[TYPE] {with-trait T {or T} | without-trait T | loyal |
// non-loyal | faction F}` into f.
func (c *checker) deckFilter(s *syntax.Stmt, vs []*syntax.Value, f *DeckFilter) bool {
	hint := "write e.g. `plot with-trait Scheme`, `character non-loyal faction stark`, `event neutral`"
	if len(vs) > 0 && vs[0].Kind == syntax.WordValue && contains(deckFilterTypes, vs[0].Text) {
		if vs[0].Text != "card" {
			f.Type = vs[0].Text
		}
		vs = vs[1:]
	}
	trait := func(v *syntax.Value) (string, bool) {
		t, ok := wordOrString(v)
		if !ok {
			c.errorf(CodeWrongValue, v.Range, "a trait is a word or a string, not %s", show(v)).WithHint("%s", hint)
			return "", false
		}
		c.checkTrait(t, v.Range)
		return t, true
	}
	for len(vs) > 0 {
		v := vs[0]
		if v.Kind != syntax.WordValue {
			c.errorf(CodeWrongValue, v.Range, "unexpected %s in the cards of a deck-building line", show(v)).WithHint("%s", hint)
			return false
		}
		switch v.Text {
		case "with-trait", "without-trait", "faction":
			if len(vs) < 2 {
				c.errorf(CodeValueCount, v.Range, "`%s` needs a value", v.Text).WithHint("%s", hint)
				return false
			}
			if v.Text == "faction" {
				if !c.factions[vs[1].Text] || vs[1].Kind != syntax.WordValue {
					c.errorf(CodeUnknownFaction, vs[1].Range, "unknown faction %s", show(vs[1])).
						WithHint("factions: %s", strings.Join(sortedKeys(c.factions), ", "))
					return false
				}
				f.Faction = vs[1].Text
				vs = vs[2:]
				continue
			}
			t, ok := trait(vs[1])
			if !ok {
				return false
			}
			vs = vs[2:]
			if v.Text == "without-trait" {
				f.WithoutTraits = append(f.WithoutTraits, t)
				continue
			}
			f.Traits = append(f.Traits, t)
			for len(vs) >= 2 && isWord(vs[0], "or") {
				if t, ok = trait(vs[1]); !ok {
					return false
				}
				f.Traits = append(f.Traits, t)
				vs = vs[2:]
			}
		case "loyal", "non-loyal":
			f.Loyal = v.Text
			vs = vs[1:]
		case "neutral":
			f.Faction = "neutral"
			vs = vs[1:]
		default:
			d := c.errorf(CodeUnknownName, v.Range, "unknown word %q in the cards of a deck-building line", v.Text)
			c.hintSuggest(d, v.Text, []string{"with-trait", "without-trait", "loyal", "non-loyal", "neutral", "faction", "or"}, "%s", hint)
			return false
		}
	}
	return true
}
