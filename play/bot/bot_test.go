package bot_test

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

var games = flag.Int("games", 200, "games of bot against random in TestBotBeatsRandom")

// TestBotBeatsRandom: the bot wins at least 90% of its games against the
// random player, playing each deck in each seat half of the time.
func TestBotBeatsRandom(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	n := *games
	wins := 0
	half := n / 2
	for side := 0; side < 2; side++ {
		kinds := [2]string{sim.KindBot, sim.KindRandom}
		d := decks
		if side == 1 {
			kinds = [2]string{sim.KindRandom, sim.KindBot}
			d = [2]rules.DeckList{decks[1], decks[0]}
		}
		res, err := sim.Run(sim.Config{Lib: lib, Decks: d, Players: kinds, Games: half, Seed: 1000 * uint64(side+1)})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range res {
			if r.Winner == side {
				wins++
			}
		}
	}
	rate := float64(wins) / float64(2*half)
	t.Logf("bot beat random in %d of %d games (%.1f%%)", wins, 2*half, 100*rate)
	if rate < 0.9 {
		t.Errorf("bot won only %.1f%% against random (want ≥ 90%%)", 100*rate)
	}
}

// TestBotDeterministic: the same seed gives the same game, and a game
// saved midway and resumed continues identically (the bot keeps no state).
func TestBotDeterministic(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	play := func() (*rules.Game, uint64) {
		g, err := rules.NewGame(lib, rules.Config{Seed: 5, Players: []rules.DeckList{decks[0], decks[1]}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(sim.Seat{bot.New(), bot.New()}); err != nil {
			t.Fatal(err)
		}
		return g, g.LogHash()
	}
	g, h1 := play()
	_, h2 := play()
	if h1 != h2 {
		t.Fatal("same seed, different games")
	}
	// stop after 40 decisions, save, resume with fresh bots
	g2, _ := rules.NewGame(lib, rules.Config{Seed: 5, Players: []rules.DeckList{decks[0], decks[1]}})
	b := bot.New()
	stopAt := rules.DeciderFunc(func(gg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		if gg.Decisions() >= 40 {
			return rules.Choice{}, rules.ErrStop
		}
		return b.Decide(gg, p)
	})
	if _, err := g2.Run(stopAt); err != rules.ErrStop {
		t.Fatalf("want a stop, got %v", err)
	}
	data, err := g2.Save()
	if err != nil {
		t.Fatal(err)
	}
	g3, err := rules.Resume(lib, data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g3.Run(sim.Seat{bot.New(), bot.New()}); err != nil {
		t.Fatal(err)
	}
	if g3.LogHash() != g.LogHash() {
		t.Error("the resumed game differs from the uninterrupted one")
	}
}

// TestBotUsesHiddenAreas: over a few games the bot moves cards from hand
// into a hidden out-of-play area with a player action and brings cards out
// of it, and it marshals characters.
func TestBotUsesHiddenAreas(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	cfg := sim.Config{Lib: lib, Decks: [2]rules.DeckList{decks[1], decks[1]}, DeckNames: [2]string{"a", "b"}, Players: [2]string{sim.KindBot, sim.KindBot}, Games: 20, Seed: 9}
	res, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rep := sim.Summarize(cfg, res, nil)
	into, out, marshaled := 0, 0, 0
	for _, c := range rep.Cards {
		for _, v := range c.Into {
			into += v
		}
		for _, v := range c.Out {
			out += v
		}
		marshaled += c.Marshaled
	}
	if into == 0 || out == 0 || marshaled == 0 || len(rep.Areas) == 0 {
		t.Errorf("into hidden areas %d, out %d, marshaled %d, areas %v", into, out, marshaled, rep.Areas)
	}
}

// TestBotPlaysLikePeople: over 20 seeded bot-vs-bot games the bot defends
// a fair share of challenges (67% now; 57% when the first player kept one
// character from two and two from four, 31% on the default decks before
// this test, mostly unopposed attacks) and plays events; it fails if
// defending falls under 60% or events under a tenth of those drawn.
func TestBotPlaysLikePeople(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	cfg := sim.Config{Lib: lib, Decks: decks, DeckNames: [2]string{"a", "b"}, Players: [2]string{sim.KindBot, sim.KindBot}, Games: 20, Seed: 1, Alternate: true}
	res, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rep := sim.Summarize(cfg, res, nil)
	pc := rep.Play
	t.Logf("defended %d of %d challenges (%.1f%%), events played %d of %d drawn, first player wins %.1f%%",
		pc.Defended, pc.Challenges, 100*rep.Defended.Rate, pc.EventsPlayed, pc.EventsDrawn, 100*rep.First.Rate)
	if pc.Challenges == 0 || rep.Defended.Rate < 0.6 {
		t.Errorf("defended %d of %d challenges: want at least 60%%", pc.Defended, pc.Challenges)
	}
	if pc.EventsPlayed < pc.EventsDrawn/10 {
		t.Errorf("played %d of %d events drawn: want at least a tenth", pc.EventsPlayed, pc.EventsDrawn)
	}
}

// TestBotUsesNewKeyword: a keyword the bot has never seen whose only use
// is a dominance-phase player action costing gold (testdata/buried.card)
// gets used, and the bot keeps gold past the marshaling phase for it: in
// 20 bot-vs-bot games where both decks carry three copies of each of its
// two characters, it fails when fewer than a third of the dominance
// phases in which a player had such a character in play saw the action
// (94 of 263 now; 32 of 247 when every option but the reserve's own spent
// the gold, as before reserve.go).
func TestBotUsesNewKeyword(t *testing.T) {
	lib := gametest.Library(t, "testdata/buried.card")
	_, decks := gametest.TwoDecks(t)
	buried := func(c *rules.Card) bool { return c.Def.Code == "90101" || c.Def.Code == "90102" }
	for k := range decks {
		d := slices.Clone(decks[k].Deck)
		for i := 0; i < 6; i++ {
			d[i] = []string{"90101", "90102"}[i%2]
		}
		decks[k].Deck = d
	}
	chances, used := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: []rules.DeckList{decks[seed%2], decks[1-seed%2]}})
		if err != nil {
			t.Fatal(err)
		}
		b := bot.New()
		seen := map[[2]int]bool{} // round, player: a buried character in play in the challenges phase
		_, err = g.Run(rules.DeciderFunc(func(gg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
			if p.ID == "challenge" { // the challenges phase: who will reach dominance with one in play
				for _, pl := range gg.Players {
					if k := [2]int{gg.Round, pl.Index}; !seen[k] && slices.ContainsFunc(gg.Characters(pl), buried) {
						seen[k] = true
						chances++
					}
				}
			}
			return b.Decide(gg, p)
		}))
		if err != nil {
			t.Fatal(err)
		}
		uses := map[[2]int]bool{}
		round := 0
		for _, e := range g.Log() {
			if e.Msg == rules.MsgRound {
				round = int(e.N)
			}
			if e.Msg == rules.MsgCustom && strings.Contains(e.S, "unearths") {
				uses[[2]int{round, int(e.Actor)}] = true
			}
		}
		used += len(uses)
	}
	t.Logf("dominance phases with a buried character in play: %d, the action used in %d", chances, used)
	if chances < 10 || 3*used < chances {
		t.Errorf("buried's dominance action used in %d of %d dominance phases: want at least a third (and 10 phases)", used, chances)
	}
}

// TestBotUsesOneShotCards: a location whose only action kneels and
// sacrifices it (testdata/oneshot.card) and a shadow character whose
// reaction answers its coming out of shadows get used: in 20 bot-vs-bot
// games where both decks carry three copies of each, it fails when either
// card's own ability was used in fewer than a third of the games in which
// it was offered (or offered in fewer than 10). Before the bot weighed a
// cost paid with the card itself by what the card still brings, and valued
// marshaling such a character into shadows above marshaling it, both were
// used in no game.
func TestBotUsesOneShotCards(t *testing.T) {
	lib := gametest.Library(t, "testdata/oneshot.card")
	_, decks := gametest.TwoDecks(t)
	for k := range decks {
		d := slices.Clone(decks[k].Deck)
		for i := 0; i < 6; i++ {
			d[i] = []string{"90201", "90202"}[i%2]
		}
		decks[k].Deck = d
	}
	cfg := sim.Config{Lib: lib, Decks: decks, DeckNames: [2]string{"a", "b"}, Players: [2]string{sim.KindBot, sim.KindBot}, Games: 20, Seed: 3, Alternate: true}
	res, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rep := sim.Summarize(cfg, res, nil)
	for _, code := range []string{"90201", "90202"} {
		offered, used, into := 0, 0, 0
		for _, c := range rep.Cards {
			if c.Code == code {
				offered += c.Offered
				used += c.Used
				into += c.Into["shadows"]
			}
		}
		t.Logf("%s: its own ability offered in %d games, used in %d; into shadows %d times", code, offered, used, into)
		if offered < 10 || 3*used < offered {
			t.Errorf("%s: ability used in %d of the %d games it was offered: want at least a third (and 10 games)", code, used, offered)
		}
	}
}
