package interp

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerValues adds the value words: numbers computed while the game
// runs.
func registerValues(r *Registry) {
	r.addWords([]word{
		{pattern: "count {cards:cards}", doc: "The number of cards matching a selector.", example: "(count character kneeling)",
			value: countValue, reads: readsState(0)},
		{pattern: "strength-of {card:cards}", doc: "The total STR of cards.", example: "(strength-of self)",
			value: strengthOfValue, reads: readsState(0)},
		{pattern: "printed-cost-of {card:cards}", doc: "The printed cost of a card (\"-\" reads 0).", example: "(printed-cost-of it)",
			value: printedCostOfValue, reads: readsState(0)},
		{pattern: "printed-plot-value {stat:word(income|initiative|claim|reserve)} of {card:cards}",
			doc:     "A printed value of a plot card: its gold (income), initiative, claim or reserve as printed (an X reads 0): \"a plot card with a higher printed gold value than yours\".",
			example: "(printed-plot-value income of card in plot of opponent)",
			value:   printedPlotValue, reads: readsState(0)},
		{pattern: "printed-strength-of {card:cards}", doc: "The printed STR of a card (0 for a card without STR).", example: "(printed-strength-of it)",
			value: printedStrengthOfValue, reads: readsState(0)},
		{pattern: "different {what:word(factions|traits)} among {cards:cards}",
			doc:     "How many different factions (neutral is no faction) or traits the cards have together: \"the number of different factions among characters you control\".",
			example: "(different factions among character controlled-by you)",
			value:   differentValue, reads: readsState(0)},
		{pattern: "min-of {a:int} and {b:int}", doc: "The lower of A and B: \"X is the lower of …\".", example: "(min-of (gold you) and 3)",
			value: pickValue(lower), reads: readsState(0)},
		{pattern: "max-of {a:int} and {b:int}", doc: "The higher of A and B: \"X is the higher of …\".", example: "(max-of (gold you) and 3)",
			value: pickValue(higher), reads: readsState(0)},
		{pattern: "challenge-margin", doc: "The STR by which the current challenge was won.", example: "(challenge-margin)",
			value: challengeMarginValue},
		// the numbers of a player
		{pattern: "gold [{p:player}]", doc: "Gold in a player's gold pool.", example: "(gold you)",
			value: playerValue(playerGold), reads: readsState(rules.ReadsGold)},
		{pattern: "power [{p:player}]", doc: "A player's total power.", example: "(power you)",
			value: playerValue(playerPower), reads: readsState(rules.ReadsTokens)},
		{pattern: "faction-power [{p:player}]", doc: "Power on a player's faction card.", example: "(faction-power you)",
			value: playerValue(factionPower), reads: readsState(rules.ReadsTokens)},
		{pattern: "hand-size [{p:player}]", doc: "Cards in a player's hand.", example: "(hand-size you)",
			value: playerValue(handSize), reads: readsState(0, rules.AreaNameHand)},
		{pattern: "used-plots [{p:player}]", doc: "Plot cards in a player's used pile, plus the player value `used-plots` (\"you are considered to have X additional plot cards in your used pile\": `player-value used-plots (tokens gold on self)`).", example: "(used-plots you)",
			value: playerValue(usedPlots), reads: readsState(0, rules.AreaNameUsed)},
		{pattern: "reserve-of [{p:player}]", doc: "A player's reserve value.", example: "(reserve-of you)",
			value: playerValue(reserveOf), reads: readsState(0)},
		{pattern: "history-count {event:string} [{card:cards}] [from {area:area}] [by {p:player}] [to {q:player}] [this {period:word(round|phase)}]",
			doc:     "How many times an event happened this round (or phase), to cards matching the selector, from an area (a card moved or played from there: `(history-count played from facedown-under by you)`), by a player, to a player (gold moved into that player's pool: `(history-count gold-moved by opponent to you this phase)`, \"has given you gold this phase\").",
			example: "(history-count marshaled card with-keyword limited by you)",
			value:   historyCountValue, readsBy: historyCountReads},
		{pattern: "tokens {kind:string} on {card:cards}", doc: "The number of tokens of a kind on cards.", example: "(tokens betrayal on self)",
			value: tokensValue, reads: readsState(rules.ReadsTokens)},
		{pattern: "value-if {c:cond} then {a:int} else {b:int}",
			doc:     "A number that depends on a condition (\"draw 2 cards (3 instead if …)\").",
			example: "(value-if paid-as ambush then 3 else 2)",
			value:   valueIf, reads: readsState(0)},
		{pattern: "opponents", doc: "The number of opponents you have (players still in the game other than you).", example: "(opponents)",
			value: opponentsValue},
		{pattern: "rivals [{p:player}]",
			doc:     "How many rivals a player (default: you) has (melee): opponents bearing a title that the player's title names a rival (its `challenge-bonus-against-bearer-of` lines: \"for each rival you have\").",
			example: "(rivals you)",
			value:   rivalsValue, reads: readsState(0)},
		{pattern: "challenges-this-round {what:word(initiated|won|lost)} [{type:challenge}] [by {p:player}]",
			doc:     "How many challenges (of a type) a player initiated, won or lost this round.",
			example: "(challenges-this-round lost power by you)",
			value:   challengesThisRoundValue, readsBy: challengesThisRoundReads},
		{pattern: "challenges-lost-as {role:word(attacker|defender)} [by {p:player}] [this {period:word(round|phase)}]",
			doc:     "How many challenges a player (default: you) lost as the attacking (defending) player this round (or phase).",
			example: "(challenges-lost-as defender by you this phase)",
			value:   challengesLostAsValue},
		{pattern: "challenges-won [of {type:challenge}] [by {p:player}] [this {period:word(round|phase)}]",
			doc:     "How many challenges (of a type) a player (default: you) won this round (or phase).",
			example: "(challenges-won of intrigue by you this phase)",
			value:   challengesWonValue, readsBy: challengesWonReads},
		{pattern: "player-value-of {name:string} [{p:player}]",
			doc:     "The named player-level number (see `player-value`) of a player (default: you); 0 when nothing sets it.",
			example: "(player-value-of limited you)",
			value:   playerValueOf, reads: readsState(0)},
		{pattern: "divide {a:int} by {b:int}",
			doc:     "A divided by B, rounded down (0 when B is 0): \"1 power for every 5 STR by which you won\" is `divide (challenge-margin) by 5`.",
			example: "(divide (challenge-margin) by 5)",
			value:   divideValue, reads: readsState(0)},
	})
}

func countValue(b *builder, a *args) valueFn {
	count := a.Count("cards")
	return func(ctx *rules.Context) int {
		if count == nil {
			return 0
		}
		return count(ctx, nil)
	}
}

func strengthOfValue(b *builder, a *args) valueFn {
	sel := a.Cards("card")
	return func(ctx *rules.Context) int {
		n := 0
		for _, c := range sel(ctx) {
			n += ctx.G.Strength(c)
		}
		return n
	}
}

func printedCostOfValue(b *builder, a *args) valueFn {
	sel := a.Cards("card")
	return func(ctx *rules.Context) int {
		for _, c := range sel(ctx) {
			return ctx.G.PrintedCost(c)
		}
		return 0
	}
}

func printedPlotValue(b *builder, a *args) valueFn {
	stat, sel := a.Word("stat"), a.Cards("card")
	return func(ctx *rules.Context) int {
		for _, c := range sel(ctx) {
			s := c.Def.Plot
			switch stat {
			case "income":
				return s.Income
			case "initiative":
				return s.Initiative
			case "claim":
				return s.Claim
			default:
				return s.Reserve
			}
		}
		return 0
	}
}

func printedStrengthOfValue(b *builder, a *args) valueFn {
	sel := a.Cards("card")
	return func(ctx *rules.Context) int {
		for _, c := range sel(ctx) {
			return c.Def.Strength
		}
		return 0
	}
}

func differentValue(b *builder, a *args) valueFn {
	sel, traits := a.Cards("cards"), a.Word("what") == "traits"
	factions := check.Words("faction")
	return func(ctx *rules.Context) int {
		cs := sel(ctx)
		if !traits {
			n := 0
			for _, f := range factions {
				if f == "neutral" {
					continue
				}
				for _, c := range cs {
					if ctx.G.HasFaction(c, f) {
						n++
						break
					}
				}
			}
			return n
		}
		seen := map[string]bool{}
		for _, c := range cs {
			ctx.G.EachTrait(c, func(t string) bool {
				seen[strings.ToLower(t)] = true
				return true
			})
		}
		return len(seen)
	}
}

// pickValue is a value of two numbers {a} and {b}: pick's choice of them.
func pickValue(pick func(x, y int) int) func(b *builder, a *args) valueFn {
	return func(b *builder, a *args) valueFn {
		x, y := a.Int("a", 0), a.Int("b", 0)
		return func(ctx *rules.Context) int { return pick(x(ctx), y(ctx)) }
	}
}

func lower(x, y int) int  { return min(x, y) }
func higher(x, y int) int { return max(x, y) }

func challengeMarginValue(b *builder, a *args) valueFn {
	return func(ctx *rules.Context) int {
		if ch := ctx.G.Challenge(); ch != nil {
			return ch.Margin
		}
		return 0
	}
}

// playerValue is a value of the players {p} names (default: you): the
// sum of f over them.
func playerValue(f func(g *rules.Game, p *rules.Player) int) func(b *builder, a *args) valueFn {
	return func(b *builder, a *args) valueFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context) int {
			n := 0
			for _, p := range ps(ctx) {
				n += f(ctx.G, p)
			}
			return n
		}
	}
}

func playerGold(g *rules.Game, p *rules.Player) int  { return p.Gold }
func playerPower(g *rules.Game, p *rules.Player) int { return g.Power(p) }
func handSize(g *rules.Game, p *rules.Player) int    { return len(p.Zone(rules.AreaHand)) }
func reserveOf(g *rules.Game, p *rules.Player) int   { return g.Reserve(p) }

// usedPlots counts the plots in p's used pile and the additional plots p is
// considered to have there (the player value `used-plots`).
func usedPlots(g *rules.Game, p *rules.Player) int {
	return len(p.Zone(rules.AreaUsed)) + g.PlayerValue(p, "used-plots")
}

func factionPower(g *rules.Game, p *rules.Player) int {
	if f := g.FactionCard(p); f != nil {
		return f.Count(rules.TokenPower)
	}
	return 0
}

func historyCountValue(b *builder, a *args) valueFn {
	name := a.Word("event")
	f := a.Filter("card")
	ps := a.Players("p", nil)
	qs := a.Players("q", nil)
	phaseOnly := a.Word("period") == "phase"
	from := a.Word("area")
	return func(ctx *rules.Context) int {
		fromID, ok := ctx.G.AreaByName(from)
		if from != "" && !ok {
			return 0 // an area not declared yet: nothing came from it
		}
		return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
			if h.Event != name || (phaseOnly && h.Phase != ctx.G.Phase) || (from != "" && h.From != fromID) {
				return false
			}
			if ps != nil && (h.Player < 0 || !playerIs(ctx, ps, ctx.G.Player(h.Player))) {
				return false
			}
			if qs != nil && (h.Receiver() < 0 || !playerIs(ctx, qs, ctx.G.Player(h.Receiver()))) {
				return false
			}
			if f != nil && (h.Card == rules.NoCard || !f(ctx, ctx.G.Card(h.Card))) {
				return false
			}
			return true
		})
	}
}

// historyCountReads: history-count reads the history of its event.
func historyCountReads(p *check.Phrase) (rules.Reads, []string, []string) {
	if a := p.Args["event"]; a != nil && a.Word != "" {
		return historyReads(p, a.Word)
	}
	return historyReads(p)
}

func tokensValue(b *builder, a *args) valueFn {
	k, sel := a.Word("kind"), a.Cards("card")
	return func(ctx *rules.Context) int {
		n := 0
		for _, c := range sel(ctx) {
			n += c.Count(k)
		}
		return n
	}
}

func valueIf(b *builder, a *args) valueFn {
	c, x, y := a.Cond("c"), a.Int("a", 0), a.Int("b", 0)
	return func(ctx *rules.Context) int {
		if c != nil && c(ctx) {
			return x(ctx)
		}
		return y(ctx)
	}
}

func opponentsValue(b *builder, a *args) valueFn {
	return func(ctx *rules.Context) int {
		n := 0
		for _, p := range ctx.G.Players {
			if p != ctx.Player && !p.Eliminated {
				n++
			}
		}
		return n
	}
}

// rivalsValue counts, for each player, the opponents still in the game
// against whom the player's title gives a challenge bonus (its rivals).
func rivalsValue(b *builder, a *args) valueFn {
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context) int {
		n := 0
		for _, p := range ps(ctx) {
			for _, o := range ctx.G.Players {
				if o != p && !o.Eliminated && ctx.G.PlayerValue(p, rules.BonusAgainstValue(o)) > 0 {
					n++
				}
			}
		}
		return n
	}
}

// challengeHistoryEvents are the history events challenges-this-round
// counts, by its what word.
var challengeHistoryEvents = map[string]string{"initiated": rules.EvChallengeInit, "won": rules.EvChallengeWon, "lost": rules.EvChallengeLost}

func challengesThisRoundValue(b *builder, a *args) valueFn {
	ev := challengeHistoryEvents[a.Word("what")]
	typ, typed := rules.ParseChallenge(a.Word("type"))
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context) int {
		return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
			if h.Event != ev || h.Round != ctx.G.Round || h.Player < 0 {
				return false
			}
			if typed && h.Amount != int(typ) {
				return false
			}
			return playerIs(ctx, ps, ctx.G.Player(h.Player))
		})
	}
}

func challengesLostAsValue(b *builder, a *args) valueFn {
	asAttacker := a.Word("role") == "attacker"
	ps := a.Players("p", b.players("you"))
	phaseOnly := a.Word("period") == "phase"
	return func(ctx *rules.Context) int {
		n, attacker := 0, -1
		for _, h := range ctx.G.History() {
			switch h.Event {
			case rules.EvChallengeInit:
				attacker = h.Player
			case rules.EvChallengeLost:
				if phaseOnly && h.Phase != ctx.G.Phase {
					continue
				}
				if h.Player < 0 || !playerIs(ctx, ps, ctx.G.Player(h.Player)) {
					continue
				}
				if (h.Player == attacker) == asAttacker {
					n++
				}
			}
		}
		return n
	}
}

func challengesWonValue(b *builder, a *args) valueFn {
	typ, hasType := rules.ParseChallenge(a.Word("type"))
	ps := a.Players("p", b.players("you"))
	phaseOnly := a.Word("period") == "phase"
	return func(ctx *rules.Context) int {
		return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
			if h.Event != rules.EvChallengeWon || (phaseOnly && h.Phase != ctx.G.Phase) {
				return false
			}
			if hasType && h.Amount != int(typ) {
				return false
			}
			return h.Player >= 0 && playerIs(ctx, ps, ctx.G.Player(h.Player))
		})
	}
}

// challengesThisRoundReads: challenges-this-round reads the history of
// the one event its what word counts (the round's history starts empty).
func challengesThisRoundReads(p *check.Phrase) (rules.Reads, []string, []string) {
	if a := p.Args["what"]; a != nil {
		if ev, ok := challengeHistoryEvents[a.Word]; ok {
			return historyReads(p, ev)
		}
	}
	return historyReads(p)
}

// challengesWonReads: challenges-won reads the history of challenges won.
func challengesWonReads(p *check.Phrase) (rules.Reads, []string, []string) {
	return historyReads(p, rules.EvChallengeWon)
}

func playerValueOf(b *builder, a *args) valueFn {
	name := a.Word("name")
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context) int {
		n := 0
		for _, p := range ps(ctx) {
			n += ctx.G.PlayerValue(p, name)
		}
		return n
	}
}

func divideValue(b *builder, a *args) valueFn {
	x, y := a.Int("a", 0), a.Int("b", 1)
	return func(ctx *rules.Context) int {
		d := y(ctx)
		if d <= 0 {
			return 0
		}
		n := x(ctx)
		if n < 0 {
			return 0
		}
		return n / d
	}
}

// value registers a value word.
func (r *Registry) value(pattern, doc, example string, build func(b *builder, a *args) valueFn) *entry {
	return r.add(vocab.KindValue, pattern, doc, example, &entry{value: build})
}
