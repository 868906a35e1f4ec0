package bot

import (
	"github.com/thronescript/thronescript/rules"
)

// Titles (melee step 1.4). A title's abilities are constants the engine
// applies only while it is borne, so the bot cannot read from the game
// what a title in the pool would give it. It knows the Core Set's six
// titles by code, as a plan of what each is for (the one place the bot
// names cards, data only); a title it does not know is worth its number
// of abilities. Each plan is scored against the bot's own board and hand:
//
//   - Master of Coin (+2 income): worth more with cards in hand to pay
//     for;
//   - Master of Laws (+1 card in the draw phase, +1 reserve): worth more
//     with a small hand;
//   - Hand of the King (a second power challenge, +1 STR in power
//     challenges): worth its power-icon strength;
//   - Master of Whispers (intrigue claim against every opponent, +1 STR in
//     intrigue challenges): worth its intrigue strength and the number of
//     opponents;
//   - Master of Ships (+1 STR in military challenges, +1 claim against its
//     rivals): worth its military strength;
//   - Crown Regent (+2 STR for dominance, redirects a challenge): a steady
//     middle value, more when the bot is the leader everyone attacks.
//
// TestBotChoosesTitles holds two of these: with an empty hand the bot
// takes Master of Laws, with a full one Master of Coin, whichever the pool
// offers first (before, it took the pool's first title).
type titlePlan struct {
	base   int
	income bool            // more gold: worth more with a full hand
	draw   bool            // more cards: worth more with a small hand
	icon   rules.Challenge // the challenge type it strengthens
	iconOn bool
	claim  bool // a claim against every opponent
	regent bool // dominance and redirect
}

var titlePlans = map[string]titlePlan{
	"01206": {base: 12, icon: rules.Intrigue, iconOn: true, claim: true}, // Master of Whispers
	"01207": {base: 12, icon: rules.Military, iconOn: true},              // Master of Ships
	"01208": {base: 16, icon: rules.Power, iconOn: true},                 // Hand of the King
	"01209": {base: 14, income: true},                                    // Master of Coin
	"01210": {base: 14, draw: true},                                      // Master of Laws
	"01211": {base: 15, regent: true},                                    // Crown Regent
}

// titleValue scores title c for me.
func titleValue(g *rules.Game, me *rules.Player, c *rules.Card) int {
	pl, ok := titlePlans[c.Def.Code]
	if !ok {
		return 10 * len(c.Def.Abilities)
	}
	v := pl.base
	hand := len(g.CardsIn(me, rules.AreaHand))
	if pl.income {
		v += 2 * min(hand, 6)
	}
	if pl.draw {
		v += 2 * max(0, 5-hand)
	}
	if pl.iconOn {
		v += sumStrength(g, withIcon(g, me, pl.icon))
	}
	if pl.claim {
		v += 3 * (len(g.Opponents(me)) - 1)
	}
	if pl.regent {
		if l := leader(g, me); l != nil && g.Power(me) > g.Power(l) {
			v += 6
		}
	}
	return v
}

// withIcon lists me's characters with the icon of t.
func withIcon(g *rules.Game, me *rules.Player, t rules.Challenge) []*rules.Card {
	var out []*rules.Card
	for _, c := range g.Characters(me) {
		if g.HasIcon(c, t) {
			out = append(out, c)
		}
	}
	return out
}

// titleChoice takes the title worth most.
func titleChoice(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	return bestCard(p, func(c *rules.Card) int { return titleValue(g, me, c) })
}
