package po

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Parse reads a PO file. Lines it cannot read are reported and skipped;
// entries lacking msgid or msgstr are reported and dropped, and so is an
// entry any of whose lines (its comments too) was reported: what Parse
// returns holds no text from a line with an error (a byte that is not
// UTF-8, a bad escape, an unknown keyword).
func Parse(filename string, src []byte) (*File, diag.Diagnostics) {
	p := &parser{filename: filename, file: &File{}, seen: map[string]int{}}
	text := string(src)
	text = strings.TrimPrefix(text, "\ufeff")
	offset := len(src) - len(text)
	for lineNo := 1; text != ""; lineNo++ {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line = text[:i]
			text = text[i+1:]
		} else {
			text = ""
		}
		p.line(lineNo, offset, strings.TrimSuffix(line, "\r"))
		offset += len(line) + 1
	}
	p.finish()
	return p.file, p.ds
}

type parser struct {
	filename string
	file     *File
	ds       diag.Diagnostics
	seen     map[string]int // entry key → line

	cur *Entry
	// curBad: a line of cur was reported (cur is dropped when it ends);
	// lineBad: the line being read was reported
	curBad, lineBad bool
	// the string the next continuation line appends to, and its text so
	// far (kept in buf to make long multi-line strings linear)
	target   *string
	buf      strings.Builder
	state    int // what the entry has seen last (see the st constants)
	lineNo   int
	lineOff  int
	lineText string
}

// States of an entry, in the order its parts may appear.
const (
	stComments = iota
	stPrev
	stContext
	stID
	stPlural
	stStr
)

// setTarget stores the text collected for the current string and makes t
// the string that continuation lines extend.
func (p *parser) setTarget(t *string) {
	if p.target != nil {
		*p.target = p.buf.String()
	}
	p.buf.Reset()
	p.target = t
	if t != nil {
		p.buf.WriteString(*t)
	}
}

func (p *parser) pos(col int) diag.Pos {
	// col is a byte index into the line; diagnostics count runes.
	if col > len(p.lineText) {
		col = len(p.lineText)
	}
	return diag.Pos{Filename: p.filename, Offset: p.lineOff + col, Line: p.lineNo, Column: utf8.RuneCountInString(p.lineText[:col]) + 1}
}

func (p *parser) errorf(code string, from, to int, format string, args ...any) *diag.Diagnostic {
	if to <= from {
		to = from + 1
	}
	d := diag.Errorf(code, diag.Range{Start: p.pos(from), End: p.pos(to)}, format, args...)
	p.ds = append(p.ds, d)
	p.lineBad = true
	return d
}

// entry returns the entry being read, starting one when needed. A comment
// or keyword that can only begin an entry closes the current one.
func (p *parser) entry(state int) *Entry {
	if p.cur != nil && state < p.state && p.state >= stID {
		p.finish()
	}
	if p.cur == nil {
		p.cur = &Entry{Pos: p.pos(0)}
		p.state = stComments
		p.curBad = false
	}
	return p.cur
}

// finish ends the current entry.
func (p *parser) finish() {
	e, bad := p.cur, p.curBad
	p.setTarget(nil)
	p.cur, p.curBad = nil, false
	if e == nil {
		return
	}
	r := diag.Range{Start: e.Pos, End: e.Pos}
	r.End.Column++
	if p.state < stID {
		if p.state == stComments && e.Context == nil && e.PrevID == nil && e.PrevContext == nil && !e.Obsolete {
			// Comments at the end of the file, or a lone comment block: keep
			// nothing, as gettext does not either.
			if len(e.Comments)+len(e.Extracted)+len(e.References)+len(e.Flags) > 0 {
				p.ds = append(p.ds, diag.Errorf(CodeEntry, r, "comments without an entry").WithHint("add msgid and msgstr, or delete the comments"))
			}
			return
		}
		p.ds = append(p.ds, diag.Errorf(CodeEntry, r, "entry has no msgid").WithHint(`add msgid "…" and msgstr "…"`))
		return
	}
	if len(e.Str) == 0 {
		p.ds = append(p.ds, diag.Errorf(CodeEntry, r, "entry %s has no msgstr", Quote(e.ID)).WithHint(`add msgstr ""`))
		return
	}
	if bad {
		return // one of its lines was reported
	}
	if !e.Obsolete {
		if line, dup := p.seen[e.Key()]; dup {
			d := diag.Errorf(CodeDuplicate, r, "duplicate entry %s (first on line %d)", Quote(e.ID), line)
			if e.Context != nil {
				d.Summary = fmt.Sprintf("duplicate entry msgctxt %s msgid %s (first on line %d)", Quote(*e.Context), Quote(e.ID), line)
			}
			p.ds = append(p.ds, d)
			return
		}
		p.seen[e.Key()] = e.Pos.Line
	}
	p.file.Entries = append(p.file.Entries, e)
}

// line reads one line; when it was reported, the entry it went into (or
// the one it followed) is bad.
func (p *parser) line(lineNo, offset int, line string) {
	p.lineNo, p.lineOff, p.lineText = lineNo, offset, line
	p.lineBad = false
	p.read(line)
	if p.cur != nil {
		p.cur.endLine = lineNo
		if p.lineBad {
			p.curBad = true
		}
	}
}

func (p *parser) read(line string) {
	if !utf8.ValidString(line) {
		// Imported text goes into .card files byte for byte: report the
		// bytes instead of writing U+FFFD or invalid UTF-8 there.
		col := 0
		for col < len(line) {
			r, n := utf8.DecodeRuneInString(line[col:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			col += n
		}
		p.errorf(CodeNotUTF8, col, col+1, "byte 0x%02x is not UTF-8 text", line[col]).WithHint("save the PO file as UTF-8 (charset=UTF-8)")
	}
	trimmed := strings.TrimLeft(line, " \t")
	indent := len(line) - len(trimmed)
	switch {
	case trimmed == "":
		p.finish()
	case strings.HasPrefix(trimmed, "#~"):
		rest := strings.TrimPrefix(trimmed, "#~")
		if strings.HasPrefix(rest, "|") { // "#~| msgid …", as gettext writes it
			p.previous("#"+rest, indent+1, true)
			return
		}
		rest = strings.TrimPrefix(rest, " ")
		at := indent + len(trimmed) - len(rest)
		if strings.HasPrefix(rest, "#|") {
			p.previous(rest, at, true)
			return
		}
		if strings.HasPrefix(rest, `"`) {
			if p.target == nil || p.cur == nil || !p.cur.Obsolete {
				p.errorf(CodeSyntax, at, len(line), "#~ string without a keyword")
				return
			}
			if s, ok := p.str(rest, at); ok {
				p.buf.WriteString(s)
			}
			return
		}
		if p.cur != nil && !p.cur.Obsolete && p.state >= stContext {
			p.finish()
		}
		if p.cur == nil {
			p.entry(stComments)
		}
		p.cur.Obsolete = true
		p.keyword(rest, at)
	case strings.HasPrefix(trimmed, "#|"):
		p.previous(trimmed, indent, false)
	case strings.HasPrefix(trimmed, "#"):
		p.comment(trimmed)
	case strings.HasPrefix(trimmed, `"`):
		if p.target == nil {
			p.errorf(CodeSyntax, indent, len(line), "string without a keyword").WithHint("continuation lines follow msgid, msgstr or msgctxt")
			return
		}
		s, ok := p.str(trimmed, indent)
		if ok {
			p.buf.WriteString(s)
		}
	default:
		if p.cur != nil && p.cur.Obsolete {
			p.finish()
		}
		p.keyword(trimmed, indent)
	}
}

func (p *parser) comment(t string) {
	kind, text := "", t[1:]
	if text != "" && strings.ContainsRune(".:,", rune(text[0])) {
		kind, text = text[:1], text[1:]
	}
	text = strings.TrimPrefix(text, " ")
	e := p.entry(stComments)
	p.setTarget(nil)
	switch kind {
	case ".":
		e.Extracted = append(e.Extracted, text)
	case ":":
		e.References = append(e.References, strings.Fields(text)...)
	case ",":
		for _, f := range strings.Split(text, ",") {
			if f = strings.TrimSpace(f); f != "" {
				e.Flags = append(e.Flags, f)
			}
		}
	default:
		e.Comments = append(e.Comments, text)
	}
}

// previous reads a "#| keyword "…"" line or its continuation.
func (p *parser) previous(t string, indent int, obsolete bool) {
	rest := strings.TrimPrefix(t, "#|")
	rest = strings.TrimLeft(rest, " ")
	at := indent + len(t) - len(rest)
	if strings.HasPrefix(rest, `"`) {
		if p.target == nil || p.state != stPrev {
			p.errorf(CodeSyntax, at, len(p.lineText), "#| string without a keyword")
			return
		}
		if s, ok := p.str(rest, at); ok {
			p.buf.WriteString(s)
		}
		return
	}
	p.setTarget(nil)
	kw, arg := splitKeyword(rest)
	e := p.entry(stPrev)
	if obsolete {
		e.Obsolete = true
	}
	var dst **string
	switch kw {
	case "msgctxt":
		dst = &e.PrevContext
	case "msgid":
		dst = &e.PrevID
	case "msgid_plural":
		dst = &e.PrevPlural
	default:
		p.errorf(CodeSyntax, at, at+len(kw), "unknown keyword %q after #|", kw).WithHint("#| lines hold msgctxt, msgid or msgid_plural")
		return
	}
	p.state = stPrev
	s, ok := p.str(arg, at+len(rest)-len(arg))
	if !ok {
		p.setTarget(nil)
		return
	}
	*dst = &s
	p.setTarget(*dst)
}

func splitKeyword(s string) (kw, rest string) {
	i := strings.IndexAny(s, " \t\"")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimLeft(s[i:], " \t")
}

func (p *parser) keyword(t string, at int) {
	p.setTarget(nil) // store the previous string before entries change
	kw, arg := splitKeyword(t)
	argAt := at + len(t) - len(arg)
	var state int
	switch {
	case kw == "msgctxt":
		state = stContext
	case kw == "msgid":
		state = stID
	case kw == "msgid_plural":
		state = stPlural
	case kw == "msgstr" || strings.HasPrefix(kw, "msgstr["):
		state = stStr
	default:
		d := p.errorf(CodeSyntax, at, at+len(kw), "unknown keyword %q", kw)
		if s := diag.Suggest(kw, []string{"msgctxt", "msgid", "msgid_plural", "msgstr"}); s != "" {
			d.WithHint("did you mean %q?", s)
		}
		p.setTarget(nil)
		return
	}
	obsolete := p.cur != nil && p.cur.Obsolete
	if state == stContext || (state == stID && p.state != stContext) {
		// msgctxt, or msgid without msgctxt, start the message part.
		if p.cur != nil && p.state >= stContext {
			p.finish()
		}
	}
	e := p.entry(state)
	if obsolete && p.cur == e {
		e.Obsolete = true
	}
	switch {
	case state == stPlural && p.state != stID:
		p.errorf(CodeEntry, at, at+len(kw), "msgid_plural must follow msgid")
		p.setTarget(nil)
		return
	case state == stStr && p.state < stID:
		p.errorf(CodeEntry, at, at+len(kw), "%s before msgid", kw)
		p.setTarget(nil)
		return
	}
	s, ok := p.str(arg, argAt)
	if !ok {
		p.setTarget(nil)
		return
	}
	switch state {
	case stContext:
		e.Context = &s
		p.setTarget(e.Context)
	case stID:
		e.ID = s
		p.setTarget(&e.ID)
	case stPlural:
		e.Plural = &s
		p.setTarget(e.Plural)
	case stStr:
		idx := 0
		if kw != "msgstr" {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(kw, "msgstr["), "]"))
			if err != nil || !strings.HasSuffix(kw, "]") || n < 0 || n > 100 {
				p.errorf(CodeSyntax, at, at+len(kw), "bad plural index in %q", kw)
				p.setTarget(nil)
				return
			}
			idx = n
		}
		if (kw == "msgstr") == (e.Plural != nil) {
			if e.Plural != nil {
				p.errorf(CodeEntry, at, at+len(kw), "plural entry needs msgstr[0], not msgstr")
			} else {
				p.errorf(CodeEntry, at, at+len(kw), "%s without msgid_plural", kw)
			}
			p.setTarget(nil)
			return
		}
		if idx != len(e.Str) {
			p.errorf(CodeEntry, at, at+len(kw), "%s out of order, want msgstr[%d]", kw, len(e.Str))
			p.setTarget(nil)
			return
		}
		e.Str = append(e.Str, s)
		p.setTarget(&e.Str[idx])
	}
	p.state = state
}

// str decodes a string literal that must fill the rest of the line; at is
// its byte index in the line.
func (p *parser) str(s string, at int) (string, bool) {
	s = strings.TrimRight(s, " \t")
	if !strings.HasPrefix(s, `"`) {
		p.errorf(CodeString, at, at+len(s), "expected a string in double quotes")
		return "", false
	}
	var b strings.Builder
	i := 1
	high := -1 // where the first escape of a byte over 0x7f starts
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			if i != len(s)-1 {
				p.errorf(CodeString, at+i+1, at+len(s), "text after the closing quote")
				return "", false
			}
			if high >= 0 && !utf8.ValidString(b.String()) {
				// the escapes of a UTF-8 character ("\303\244") are
				// fine; bytes that make none would go into a .card file
				p.errorf(CodeNotUTF8, at+high, at+high+1, "escapes make bytes that are not UTF-8 text").
					WithHint("write the character itself, or escape the bytes of its UTF-8 encoding")
				return "", false
			}
			return b.String(), true
		case c == '\\':
			if i+1 >= len(s) {
				p.errorf(CodeString, at+i, at+i+1, "backslash at the end of the line")
				return "", false
			}
			i++
			switch e := s[i]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case 'a':
				b.WriteByte('\a')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'v':
				b.WriteByte('\v')
			case '\\', '"', '\'', '?':
				b.WriteByte(e)
			case '0', '1', '2', '3', '4', '5', '6', '7':
				n, j := 0, i
				for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
					n = n*8 + int(s[j]-'0')
					j++
				}
				if n > 255 {
					p.errorf(CodeString, at+i-1, at+j, "octal escape out of range")
					return "", false
				}
				if n > 0x7f && high < 0 {
					high = i - 1
				}
				b.WriteByte(byte(n))
				i = j - 1
			case 'x':
				n, j := 0, i+1
				for j < len(s) && j < i+3 && isHex(s[j]) {
					n = n*16 + hexVal(s[j])
					j++
				}
				if j == i+1 {
					p.errorf(CodeString, at+i-1, at+i+1, `\x without hex digits`)
					return "", false
				}
				if n > 0x7f && high < 0 {
					high = i - 1
				}
				b.WriteByte(byte(n))
				i = j - 1
			default:
				p.errorf(CodeString, at+i-1, at+i+1, "unknown escape \\%c", e)
				return "", false
			}
			i++
		default:
			b.WriteByte(c)
			i++
		}
	}
	p.errorf(CodeString, at, at+len(s), "unterminated string").WithHint(`close it with "`)
	return "", false
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func hexVal(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}
