package syntax

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestGrammarIsTheLanguage parses well-formed files with the file grammar
// (the one Grammar prints) directly, without parsing statement by statement,
// and checks that it finds the statements,
// blocks and bracketed values ParseFile finds.
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
		"a {b (c) {d [e f(g)]}; h} \n i",
		"",
		string(genCards(3)),
	} {
		pl, _ := lexer.Upgrade(lexAll("t.card", src))
		tree, err := grammar.ParseFromLexer(pl)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		f, ds := ParseFile("t.card", []byte(src))
		if len(ds) > 0 {
			t.Fatalf("%q: %v", src, ds)
		}
		if got, want := treeShape(tree.Stmts), astShape(f.Stmts); got != want {
			t.Errorf("%q: file grammar gives\n%s\nParseFile gives\n%s", src, got, want)
		}
	}
	for _, bad := range []string{"a {} b", "a (b", "a, b", "(a)", "a {\n"} {
		if _, err := grammar.ParseString("t.card", bad); err == nil {
			t.Errorf("%q: the grammar accepts it", bad)
		}
	}
}

// treeShape renders the statements, blocks and bracketed values of a tree
// of the grammar: word(…)[…]{…}; …
func treeShape(ss []*statement) string {
	var groups func(gs []*bracketed) string
	groups = func(gs []*bracketed) string {
		var b strings.Builder
		for _, g := range gs {
			b.WriteString(g.Tokens[0].Value + groups(g.Groups) + ">")
		}
		return b.String()
	}
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(s.Tokens[0].Value + groups(s.Groups))
		if s.Block != nil {
			b.WriteString("{" + treeShape(s.Block.Body.Stmts) + "}")
		}
		b.WriteString(";")
	}
	return b.String()
}

// astShape renders an AST as treeShape renders a tree.
func astShape(ss []*Stmt) string {
	var groups func(vs []*Value) string
	groups = func(vs []*Value) string {
		var b strings.Builder
		for _, v := range vs {
			if v.Kind == CallValue || v.Kind == ParenValue || v.Kind == ListValue {
				b.WriteString(v.Text + groups(v.Items) + ">")
			}
		}
		return b.String()
	}
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(s.Word + groups(s.Values))
		if s.Block != nil {
			b.WriteString("{" + astShape(s.Block.Stmts) + "}")
		}
		b.WriteString(";")
	}
	return b.String()
}

// TestShapesShared: statements with the same tokens as the grammar sees
// them share one parse by the grammar.
func TestShapesShared(t *testing.T) {
	memo := shapes{}
	f, ds := parseFile("t.card", []byte("a 1 {\n  cost 3\n  cost 4 5\n  gold 2\n}\nb 2 {\n  x f(1)\n  y g(2)\n}\n"), memo, 0)
	if len(ds) > 0 || len(f.Stmts) != 2 {
		t.Fatalf("%v %v", f.Stmts, ds)
	}
	// a 1 {}, cost 3 / gold 2, cost 4 5 (one atom run), x f(1) / y g(2)
	if len(memo) != 3 {
		t.Errorf("%d shapes, want 3: %v", len(memo), memo)
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
	n := MaxDepth + 5
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
	if depth != MaxDepth {
		t.Errorf("kept %d nested blocks, want %d", depth, MaxDepth)
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
