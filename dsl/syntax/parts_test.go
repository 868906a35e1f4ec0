package syntax

import (
	"fmt"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestParseFileMaxDiagnostics: ParseFile with MaxDiagnostics keeps the
// first max diagnostics of ParseFile and counts the rest; the statements
// are the same.
func TestParseFileMaxDiagnostics(t *testing.T) {
	src := []byte(strings.Repeat("a ,\nb ( x\n@ c\n\"open\nd {\n", 60) + "e {\n  f ,\n")
	f, all := ParseFile("k.card", src)
	for _, max := range []int{1, 7, 200, len(all), len(all) + 5} {
		g, kept := ParseFile("k.card", src, MaxDiagnostics(max))
		if stmtShape(g) != stmtShape(f) {
			t.Errorf("max %d: the statements differ", max)
		}
		n := min(max, len(all))
		if len(kept) < n || fmt.Sprint(kept[:n]) != fmt.Sprint(all[:n]) {
			t.Errorf("max %d: kept\n%v\nwant the first %d of\n%v", max, kept, n, all)
			continue
		}
		more := kept[n:]
		if n == len(all) {
			if len(more) != 0 {
				t.Errorf("max %d: %v after all diagnostics", max, more)
			}
			continue
		}
		if len(more) != 1 || more[0].Omitted == nil || more[0].Omitted.Errors != len(all)-n {
			t.Errorf("max %d: %v, want the count of %d more", max, more, len(all)-n)
		}
	}
}

// TestParseFileInParts: ParseFile with InParts hands over the statements of
// ParseFile in order, a run of about partBytes of source at a time, and
// returns the same diagnostics.
func TestParseFileInParts(t *testing.T) {
	src := []byte(string(genCards(40)) + "x ,\n# end\n")
	f, want := ParseFile("p.card", src)
	for _, part := range []int{1, 600, 5000, len(src) + 1} {
		var parts []*File
		_, ds := ParseFile("p.card", src, InParts(part, func(p *File) { parts = append(parts, p) }))
		if fmt.Sprint(ds) != fmt.Sprint(want) {
			t.Errorf("part %d: diagnostics %v, want %v", part, ds, want)
		}
		var stmts []*Stmt
		for i, p := range parts {
			if p.Name != "p.card" || p.Range != f.Range || (i == 0) != (p.Comments != nil) {
				t.Errorf("part %d: file %d is %q %v with %d comments", part, i, p.Name, p.Range, len(p.Comments))
			}
			if i < len(parts)-1 && p.Stmts[len(p.Stmts)-1].Range.End.Offset-p.Stmts[0].Range.Start.Offset < part {
				t.Errorf("part %d: file %d holds less than a part", part, i)
			}
			stmts = append(stmts, p.Stmts...)
		}
		if got := stmtShape(&File{Stmts: stmts}); got != stmtShape(f) {
			t.Errorf("part %d: the statements differ", part)
		}
		if wantParts := map[int]int{1: len(f.Stmts), len(src) + 1: 1}[part]; wantParts > 0 && len(parts) != wantParts {
			t.Errorf("part %d: %d files, want %d", part, len(parts), wantParts)
		}
	}
	var n int
	ParseFile("empty.card", nil, InParts(10, func(p *File) { n++ }))
	if n != 1 {
		t.Errorf("an empty file: %d parts, want 1", n)
	}
}

// stmtShape renders the statements of f with their ranges.
func stmtShape(f *File) string {
	var b strings.Builder
	var stmts func([]*Stmt)
	stmts = func(ss []*Stmt) {
		for _, s := range ss {
			fmt.Fprintf(&b, "%s %v-%v %d{", s.Word, s.Range.Start, s.Range.End, len(s.Values))
			if s.Block != nil {
				stmts(s.Block.Stmts)
			}
			b.WriteString("}\n")
		}
	}
	stmts(f.Stmts)
	return b.String()
}

// TestDenseTokensNotGrown: the tokens of a file denser than the lexer's
// first guess go into one slice of the size counted.
func TestDenseTokensNotGrown(t *testing.T) {
	for _, src := range []string{strings.Repeat("{", 100000), strings.Repeat("a ,\n", 30000), "a b c d e f g"} {
		toks, _ := lex(newText("d.card", src), diag.NewKeep(0))
		if cap(toks) > max(len(toks), len(src)/4+8) {
			t.Errorf("%.10q…: %d tokens in a slice of %d", src, len(toks), cap(toks))
		}
	}
}

// TestTokenFits: a token's end (up to MaxFileSize) and kind fit its 32
// bits.
func TestTokenFits(t *testing.T) {
	if MaxFileSize >= 1<<endBits || tAtom >= 1<<(32-endBits) {
		t.Fatalf("MaxFileSize %d or kind %d does not fit", MaxFileSize, tAtom)
	}
	tok := mkToken(7, MaxFileSize, tAtom)
	if tok.off != 7 || tok.endOff() != MaxFileSize || tok.kind() != tAtom {
		t.Errorf("token %d-%d kind %d", tok.off, tok.endOff(), tok.kind())
	}
}
