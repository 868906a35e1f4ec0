package check

import (
	"fmt"
	"github.com/thronescript/thronescript/dsl/diag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// declaresKeyword reports whether the parsed f holds a keyword definition.
func declaresKeyword(f *syntax.File) bool {
	for _, s := range f.Stmts {
		if s.Word == "keyword" {
			return true
		}
	}
	return false
}

func TestMayDeclareKeywords(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"keyword renown { }", true},
		{"card 1 \"A\" { event }\nkeyword x { }", true},
		{"pack A \"B\"; keyword x { }", true},
		{"}keyword a { }", true},
		{" \t keyword x { }", true},
		{"\ufeffkeyword x { }", true},
		{"! keyword x { }", true},  // a character the lexer skips
		{"@.keyword x { }", true},  // two of them
		{"“ keyword x { }", true},  // and a rune
		{"#\nkeyword x { }", true}, // a comment on the line before
		{"keyword", true},
		{"keywordé { }", true}, // é may continue the word: yes, to be safe
		{"", false},
		{"card 1 \"A\" { keywords renown }", false},
		{"do gain-keyword self renown", false},
		{"do lose-keyword self stealth", false},
		{"# a keyword in a comment", false},
		{"#keyword", false},
		{"x keyword", false},
		{"\"keyword\"", false},
		{"(keyword)", false},
		{"3keyword", false},
		{"-keyword", false},
		{"keyword-x y", false},
		{"keyword_x y", false},
		{"keyword2 y", false},
		{"xkeyword y", false},
		{"_keyword y", false},
	} {
		if got := MayDeclareKeywords([]byte(tc.src)); got != tc.want {
			t.Errorf("MayDeclareKeywords(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}

func TestMayHoldScenario(t *testing.T) {
	if !MayHold([]byte("card 1 \"A\" { event }\nscenario \"s\" { }"), "scenario") {
		t.Error("a scenario statement: no")
	}
	if MayHold([]byte(`card 1 "A" { incomplete "the scenario fails" }`), "scenario") {
		t.Error("the word in a string: yes")
	}
}

// FuzzMayDeclareKeywords: every input in which the parser finds a keyword
// definition is one MayDeclareKeywords says yes to (else a Stream would
// check cards without the keyword).
func FuzzMayDeclareKeywords(f *testing.F) {
	for _, s := range []string{testKeywords, goodCard, "x-keyword y {}\n-keyword z { }", "}keyword a { }", "a;keyword b { }",
		"card 1 \"A\" { event }}  keyword x { }", "a (b\nkeyword c { }", "a ) keyword b { }", "a { b } keyword c { }", "! @keyword x { }"} {
		f.Add([]byte(s))
	}
	names, _ := filepath.Glob("../../cards/prelude/*.card")
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, _ := syntax.ParseFile("f.card", src)
		if declaresKeyword(file) && !MayDeclareKeywords(src) {
			t.Fatalf("the parser reads a keyword definition in %q; MayDeclareKeywords says no", src)
		}
	})
}

// TestMayDeclareKeywordsLibrary: over the built-in library, the files that
// declare keywords are said yes to, and most card files are said no to.
func TestMayDeclareKeywordsLibrary(t *testing.T) {
	var names []string
	_ = filepath.WalkDir("../../cards", func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".card") {
			names = append(names, p)
		}
		return nil
	})
	yes := 0
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := syntax.ParseFile(n, src)
		may := MayDeclareKeywords(src)
		if declaresKeyword(f) && !may {
			t.Errorf("%s declares a keyword; MayDeclareKeywords says no", n)
		}
		if may {
			yes++
		}
	}
	if len(names) < 20 || yes > len(names)/4 {
		t.Errorf("MayDeclareKeywords says yes to %d of %d files", yes, len(names))
	}
}

// TestStreamIsCheck: a Stream that keeps no card reports what Check
// reports, with the keywords declared in the last file, traits that
// filters name on a later file's card, duplicate codes across files,
// standalone texts and scenarios naming cards of other files.
func TestStreamIsCheck(t *testing.T) {
	cards := func(from, n int, extra string) string {
		var b strings.Builder
		for i := from; i < from+n; i++ {
			fmt.Fprintf(&b, "card %d \"C%d\" { character; faction stark; cost 1; strength 1; traits Wizard%d; keywords renown shadow(1)\n"+
				"  reaction r { after comes-out-of-shadows self; do stand each character with-trait Wizard%d } }\n", i, i, i+1, i+1)
		}
		return b.String() + extra
	}
	srcs := []syntax.Source{
		{Name: "a.card", Src: []byte(cards(1, 5, `card 3 "Again" { event; faction stark; cost 1 }`))},
		{Name: "b.card", Src: []byte(cards(6, 5, "text de 2 { title \"Zwei\"; ability r \"…\"; ability gone \"…\" }\ntext de 99 { title \"?\" }\n"+
			`card 12 "E" { event; faction stark; cost 1; action a { do kill each character with-trait Wizzard } }`))},
		{Name: "c.card", Src: []byte("pack A \"P\"\npack A \"Q\"\n" + testKeywords)},
		{Name: "d.card", Src: []byte(cards(13, 2, goodCard+"\nbogus x\n"))},
	}
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(1))
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	cfg := Config{Vocab: checktest.Vocab(), Known: Known{Cards: &CardNames{Codes: []string{"01001"}, Titles: []string{"Lib"}}}}
	want, wantDs := Check(files, cfg)
	if got := codes(wantDs); got != "E0204 E0204 E0204 E0204 E0204 E0206 E0204 E0204 E0204 E0204 E0204 E0817 E0816 E0204 E0220 E0204 E0204 E0201" {
		t.Fatalf("Check reports %s:\n%v", got, wantDs)
	}
	st := NewStream(cfg)
	var seen []string
	clean := 0
	st.Card = func(c *Card, ok bool) bool {
		seen = append(seen, c.Code)
		if ok {
			clean++
		}
		return false
	}
	for _, f := range files {
		if MayDeclareKeywords(srcs[indexOf(files, f)].Src) {
			st.Declare(f)
		}
	}
	for _, f := range files {
		st.Add(f)
	}
	got, gotDs := st.Finish()
	if g, w := gotDs.Error(), wantDs.Error(); g != w {
		t.Errorf("the stream reports\n%s\nCheck reports\n%s", g, w)
	}
	if len(got.Cards) != 0 || len(seen) != len(want.Cards) || clean != len(want.Cards)-1 {
		t.Errorf("the stream kept %d cards and saw %d (%d clean); Check has %d", len(got.Cards), len(seen), clean, len(want.Cards))
	}
	got.Cards, want.Cards = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the libraries differ beyond their cards")
	}
}

func indexOf(files []*syntax.File, f *syntax.File) int {
	for i, g := range files {
		if g == f {
			return i
		}
	}
	return -1
}

// TestHintsShared: the same hint on many diagnostics is one string (a file
// of 180,000 unknown statements kept a copy of the same long hint each).
func TestHintsShared(t *testing.T) {
	src := strings.Repeat("card 1 \"A\" { bogus; event; faction stark; cost 1 }\n", 3)
	f, _ := syntax.ParseFile("a.card", []byte(src))
	_, ds := Check([]*syntax.File{f}, Config{Vocab: checktest.Vocab()})
	var hints []string
	for _, d := range ds {
		if d.Code == CodeUnknownStmt {
			hints = append(hints, d.Hint)
		}
	}
	if len(hints) != 3 || hints[0] == "" {
		t.Fatalf("want 3 unknown statements with a hint: %v", ds)
	}
	if unsafe.StringData(hints[0]) != unsafe.StringData(hints[2]) {
		t.Errorf("the hint %q is copied per diagnostic", hints[0])
	}
}

// TestStreamKeepsFirstPerFile: with Config.MaxPerFile the checker keeps
// the first diagnostics of each file that it reports without the limit,
// and one diagnostic counting the rest, and the cards it judges clean are
// the same (the diagnostics only counted still mark their card).
func TestStreamKeepsFirstPerFile(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&b, "card %d \"C%d\" { character; faction strak; cost 1; strength 1; traits Wizard%d; bogus 1 }\nfoo %d\n", i, i, i, i)
	}
	srcs := []syntax.Source{{Name: "a.card", Src: []byte(b.String())}, {Name: "b.card", Src: []byte(goodCard + "\nbar 1\n" + testKeywords)}}
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(1))
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	cfg := Config{Vocab: checktest.Vocab()}
	_, all := Check(files, cfg)
	for _, max := range []int{1, 10, 45} {
		cfg.MaxPerFile = max
		st := NewStream(cfg)
		clean := map[string]bool{}
		st.Card = func(c *Card, ok bool) bool { clean[c.Code] = ok; return true }
		for i, f := range files {
			if MayDeclareKeywords(srcs[i].Src) {
				st.Declare(f)
			}
		}
		for _, f := range files {
			st.Add(f)
		}
		_, got := st.Finish()
		perFile := map[string]int{}
		var want diag.Diagnostics
		more := map[string]int{}
		for _, d := range all {
			if f := d.Subject.Start.Filename; perFile[f] < max {
				perFile[f]++
				want = append(want, d)
			} else {
				more[f]++
			}
		}
		var kept diag.Diagnostics
		gotMore := map[string]int{}
		for _, d := range got {
			if d.Omitted != nil {
				gotMore[d.Subject.Start.Filename] = d.Omitted.Errors + d.Omitted.Warnings + d.Omitted.Notes
			} else {
				kept = append(kept, d)
			}
		}
		if fmt.Sprint(kept) != fmt.Sprint(want) {
			t.Errorf("max %d: kept\n%v\nwant\n%v", max, kept, want)
		}
		if fmt.Sprint(gotMore) != fmt.Sprint(more) {
			t.Errorf("max %d: counted %v, want %v", max, gotMore, more)
		}
		for code, ok := range clean {
			if ok != (code == "11002") {
				t.Errorf("max %d: card %s judged clean: %v", max, code, ok)
			}
		}
	}
}
