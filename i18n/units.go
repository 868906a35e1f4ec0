package i18n

import (
	"fmt"
	"strconv"
	"strings"
)

// FieldNames of a text block, in the order blocks are written. Abilities
// are "ability:<id>" (the msgctxt naming of i18n/po).
const (
	FieldTitle    = "title"
	FieldTraits   = "traits"
	FieldKeywords = "keywords"
	FieldFlavor   = "flavor"
)

// NamedField is a field of a text block with its name: "title", "traits",
// "keywords", "flavor" or "ability:<id>".
type NamedField struct {
	Name  string
	Field *Field
}

// Fields returns the present fields of b in block order: title, traits,
// keywords, abilities, flavor.
func (b *TextBlock) Fields() []NamedField {
	var out []NamedField
	for _, nf := range []NamedField{{FieldTitle, b.Title}, {FieldTraits, b.Traits}, {FieldKeywords, b.Keywords}} {
		if nf.Field != nil {
			out = append(out, nf)
		}
	}
	for i := range b.Abilities {
		out = append(out, NamedField{"ability:" + b.Abilities[i].ID, &b.Abilities[i].Text})
	}
	if b.Flavor != nil {
		out = append(out, NamedField{FieldFlavor, b.Flavor})
	}
	return out
}

// Field returns the field with the given name, or nil.
func (b *TextBlock) Field(name string) *Field {
	for _, nf := range b.Fields() {
		if nf.Name == name {
			return nf.Field
		}
	}
	return nil
}

// Copy reports whether the field name of b is a copy of the source
// block's field awaiting a translator: b is marked `untranslated` and the
// field reads as src's.
func (b *TextBlock) Copy(name string, src *TextBlock) bool {
	if !b.Untranslated || src == nil {
		return false
	}
	f, s := b.Field(name), src.Field(name)
	return f != nil && s != nil && f.Value == s.Value
}

// Translated returns b without the fields that are copies of src's (b
// itself when it is not marked `untranslated`).
func (b *TextBlock) Translated(src *TextBlock) *TextBlock {
	if !b.Untranslated {
		return b
	}
	out := *b
	out.Abilities = nil
	for _, nf := range b.Fields() {
		if b.Copy(nf.Name, src) {
			continue
		}
		_ = out.SetField(nf.Name, nf.Field)
	}
	for _, name := range []string{FieldTitle, FieldTraits, FieldKeywords, FieldFlavor} {
		if b.Copy(name, src) {
			_ = out.clear(name)
		}
	}
	return &out
}

// named returns where a named field other than an ability is kept (nil:
// no such field).
func (b *TextBlock) named(name string) **Field {
	switch name {
	case FieldTitle:
		return &b.Title
	case FieldTraits:
		return &b.Traits
	case FieldKeywords:
		return &b.Keywords
	case FieldFlavor:
		return &b.Flavor
	}
	return nil
}

// clear removes a named field other than an ability.
func (b *TextBlock) clear(name string) error {
	p := b.named(name)
	if p == nil {
		return fmt.Errorf("unknown text field %q", name)
	}
	*p = nil
	return nil
}

// Set sets the field with the given name to value, adding it when absent.
// Positions of a set field are cleared. It reports an error for an unknown
// field name.
func (b *TextBlock) Set(name, value string) error {
	return b.SetField(name, &Field{Value: value})
}

// SetField sets the field with the given name to f (as Set does).
func (b *TextBlock) SetField(name string, f *Field) error {
	if p := b.named(name); p != nil {
		*p = f
		return nil
	}
	id, ok := strings.CutPrefix(name, "ability:")
	if !ok || id == "" {
		return fmt.Errorf("unknown text field %q", name)
	}
	if a := b.Ability(id); a != nil {
		a.Text = *f
		return nil
	}
	b.Abilities = append(b.Abilities, AbilityText{ID: id, Text: *f})
	return nil
}

// Format renders b as a `text <lang> <code> { … }` block of the card
// language, with fields in block order (`untranslated` first,
// `plural-title` after the title) and notes last.
func (b *TextBlock) Format() string {
	var s strings.Builder
	fmt.Fprintf(&s, "text %s %s {\n", b.Lang, b.Code)
	if b.Untranslated {
		s.WriteString("  untranslated\n")
	}
	for _, nf := range b.Fields() {
		if id, ok := strings.CutPrefix(nf.Name, "ability:"); ok {
			fmt.Fprintf(&s, "  ability %s %s\n", id, Quote(nf.Field.Value))
		} else {
			fmt.Fprintf(&s, "  %s %s\n", nf.Name, Quote(nf.Field.Value))
		}
		if nf.Name == FieldTitle && b.PluralTitle {
			s.WriteString("  plural-title\n")
		}
	}
	for _, n := range b.Notes {
		fmt.Fprintf(&s, "  note %s\n", Quote(n.Value))
	}
	s.WriteString("}\n")
	return s.String()
}

// Summary describes the card's stats in one line for translators:
// `11002 "Bolton Flayer": character, stark, cost 3, STR 3, traits Ally, House Bolton, keywords shadow(2)`.
func (c *CardFacts) Summary() string {
	parts := []string{}
	if c.Unique {
		parts = append(parts, "unique")
	}
	if c.Type != "" {
		parts = append(parts, c.Type)
	}
	if c.Faction != "" {
		parts = append(parts, c.Faction)
	}
	if c.Loyal {
		parts = append(parts, "loyal")
	}
	if c.Cost != "" {
		parts = append(parts, "cost "+c.Cost)
	}
	if c.Strength != "" {
		parts = append(parts, "STR "+c.Strength)
	}
	if len(c.Traits) > 0 {
		parts = append(parts, "traits "+strings.Join(c.Traits, ", "))
	}
	if len(c.Keywords) > 0 {
		kws := make([]string, len(c.Keywords))
		for i, k := range c.Keywords {
			kws[i] = keywordDSL(k)
		}
		parts = append(parts, "keywords "+strings.Join(kws, " "))
	}
	return c.Code + " " + strconv.Quote(c.Title) + ": " + strings.Join(parts, ", ")
}

// Translatable is one text a translator works on: a field of a card in the
// source language with its current translation. It has the shape of a
// i18n/po Unit, which the CLI fills from it.
type Translatable struct {
	Code   string
	Field  string // "title", "traits", "keywords", "flavor", "ability:<id>"
	Source string // source-language text
	Target string // current translation, "" when none
	Ref    string // "file:line" of the translation, or of its text block; "" when the card has no block yet
	Notes  []string
}

// Translatables lists, card by card in input order, every field of the
// SourceLang texts with its TargetLang translation. The notes give the
// card's stats and, for ability texts, the whole source text of the card
// so that a translator sees each ability in context.
func Translatables(in *Input) []Translatable {
	source, target := map[string]*TextBlock{}, map[string]*TextBlock{}
	for _, b := range in.Texts {
		if b.Lang == in.SourceLang && source[b.Code] == nil {
			source[b.Code] = b
		}
		if b.Lang == in.TargetLang && target[b.Code] == nil {
			target[b.Code] = b
		}
	}
	var out []Translatable
	for _, card := range in.Cards {
		sb := source[card.Code]
		if sb == nil {
			continue
		}
		tb := target[card.Code]
		var whole []string
		for _, nf := range sb.Fields() {
			if strings.HasPrefix(nf.Name, "ability:") || nf.Name == FieldKeywords {
				whole = append(whole, nf.Field.Value)
			}
		}
		for _, nf := range sb.Fields() {
			t := Translatable{Code: card.Code, Field: nf.Name, Source: nf.Field.Value, Notes: []string{"Card " + card.Summary()}}
			if strings.HasPrefix(nf.Name, "ability:") && len(whole) > 1 {
				t.Notes = append(t.Notes, in.SourceLang+" card text: "+strings.Join(whole, " / "))
			}
			if tb != nil {
				for _, n := range tb.Notes {
					// a remark about the block (a gap of the source data): the
					// translator reads it; import clears it
					t.Notes = append(t.Notes, "Note: "+n.Value)
				}
				ref := tb.Range.Start
				if f := tb.Field(nf.Name); f != nil && !tb.Copy(nf.Name, sb) {
					t.Target = f.Value
					ref = f.Range.Start
				}
				if ref.IsValid() {
					t.Ref = fmt.Sprintf("%s:%d", ref.Filename, ref.Line)
				}
			}
			out = append(out, t)
		}
	}
	return out
}
