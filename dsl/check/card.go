package check

import (
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// cardStmts are the statements of a card block (besides ability kinds and type words).
var cardStmts = []string{"pack", "faction", "loyal", "unique", "cost", "strength", "icons", "traits",
	"income", "initiative", "claim", "reserve", "deck-limit", "keywords", "attach-to", "duplicate-on", "lua",
	"incomplete", "text"}

// cardAbilityKinds are the ability kinds a card may have.
var cardAbilityKinds = []string{"action", "reaction", "interrupt", "forced-reaction", "forced-interrupt",
	"when-revealed", "constant", "while-attached"}

// keywordAbilityKinds are the extra kinds a keyword definition may have.
var keywordAbilityKinds = []string{"player-action", "framework", "restriction", "setup-option", "play-from"}

// fieldRule says which card types require or allow a field.
type fieldRule struct {
	field    string
	required []string // card types that must have it
	allowed  []string // card types that may have it (required ones included)
	hint     string   // how to write it
}

var fieldRules = []fieldRule{
	{"faction", []string{"character", "location", "attachment", "event", "plot", "agenda", "title", "faction"}, nil, "faction stark"},
	{"cost", []string{"character", "location", "attachment", "event"}, nil, "cost 3"},
	{"strength", []string{"character"}, nil, "strength 2"},
	{"icons", nil, []string{"character"}, "icons military power"},
	{"income", []string{"plot"}, nil, "income 5"},
	{"initiative", []string{"plot"}, nil, "initiative 0"},
	{"claim", []string{"plot"}, nil, "claim 1"},
	{"reserve", []string{"plot"}, nil, "reserve 6"},
	{"attach-to", nil, []string{"attachment"}, "attach-to character"},
	{"duplicate-on", nil, []string{"character", "location", "attachment"}, "duplicate-on character controlled-by you owned-by you with-trait Lady"},
	{"unique", nil, []string{"character", "location", "attachment"}, "unique"},
	{"loyal", nil, []string{"character", "location", "attachment", "event", "plot", "agenda"}, "loyal"},
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func article(t string) string {
	if strings.ContainsRune("aeiou", rune(t[0])) {
		return "an " + t
	}
	return "a " + t
}

// card checks a `card CODE "Title" { … }` declaration and returns the card
// (nil when there is none to speak of); addCard then registers it.
func (c *checker) card(f *syntax.File, s *syntax.Stmt) *Card {
	card := &Card{File: f.Name, Range: s.Range, Header: header(s), DeckLimit: 3}
	if len(s.Values) < 2 || s.Block == nil {
		c.errorf(CodeCardHeader, s.Range, "a card needs a code, a title and a body").
			WithHint(`write card 90001 "My Card" { … }`)
		if len(s.Values) == 0 || s.Block == nil {
			return nil
		}
	}
	code := s.Values[0]
	if code.Kind != syntax.NumberValue && code.Kind != syntax.WordValue {
		c.errorf(CodeWrongValue, code.Range, "a card code is a number or a word, not %s", show(code)).
			WithHint(`write card 90001 "My Card" { … }`)
	}
	card.Code = code.Text
	if len(s.Values) > 1 {
		if s.Values[1].Kind != syntax.StringValue {
			c.errorf(CodeWrongValue, s.Values[1].Range, "a card title is a string, not %s", show(s.Values[1])).
				WithHint(`put the title in double quotes: "%s"`, s.Values[1].Text)
		}
		card.Title = s.Values[1].Text
	}
	if len(s.Values) > 2 {
		c.errorf(CodeValueCount, valueRange(s, s.Values[2:]), "too many values after the card's title").
			WithHint("a card is `card CODE \"Title\" { … }`; put other facts inside the block")
	}
	seen := map[string]*syntax.Stmt{}
	var typeStmt *syntax.Stmt
	abilityIDs := map[string]*Ability{}
	kwSeen := map[string]*KeywordUse{}
	var abilityStmts []*syntax.Stmt
	for _, b := range s.Block.Stmts {
		if contains(cardTypes, b.Word) && (b.Word != "faction" || len(b.Values) == 0) {
			// `faction` alone is the faction-card type; `faction stark` is the field
			c.noBlock(b)
			c.wantValues(b, 0, 0, b.Word)
			if typeStmt != nil {
				c.errorf(CodeCardType, b.WordRange(), "a card has one type; this one is already %s", article(card.Type)).
					WithHint("remove one of the type lines")
				continue
			}
			typeStmt, card.Type = b, b.Word
			continue
		}
		if contains(cardAbilityKinds, b.Word) || b.Word == "deck-building" {
			abilityStmts = append(abilityStmts, b)
			continue
		}
		if !contains(cardStmts, b.Word) {
			cands := append(append(append([]string{"deck-building"}, cardStmts...), cardTypes...), cardAbilityKinds...)
			c.unknown(b, "card statement", cands)
			continue
		}
		if b.Word != "text" && b.Word != "keywords" && b.Word != "traits" {
			if prev := seen[b.Word]; prev != nil {
				c.errorf(CodeDuplicateField, b.WordRange(), "`%s` is given twice", b.Word).
					WithDetail("first at %s", prev.WordRange().Start).WithHint("keep one `%s` line", b.Word)
				continue
			}
		}
		seen[b.Word] = b
		c.cardField(f, card, b, kwSeen)
	}
	if typeStmt == nil {
		c.errorf(CodeCardType, s.WordRange(), "card %s has no type", card.Code).
			WithHint("add a line with its type: %s", strings.Join(cardTypes, ", "))
	} else {
		for _, r := range fieldRules {
			st := seen[r.field]
			if st == nil && contains(r.required, card.Type) {
				c.errorf(CodeMissingField, s.WordRange(), "%s needs `%s`", article(card.Type), r.field).
					WithHint("add `%s`", r.hint)
			}
			if st != nil && !contains(r.required, card.Type) && !contains(r.allowed, card.Type) {
				c.errorf(CodeForbiddenField, st.WordRange(), "%s has no `%s`", article(card.Type), r.field).
					WithHint("remove this line, or change the card's type")
			}
		}
		for _, k := range card.Keywords {
			def := c.keywords[k.Name]
			if def != nil && len(def.CardTypes) > 0 && !contains(def.CardTypes, card.Type) {
				c.errorf(CodeKeywordCardType, k.Range, "%s cannot have the keyword %s", article(card.Type), k.Name).
					WithHint("%s is for %s cards", k.Name, strings.Join(def.CardTypes, ", "))
			}
		}
	}
	deckIDs := map[string]*DeckBuilding{}
	for _, b := range abilityStmts {
		if b.Word == "deck-building" {
			db := c.deckBuilding(b, card.Type)
			if db == nil {
				continue
			}
			if prev := deckIDs[db.ID]; prev != nil {
				c.errorf(CodeDuplicateAbility, b.Values[0].Range, "ability id %q is used twice in this card", db.ID).
					WithDetail("first at %s", prev.Range.Start).WithHint("give each ability its own id")
				continue
			}
			deckIDs[db.ID] = db
			card.DeckBuilding = append(card.DeckBuilding, db)
			continue
		}
		a := c.ability(f, b, card.Type, false)
		if a == nil {
			continue
		}
		if prev := abilityIDs[a.ID]; prev != nil || deckIDs[a.ID] != nil {
			if prev == nil {
				prev = &Ability{Range: deckIDs[a.ID].Range}
			}
			c.errorf(CodeDuplicateAbility, b.Values[0].Range, "ability id %q is used twice in this card", a.ID).
				WithDetail("first at %s", prev.Range.Start).WithHint("give each ability its own id")
			continue
		}
		abilityIDs[a.ID] = a
		card.Abilities = append(card.Abilities, a)
	}
	if len(card.Texts) > 0 {
		sum := summary(card)
		for _, t := range card.Texts {
			c.textAbilities(t, sum)
		}
	}
	return card
}

// summary is seenOf(card) with the card's ability ids (none when it is
// incomplete).
func summary(card *Card) *seenCard {
	sum := seenOf(card)
	if len(card.Abilities)+len(card.DeckBuilding) > 0 && card.Incomplete == "" {
		sum.ids = make([]string, 0, len(card.Abilities)+len(card.DeckBuilding))
		for _, a := range card.Abilities {
			sum.ids = append(sum.ids, strings.Clone(a.ID))
		}
		for _, d := range card.DeckBuilding {
			sum.ids = append(sum.ids, strings.Clone(d.ID))
		}
	}
	return sum
}

// addCard registers a checked card (card returned it): a second card with
// a code is an error, unless the first is in a replaceable file (the
// built-in library's), which the second replaces.
func (c *checker) addCard(card *Card, code diag.Range) {
	sum := summary(card)
	c.seen = append(c.seen, sum)
	if c.cfg.Replaceable != nil && c.cfg.Replaceable(card.File) {
		if c.builtin == nil {
			c.builtin = map[string]bool{}
		}
		c.builtin[sum.code] = true
	}
	if prev := c.cards[card.Code]; prev != nil && c.cfg.Replaceable != nil && prev.file != card.File && c.cfg.Replaceable(prev.file) {
		if c.replaced == nil {
			c.replaced = map[*Card]bool{}
		}
		if prev.card != nil {
			c.replaced[prev.card] = true
		}
		c.cards[sum.code] = sum
	} else if prev != nil {
		c.errorf(CodeDuplicateCode, code, "card code %s is used twice", card.Code).
			WithDetail("%q was declared first, at %s", prev.title, prev.at).
			WithHint("give each card its own code")
	} else {
		c.cards[sum.code] = sum
	}
}

func (c *checker) cardField(f *syntax.File, card *Card, b *syntax.Stmt, kwSeen map[string]*KeywordUse) {
	if b.Word != "text" {
		c.noBlock(b)
	}
	switch b.Word {
	case "pack":
		if c.wantValues(b, 1, 2, "pack CODE N") {
			card.Pack, card.PackRange = b.Values[0].Text, b.Values[0].Range
			if len(b.Values) == 2 {
				if n, ok := c.number(b, b.Values[1], "the number in the pack"); ok {
					card.PackNumber = n
				}
			}
		}
	case "faction":
		if c.wantValues(b, 1, 1, "faction stark") {
			c.factionWord(b.Values[0])
			card.Faction = b.Values[0].Text
		}
	case "loyal", "unique":
		c.wantValues(b, 0, 0, b.Word)
		if b.Word == "loyal" {
			card.Loyal = true
		} else {
			card.Unique = true
		}
	case "cost":
		if !c.wantValues(b, 1, 1, "cost 3") {
			return
		}
		v := b.Values[0]
		card.Cost.Range = v.Range
		switch {
		case v.Kind == syntax.NumberValue && v.Text[0] != '+' && v.Text[0] != '-':
			n, _ := strconv.Atoi(v.Text)
			card.Cost.Kind, card.Cost.N = CostNumber, n
		case v.Kind == syntax.WordValue && (v.Text == "X" || v.Text == "x"):
			card.Cost.Kind = CostX
		case v.Kind == syntax.OpValue && v.Text == "-":
			card.Cost.Kind = CostNone
		default:
			c.errorf(CodeWrongValue, v.Range, "cost must be a number, X or -, not %s", show(v)).
				WithHint("write `cost 3`")
		}
	case "strength":
		card.Strength = c.printedValue(b, card)
	case "income":
		card.Income = c.printedValue(b, card)
	case "initiative":
		card.Initiative = c.printedValue(b, card)
	case "claim":
		card.Claim = c.printedValue(b, card)
	case "reserve":
		card.Reserve = c.printedValue(b, card)
	case "deck-limit":
		if n := c.intField(b); n != nil {
			card.DeckLimit = *n
		}
	case "icons":
		for _, v := range b.Values {
			if v.Kind != syntax.WordValue || !contains(icons, v.Text) {
				d := c.errorf(CodeUnknownIcon, v.Range, "unknown icon %s", show(v))
				c.hintSuggest(d, v.Text, icons, "the icons are military, intrigue and power")
				continue
			}
			card.Icons = append(card.Icons, v.Text)
		}
	case "traits":
		c.onCard = true
		defer func() { c.onCard = false }()
		for _, v := range b.Values {
			t, ok := wordOrString(v)
			if !ok {
				c.errorf(CodeWrongValue, v.Range, "a trait is a word or a string, not %s", show(v)).
					WithHint(`write traits Knight "House Tully"`)
				continue
			}
			c.checkTrait(t, v.Range)
			card.Traits = append(card.Traits, t)
		}
	case "keywords":
		for _, v := range b.Values {
			if k := c.keywordUse(v, kwSeen); k != nil {
				card.Keywords = append(card.Keywords, k)
			}
		}
	case "attach-to":
		if c.wantValues(b, 1, -1, "attach-to character") {
			card.AttachTo = c.selectorAll(b.Values, b.Range, nil)
		}
	case "duplicate-on":
		if c.wantValues(b, 1, -1, "duplicate-on character with-trait Lady") {
			card.DuplicateOn = c.selectorAll(b.Values, b.Range, nil)
		}
	case "lua":
		card.Lua = c.lua(f, b)
	case "incomplete":
		if t, ok := c.stringValue(b); ok {
			card.Incomplete = t
		}
	case "text":
		t := c.text(f, b, card.Code)
		if t == nil {
			return
		}
		if card.Texts == nil {
			card.Texts = map[string]*Text{}
		}
		if card.Texts[t.Lang] != nil {
			c.errorf(CodeDuplicateText, b.WordRange(), "second %s text in this card", t.Lang).WithHint("merge the two text blocks")
			return
		}
		card.Texts[t.Lang] = t
	}
}

// checkTrait warns about a trait on a card that is not known, or a trait in
// a filter that neither is known nor is on any card being checked.
func (c *checker) checkTrait(t string, r diag.Range) {
	if c.traits[strings.ToLower(t)] {
		return
	}
	if !c.onCard {
		// a card of any file may have it: Stream.Finish decides, so that
		// what a statement records does not depend on the other files
		c.filterTraits = append(c.filterTraits, namedAt{strings.Clone(t), r})
		return
	}
	c.unknownTrait(t, r)
}

// unknownTrait warns about an unknown trait.
func (c *checker) unknownTrait(t string, r diag.Range) {
	d := c.warnf(CodeUnknownTrait, r, "unknown trait %q", t)
	var known []string
	for k := range c.traits {
		known = append(known, k)
	}
	if sug := diag.Suggest(t, known); sug != "" {
		d.WithHint("did you mean %q? (new traits are fine; this is only a warning)", titleCase(sug))
		if d.Subject.End.Offset-d.Subject.Start.Offset == len(t) {
			guess(d, d.Subject, t, titleCase(sug), false)
		}
	} else {
		d.WithHint("new traits are fine; check the spelling")
	}
}

// titleCase restores the capitals of a lower-cased trait ("house bolton" → "House Bolton").
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// keywordUse checks one value of a `keywords` line.
func (c *checker) keywordUse(v *syntax.Value, seen map[string]*KeywordUse) *KeywordUse {
	if v.Kind != syntax.WordValue && v.Kind != syntax.CallValue {
		c.errorf(CodeWrongValue, v.Range, "a keyword is a word or word(value), not %s", show(v)).
			WithHint("write keywords renown shadow(2)")
		return nil
	}
	k := keywordOf(v)
	def := c.keywords[k.Name]
	if def == nil && !c.known[k.Name] {
		d := c.errorf(CodeUnknownKeyword, diag.Range{Start: v.Range.Start, End: v.Range.Start}, "unknown keyword `%s`", k.Name)
		d.Subject.End = v.Range.End
		if v.Kind == syntax.CallValue {
			d.Subject.End.Offset = v.Range.Start.Offset + len(v.Text)
			d.Subject.End.Line = v.Range.Start.Line
			d.Subject.End.Column = v.Range.Start.Column + len([]rune(v.Text))
		}
		names := c.keywordNames()
		if sug := diag.Suggest(k.Name, names); sug != "" {
			d.WithHint("did you mean `%s`?", sug)
			if d.Subject.End.Offset-d.Subject.Start.Offset == len(k.Name) {
				guess(d, d.Subject, k.Name, sug, false)
			}
		} else if len(names) > 0 {
			d.WithHint("known keywords: %s", strings.Join(names, ", "))
		}
		return k
	}
	if prev := seen[k.Name]; prev != nil && (def == nil || !def.Repeatable) {
		c.errorf(CodeKeywordRepeated, v.Range, "keyword %s is given twice", k.Name).
			WithHint("%s cannot be repeated; remove one", k.Name)
		return nil
	}
	seen[k.Name] = k
	c.keywordValue(def, k, v, true)
	return k
}

// keywordOf reads a keyword written as a word or word(value…): numbers are
// its Values, X and words or strings its Args.
func keywordOf(v *syntax.Value) *KeywordUse {
	k := &KeywordUse{Name: v.Text, Range: v.Range}
	for _, it := range v.Items {
		if it.Kind == syntax.NumberValue {
			n, err := strconv.Atoi(it.Text)
			if err == nil {
				k.Values = append(k.Values, n)
				continue
			}
		}
		if it.Kind == syntax.WordValue && (it.Text == "X" || it.Text == "x") {
			k.Args = append(k.Args, it.Text)
			continue
		}
		if t, ok := wordOrString(it); ok {
			k.Args = append(k.Args, t)
		}
	}
	return k
}

// keywordValue checks the value written with keyword k (v as written)
// against its definition def (nil: not known here): a value to a keyword
// that takes none, a number where one is needed, and, when need is set (a
// card's keyword line, a phrase that grants the keyword), no value where
// the definition needs one (an int value that is not `optional`, a value
// that is `required`).
func (c *checker) keywordValue(def *Keyword, k *KeywordUse, v *syntax.Value, need bool) {
	if def == nil {
		return
	}
	has := len(v.Items) > 0
	switch {
	case need && def.HasValue && !def.Optional && !has && (def.ValueKind == "int" || def.Required):
		example := k.Name + "(2)"
		if def.ValueKind != "int" {
			example = k.Name + "(Knight)"
		}
		c.errorf(CodeKeywordNeedsVal, v.Range, "keyword %s needs a value", k.Name).
			WithHint("write %s", example)
	case !def.HasValue && has:
		c.errorf(CodeKeywordNoValue, v.Range, "keyword %s takes no value", k.Name).
			WithHint("write just `%s`", k.Name)
	case has && def.ValueKind == "int" && (len(v.Items) != 1 || (len(k.Values) != 1 && !(len(k.Args) == 1 && strings.EqualFold(k.Args[0], "x")))):
		c.errorf(CodeWrongValue, v.Range, "keyword %s takes one number", k.Name).
			WithHint("write %s(2)", k.Name)
	case has && def.ValueKind == "trait" && len(k.Values) > 0:
		c.errorf(CodeWrongValue, v.Range, "keyword %s takes a %s, not a number", k.Name, def.ValueKind).
			WithHint("write %s(Knight)", k.Name)
	}
}

func (c *checker) keywordNames() []string {
	m := map[string]bool{}
	for n := range c.keywords {
		m[n] = true
	}
	for n := range c.known {
		m[n] = true
	}
	return sortedKeys(m)
}

// factionWord reports whether v is a known faction word (E0203 if not).
func (c *checker) factionWord(v *syntax.Value) bool {
	if c.factions[v.Text] && v.Kind == syntax.WordValue {
		return true
	}
	d := c.errorf(CodeUnknownFaction, v.Range, "unknown faction %s", show(v))
	if sug := diag.Suggest(v.Text, sortedKeys(c.factions)); sug != "" {
		d.WithHint("did you mean %q?", sug)
		guess(d, v.Range, v.Text, sug, false)
	} else {
		d.WithHint("factions: %s", strings.Join(sortedKeys(c.factions), ", "))
	}
	return false
}
