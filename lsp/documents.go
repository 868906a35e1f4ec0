package lsp

import (
	"net/url"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// document is an open editor buffer.
type document struct {
	uri     string
	path    string // the file name the analysis uses
	text    string
	version int32
	lines   []int // byte offset of each line's start
	// builtin is the library file name ("cards/prelude/keywords.card")
	// when the buffer is a read-only copy of an embedded file.
	builtin string
}

func newDocument(uri, path, text string, version int32) *document {
	d := &document{uri: uri, path: path, version: version}
	d.setText(text)
	return d
}

func (d *document) setText(text string) {
	d.text = text
	d.lines = lineStarts(text)
}

func lineStarts(text string) []int {
	starts := make([]int, 1, strings.Count(text, "\n")+1)
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// offset converts an LSP position (UTF-16 columns) to a byte offset,
// clamped to the text.
func (d *document) offset(p protocol.Position) int {
	return offsetIn(d.text, d.lines, p)
}

func offsetIn(text string, lines []int, p protocol.Position) int {
	line := int(p.Line)
	if line >= len(lines) {
		return len(text)
	}
	off := lines[line]
	units := int(p.Character)
	for units > 0 && off < len(text) && text[off] != '\n' {
		r, size := utf8.DecodeRuneInString(text[off:])
		if r == '\r' && off+1 < len(text) && text[off+1] == '\n' {
			break
		}
		units -= utf16.RuneLen(r)
		if units < 0 {
			break
		}
		off += size
	}
	return off
}

// position converts a byte offset to an LSP position.
func (d *document) position(off int) protocol.Position {
	return positionIn(d.text, d.lines, off)
}

func positionIn(text string, lines []int, off int) protocol.Position {
	if off > len(text) {
		off = len(text)
	}
	if off < 0 {
		off = 0
	}
	line := 0
	lo, hi := 0, len(lines)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		if lines[mid] <= off {
			line, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	units := 0
	for _, r := range text[lines[line]:off] {
		units += utf16.RuneLen(r)
	}
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(units)}
}

// posOffset finds the byte offset of a diagnostic position (1-based line,
// column in runes) in text.
func posOffset(text string, lines []int, p diag.Pos) int {
	if p.Line <= 0 {
		return 0
	}
	if p.Line > len(lines) {
		return len(text)
	}
	off := lines[p.Line-1]
	for col := 1; col < p.Column && off < len(text) && text[off] != '\n'; col++ {
		_, size := utf8.DecodeRuneInString(text[off:])
		off += size
	}
	return off
}

// rangeIn converts a diagnostic range to an LSP range in text. An empty or
// missing end covers the rest of the word or number at the start, as the
// lexer reads the start's line.
func rangeIn(text string, lines []int, r diag.Range) protocol.Range {
	start := posOffset(text, lines, r.Start)
	end := start
	if r.End.IsValid() {
		end = posOffset(text, lines, r.End)
	}
	if end <= start {
		end = wordEnd(text, start)
	}
	return protocol.Range{Start: positionIn(text, lines, start), End: positionIn(text, lines, end)}
}

// wordEnd is the end of the word or number of text that holds off (off
// itself outside them), lexing only off's line.
func wordEnd(text string, off int) int {
	from := strings.LastIndexByte(text[:off], '\n') + 1
	to := len(text)
	if i := strings.IndexByte(text[off:], '\n'); i >= 0 {
		to = off + i
	}
	for _, t := range syntax.Lex(text[from:to]) {
		if from+t.Offset > off {
			break
		}
		if off < from+t.End && (t.Kind == syntax.TokenWord || t.Kind == syntax.TokenNumber) {
			return from + t.End
		}
	}
	return off
}

// editRangeIn converts an edit's range to an LSP range in text: an empty
// range stays empty (an insertion).
func editRangeIn(text string, lines []int, r diag.Range) protocol.Range {
	start := posOffset(text, lines, r.Start)
	end := max(start, posOffset(text, lines, r.End))
	return protocol.Range{Start: positionIn(text, lines, start), End: positionIn(text, lines, end)}
}

// tokenAt returns the token of text (as the language's lexer reads it)
// that holds off or ends at off, and is of one of kinds; the one holding
// off first.
func tokenAt(text string, off int, kinds ...syntax.TokenKind) (syntax.Token, bool) {
	var ends syntax.Token
	found := false
	for _, t := range syntax.Lex(text) {
		if t.Offset > off {
			break
		}
		if off > t.End || !slices.Contains(kinds, t.Kind) {
			continue
		}
		if off < t.End {
			return t, true
		}
		ends, found = t, true
	}
	return ends, found
}

// wordAt returns the word or number (a card code) around off, with its
// byte range; "" outside them (in a string, a comment or Lua).
func wordAt(text string, off int) (string, int, int) {
	off = min(off, len(text))
	t, ok := tokenAt(text, off, syntax.TokenWord, syntax.TokenNumber)
	if !ok {
		return "", off, off
	}
	return text[t.Offset:t.End], t.Offset, t.End
}

// stringAt returns the contents of the double-quoted string around off, if
// there is one (closed, and off inside it or at its closing quote).
func stringAt(text string, off int) (string, bool) {
	off = min(off, len(text))
	t, ok := tokenAt(text, off, syntax.TokenString)
	if !ok || t.Unclosed || off <= t.Offset || off >= t.End {
		return "", false
	}
	return text[t.Offset+1 : t.End-1], true
}

// uriToPath turns a file: URI into a file name; other URIs are kept as they
// are.
func uriToPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	p := u.Path
	if runtime.GOOS == "windows" && len(p) > 2 && p[0] == '/' && p[2] == ':' {
		p = p[1:]
	}
	return filepath.FromSlash(p)
}

// pathToURI turns a file name into a file: URI.
func pathToURI(p string) string {
	if strings.Contains(p, "://") || strings.HasPrefix(p, "untitled:") {
		return p
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	p = filepath.ToSlash(p)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}
