package library

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// editCard is one card of a generated workspace file.
type editCard struct {
	code, title string
	strength    int
	traits      []string
	keyword     string // "" or a keyword, maybe misspelt or declared by the workspace
	ability     int    // 0 none, 1 a reaction, 2 an action, 3 a phrase with a typo
	text        bool   // an inline German text
}

// editFile is a generated workspace file: cards, a scenario, standalone
// texts and keyword declarations, rendered as .card text.
type editFile struct {
	cards     []*editCard
	scenario  string // name ("" none)
	scenCard  string // the code the scenario puts in hand
	texts     []string
	keyword   bool // declares the keyword zeal
	broken    bool // an unclosed block at the end
	lastIsNew bool
}

func (f *editFile) render() []byte {
	var b strings.Builder
	if f.keyword {
		b.WriteString("keyword zeal {\n  card-types character\n}\n\n")
	}
	for _, c := range f.cards {
		fmt.Fprintf(&b, "card %s %q {\n  character\n  faction baratheon\n  cost 2\n  strength %d\n  icons power\n", c.code, c.title, c.strength)
		if len(c.traits) > 0 {
			fmt.Fprintf(&b, "  traits %s\n", strings.Join(c.traits, " "))
		}
		if c.keyword != "" {
			fmt.Fprintf(&b, "  keywords %s\n", c.keyword)
		}
		switch c.ability {
		case 1:
			b.WriteString("  reaction reaction {\n    after marshaled card with-trait Knight by you\n    target t character standing\n    do kneel t\n    limit 1 per round\n  }\n")
		case 2:
			b.WriteString("  action marshaling-action {\n    phase marshaling\n    cost kneel self\n    target t attachment with-trait Zealot\n    do discard t\n  }\n")
		case 3:
			b.WriteString("  action marshaling-action {\n    phase marshaling\n    cost kneel self\n    do discrad self\n  }\n")
		}
		if c.text {
			fmt.Fprintf(&b, "  text de {\n    title %q\n    ability reaction \"Reaktion: …\"\n  }\n", c.title+" (de)")
		}
		b.WriteString("}\n\n")
	}
	if f.scenario != "" {
		fmt.Fprintf(&b, "scenario %q {\n  setup {\n    from marshaling-window\n    first-player p1\n    p1 gold 5\n    p1 hand %s\n    p1 deck 01053 01053\n    p2 deck 01053 01053\n  }\n  p1 choose %s\n  expect %s in p1 play\n}\n\n", f.scenario, f.scenCard, f.scenCard, f.scenCard)
	}
	for _, code := range f.texts {
		fmt.Fprintf(&b, "text de %s {\n  title \"Übersetzt\"\n  ability reaction \"Reaktion\"\n}\n\n", code)
	}
	if f.broken {
		b.WriteString("card 99999 \"Broken\" {\n  character\n")
	}
	return []byte(b.String())
}

// edit changes f at random, as a user's one edit would: mostly one card,
// sometimes a fact other files depend on (a code, a trait, a keyword
// declaration, a scenario's name, a text of another file's card).
func (f *editFile) edit(rng *rand.Rand, codes []string) {
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	var c *editCard
	if len(f.cards) > 0 {
		c = f.cards[rng.IntN(len(f.cards))]
	}
	switch op := rng.IntN(12); {
	case c == nil || op == 0:
		code := fmt.Sprintf("9%04d", rng.IntN(60))
		f.cards = append(f.cards, &editCard{code: code, title: "Knight " + code, strength: 1, traits: []string{"Knight"}})
	case op == 1:
		c.strength = 1 + rng.IntN(6)
	case op == 2:
		c.traits = []string{pick([]string{"Knight", "Lord", "Zealot", "Xyzzy", "Knigth"})}
	case op == 3:
		c.code = pick(append(codes, "01046", "01047", fmt.Sprintf("9%04d", rng.IntN(60))))
	case op == 4:
		c.keyword = pick([]string{"", "renown", "renwon", "zeal", "intimidate"})
	case op == 5:
		f.keyword = !f.keyword
	case op == 6:
		c.ability = rng.IntN(4)
	case op == 7:
		f.scenario = pick([]string{"", "S1 marshal", "S2 marshal", "S1 marshal"})
		f.scenCard = pick(append(codes, "01046", "98765"))
	case op == 8:
		f.texts = append(f.texts, pick(append(codes, "01046", "98765")))
		if len(f.texts) > 3 {
			f.texts = f.texts[1:]
		}
	case op == 9:
		c.text = !c.text
	case op == 10:
		i := rng.IntN(len(f.cards))
		f.cards = slices.Delete(f.cards, i, i+1)
	default:
		f.broken = !f.broken
	}
}

// builtinParsed parses the built-in library's files and returns them with
// the check configuration of the built-in vocabulary.
func builtinParsed(t *testing.T) ([]*syntax.File, check.Config) {
	t.Helper()
	srcs, err := Embedded(nil)
	if err != nil {
		t.Fatal(err)
	}
	builtin, _ := syntax.ParseFiles(srcs, syntax.Workers(2))
	return builtin, interp.NewRegistry().CheckConfig()
}

// TestIncrementalCheckMatchesFull checks a workspace on top of the
// built-in library after each of a series of random edits, as
// Session does (only the edited file is parsed again; the check reuses
// what it can through check.Cache), and compares the diagnostics and the
// checked model with a full check of the same files.
func TestIncrementalCheckMatchesFull(t *testing.T) {
	builtin, cfg := builtinParsed(t)
	rng := rand.New(rand.NewPCG(18, 2026))
	names := []string{"ws/a.card", "ws/b.card", "ws/kw.card"}
	model := map[string]*editFile{}
	parsed := map[string]*syntax.File{}
	for i, n := range names {
		f := &editFile{}
		for j := 0; j < 5; j++ {
			code := fmt.Sprintf("9%d%03d", i, j)
			f.cards = append(f.cards, &editCard{code: code, title: "Knight " + code, strength: 1 + j%4, traits: []string{"Knight"}, ability: j % 3})
		}
		if i == 0 {
			f.scenario, f.scenCard = "S1 marshal", "90000"
		}
		model[n] = f
		parsed[n], _ = syntax.ParseFile(n, f.render())
	}
	var cache check.Cache
	steps := 32
	if testing.Short() {
		steps = 12
	}
	hits, envChanges := 0, 0
	for step := 0; step <= steps; step++ {
		if step > 0 {
			n := names[rng.IntN(len(names))]
			var codes []string
			for _, m := range names {
				for _, c := range model[m].cards {
					codes = append(codes, c.code)
				}
			}
			model[n].edit(rng, codes)
			parsed[n], _ = syntax.ParseFile(n, model[n].render())
		}
		files := slices.Clone(builtin)
		for _, n := range names {
			files = append(files, parsed[n])
		}
		got, gds := cache.Check(files, cfg)
		want, wds := check.Check(files, cfg)
		if g, w := diagLines(gds), diagLines(wds); g != w {
			t.Fatalf("step %d: the incremental check's diagnostics differ from a full check's\nincremental:\n%s\nfull:\n%s", step, g, w)
		}
		if g, w := modelLines(got), modelLines(want); g != w {
			t.Fatalf("step %d: the incremental check's library differs from a full check's\nincremental:\n%s\nfull:\n%s", step, g, w)
		}
		// the whole model, field by field, now and then (it takes a while)
		if step%8 == 0 && !reflect.DeepEqual(got, want) {
			t.Fatalf("step %d: the incremental check's library differs from a full check's", step)
		}
		hits += cache.Hits
		if step > 0 && cache.Hits == 0 {
			envChanges++
		}
	}
	t.Logf("%d statements reused, %d edits changed the context", hits, envChanges)
	// the series must exercise both paths
	if hits == 0 || envChanges == 0 {
		t.Errorf("%d statements reused, %d edits that changed the context: the series tests too little", hits, envChanges)
	}
}

// diagLines prints diagnostics one a line with everything they say.
func diagLines(ds diag.Diagnostics) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s %v %s %s | %s | %s\n", d.Subject, d.Severity, d.Code, d.Summary, d.Detail, d.Hint)
	}
	return b.String()
}

// modelLines prints what a checked library holds, one declaration a line.
func modelLines(l *check.Model) string {
	var b strings.Builder
	for _, c := range l.Cards {
		fmt.Fprintf(&b, "card %s %q %s %v %d abilities", c.Code, c.Title, c.File, c.Traits, len(c.Abilities))
		for _, k := range c.Keywords {
			fmt.Fprintf(&b, " %s%v", k.Name, k.Values)
		}
		b.WriteString("\n")
	}
	for _, s := range l.Scenarios {
		fmt.Fprintf(&b, "scenario %q %s %d steps\n", s.Name, s.File, len(s.Steps))
	}
	for _, t := range l.TextBlocks {
		fmt.Fprintf(&b, "text block %s %s %s\n", t.Lang, t.Code, t.Range)
	}
	for _, t := range l.Texts {
		fmt.Fprintf(&b, "text %s %s %s\n", t.Lang, t.Code, t.Range)
	}
	for _, k := range l.Keywords {
		fmt.Fprintf(&b, "keyword %s %s\n", k.Name, k.File)
	}
	return b.String()
}

// TestSessionChecksIncrementally: a one-card save re-checks the saved
// file's statements only.
func TestSessionChecksIncrementally(t *testing.T) {
	f := &editFile{}
	for j := 0; j < 20; j++ {
		code := fmt.Sprintf("90%03d", j)
		f.cards = append(f.cards, &editCard{code: code, title: "Knight " + code, strength: 1, traits: []string{"Knight"}})
	}
	s, up := NewSession(interp.NewRegistry(), true, []FileChange{{Path: "ws/k.card", Data: f.render()}})
	if len(up.Diags.Errors()) > 0 {
		t.Fatal(up.Diags.Error())
	}
	f.cards[3].strength = 5
	up = s.Apply([]FileChange{{Path: "ws/k.card", Data: f.render()}})
	if len(up.Reloaded) != 1 || up.Reloaded[0].Code != "90003" {
		t.Fatalf("reloaded %v, want 90003", up.Reloaded)
	}
	if s.cache.Misses != 20 || s.cache.Hits == 0 {
		t.Errorf("the save checked %d statements and reused %d; want the file's 20 checked and the library's reused", s.cache.Misses, s.cache.Hits)
	}
}

// TestIncrementalCheckTraitRemoved: a filter naming a trait that only
// another file's card has is warned about once that card loses the trait,
// although the filter's own statement is reused from the cache.
func TestIncrementalCheckTraitRemoved(t *testing.T) {
	builtin, cfg := builtinParsed(t)
	a := &editFile{cards: []*editCard{{code: "90000", title: "Knight 90000", strength: 1, traits: []string{"Zealot"}}}}
	b := &editFile{cards: []*editCard{{code: "91000", title: "Knight 91000", strength: 1, traits: []string{"Knight"}, ability: 2}}}
	pb, _ := syntax.ParseFile("ws/b.card", b.render())
	var cache check.Cache
	for step, trait := range []string{"Zealot", "Knight"} {
		a.cards[0].traits = []string{trait}
		pa, _ := syntax.ParseFile("ws/a.card", a.render())
		files := append(slices.Clone(builtin), pa, pb)
		_, gds := cache.Check(files, cfg)
		_, wds := check.Check(files, cfg)
		if g, w := diagLines(gds), diagLines(wds); g != w {
			t.Fatalf("step %d (trait %s): the incremental check's diagnostics differ from a full check's\nincremental:\n%s\nfull:\n%s", step, trait, g, w)
		}
		if step == 1 && cache.Hits == 0 {
			t.Errorf("step 1 reused nothing: the test does not exercise the cache")
		}
	}
}
