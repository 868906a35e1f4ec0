package check

import (
	"reflect"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
)

const scenarioSrc = `card 90001 "Smith" {
  character
  faction stark
  cost 1
  strength 1
}

scenario "typed" {
  setup {
    from challenges
    round 2
    seed 7
    active p2
    p1 gold 5
    p1 play 90001 kneeling power 2 tokens poison 1 "Smith" attached-to 90001
  }
  p1 choose marshal "Smith"
  p2 cannot choose pass
  until killed 90001
  expect 90001 in p1 play kneeling strength 1 has-icon military
  expect-not p2 log "A" before "B" count 2
  expect p2 view p1 hand count 3 shows "Smith" hidden
  expect p1 option marshal
  expect winner
}
`

// TestScenarioModel checks that a scenario is checked into typed setup
// entries and steps (nothing left to parse for the runner).
func TestScenarioModel(t *testing.T) {
	files, _ := parseAll(t, map[string]string{"s.card": scenarioSrc})
	lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	sc := lib.Scenarios[0]
	smith := func(col int, title bool) CardRef {
		name := "90001"
		if title {
			name = "Smith"
		}
		r := CardRef{Name: name, Title: title}
		r.Range.Start.Column = col
		return r
	}
	attach := smith(72, false)
	wantSetup := []SetupEntry{
		&SetupStart{Point: "challenges"}, &SetupRound{N: 2}, &SetupSeed{N: 7},
		&SetupFirst{Player: 1, ActiveOnly: true}, &SetupCounter{Player: 0, What: "gold", N: 5},
		&SetupCards{Player: 0, Area: "play", Cards: []SetupCard{
			{Card: smith(13, false), Kneeling: true, Tokens: []SetupToken{{"power", 2}, {"poison", 1}}},
			{Card: smith(52, true), Attach: &attach},
		}},
	}
	wantSteps := []Step{
		&Answer{Player: 0, Choose: true, Words: []Word{{Text: "marshal"}, {Text: "Smith", Quoted: true}}},
		&Answer{Player: 1, Refuse: true, Choose: true, Words: []Word{{Text: "pass"}}},
		&Until{Event: "killed", Card: &CardRef{Name: "90001"}},
		&Expect{Kind: ExpectCard, Player: -1, Card: smith(10, false), States: []CardState{
			{Kind: "in", Player: 0, Area: "play"}, {Kind: "kneeling"}, {Kind: "strength", N: 1}, {Kind: "has-icon", Word: "military"}},
			Text: "90001 in p1 play kneeling strength 1 has-icon military"},
		&Expect{Kind: ExpectLog, Negate: true, Player: 1, Log: "A", LogRange: column(21), LogConds: []LogCond{{Before: "B"}, {Count: true, N: 2}},
			Text: `p2 log "A" before "B" count 2`},
		&Expect{Kind: ExpectView, Player: 1, Owner: 0, Area: "hand",
			View: []ViewCond{{What: "count", N: 3}, {What: "shows", Card: CardRef{Name: "Smith", Title: true}}, {What: "hidden"}},
			Text: `p2 view p1 hand count 3 shows "Smith" hidden`},
		&Expect{Kind: ExpectOption, Player: 0, Words: []Word{{Text: "marshal"}}, Text: "p1 option marshal"},
		&Expect{Kind: ExpectWinner, Player: -1, Text: "winner"},
	}
	if len(sc.Setup) != len(wantSetup) || len(sc.Steps) != len(wantSteps) {
		t.Fatalf("setup %d steps %d, want %d and %d", len(sc.Setup), len(sc.Steps), len(wantSetup), len(wantSteps))
	}
	for i, e := range sc.Setup {
		if e.Span().Start.Line != 10+i {
			t.Errorf("setup %d at line %d, want %d", i, e.Span().Start.Line, 10+i)
		}
		if got := strip(e); !reflect.DeepEqual(got, wantSetup[i]) {
			t.Errorf("setup %d:\n got %#v\nwant %#v", i, got, wantSetup[i])
		}
	}
	for i, s := range sc.Steps {
		if s.Span().Start.Line != 17+i {
			t.Errorf("step %d at line %d, want %d", i, s.Span().Start.Line, 17+i)
		}
		if got := strip(s); !reflect.DeepEqual(got, wantSteps[i]) {
			t.Errorf("step %d:\n got %#v\nwant %#v", i, got, wantSteps[i])
		}
	}
}

// strip clears the places in a setup entry or step, except the column of
// the cards a setup line or card expectation names.
func strip(v any) any {
	clearWords := func(ws []Word) {
		for i := range ws {
			ws[i].Range = diag.Range{}
		}
	}
	if r := reflect.ValueOf(v).Elem().FieldByName("Range"); r.IsValid() {
		r.SetZero() // every entry and step has its Range
	}
	switch v := v.(type) {
	case *SetupCards:
		for i := range v.Cards {
			v.Cards[i].Card.Range = column(v.Cards[i].Card.Range.Start.Column)
			if a := v.Cards[i].Attach; a != nil {
				a.Range = column(a.Range.Start.Column)
			}
		}
	case *Answer:
		clearWords(v.Words)
	case *Until:
		v.Card.Range = diag.Range{}
	case *Expect:
		v.Card.Range = column(v.Card.Range.Start.Column)
		v.LogRange = column(v.LogRange.Start.Column)
		for i := range v.View {
			v.View[i].Card.Range = diag.Range{}
		}
		clearWords(v.Words)
	}
	return v
}

func column(c int) diag.Range {
	var r diag.Range
	r.Start.Column = c
	return r
}

// TestScenarioCardNames checks E0505: with the library's cards known, a
// scenario's card that is in neither the checked files nor the library is
// an error at its word with a did-you-mean; without them nothing is judged.
func TestScenarioCardNames(t *testing.T) {
	src := `card 90001 "Smith" {
  character
  faction stark
  cost 1
  strength 1
}

scenario "names" {
  setup {
    p1 play 90001 "Smith" 01001 "Old Bear" "Smtih" 90002
    melee "Hand of the Kign"
  }
  until killed 01002
  expect "Old Beer" in p1 play
  expect p1 sees 01001
}
`
	files, sources := parseAll(t, map[string]string{"s.card": src})
	known := &CardNames{Codes: []string{"01001", "01003"}, Titles: []string{"Old Bear", "Hand of the King"}}
	_, ds := Check(files, Config{Vocab: checktest.Vocab(), Known: Known{Cards: known}})
	var got []string
	for _, d := range ds {
		got = append(got, d.Subject.Start.String()+" "+d.Code+" "+d.Summary+" | "+d.Hint)
	}
	want := []string{
		`s.card:10:44 E0505 no card has the title "Smtih" | did you mean "Smith" (90001)?`,
		`s.card:10:52 E0505 no card has the code 90002 | did you mean 90001 ("Smith")?`,
		`s.card:11:11 E0505 no card has the title "Hand of the Kign" | did you mean "Hand of the King" (01003)?`,
		`s.card:13:16 E0505 no card has the code 01002 | did you mean 01001 ("Old Bear")?`,
		`s.card:14:10 E0505 no card has the title "Old Beer" | did you mean "Old Bear" (01001)?`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), diag.Text(ds, sources))
	}
	if _, ds := Check(files, Config{Vocab: checktest.Vocab()}); len(ds) != 0 {
		t.Errorf("without Known.Cards the checker cannot judge card names, yet: %s", ds.Error())
	}
}
