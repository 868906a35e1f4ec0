// Package format prints parsed .card files in the one canonical layout.
//
// The rules:
//   - one statement per line, indented by two spaces per block level;
//   - values are separated by one space (", " after a comma in calls and
//     groups); a ( … ) or [ … ] group that spanned lines is joined on one line;
//     strings are re-quoted canonically, raw strings are kept verbatim;
//   - simple statements (without a block) that were written on one line
//     separated by `;` stay on one line, joined by "; " (except in a
//     one-line block that has to be expanded: one statement per line);
//   - a block written on one line that holds only simple statements and no
//     comments stays on one line, `{ a; b }`, if the line fits in 100
//     columns; an empty block is `{}`; any other block is one statement per
//     line;
//   - a blank line between statements is kept (several become one); none at
//     the start or end of a block;
//   - comments stay where they were: on their own line before a statement,
//     or at the end of a line; end-of-line comments on consecutive lines are
//     aligned, two spaces after the longest line.
//
// Formatting is idempotent: File(parse(File(x))) == File(x).
package format

import (
	"strings"
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// MaxOneLine is the width up to which a one-line block stays on one line.
const MaxOneLine = 100

// line is one output line: code and an optional end-of-line comment.
type line struct {
	code    string
	comment string
	blank   bool // an empty separator line
}

type printer struct {
	comments []*syntax.Comment
	ci       int
	lines    []line
	lastLine int // source line of the last thing printed (for blank lines)
}

// File returns the canonical text of f. Files with syntax errors should not
// be formatted: the statements that failed to parse are missing from f.
//
// The printer recurses once per level of blocks and brackets, and stops at
// syntax.MaxDepth levels, the parser's limit: a tree deeper than a parsed
// file can be (built by hand) has its deeper parts printed as `…`.
func File(f *syntax.File) []byte {
	p := &printer{comments: f.Comments}
	p.stmts(f.Stmts, 0, false)
	p.leading(1<<62, 0, len(p.lines) > 0)
	return p.render()
}

func indent(depth int) string { return strings.Repeat("  ", depth) }

// leading prints the comments before offset end on their own lines.
func (p *printer) leading(end int, depth int, afterCode bool) {
	for p.ci < len(p.comments) && p.comments[p.ci].Range.Start.Offset < end {
		c := p.comments[p.ci]
		if len(p.lines) > 0 && p.gapBefore(c.Range.Start.Line) {
			p.blank()
		}
		p.lines = append(p.lines, line{code: indent(depth) + c.Text})
		p.lastLine = c.Range.End.Line
		p.ci++
	}
}

func (p *printer) blank() {
	if len(p.lines) > 0 && !p.lines[len(p.lines)-1].blank && !strings.HasSuffix(p.lines[len(p.lines)-1].code, "{") {
		p.lines = append(p.lines, line{blank: true})
	}
}

// trailing attaches a comment that starts on srcLine (after offset from) to
// the last output line.
func (p *printer) trailing(from, srcLine int) {
	if p.ci < len(p.comments) {
		c := p.comments[p.ci]
		if c.Range.Start.Offset >= from && c.Range.Start.Line == srcLine && len(p.lines) > 0 {
			p.lines[len(p.lines)-1].comment = c.Text
			p.ci++
		}
	}
}

// stmts prints a statement list at depth; split puts every statement on its
// own line (the list of a one-line block that had to be expanded).
func (p *printer) stmts(list []*syntax.Stmt, depth int, split bool) {
	var prev *syntax.Stmt
	for _, s := range list {
		start := s.Range.Start
		joined := !split && prev != nil && prev.Block == nil && s.Block == nil && prev.Range.End.Line == start.Line &&
			!p.commentBefore(start.Offset)
		if !joined {
			n := len(p.lines)
			p.leading(start.Offset, depth, prev != nil)
			if (prev != nil || len(p.lines) > n) && p.gapBefore(start.Line) {
				p.blank()
			}
		}
		// comments inside the statement's values move before it
		p.leading(valuesEnd(s), depth, true)
		text := stmtHead(s, depth)
		if joined {
			p.lines[len(p.lines)-1].code += "; " + text
		} else {
			p.lines = append(p.lines, line{code: indent(depth) + text})
		}
		if s.Block != nil {
			p.block(s, depth)
		} else {
			p.trailing(s.Range.End.Offset, s.Range.End.Line)
		}
		p.lastLine = s.Range.End.Line
		prev = s
	}
}

// gapBefore reports a blank source line between the last printed thing and srcLine.
func (p *printer) gapBefore(srcLine int) bool { return srcLine > p.lastLine+1 }

func (p *printer) commentBefore(off int) bool {
	return p.ci < len(p.comments) && p.comments[p.ci].Range.Start.Offset < off
}

// valuesEnd is the offset where the statement's head (word and values) ends.
func valuesEnd(s *syntax.Stmt) int {
	if s.Block != nil {
		return s.Block.Range.Start.Offset
	}
	return s.Range.End.Offset
}

func (p *printer) block(s *syntax.Stmt, depth int) {
	b := s.Block
	open, end := b.Range.Start, b.Range.End
	last := &p.lines[len(p.lines)-1]
	if len(b.Stmts) == 0 && !p.commentBefore(end.Offset) {
		last.code += " {}"
		p.trailing(end.Offset, end.Line)
		return
	}
	if open.Line == end.Line && !p.commentBefore(end.Offset) {
		parts := make([]string, 0, len(b.Stmts))
		simple := true
		for _, in := range b.Stmts {
			if in.Block != nil {
				simple = false
				break
			}
			parts = append(parts, stmtHead(in, depth+1))
		}
		one := last.code + " { " + strings.Join(parts, "; ") + " }"
		if simple && utf8.RuneCountInString(one) <= MaxOneLine && !strings.Contains(one, "\n") {
			last.code = one
			p.trailing(end.Offset, end.Line)
			p.lastLine = end.Line
			return
		}
	}
	if depth >= syntax.MaxDepth {
		last.code += " { … }" // deeper than a parsed file (see File)
		return
	}
	last.code += " {"
	p.trailing(open.Offset, open.Line)
	p.lastLine = open.Line
	p.stmts(b.Stmts, depth+1, open.Line == end.Line)
	p.leading(end.Offset-1, depth+1, true)
	p.lines = append(p.lines, line{code: indent(depth) + "}"})
	p.trailing(end.Offset, end.Line)
	p.lastLine = end.Line
}

// stmtHead prints the word and values of s, a statement depth blocks deep.
func stmtHead(s *syntax.Stmt, depth int) string {
	var b strings.Builder
	b.WriteString(s.Word)
	for _, v := range s.Values {
		b.WriteByte(' ')
		syntax.WriteValue(&b, v, depth)
	}
	return b.String()
}

// render writes the lines, aligning end-of-line comments of consecutive lines.
func (p *printer) render() []byte {
	var out strings.Builder
	lines := p.lines
	for i := 0; i < len(lines); {
		if lines[i].comment == "" || strings.Contains(lines[i].code, "\n") {
			writeLine(&out, lines[i], 0)
			i++
			continue
		}
		j, width := i, 0
		for j < len(lines) && lines[j].comment != "" && !strings.Contains(lines[j].code, "\n") {
			width = max(width, utf8.RuneCountInString(lines[j].code))
			j++
		}
		for ; i < j; i++ {
			writeLine(&out, lines[i], width)
		}
	}
	return []byte(out.String())
}

func writeLine(out *strings.Builder, l line, width int) {
	if l.blank {
		out.WriteByte('\n')
		return
	}
	out.WriteString(l.code)
	if l.comment != "" {
		n := width - utf8.RuneCountInString(l.code)
		if strings.Contains(l.code, "\n") {
			n = 0
		}
		out.WriteString(strings.Repeat(" ", n+2))
		out.WriteString(l.comment)
	}
	out.WriteByte('\n')
}
