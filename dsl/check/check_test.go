package check

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

func parseAll(t testing.TB, srcs map[string]string) ([]*syntax.File, diag.Sources) {
	t.Helper()
	var files []*syntax.File
	src := diag.Sources{}
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	for _, n := range sortStrings(names) {
		f, ds := syntax.ParseFile(n, []byte(srcs[n]))
		if len(ds) > 0 {
			t.Fatalf("parse %s: %v", n, ds)
		}
		files = append(files, f)
		src[n] = []byte(srcs[n])
	}
	return files, src
}

// abilityCard is a character card with one ability of the given kind whose
// lines are body.
func abilityCard(kind, body string) string {
	return "card 90001 \"Tester\" {\n  character\n  faction stark\n  cost 2\n  strength 2\n  icons military\n  " + kind + " act {\n    " + body + "\n  }\n}\n"
}

// checkOne checks one card file with the test vocabulary and returns the
// model, every diagnostic, and the codes of the errors in order.
func checkOne(t testing.TB, src string) (*Model, diag.Diagnostics, []string) {
	t.Helper()
	files, _ := parseAll(t, map[string]string{"c.card": src})
	m, ds := Check(files, Config{Vocab: checktest.Vocab()})
	var codes []string
	for _, d := range ds {
		if d.Severity == diag.Error {
			codes = append(codes, d.Code)
		}
	}
	return m, ds, codes
}

func sortStrings(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

const testKeywords = `keyword renown { card-types character }
keyword shadow {
  value int repeatable
  card-types character location attachment event
  event comes-out-of-shadows
}
keyword no-attachments { value trait }
`

const goodCard = `card 11002 "Bolton Flayer" {
  character
  pack TSC 2
  faction stark
  cost 3
  strength 3
  icons military intrigue
  traits Ally "House Bolton"
  keywords shadow(2) renown no-attachments(except Weapon)
  reaction gain-power {
    after challenge-won by you with self participating
    target t character controlled-by opponent with strength <= 3
    cost kneel self
    do give t +1 strength until end-of-phase
    then draw (count character controlled-by you)
    if phase-is challenges and count character controlled-by you >= 2
    limit 1 per phase
  }
  reaction out {
    after comes-out-of-shadows self
    do kill each character controlled-by opponent kneeling
  }
}
`

func codes(ds diag.Diagnostics) string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Code)
	}
	return strings.Join(out, " ")
}

// TestCheck runs one small library per case and compares the codes.
func TestCheck(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"well-formed", goodCard, ""},
		{"texts before cards", `text de 11002 { title "x"; ability gain-power "y" }` + "\n" + goodCard, ""},
		{"plot", `card 1 "P" { plot; faction neutral; income 4; initiative 9; claim 1; reserve 6; when-revealed w { do draw 1 } }`, ""},
		{"plot missing stats", `card 1 "P" { plot; faction neutral; income 4 }`, "E0208 E0208 E0208"},
		{"plot income X", `card 1 "P" { plot; faction neutral; income X; initiative 4; claim 1; reserve 6 }`, ""},
		{"plot income Y", `card 1 "P" { plot; faction neutral; income Y; initiative 4; claim 1; reserve 6 }`, "E0205"},
		{"no type", `card 1 "P" { faction neutral }`, "E0202"},
		{"two types", `card 1 "P" { event; location; faction neutral; cost 1 }`, "E0202"},
		{"cost X and -", `card 1 "E" { event; faction stark; cost X }` + "\n" + `card 2 "E" { event; faction stark; cost - }`, ""},
		{"income on a character", `card 1 "C" { character; faction stark; cost 1; strength 1; income 2 }`, "E0209"},
		{"strength twice", `card 1 "C" { character; faction stark; cost 1; strength 1; strength 2 }`, "E0214"},
		{"strength not a number", `card 1 "C" { character; faction stark; cost 1; strength big }`, "E0205"},
		{"attach-to on a character", `card 1 "C" { character; faction stark; cost 1; strength 1; attach-to character }`, "E0209"},
		{"interrupt with after", `card 1 "C" { character; faction stark; cost 1; strength 1; interrupt i { after killed self; do draw 1 } }`, "E0211"},
		{"when-would interrupt", `card 1 "C" { character; faction stark; cost 1; strength 1; interrupt i { when-would killed self; do draw 1; saves } }`, ""},
		{"duplicate target", `card 1 "E" { event; faction stark; cost 1; action a { target t character; target t location; do kill t } }`, "E0219"},
		{"unknown filter leftover", `card 1 "E" { event; faction stark; cost 1; action a { do kill each character controled-by you } }`, "E0304"},
		{"wrong player", `card 1 "E" { event; faction stark; cost 1; action a { do kill each character controlled-by yuo } }`, "E0303"},
		{"unknown condition", `card 1 "E" { event; faction stark; cost 1; action a { if phase-si marshaling; do draw 1 } }`, "E0301"},
		{"bad condition join", `card 1 "E" { event; faction stark; cost 1; action a { if phase-is marshaling challenge-is power; do draw 1 } }`, "E0306"},
		{"comparison without operator", `card 1 "E" { event; faction stark; cost 1; action a { if count character 3; do draw 1 } }`, "E0306"},
		{"not and parens", `card 1 "E" { event; faction stark; cost 1; action a { if not (phase-is marshaling or challenge-is power); do draw 1 } }`, ""},
		{"bad limit", `card 1 "E" { event; faction stark; cost 1; action a { do draw 1; limit 1 per turn } }`, "E0205"},
		{"unknown phase", `card 1 "E" { event; faction stark; cost 1; action a { phase marshalling; do draw 1 } }`, "E0205"},
		{"duplicate keyword definition", `keyword renown { }`, "E0406"},
		{"duplicate scenario", `scenario "s" { setup { } }` + "\n" + `scenario "s" { }`, "E0501"},
		{"scenario without name", `scenario s { }`, "E0502"},
		{"unknown declaration", `crad 1 "x" { }`, "E0201"},
		{"duplicate text", `text de 11002 { title "a" }` + "\n" + `text de 11002 { title "b" }` + "\n" + goodCard, "E0819"},
		{"text for unknown card", `text de 99999 { title "a" }`, "E0816"},
		{"trait warning only", `card 1 "C" { character; faction stark; cost 1; strength 1; traits Knigt }`, "E0204"},
		{"while-attached on a location", `card 1 "L" { location; faction stark; cost 1; while-attached w { do draw 1 } }`, "E0210"},
		{"unknown faction in a scenario setup", `scenario "s" { setup { p1 faction strak } }`, "E0203"},
		{"any-player on a forced reaction", `card 1 "C" { character; faction stark; cost 1; strength 1; forced-reaction r { after challenge-won by you; any-player; do draw 1 } }`, "E0210"},
		{"ability without id", `card 1 "L" { location; faction stark; cost 1; action { do draw 1 } }`, "E0216"},
		{"missing parameter", `card 1 "L" { location; faction stark; cost 1; action a { do move self } }`, "E0302"},
		{"value phrase in parens", `card 1 "L" { location; faction stark; cost 1; action a { do gain-gold (gold-of opponent) } }`, ""},
		{"filter trait param", `card 1 "L" { location; faction stark; cost 1; action a { do stand each character with-trait Knight } }`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkWant(t, tt.src, tt.want) })
	}
}

// checkWant checks src beside the test keywords and wants the codes of
// the diagnostics (space-separated); it returns the checked library.
func checkWant(t *testing.T, src, want string) *Model {
	t.Helper()
	files, _ := parseAll(t, map[string]string{"k.card": testKeywords, "t.card": src})
	lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
	if got := codes(ds); got != want {
		t.Errorf("got %q, want %q\n%v", got, want, ds)
	}
	return lib
}

// TestCheckModel checks the model built for a well-formed card.
func TestCheckModel(t *testing.T) {
	files, _ := parseAll(t, map[string]string{"k.card": testKeywords, "t.card": goodCard})
	lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	if len(lib.Cards) != 1 || len(lib.Keywords) != 3 {
		t.Fatalf("cards %d keywords %d", len(lib.Cards), len(lib.Keywords))
	}
	c := lib.Cards[0]
	if c.Code != "11002" || c.Type != "character" || c.Faction != "stark" || c.Cost.Kind != CostNumber || c.Cost.N != 3 ||
		*c.Strength != 3 || c.Pack != "TSC" || c.PackNumber != 2 || strings.Join(c.Traits, "|") != "Ally|House Bolton" {
		t.Errorf("card fields wrong: %+v", c)
	}
	if len(c.Keywords) != 3 || c.Keywords[0].Name != "shadow" || c.Keywords[0].Values[0] != 2 || c.Keywords[2].Args[0] != "except" {
		t.Errorf("keywords wrong: %+v", c.Keywords)
	}
	a := c.Abilities[0]
	if a.Kind != "reaction" || a.ID != "gain-power" || a.Trigger.Timing != "after" || a.Trigger.Phrase.Entry.Name != "challenge-won" {
		t.Fatalf("ability wrong: %+v", a)
	}
	if p := a.Trigger.Phrase.Args["p"]; !p.Present || p.Word != "you" {
		t.Errorf("trigger player arg %+v", p)
	}
	if sel := a.Trigger.Phrase.Args["c"].Sel; sel == nil || sel.Ref != "self" {
		t.Errorf("trigger card arg %+v", sel)
	}
	if len(a.Targets) != 1 || a.Targets[0].Sel.Noun != "character" || len(a.Targets[0].Sel.Filters) != 2 ||
		a.Targets[0].Sel.Filters[1].Args["op"].Word != "<=" || a.Targets[0].Sel.Filters[1].Args["n"].Int.N != 3 {
		t.Errorf("target wrong: %+v", a.Targets[0].Sel)
	}
	give := a.Effects[0].Phrase
	if give.Entry.Name != "give" || give.Args["target"].Sel.Ref != "t" || give.Args["delta"].Signed != 1 || give.Args["d"].Word != "end-of-phase" {
		t.Errorf("give wrong: %+v", give.Args)
	}
	draw := a.Effects[1]
	if !draw.Then || draw.Phrase.Args["n"].Int.Value == nil || draw.Phrase.Args["n"].Int.Value.Entry.Name != "count" {
		t.Errorf("then draw wrong: %+v", draw.Phrase.Args["n"])
	}
	cond := a.Conds[0]
	if cond.Op != "and" || cond.Args[0].Op != "atom" || cond.Args[1].Op != "cmp" || cond.Args[1].CmpOp != ">=" || cond.Args[1].R.N != 2 {
		t.Errorf("condition wrong: %+v", cond)
	}
	if a.Limit == nil || a.Limit.N != 1 || a.Limit.Per != "phase" {
		t.Errorf("limit wrong")
	}
	kill := c.Abilities[1].Effects[0].Phrase.Args["target"].Sel
	if !kill.Each || kill.Noun != "character" || len(kill.Filters) != 2 {
		t.Errorf("each selector wrong: %+v", kill)
	}
	if c.Abilities[1].Trigger.Phrase.Entry.Name != "comes-out-of-shadows" {
		t.Errorf("synthesised event trigger not used")
	}
}

// TestCheckNoVocab checks structure only when no vocabulary is given.
func TestCheckNoVocab(t *testing.T) {
	files, _ := parseAll(t, map[string]string{"k.card": testKeywords, "t.card": goodCard + `card 2 "E" { event; faction stark; cost 1; action a { do frobnicate everything } }`})
	lib, ds := Check(files, Config{})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	if e := lib.Cards[1].Abilities[0].Effects[0].Phrase; e.Entry != nil || len(e.Words) != 2 {
		t.Errorf("unchecked phrase %+v", e)
	}
}

func TestStringParamTakesWords(t *testing.T) {
	v := checktest.Vocab()
	v.MustAdd(&vocab.Entry{Kind: vocab.KindEffect, Name: "place-tokens", Pattern: "place-tokens {n:int} {kind:string} on {target:cards}"})
	files, _ := parseAll(t, map[string]string{"t.card": `card 1 "L" { location; faction stark; cost 1; action a { do place-tokens 1 poison on self; do place-tokens 2 "gold dragon" on self } }`})
	lib, ds := Check(files, Config{Vocab: v})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	if got := lib.Cards[0].Abilities[0].Effects[1].Phrase.Args["kind"].Word; got != "gold dragon" {
		t.Errorf("kind = %q", got)
	}
}

func TestOptionalLiteralsAndValues(t *testing.T) {
	files, _ := parseAll(t, map[string]string{
		"k.card": testKeywords + "keyword bestow { value int optional }\n",
		"t.card": `card 1 "E" { event; faction stark; cost 1; action a { target t character; do kill t cannot-be-saved; do kill t } }
card 2 "C" { character; faction stark; cost 1; strength 1; keywords bestow bestow(2) }`,
	})
	lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
	if len(ds) != 1 || ds[0].Code != CodeKeywordRepeated {
		t.Fatalf("want only the repeated bestow, got %v", ds)
	}
	effs := lib.Cards[0].Abilities[0].Effects
	if a := effs[0].Phrase.Args["cannot-be-saved"]; a == nil || !a.Present || a.Kind != "literal" {
		t.Errorf("literal given: %+v", a)
	}
	if a := effs[1].Phrase.Args["cannot-be-saved"]; a == nil || a.Present {
		t.Errorf("literal not given: %+v", a)
	}
}

func TestTraitWarnings(t *testing.T) {
	files, _ := parseAll(t, map[string]string{
		"a.card": `card 1 "E" { event; faction stark; cost 1; action a { do stand each character with-trait Wizard; do kill each character with-trait Wizzard } }`,
		"b.card": `card 2 "C" { character; faction stark; cost 1; strength 1; traits Wizard }`,
	})
	_, ds := Check(files, Config{Vocab: checktest.Vocab()})
	// Wizard on card 2 is warned once (unknown to the data); the filter may
	// name it; the misspelt Wizzard in a filter is warned.
	if got := codes(ds); got != "E0204 E0204" {
		t.Fatalf("got %s\n%v", got, ds)
	}
	if ds[0].Subject.Start.Filename != "a.card" || !strings.Contains(ds[0].Summary, "Wizzard") {
		t.Errorf("first warning %v", ds[0])
	}
}

// TestReplacedCardKeepsLibraryTextQuiet: a user's card that replaces a
// library card is not checked against the library's texts for it (their
// ability ids are the library card's), while the library's own texts are.
func TestReplacedCardKeepsLibraryTextQuiet(t *testing.T) {
	lib := `card 01001 "A" { character; faction stark; cost 1; strength 1; reaction r { after enters-play self; do draw 1 } }`
	text := `text en 01001 { ability r "Reaction: …"; ability gone "…" }`
	mine := `card 01001 "A" { character; faction stark; cost 1; strength 1; action a { do draw 1 } }`
	for _, tc := range []struct {
		name  string
		srcs  []syntax.Source
		warns int
	}{
		{"library alone", []syntax.Source{{Name: "cards/a.card", Src: []byte(lib)}, {Name: "cards/a.en.card", Src: []byte(text)}}, 1},
		{"replaced by the user's", []syntax.Source{{Name: "cards/a.card", Src: []byte(lib)}, {Name: "cards/a.en.card", Src: []byte(text)}, {Name: "mine/a.card", Src: []byte(mine)}}, 0},
	} {
		files, _ := syntax.ParseFiles(tc.srcs, syntax.Workers(1))
		_, ds := Check(files, Config{Vocab: checktest.Vocab(), Replaceable: func(f string) bool { return strings.HasPrefix(f, "cards/") }})
		n := 0
		for _, d := range ds {
			if d.Code == CodeTextUnknownAbility {
				n++
			}
		}
		if n != tc.warns || ds.HasErrors() {
			t.Errorf("%s: %d E0803 warnings, want %d (%v)", tc.name, n, tc.warns, ds)
		}
	}
}
