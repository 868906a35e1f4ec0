package bot_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// titleFirstChoice plays step 1.4 of a three-player melee from the plot
// phase, every player with the given hand, and returns the titles the
// first player to choose was offered and the one the bot took.
func titleFirstChoice(t *testing.T, lib rules.Definitions, titles []string, seed uint64, hand int) (offered []string, took string) {
	s := rules.Scenario{From: "plot", Melee: &rules.Melee{Titles: titles}}
	for range 3 {
		var cards []rules.ScenarioCard
		cards = append(cards, rules.ScenarioCard{Code: "01004", Area: "plot-deck"})
		for range hand {
			cards = append(cards, rules.ScenarioCard{Code: "01152", Area: "hand"})
		}
		for range 10 {
			cards = append(cards, rules.ScenarioCard{Code: "01152", Area: "deck"})
		}
		s.Players = append(s.Players, rules.ScenarioPlayer{Cards: cards})
	}
	s.Seed = seed
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
		if p.ID == "title" {
			for _, o := range p.Options {
				offered = append(offered, o.Card.Def.Title)
			}
			took = p.Options[ch.Index].Card.Def.Title
			return true
		}
		return false
	})
	return offered, took
}

// TestBotChoosesTitles: the bot chooses its title by what it is worth to
// it, not the first the pool offers: with an empty hand, Master of Laws
// (one more card each draw phase) when it is offered; with a full hand,
// Master of Coin (two more gold to marshal it). Before, the bot took the
// pool's first title (the default answer), whatever it held.
func TestBotChoosesTitles(t *testing.T) {
	lib := gametest.Library(t)
	titles := sim.MeleeTitles(lib)
	checked := 0
	for seed := uint64(1); seed <= 12; seed++ {
		for _, c := range []struct {
			hand int
			want string
		}{{0, "Master of Laws"}, {6, "Master of Coin"}} {
			offered, took := titleFirstChoice(t, lib, titles, seed, c.hand)
			has := false
			for _, o := range offered {
				has = has || o == c.want
			}
			if !has {
				continue
			}
			checked++
			if took != c.want {
				t.Errorf("seed %d, %d cards in hand: took %s of %v, want %s", seed, c.hand, took, offered, c.want)
			}
		}
	}
	if checked < 6 {
		t.Fatalf("only %d choices offered the title looked for", checked)
	}
}

// TestBotMeleeMirror: in melee games of four bots with one deck in every
// seat (the shipped Stark melee deck, 80 games, seed 1), no seat wins more
// than 40% of the games, every game ends with a winner, and the share of
// unopposed challenges is reported in the test log.
func TestBotMeleeMirror(t *testing.T) {
	if testing.Short() {
		t.Skip("80 melee games")
	}
	lib, decks := gametest.Decks(t, "melee/stark-northern-council.txt")
	cfg := sim.MeleeConfig{Lib: lib, Titles: sim.MeleeTitles(lib), Games: 80, Seed: 1}
	for range 4 {
		cfg.Decks = append(cfg.Decks, decks[0])
		cfg.DeckNames = append(cfg.DeckNames, "stark")
		cfg.Players = append(cfg.Players, sim.KindBot)
	}
	tally := sim.NewMeleeTally(cfg.Players, cfg.DeckNames, cfg.Seed)
	if err := sim.RunMelee(cfg, func(_ int, r sim.MeleeResult) { tally.Add(&r) }); err != nil {
		t.Fatal(err)
	}
	r := tally.Report(nil)
	t.Logf("unopposed %.1f%% of %d challenges; first player wins %.1f%%; %.2f rounds", 100*r.Unopposed, r.Play.Challenges, 100*r.First.Wins.Rate, r.Length.Mean)
	if r.NoWinner > 0 {
		t.Errorf("%d games without a winner", r.NoWinner)
	}
	for _, s := range r.Seats {
		t.Logf("%s wins %s", s.Seat, s.Wins.Wins2())
		if s.Wins.Rate > 0.40 {
			t.Errorf("%s wins %.1f%% of the games (at most 40%%)", s.Seat, 100*s.Wins.Rate)
		}
	}
}

// TestBotPicksOpponent: in a melee, the bot initiates its challenge
// against the opponent it can beat unopposed (player 3, no characters)
// rather than the first opponent in player order (player 2, a standing
// defender), and the engine asks it whom the challenge is against.
func TestBotPicksOpponent(t *testing.T) {
	lib := gametest.Library(t)
	steward := func(n int) []rules.ScenarioCard {
		var out []rules.ScenarioCard
		for range n {
			out = append(out, rules.ScenarioCard{Code: "01152", Area: "play"})
		}
		return append(out, rules.ScenarioCard{Code: "01152", Area: "deck"}, rules.ScenarioCard{Code: "01004", Area: "plot"})
	}
	s := rules.Scenario{From: "challenges", First: 0, Active: 0, Melee: &rules.Melee{Titles: sim.MeleeTitles(lib)}, Players: []rules.ScenarioPlayer{
		{Cards: steward(2)}, {Cards: steward(1)}, {Cards: steward(0)},
	}}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	asked := false
	against := -1
	runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
		if p.ID == "opponent" {
			asked = true
			against = p.Options[ch.Index].Player
			return true
		}
		return false
	})
	if !asked || against != 2 {
		t.Fatalf("asked %v, the challenge is against player %d; want player 3", asked, against+1)
	}
}

// TestBotKeepsDefendersForTheLeader: attacked by a harmless opponent
// while the leader (12 power) attacks later, the bot declares one spare
// defender (denying the unopposed bonus) and keeps its strong character
// standing for the leader, though it could win the challenge with it.
func TestBotKeepsDefendersForTheLeader(t *testing.T) {
	lib := gametest.Library(t)
	cards := func(codes ...string) []rules.ScenarioCard {
		var out []rules.ScenarioCard
		for _, c := range codes {
			out = append(out, rules.ScenarioCard{Code: c, Area: "play"})
		}
		return append(out, rules.ScenarioCard{Code: "01152", Area: "deck"}, rules.ScenarioCard{Code: "01004", Area: "plot"})
	}
	const steward, robert = "01152", "01048"
	s := rules.Scenario{From: "challenges", First: 0, Active: 0, Melee: &rules.Melee{Titles: sim.MeleeTitles(lib)}, Players: []rules.ScenarioPlayer{
		{Cards: cards(steward, steward, steward)},
		{Cards: cards(steward, robert)},
		{Cards: cards(steward, steward), Power: 12},
	}}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	declared := defendersAgainstPowerAttack(t, g)
	if len(declared) != 1 || declared[0] != "Winterfell Steward" {
		t.Fatalf("declared %v, want only the Winterfell Steward", declared)
	}
}

// TestBotDefendsAgainstARival: as in TestBotKeepsDefendersForTheLeader,
// but the harmless attacker bears Master of Ships and the bot Hand of the
// King (Ships rivals the Hand: a won challenge against the bot gives the
// attacker one more power). The bot defends to win, with Robert
// Baratheon, instead of keeping him for the leader; before, it declared
// only the spare Winterfell Steward and lost the challenge.
func TestBotDefendsAgainstARival(t *testing.T) {
	lib := gametest.Library(t)
	cards := func(codes ...string) []rules.ScenarioCard {
		var out []rules.ScenarioCard
		for _, c := range codes {
			area := "play"
			if c == "01207" || c == "01208" {
				area = "title"
			}
			out = append(out, rules.ScenarioCard{Code: c, Area: area})
		}
		return append(out, rules.ScenarioCard{Code: "01152", Area: "deck"}, rules.ScenarioCard{Code: "01004", Area: "plot"})
	}
	const steward, robert, ships, hand = "01152", "01048", "01207", "01208"
	s := rules.Scenario{From: "challenges", First: 0, Active: 0, Melee: &rules.Melee{Titles: sim.MeleeTitles(lib)}, Players: []rules.ScenarioPlayer{
		{Cards: cards(steward, steward, steward, ships)},
		{Cards: cards(steward, robert, hand)},
		{Cards: cards(steward, steward), Power: 12},
	}}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	if g.PlayerValue(g.Players[0], rules.BonusAgainstValue(g.Players[1])) <= 0 {
		t.Fatal("player 1's Master of Ships gives no rivals bonus against player 2's Hand of the King")
	}
	declared := defendersAgainstPowerAttack(t, g)
	if len(declared) != 1 || declared[0] != "Robert Baratheon" {
		t.Fatalf("declared %v, want Robert Baratheon", declared)
	}
}

// defendersAgainstPowerAttack plays g from the challenges phase: player 1
// attacks player 2 in a power challenge with every attacker offered, the
// bot answers everything else; it returns the titles of the defenders the
// bot declares for player 2 (the game stops when it declares no more).
func defendersAgainstPowerAttack(t *testing.T, g *rules.Game) []string {
	t.Helper()
	b := bot.New()
	var declared []string
	d := rules.DeciderFunc(func(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		if p.Player == 0 {
			for i, o := range p.Options {
				switch {
				case p.ID == "challenge" && o.Kind == rules.OptChallenge && rules.Challenge(o.N) == rules.Power,
					p.ID == "opponent" && o.Player == 1,
					p.ID == "attackers" && o.Card != nil:
					return rules.Choice{Index: i}, nil
				}
			}
		}
		ch, err := b.Decide(g, p)
		if p.ID == "defenders" && p.Player == 1 {
			o := p.Options[ch.Index]
			if o.Card == nil {
				return ch, rules.ErrStop
			}
			declared = append(declared, o.Card.Def.Title)
		}
		return ch, err
	})
	if _, err := g.Run(d); err != nil && err != rules.ErrStop {
		t.Fatal(err)
	}
	return declared
}
