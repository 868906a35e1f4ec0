package bot

import (
	"slices"

	"github.com/thronescript/thronescript/rules"
)

// reserve is the gold the bot keeps for plays it can see coming in later
// windows of the round (or later rounds): each card's own later play and
// the most it may keep (half its plot's income).
type reserve struct {
	plays []laterPlay
	limit int
}

// laterPlay is one card's most expensive later play. every: the card is in
// play and its play comes back every round, so such plays add up; the
// plays of cards in hand or hidden areas are alternatives (the most
// expensive counts).
type laterPlay struct {
	card  *rules.Card
	gold  int
	every bool
}

// gold is the reserve left when the plays of the cards except lists are
// made now or compete now (nil cards are ignored).
func (r reserve) gold(except ...*rules.Card) int {
	sum, most := 0, 0
	for _, p := range r.plays {
		switch {
		case slices.Contains(except, p.card):
		case p.every:
			sum += p.gold
		default:
			most = max(most, p.gold)
		}
	}
	return min(sum+most, r.limit)
}

// allows reports whether spending gold leaves the reserve, the plays of
// the cards except lists left out.
func (r reserve) allows(me *rules.Player, gold int, except ...*rules.Card) bool {
	return gold <= 0 || me.Gold-gold >= r.gold(except...)
}

// reserveOf lists the player's own later plays it can see: events in hand
// (their printed cost), cards in its hidden areas and in hand with a
// keyword player action outside the marshaling phase (the keyword's
// value, e.g. bringing a card out), and for each card in play its most
// expensive action or keyword player action costing gold in a phase still
// to come this round (or in any phase). Marshaling-phase plays are not
// kept for: they compete with marshaling now.
func reserveOf(g *rules.Game, me *rules.Player) reserve {
	var r reserve
	consider := func(c *rules.Card) {
		inPlay := g.InPlay(c)
		gold := 0
		if c.Def.Type == rules.TypeEvent && c.Area == rules.AreaHand {
			gold = g.PrintedCost(c)
		}
		if inPlay {
			for _, ab := range c.Def.Abilities {
				if (ab.Kind == rules.Action || ab.Kind == rules.PlayerAction) && later(g, ab) && hasCost(ab, "gold") {
					gold = max(gold, 1)
				}
			}
		}
		g.Keywords(c, func(k *rules.KeywordInstance) bool {
			d := g.KeywordDef(k.Name)
			if d == nil {
				return true
			}
			for _, ab := range d.Abilities {
				if ab.Kind != rules.PlayerAction || !later(g, ab) || !hasCost(ab, "gold") || movesToHiddenAreaAbility(g, ab) {
					continue
				}
				if inPlay || g.HiddenArea(c.Area) || c.Area == rules.AreaHand {
					gold = max(gold, goldCost(g, c, ab))
				}
			}
			return true
		})
		if gold > 0 {
			r.plays = append(r.plays, laterPlay{card: c, gold: gold, every: inPlay})
		}
	}
	for _, c := range g.CardsIn(me, rules.AreaHand) {
		consider(c)
	}
	for _, c := range g.CardsIn(me, rules.AreaPlay) {
		consider(c)
	}
	for i := range g.Areas() {
		if a := rules.AreaID(i); g.HiddenArea(a) {
			for _, c := range g.CardsIn(me, a) {
				consider(c)
			}
		}
	}
	r.limit = me.Gold / 2
	if g.RevealedPlot(me) != nil {
		r.limit = g.Income(me) / 2
	}
	return r
}

// later reports whether an ability works in a window still to come: in
// any phase, or in a phase after the marshaling phase and after the
// current one (plays of the current phase compete now, by their value).
func later(g *rules.Game, ab *rules.Ability) bool {
	if ab.Phase == "" {
		return true
	}
	ph, ok := rules.ParsePhase(ab.Phase)
	return ok && ph > rules.PhaseMarshaling && ph > g.Phase
}
