package check

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/internal/cardgen"
)

// nestingCard is a card whose reaction's line is line (an `if` or `do`).
func nestingCard(line string) string {
	return "card 1 \"Deep\" {\n  character\n  faction stark\n  cost 1\n  strength 1\n  reaction r {\n" +
		"    after phase-begins challenges\n    " + line + "\n    do draw 1\n  }\n}\n"
}

// nestingVocab is the test vocabulary with the phrases that nest without
// brackets: a filter naming a card (a selector in a filter in a selector)
// and a condition holding a condition.
func nestingVocab() *vocab.Set {
	v := checktest.Vocab()
	v.MustAdd(&vocab.Entry{Kind: vocab.KindFilter, Name: "attached-to", Pattern: "attached-to {c:card}", Doc: "test"},
		&vocab.Entry{Kind: vocab.KindCondition, Name: "unless", Pattern: "unless {c:cond}", Doc: "test"})
	return v
}

// modelDepth is the nesting of the checked model of an ability: conditions,
// phrases, selectors and values in one another.
func modelDepth(a *Ability) int {
	var cond func(*Cond) int
	var phrase func(*Phrase) int
	var sel func(*Selector) int
	var num func(*IntExpr) int
	cond = func(c *Cond) int {
		if c == nil {
			return 0
		}
		d := max(phrase(c.Atom), num(c.L), num(c.R))
		for _, a := range c.Args {
			d = max(d, cond(a))
		}
		return d + 1
	}
	phrase = func(p *Phrase) int {
		if p == nil {
			return 0
		}
		d := 0
		for _, a := range p.Args {
			d = max(d, sel(a.Sel), cond(a.Cond), num(a.Int))
		}
		return d + 1
	}
	sel = func(s *Selector) int {
		if s == nil {
			return 0
		}
		d := num(s.MaxExpr)
		for _, f := range s.Filters {
			d = max(d, phrase(f))
		}
		return d + 1
	}
	num = func(e *IntExpr) int {
		if e == nil {
			return 0
		}
		d := phrase(e.Value)
		for _, t := range e.Terms {
			d = max(d, num(t))
		}
		return d + 1
	}
	d := 0
	for _, c := range a.Conds {
		d = max(d, cond(c))
	}
	for _, e := range a.Effects {
		d = max(d, phrase(e.Phrase))
	}
	return d
}

// TestPhraseNestingIsBounded: phrases that nest by words alone — `not not
// …`, a selector in a filter in a selector, a condition in a condition —
// are read to syntax.MaxDepth levels and then stopped with one E0111, and a
// chain of `and`s is one wide condition, not a deep one; so neither the
// checker nor any walk of its model recurses once per word. Each row is a
// line of 100,000 repetitions (the issue's file had 2,000,000 `not`s) and
// runs with the goroutine stack limited to 16 MB: the checker as it was
// recursed once per `not` (or built a 100,000-deep `and`) and died of a
// stack overflow.
func TestPhraseNestingIsBounded(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	const n = 100000
	v := nestingVocab()
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	for _, tc := range []struct {
		name, line string
		deep       bool // E0111 expected (else no diagnostic)
		col        int  // of the E0111
	}{
		{"not", "if " + strings.Repeat("not ", n) + "phase-is challenges", true, 8 + 4*syntax.MaxDepth},
		{"filter in a selector", "do kill each character" + strings.Repeat(" attached-to character", n), true, 0},
		{"condition in a condition", "if " + strings.Repeat("unless ", n) + "phase-is challenges", true, 0},
		{"not in parentheses", "if " + strings.Repeat("not (", 90) + "phase-is challenges" + strings.Repeat(")", 90), true, 0},
		{"and", "if phase-is challenges" + strings.Repeat(" and phase-is challenges", n), false, 0},
		{"or of ands", "if phase-is challenges" + strings.Repeat(" and phase-is challenges or phase-is challenges", n/2), false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, pds := syntax.ParseFile("f.card", []byte(nestingCard(tc.line)))
			if len(pds) > 0 {
				t.Fatalf("syntax: %v", pds[0])
			}
			lib, ds := Check([]*syntax.File{f, kw}, Config{Vocab: v})
			got := codes(ds)
			switch {
			case tc.deep && got != "E0111":
				t.Fatalf("diagnostics %s, want one E0111", abbrev(got))
			case !tc.deep && got != "":
				t.Fatalf("diagnostics %s, want none", abbrev(got))
			}
			if tc.deep && tc.col > 0 && (ds[0].Subject.Start.Line != 8 || ds[0].Subject.Start.Column != tc.col) {
				t.Errorf("E0111 at %d:%d, want 8:%d (the first `not` past the limit)", ds[0].Subject.Start.Line, ds[0].Subject.Start.Column, tc.col)
			}
			if len(lib.Cards) != 1 || len(lib.Cards[0].Abilities) != 1 {
				t.Fatalf("the card or its ability is missing")
			}
			if d := modelDepth(lib.Cards[0].Abilities[0]); d > syntax.MaxDepth+2 {
				t.Errorf("the checked ability is %d levels deep", d)
			}
		})
	}
}

// TestNestingLimit: the deepest phrase within the limit is read, one level
// more is E0111 (the condition's atom and its phrase are two levels).
func TestNestingLimit(t *testing.T) {
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	for nots, want := range map[int]string{syntax.MaxDepth - 2: "", syntax.MaxDepth - 1: "E0111"} {
		f, _ := syntax.ParseFile("f.card", []byte(nestingCard("if "+strings.Repeat("not ", nots)+"phase-is challenges")))
		lib, ds := Check([]*syntax.File{f, kw}, Config{Vocab: checktest.Vocab()})
		if got := codes(ds); got != want {
			t.Errorf("%d nots: diagnostics %q, want %q", nots, got, want)
		}
		if want == "" {
			c := lib.Cards[0].Abilities[0].Conds[0]
			for i := 0; i < nots; i++ {
				if c.Op != "not" {
					t.Fatalf("level %d is %s, want not", i, c.Op)
				}
				c = c.Args[0]
			}
			if c.Op != "atom" {
				t.Errorf("innermost is %s, want atom", c.Op)
			}
		}
	}
}

// TestAndChainIsFlat: `a and b and c` is one `and` of three; `a and b or
// c` an `or` of an `and` and c.
func TestAndChainIsFlat(t *testing.T) {
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	f, _ := syntax.ParseFile("f.card", []byte(nestingCard("if phase-is challenges and phase-is marshaling and challenge-is power or phase-is taxation")))
	lib, ds := Check([]*syntax.File{f, kw}, Config{Vocab: checktest.Vocab()})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	c := lib.Cards[0].Abilities[0].Conds[0]
	got := fmt.Sprintf("%s(%d): %s(%d) %s", c.Op, len(c.Args), c.Args[0].Op, len(c.Args[0].Args), c.Args[1].Op)
	if want := "or(2): and(3) atom"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if a := c.Args[0]; a.Range.Start.Column != 8 || a.Range.End != a.Args[2].Range.End {
		t.Errorf("the and's range %v-%v does not cover its operands", a.Range.Start, a.Range.End)
	}
}

func abbrev(s string) string {
	if len(s) > 80 {
		return s[:80] + fmt.Sprintf("… (%d codes)", strings.Count(s, " ")+1)
	}
	return s
}

// TestLongConditionIsLinear: checking a condition of 8 times as many parts
// costs about 8 times as much (the ratio of testing.Benchmark results;
// allowed up to 20). Each phrase of a condition searched the condition's
// words for its first one, so a condition of n parts cost n² (a line of
// 100,000 `and`s took 12 s).
func TestLongConditionIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("benchmarks")
	}
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	v := checktest.Vocab()
	run := func(n int) float64 {
		f, _ := syntax.ParseFile("f.card", []byte(nestingCard("if phase-is challenges"+strings.Repeat(" and phase-is challenges", n))))
		r := testing.Benchmark(func(b *testing.B) {
			for b.Loop() {
				if _, ds := Check([]*syntax.File{f, kw}, Config{Vocab: v}); len(ds) > 0 {
					b.Fatal(ds)
				}
			}
		})
		return float64(r.NsPerOp())
	}
	small, large := run(4000), run(32000)
	if ratio := large / small; ratio > 20 {
		t.Errorf("8x the parts cost %.1fx the time (%.0f vs %.0f ns)", ratio, large, small)
	}
}

// BenchmarkNotChain parses and checks the file: a condition of
// 2,000,000 `not`s (8 MB). It reports the live heap's peak above the
// heap before (peak-heap-MB); the checker stops at the 101st `not`.
func BenchmarkNotChain(b *testing.B) {
	src := []byte(nestingCard("if " + strings.Repeat("not ", 2000000) + "phase-is challenges"))
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	v := checktest.Vocab()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var peak uint64
	for b.Loop() {
		peak = max(peak, cardgen.PeakHeap(func() {
			f, _ := syntax.ParseFile("f.card", src)
			if _, ds := Check([]*syntax.File{f, kw}, Config{Vocab: v}); codes(ds) != "E0111" {
				b.Fatalf("diagnostics %s", abbrev(codes(ds)))
			}
		}))
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}
