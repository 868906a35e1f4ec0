package web

import (
	"bytes"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/rules"
)

// TestNoInternalIDs plays 200 games of the bot against itself with the
// shipped decks and reads every question, the card and ability that ask
// it, every button and every log line as each player's page would show
// them, in English and in German: none names an internal id (a prompt's,
// an ability's, a word of the language), and no question is the bare
// fallback where the engine's question has words of its own.
func TestNoInternalIDs(t *testing.T) {
	dir := filepath.Join("..", "examples", "decks")
	var names []string
	for _, pat := range []string{"*.txt", "*.json", "wave1/*.txt", "wave2/*.txt"} {
		m, _ := filepath.Glob(filepath.Join(dir, pat))
		for _, f := range m {
			rel, _ := filepath.Rel(dir, f)
			names = append(names, rel)
		}
	}
	sort.Strings(names)
	lib, decks := gametest.Decks(t, names...)
	ix := library.IndexOf(lib)
	set := messages.NewSet(nil, nil)
	langs := []string{"en", "de"}
	cats := make([]*messages.Catalog, len(langs))
	for i, l := range langs {
		c, err := set.Load(l, lib)
		if err != nil {
			t.Fatal(err)
		}
		cats[i] = c
	}
	bad := map[string]string{} // offending text → where
	note := func(where, s string) {
		if id := gametest.InternalID(s); id != "" {
			if _, ok := bad[s]; !ok {
				bad[s] = fmt.Sprintf("%s names %q", where, id)
			}
		}
	}
	games := 200
	if testing.Short() {
		games = 20
	}
	texts := 0
	for n := 0; n < games; n++ {
		seed := uint64(n + 1)
		a, b := decks[n%len(decks)], decks[(n*7+3)%len(decks)]
		a.Name, b.Name = deck.PlayerName(a.House, "p1"), deck.PlayerName(b.House, "p2")
		if a.Name == b.Name {
			a.Name, b.Name = a.Name+" (p1)", b.Name+" (p2)"
		}
		g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: []rules.DeckList{a, b}})
		if err != nil {
			t.Fatal(err)
		}
		bots := [2]rules.Decider{bot.New(), bot.New()}
		_, _ = g.Run(rules.DeciderFunc(func(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
			for i, cat := range cats {
				pm := promptFor(g, cat, ix, p, p.Player)
				where := fmt.Sprintf("%s game %d, question %s", langs[i], n+1, p.ID)
				if k := pm.Title; k == cat.UI["prompt-choose"] && p.ID != "choose" {
					bad[langs[i]+" "+p.ID] = where + " is asked only as " + k
				}
				note(where, pm.Title)
				note(where+" (why)", pm.Why)
				for j, o := range pm.Options {
					note(where+" (button)", o.Label)
					// the cards of a deck a player chooses from are the
					// cards they look at: named, not "a card (deck, …)"
					if c := p.Options[j].Card; c != nil && c.Area == rules.AreaDeck && o.Label != cat.Title(c) {
						bad[o.Label] = where + " offers a card of the deck as"
					}
				}
				texts += 2 + len(pm.Options)
			}
			return bots[p.Player].Decide(g, p)
		}))
		for i, cat := range cats {
			for seat := range 2 {
				var buf bytes.Buffer
				nr := &messages.Narrator{Cat: cat, Reader: seat, W: &buf}
				nr.Flush(g)
				nr.WriteResult(g, g.Result(), "")
				for _, l := range strings.Split(buf.String(), "\n") {
					note(fmt.Sprintf("%s game %d, log", langs[i], n+1), l)
					texts++
				}
			}
		}
	}
	keys := make([]string, 0, len(bad))
	for k := range bad {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("%s: %q", bad[k], k)
	}
	t.Logf("%d games, %d texts read", games, texts)
}
