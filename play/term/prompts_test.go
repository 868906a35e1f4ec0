package term

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// sampleID is a prompt id of each kind of PromptKinds, as the engine asks.
func sampleID(kind string) string {
	switch kind {
	case "target":
		return "target:t"
	case "use":
		return "use:reaction"
	case "cost-kneel", "cost-sacrifice", "cost-discard":
		return "cost:" + strings.TrimPrefix(kind, "cost-")
	case "cost":
		return "cost-gold"
	case "marshaling-actions":
		return rules.StepMarshalWindow
	}
	return kind
}

// TestEveryPromptKindInWords walks every prompt kind: each is asked in
// English and in German in the language's own words (translated, never
// the id, never the fallback), and the card that asks is named beside it.
func TestEveryPromptKindInWords(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	set := messages.NewSet(nil, nil)
	cats := map[string]*messages.Catalog{}
	for _, lang := range []string{"en", "de"} {
		c, err := set.Load(lang, lib)
		if err != nil {
			t.Fatal(err)
		}
		cats[lang] = c
	}
	g, err := rules.NewGame(lib, rules.Config{Seed: 1, Players: decks[:]})
	if err != nil {
		t.Fatal(err)
	}
	source := g.Cards[0]
	for _, kind := range PromptKinds {
		p := &rules.Prompt{ID: sampleID(kind), Player: 0, Source: source, Options: []rules.Option{{Kind: rules.OptPass}, {Kind: rules.OptDone}}}
		got := map[string]string{}
		for lang, cat := range cats {
			l := Labels{Cat: cat, Seat: 0}
			q := l.Prompt(g, p)
			got[lang] = q
			switch {
			case q == "" || strings.Contains(q, "{"):
				t.Errorf("%s: %s asks %q", lang, kind, q)
			case kind != "choose" && q == cat.UI["prompt-choose"]:
				t.Errorf("%s: %s has no text of its own (asked as %q)", lang, kind, q)
			case gametest.InternalID(q) != "":
				t.Errorf("%s: %s asks %q, which names %q", lang, kind, q, gametest.InternalID(q))
			}
			if w := l.Why(g, p); !strings.Contains(w, cat.Title(source)) {
				t.Errorf("%s: %s: why %q does not name the card", lang, kind, w)
			}
		}
		if got["en"] == got["de"] && kind != "why" {
			t.Errorf("%s is not translated: %q", kind, got["en"])
		}
	}
	// a hook's own words are the question
	p := &rules.Prompt{ID: "lua-choose", Text: "Choose a Knight to honour", Source: source}
	if q := (Labels{Cat: cats["de"]}).Prompt(g, p); q != p.Text {
		t.Errorf("the hook's prompt is asked as %q", q)
	}
}

// TestPromptIDsAreKnown reads every prompt id the engine and the language's
// words ask with (the literal ids at the call sites in rules/ and interp/)
// and checks that each is a kind of PromptKinds: a new question cannot be
// added without its words.
func TestPromptIDsAreKnown(t *testing.T) {
	call := regexp.MustCompile(`\b(ChooseCards|ChooseText|AskYesNo|askYesNo|ChooseNumber|ChoosePlayer|choosePlayer|choosePlayers|askOrder|ask)\([^"()]*?"([a-z0-9.:-]+)"`)
	n := 0
	for _, dir := range []string{"rules", "interp"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range call.FindAllStringSubmatch(string(b), -1) {
				n++
				ids := []string{m[2]}
				switch {
				case m[2] == "name-":
					ids = []string{"name-card", "name-cardtype", "name-trait"}
				case strings.HasSuffix(m[2], ":") || strings.HasSuffix(m[2], "-"):
					ids = []string{m[2] + "x"}
				}
				for _, id := range ids {
					key, _ := PromptKey(id)
					if !slices.Contains(PromptKinds, key) {
						t.Errorf("%s: the prompt %q (%s) is not one of PromptKinds", f, id, m[1])
					}
				}
			}
		}
	}
	if n < 30 {
		t.Errorf("found only %d prompt ids", n)
	}
}

// englishGame is a new game of the two test decks (seed 1) and the English
// catalog.
func englishGame(t *testing.T) (*rules.Game, *messages.Catalog) {
	lib, decks := gametest.TwoDecks(t)
	cat, err := messages.NewSet(nil, nil).Load("en", lib)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(lib, rules.Config{Seed: 1, Players: decks[:]})
	if err != nil {
		t.Fatal(err)
	}
	return g, cat
}

// typing is the player at seat 0 who types in, asked in cat's language on
// out (the log not shown).
func typing(cat *messages.Catalog, in string, out io.Writer) *Human {
	return &Human{In: bufio.NewScanner(strings.NewReader(in)), Out: out, Cat: cat, Seat: 0,
		Narr: &messages.Narrator{Cat: cat, Reader: 0, W: io.Discard}}
}

// TestTerminalAnswers: at a terminal an answer is not printed again (the
// terminal shows the typing; from a file it is printed, so the output is
// a transcript), and after `board` and `text` the question is asked again.
func TestTerminalAnswers(t *testing.T) {
	g, cat := englishGame(t)
	p := &rules.Prompt{ID: "mulligan", Player: 0, Options: []rules.Option{{Kind: rules.OptYes}, {Kind: rules.OptNo}}}
	for _, terminal := range []bool{true, false} {
		var out strings.Builder
		h := typing(cat, "board\n2\n", &out)
		h.Terminal = terminal
		ch, err := h.Decide(g, p)
		if err != nil || ch.Index != 1 {
			t.Fatalf("answer %v %v", ch, err)
		}
		s := out.String()
		if n := strings.Count(s, "Take a mulligan"); n != 2 {
			t.Errorf("terminal %v: the question is asked %d times (after board it is asked again):\n%s", terminal, n, s)
		}
		echoed := strings.Contains(s, "> 2\n")
		if echoed == terminal {
			t.Errorf("terminal %v: the answer echoed: %v\n%s", terminal, echoed, s)
		}
	}
}

// TestTerminalPassesOpponentMarshaling: an action window of the
// opponent's marshaling (each card they marshal opens one) is passed
// without asking, until the player types autopass; the player's own
// windows are asked.
func TestTerminalPassesOpponentMarshaling(t *testing.T) {
	g, cat := englishGame(t)
	g.Phase, g.Active = rules.PhaseMarshaling, 1
	window := &rules.Prompt{ID: "action", Player: 0, Options: []rules.Option{{Kind: rules.OptCard, Card: g.Cards[0]}, {Kind: rules.OptPass}}}
	mulligan := &rules.Prompt{ID: "mulligan", Player: 0, Options: []rules.Option{{Kind: rules.OptYes}, {Kind: rules.OptNo}}}
	var out strings.Builder
	h := typing(cat, "autopass\n2\n1\n", &out)
	if ch, err := h.Decide(g, window); err != nil || ch.Index != 1 {
		t.Fatalf("the opponent's marshaling window: %v %v, want pass without asking", ch, err)
	}
	if strings.Contains(out.String(), "Action window") || !strings.Contains(out.String(), "autopass") {
		t.Errorf("asked, or not told why:\n%s", out.String())
	}
	// autopass, typed at another question: asked from now on
	if ch, err := h.Decide(g, mulligan); err != nil || ch.Index != 1 {
		t.Fatalf("mulligan: %v %v", ch, err)
	}
	out.Reset()
	ch, err := h.Decide(g, window)
	if err != nil || ch.Index != 0 || !strings.Contains(out.String(), "Action window") {
		t.Errorf("after autopass: %v %v\n%s", ch, err, out.String())
	}
	// the player's own marshaling is always asked
	g.Active = 0
	h2 := typing(cat, "1\n", io.Discard)
	if ch, err := h2.Decide(g, window); err != nil || ch.Index != 0 {
		t.Errorf("own marshaling: %v %v", ch, err)
	}
}
