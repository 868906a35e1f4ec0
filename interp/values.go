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
	r.value("count {cards:cards}", "The number of cards matching a selector.", "(count character kneeling)", func(b *builder, a *args) valueFn {
		count := a.Count("cards")
		return func(ctx *rules.Context) int {
			if count == nil {
				return 0
			}
			return count(ctx, nil)
		}
	}).readsState(0)
	r.value("strength-of {card:cards}", "The total STR of cards.", "(strength-of self)", func(b *builder, a *args) valueFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context) int {
			n := 0
			for _, c := range sel(ctx) {
				n += ctx.G.Strength(c)
			}
			return n
		}
	}).readsState(0)
	r.value("printed-cost-of {card:cards}", "The printed cost of a card (\"-\" reads 0).", "(printed-cost-of it)", func(b *builder, a *args) valueFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context) int {
			for _, c := range sel(ctx) {
				return ctx.G.PrintedCost(c)
			}
			return 0
		}
	}).readsState(0)
	r.value("printed-plot-value {stat:word(income|initiative|claim|reserve)} of {card:cards}",
		"A printed value of a plot card: its gold (income), initiative, claim or reserve as printed (an X reads 0): \"a plot card with a higher printed gold value than yours\".",
		"(printed-plot-value income of card in plot of opponent)", func(b *builder, a *args) valueFn {
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
		}).readsState(0)
	r.value("printed-strength-of {card:cards}", "The printed STR of a card (0 for a card without STR).", "(printed-strength-of it)", func(b *builder, a *args) valueFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context) int {
			for _, c := range sel(ctx) {
				return c.Def.Strength
			}
			return 0
		}
	}).readsState(0)
	r.value("different {what:word(factions|traits)} among {cards:cards}",
		"How many different factions (neutral is no faction) or traits the cards have together: \"the number of different factions among characters you control\".",
		"(different factions among character controlled-by you)", func(b *builder, a *args) valueFn {
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
		}).readsState(0)
	for _, mm := range []struct {
		name, doc string
		pick      func(x, y int) int
	}{
		{"min-of", "The lower of A and B: \"X is the lower of …\".", func(x, y int) int { return min(x, y) }},
		{"max-of", "The higher of A and B: \"X is the higher of …\".", func(x, y int) int { return max(x, y) }},
	} {
		mm := mm
		r.value(mm.name+" {a:int} and {b:int}", mm.doc, "("+mm.name+" (gold you) and 3)", func(b *builder, a *args) valueFn {
			x, y := a.Int("a", 0), a.Int("b", 0)
			return func(ctx *rules.Context) int { return mm.pick(x(ctx), y(ctx)) }
		})
	}
	r.value("challenge-margin", "The STR by which the current challenge was won.", "(challenge-margin)", func(b *builder, a *args) valueFn {
		return func(ctx *rules.Context) int {
			if ch := ctx.G.Challenge(); ch != nil {
				return ch.Margin
			}
			return 0
		}
	})
	playerValues := []struct {
		name, doc string
		f         func(g *rules.Game, p *rules.Player) int
		reads     rules.Reads // what f reads (see entry.readsState)
		areas     []string    // the out-of-play areas f reads
	}{
		{"gold", "Gold in a player's gold pool.", func(g *rules.Game, p *rules.Player) int { return p.Gold }, rules.ReadsGold, nil},
		{"power", "A player's total power.", func(g *rules.Game, p *rules.Player) int { return g.Power(p) }, rules.ReadsTokens, nil},
		{"faction-power", "Power on a player's faction card.", func(g *rules.Game, p *rules.Player) int {
			if f := g.FactionCard(p); f != nil {
				return f.Count(rules.TokenPower)
			}
			return 0
		}, rules.ReadsTokens, nil},
		{"hand-size", "Cards in a player's hand.", func(g *rules.Game, p *rules.Player) int { return len(p.Zone(rules.AreaHand)) }, 0, []string{rules.AreaNameHand}},
		{"used-plots", "Plot cards in a player's used pile.", func(g *rules.Game, p *rules.Player) int { return len(p.Zone(rules.AreaUsed)) }, 0, []string{rules.AreaNameUsed}},
		{"reserve-of", "A player's reserve value.", func(g *rules.Game, p *rules.Player) int { return g.Reserve(p) }, 0, nil},
	}
	for _, pv := range playerValues {
		pv := pv
		r.value(pv.name+" [{p:player}]", pv.doc, "("+pv.name+" you)", func(b *builder, a *args) valueFn {
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) int {
				n := 0
				for _, p := range ps(ctx) {
					n += pv.f(ctx.G, p)
				}
				return n
			}
		}).readsState(pv.reads, pv.areas...)
	}
	r.value("history-count {event:string} [{card:cards}] [from {area:area}] [by {p:player}] [to {q:player}] [this {period:word(round|phase)}]",
		"How many times an event happened this round (or phase), to cards matching the selector, from an area (a card moved or played from there: `(history-count played from facedown-under by you)`), by a player, to a player (gold moved into that player's pool: `(history-count gold-moved by opponent to you this phase)`, \"has given you gold this phase\").",
		"(history-count marshaled card with-keyword limited by you)", func(b *builder, a *args) valueFn {
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
		}).readsBy(func(p *check.Phrase) (rules.Reads, []string, []string) {
		if a := p.Args["event"]; a != nil && a.Word != "" {
			return historyReads(p, a.Word)
		}
		return historyReads(p)
	})
	r.value("tokens {kind:string} on {card:cards}", "The number of tokens of a kind on cards.", "(tokens betrayal on self)", func(b *builder, a *args) valueFn {
		k, sel := a.Word("kind"), a.Cards("card")
		return func(ctx *rules.Context) int {
			n := 0
			for _, c := range sel(ctx) {
				n += c.Count(k)
			}
			return n
		}
	}).readsState(rules.ReadsTokens)

	r.value("value-if {c:cond} then {a:int} else {b:int}",
		"A number that depends on a condition (\"draw 2 cards (3 instead if …)\").",
		"(value-if paid-as ambush then 3 else 2)", func(b *builder, a *args) valueFn {
			c, x, y := a.Cond("c"), a.Int("a", 0), a.Int("b", 0)
			return func(ctx *rules.Context) int {
				if c != nil && c(ctx) {
					return x(ctx)
				}
				return y(ctx)
			}
		})
	r.value("opponents", "The number of opponents you have (players still in the game other than you).", "(opponents)",
		func(b *builder, a *args) valueFn {
			return func(ctx *rules.Context) int {
				n := 0
				for _, p := range ctx.G.Players {
					if p != ctx.Player && !p.Eliminated {
						n++
					}
				}
				return n
			}
		})
	r.value("challenges-this-round {what:word(initiated|won|lost)} [{type:challenge}] [by {p:player}]",
		"How many challenges (of a type) a player initiated, won or lost this round.",
		"(challenges-this-round lost power by you)", func(b *builder, a *args) valueFn {
			ev := map[string]string{"initiated": rules.EvChallengeInit, "won": rules.EvChallengeWon, "lost": rules.EvChallengeLost}[a.Word("what")]
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
		}).readsState(rules.ReadsHistory)
	r.value("challenges-lost-as {role:word(attacker|defender)} [by {p:player}] [this {period:word(round|phase)}]",
		"How many challenges a player (default: you) lost as the attacking (defending) player this round (or phase).",
		"(challenges-lost-as defender by you this phase)", func(b *builder, a *args) valueFn {
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
		})
	r.value("challenges-won [of {type:challenge}] [by {p:player}] [this {period:word(round|phase)}]",
		"How many challenges (of a type) a player (default: you) won this round (or phase).",
		"(challenges-won of intrigue by you this phase)", func(b *builder, a *args) valueFn {
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
		}).readsBy(func(p *check.Phrase) (rules.Reads, []string, []string) {
		return historyReads(p, rules.EvChallengeWon)
	})
	r.value("player-value-of {name:string} [{p:player}]",
		"The named player-level number (see `player-value`) of a player (default: you); 0 when nothing sets it.",
		"(player-value-of limited you)", func(b *builder, a *args) valueFn {
			name := a.Word("name")
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) int {
				n := 0
				for _, p := range ps(ctx) {
					n += ctx.G.PlayerValue(p, name)
				}
				return n
			}
		}).readsState(0)

	r.value("divide {a:int} by {b:int}",
		"A divided by B, rounded down (0 when B is 0): \"1 power for every 5 STR by which you won\" is `divide (challenge-margin) by 5`.",
		"(divide (challenge-margin) by 5)", func(b *builder, a *args) valueFn {
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
		}).readsState(0)
}

// value registers a value word.
func (r *Registry) value(pattern, doc, example string, build func(b *builder, a *args) valueFn) *entry {
	return r.add(vocab.KindValue, pattern, doc, example, &entry{value: build})
}
