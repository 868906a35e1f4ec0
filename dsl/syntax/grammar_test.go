package syntax

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestGrammarIsTheLanguage parses well-formed files with the file grammar
// (the one Grammar prints) directly, without the recovery pass, and checks
// that it finds the statements ParseFile finds.
func TestGrammarIsTheLanguage(t *testing.T) {
	for _, src := range []string{
		"card 01001 \"A\" {\n  cost 3\n}\n",
		"a; b c;; d\n\n\ne",
		"keywords shadow(2) no-attachments(except Weapon, x)",
		"do draw [a b] (count character controlled-by you)\nx",
		"do draw (count\n  character\n\n  controlled-by(you,\n them))\nx",
		"f(a, b) [x y]\ng (1) h",
		"give t +1 -2 <= != : 2018-06-07 `lua\ncode`",
		"a {b {c}\n}\n# comment\n",
		"",
		string(genCards(3)),
	} {
		toks, _, _ := lex("t.card", src)
		tl := newTokenLexer(toks, toks[len(toks)-1])
		pl, _ := lexer.Upgrade(tl)
		tree, err := grammar.ParseFromLexer(pl)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		f, ds := ParseFile("t.card", []byte(src))
		if len(ds) > 0 {
			t.Fatalf("%q: %v", src, ds)
		}
		b := builder{lx: tl}
		if got, want := dump(b.stmts(tree.Stmts)), dump(f.Stmts); got != want {
			t.Errorf("%q: file grammar gives\n%s\nParseFile gives\n%s", src, got, want)
		}
	}
	for _, bad := range []string{"a {} b", "a (b", "a, b", "(a)", "a {\n"} {
		if _, err := grammar.ParseString("t.card", bad); err == nil {
			t.Errorf("%q: the grammar accepts it", bad)
		}
	}
}

func TestGrammarEBNF(t *testing.T) {
	g := Grammar()
	for _, want := range []string{
		"Body = <term>? (Statement (<term> Statement?)*)? .",
		"Statement = <ident> <atom>* (Bracketed <atom>*)* Block? .",
		"Block = <lbrace> Body <rbrace> .",
		"Bracketed = (<ident> <callopen> ((<atom> | Bracketed) <comma>?)* <rparen>)",
		"(<lbrack> ((<atom> | Bracketed) <comma>?)* <rbrack>) .",
	} {
		if !strings.Contains(g, want) {
			t.Errorf("the grammar lacks %q:\n%s", want, g)
		}
	}
}

// TestTooDeep checks the nesting limit: one diagnostic at the first bracket
// too deep, and the levels above it kept.
func TestTooDeep(t *testing.T) {
	n := maxDepth + 5
	for _, tt := range []struct{ name, src, at string }{
		{"blocks", strings.Repeat("a {", n) + strings.Repeat("}", n) + "\nb", "E0111@1:303-1:304"},
		{"groups", "a " + strings.Repeat("(", n) + strings.Repeat(")", n) + "\nb", "E0111@1:103-1:104"},
		{"lists in a call", "a f(" + strings.Repeat("[", n) + strings.Repeat("]", n) + ")\nb", "E0111@1:104-1:105"},
	} {
		f, ds := ParseFile("t.card", []byte(tt.src))
		if len(ds) != 1 {
			t.Errorf("%s: %d diagnostics, want 1:\n%v", tt.name, len(ds), ds)
			continue
		}
		r := ds[0].Subject
		if got := fmt.Sprintf("%s@%d:%d-%d:%d", ds[0].Code, r.Start.Line, r.Start.Column, r.End.Line, r.End.Column); got != tt.at {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.at)
		}
		if last := f.Stmts[len(f.Stmts)-1]; last.Word != "b" {
			t.Errorf("%s: the statement after the error is lost", tt.name)
		}
	}
	// the blocks above the limit are kept
	f, _ := ParseFile("t.card", []byte(strings.Repeat("a {", n)+strings.Repeat("}", n)))
	depth := 0
	for ss := f.Stmts; len(ss) > 0 && ss[0].Block != nil; ss = ss[0].Block.Stmts {
		depth++
	}
	if depth != maxDepth {
		t.Errorf("kept %d nested blocks, want %d", depth, maxDepth)
	}
}

// TestHugeNesting parses 1 MB of nested braces, brackets and parentheses and
// checks that memory stays linear in the input: the nesting limit stops the
// recursion, and a token takes 64 bytes (under 250 MB, not gigabytes).
func TestHugeNesting(t *testing.T) {
	if testing.Short() {
		t.Skip("1 MB inputs")
	}
	for name, src := range map[string]string{
		"braces":   strings.Repeat("a {", 1<<20/3),
		"closed":   strings.Repeat("a {", 1<<19/3) + strings.Repeat("}", 1<<19/3),
		"parens":   "a " + strings.Repeat("(", 1<<20),
		"brackets": "a " + strings.Repeat("[", 1<<19) + strings.Repeat("]", 1<<19),
	} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, ds := ParseFile("t.card", []byte(src))
		runtime.ReadMemStats(&after)
		if len(ds) == 0 {
			t.Errorf("%s: no diagnostic", name)
		}
		alloc := after.TotalAlloc - before.TotalAlloc
		t.Logf("%s: %d MB allocated, %d diagnostics", name, alloc>>20, len(ds))
		if alloc > 250<<20 {
			t.Errorf("%s: %d MB allocated for 1 MB", name, alloc>>20)
		}
	}
}
