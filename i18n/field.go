package i18n

import (
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// Field is one string literal of a text block: its decoded value and where
// the literal sits in its file, so that a finding inside the text can be
// reported at its exact line and column.
type Field struct {
	Value string     // the decoded text
	Raw   string     // the literal as written, quotes included; "" means the canonical quoting of Value
	Range diag.Range // the range of the literal, quotes included
}

// Quote returns the canonical string literal for s in the card language:
// double quotes, with \" \\ \n \t escapes.
func Quote(s string) string { return syntax.Quote(s) }

// Span returns the source range of the runes [start, end) of f.Value,
// mapping each rune back through the escapes of the literal. Offsets out of
// range are clamped; an empty span covers one column.
func (f Field) Span(start, end int) diag.Range {
	pos := f.positions()
	n := len(pos) - 1 // pos has one entry per rune plus the closing quote
	if start < 0 {
		start = 0
	}
	if start > n {
		start = n
	}
	if end > n {
		end = n
	}
	if end <= start {
		end = start + 1
		if end > n {
			// Nothing to underline inside the string: point at the quote.
			return diag.Range{Start: pos[n], End: advance(pos[n], '"')}
		}
	}
	return diag.Range{Start: pos[start], End: pos[end]}
}

// positions returns the source position of every rune of the decoded value,
// followed by the position of the closing quote.
func (f Field) positions() []diag.Pos {
	raw := f.Raw
	if raw == "" {
		raw = Quote(f.Value)
	}
	p := f.Range.Start
	if !p.IsValid() {
		p = diag.Pos{Filename: p.Filename, Line: 1, Column: 1}
	}
	out := make([]diag.Pos, 0, utf8.RuneCountInString(f.Value)+1)
	if raw == "" {
		return append(out, p)
	}
	quote, size := utf8.DecodeRuneInString(raw)
	p = advance(p, quote)
	rest := raw[size:]
	for len(rest) > 0 {
		r, size := utf8.DecodeRuneInString(rest)
		if r == quote && len(rest) == size {
			break // closing quote
		}
		out = append(out, p)
		if r == '\\' && quote == '"' && len(rest) > size {
			// An escape: two source runes for one decoded rune.
			p = advance(p, r)
			rest = rest[size:]
			r, size = utf8.DecodeRuneInString(rest)
		}
		p = advance(p, r)
		rest = rest[size:]
	}
	return append(out, p)
}

// advance moves p past the rune r.
func advance(p diag.Pos, r rune) diag.Pos {
	p.Offset += utf8.RuneLen(r)
	if r == '\n' {
		p.Line++
		p.Column = 1
	} else {
		p.Column++
	}
	return p
}
