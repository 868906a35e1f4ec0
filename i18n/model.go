// Package i18n checks card translations: that every card has text in a
// language, and that the numbers, keyword values, ability labels, traits,
// card titles and rules terms of a translated text match the card and the
// language's glossary. It works on small input structs (CardFacts,
// TextBlock) that the CLI fills from the checked model, so it depends on
// nothing but dsl/diag.
package i18n

import "github.com/thronescript/thronescript/dsl/diag"

// CardFacts is what the checks need to know about a card's behaviour and
// stats, independent of any language.
type CardFacts struct {
	Code      string
	Title     string // canonical (English) title
	Type      string // character, location, attachment, event, plot, agenda, title
	Faction   string
	Cost      string // "3", "X", "-" or "" when the card has no cost
	Strength  string // "" when the card has no strength
	Unique    bool
	Loyal     bool
	Traits    []string      // English trait names, in printed order
	Keywords  []KeywordUse  // keyword instances, e.g. shadow(2)
	Abilities []AbilityFact // the card's abilities, by id
	Range     diag.Range    // the card declaration, for "no text" findings
}

// KeywordUse is one keyword instance on a card: shadow(2) is
// {Name: "shadow", Values: [2]}.
type KeywordUse struct {
	Name   string
	Values []int
}

// AbilityFact is one ability of a card: its id and kind (reaction,
// forced-interrupt, action, constant, …), and for actions the phase that
// restricts them ("marshaling", "challenges", "dominance", "plot", or "").
type AbilityFact struct {
	ID    string
	Kind  string
	Phase string
}

// TextBlock is the text of one card in one language: a `text <lang> <code>
// { … }` block. Absent fields are nil.
type TextBlock struct {
	Lang  string
	Code  string
	Range diag.Range // the block header, for findings about the whole block
	Title *Field
	// PluralTitle: the title is grammatically plural (`plural-title`).
	PluralTitle bool
	// Untranslated: the block is marked `untranslated` (a pack without
	// data in this language): a field equal to the source language's is a
	// copy awaiting a translator, counted as missing and not checked, and
	// a missing field is progress, not a finding.
	Untranslated bool
	Traits       *Field
	Keywords     *Field
	Flavor       *Field
	Abilities    []AbilityText
	Notes        []Field
}

// AbilityText is the text of one ability, keyed by the ability id.
type AbilityText struct {
	ID      string
	IDRange diag.Range
	Text    Field
}

// Ability returns the text of the ability with the given id, or nil.
func (b *TextBlock) Ability(id string) *AbilityText {
	for i := range b.Abilities {
		if b.Abilities[i].ID == id {
			return &b.Abilities[i]
		}
	}
	return nil
}

// Input is everything a translation check looks at.
type Input struct {
	Cards      []*CardFacts
	Texts      []*TextBlock // text blocks of any language; only Source and Target languages are used
	SourceLang string       // the language translated from, normally "en"
	TargetLang string       // the language checked, e.g. "de"
	Source     *Glossary    // glossary of SourceLang
	Target     *Glossary    // glossary of TargetLang
	// Partial: the target language is declared partial (its glossary's
	// language:status): a card, field or ability without its text is
	// progress (`throne i18n status` counts it), not a finding.
	Partial bool
	// Words is the target language's dictionary (spelling list and number
	// table); nil skips the spelling and number-agreement checks.
	Words *Dictionary
}
