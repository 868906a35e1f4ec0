package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"strings"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// ---- costs ----

// cardsCost registers a cost paid with chosen cards: "kneel self",
// "sacrifice a character controlled-by you".
func (r *Registry) cardsCost(pattern, doc, example string, can func(ctx *rules.Context, c *rules.Card) bool, pay func(ctx *rules.Context, a *args, cs []*rules.Card) bool) {
	name := pattern[:strings.IndexByte(pattern, ' ')]
	r.add(vocab.KindCost, pattern, doc, example, &entry{cost: func(b *builder, a *args) rules.Cost {
		x := a.arg("target")
		if x == nil || x.Sel == nil {
			return rules.Cost{Kind: name, CanPay: func(*rules.Context) bool { return false }}
		}
		all := b.selector(x.Sel, false)
		n := x.Sel.Min
		if n == 0 {
			n = 1
		}
		each := x.Sel.Each || x.Sel.Ref != ""
		usable := func(ctx *rules.Context) []*rules.Card {
			var out []*rules.Card
			for _, c := range all(ctx) {
				if can(ctx, c) {
					out = append(out, c)
				}
			}
			return out
		}
		return rules.Cost{
			Kind: name,
			CanPay: func(ctx *rules.Context) bool {
				u := usable(ctx)
				if each {
					return len(u) > 0 && len(u) == len(all(ctx))
				}
				return len(u) >= n
			},
			Pay: func(ctx *rules.Context) bool {
				u := usable(ctx)
				if !each {
					u = ctx.G.ChooseCards(ctx.Player, "cost-"+name, u, n, n, ctx)
				}
				if len(u) == 0 {
					return false
				}
				ctx.Paid = append(ctx.Paid, u...)
				return pay(ctx, a, u)
			},
		}
	}})
}

func registerCosts(r *Registry) {
	r.cardsCost("kneel {target:cards}", "Kneel standing cards you control as a cost.", "cost kneel self",
		func(ctx *rules.Context, c *rules.Card) bool {
			return !c.Kneeling && ctx.G.InPlay(c) && !ctx.G.Cannot(c, "kneel")
		},
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.Kneel(ctx, cs...) })
	r.cardsCost("sacrifice {target:cards}", "Sacrifice cards you control as a cost.", "cost sacrifice self",
		func(ctx *rules.Context, c *rules.Card) bool {
			return ctx.G.InPlay(c) && ctx.G.Controller(c) == ctx.Player
		},
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.Sacrifice(ctx, cs...) })
	r.cardsCost("kill {target:cards}", "Kill characters as a cost.", "cost kill parent",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.InPlay(c) },
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.Kill(ctx, false, cs...) })
	r.cardsCost("discard {target:cards}", "Discard cards (from hand, play, or an out-of-play area) as a cost.", "cost discard 1 card in hand controlled-by you",
		func(ctx *rules.Context, c *rules.Card) bool { return true },
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.Discard(ctx, false, cs...) })
	r.cardsCost("return-to-hand {target:cards}", "Return cards you control to your hand as a cost.", "cost return-to-hand self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.InPlay(c) },
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.ReturnToHand(ctx, false, cs...) })
	r.cardsCost("move {target:cards} to {area:area}", "Move cards to an area as a cost (e.g. return to shadows).", "cost move self to shadows",
		func(ctx *rules.Context, c *rules.Card) bool { return true },
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			for _, c := range cs {
				ok = ctx.G.MoveToArea(ctx, c, a.Word("area")) && ok
			}
			return ok
		})
	r.add(vocab.KindCost, "pay {n:int} [as {kind:string}]",
		"Pay gold from your gold pool. `as KIND` names the cost so cost modifiers and reducers of that kind apply (a keyword's cost kind, e.g. a shadow cost).",
		"cost pay 1", &entry{cost: func(b *builder, a *args) rules.Cost {
			n := a.Int("n", 0)
			kind := a.Word("kind")
			amount := func(ctx *rules.Context) int {
				base := n(ctx)
				if kind == "" {
					return base
				}
				return ctx.G.CostOf(ctx.Source, ctx.Player, base, kind)
			}
			return rules.Cost{
				Kind:   "gold",
				CanPay: func(ctx *rules.Context) bool { return ctx.Player.Gold >= amount(ctx) },
				Pay: func(ctx *rules.Context) bool {
					m := amount(ctx)
					if ctx.Player.Gold < m {
						return false
					}
					ctx.G.ReturnGold(ctx, ctx.Player, m)
					if kind != "" {
						ctx.G.ConsumeReducers(ctx.Source, ctx.Player, kind)
					}
					return true
				},
			}
		}})
	r.add(vocab.KindCost, "discard-power {n:int} from {target:cards}", "Discard power from a card as a cost.", "cost discard-power 1 from self",
		&entry{cost: func(b *builder, a *args) rules.Cost {
			n, sel := a.Int("n", 1), a.choose("target")
			all := a.Cards("target")
			return rules.Cost{
				Kind: "discard-power",
				CanPay: func(ctx *rules.Context) bool {
					for _, c := range all(ctx) {
						if c.Count(rules.TokenPower) >= n(ctx) {
							return true
						}
					}
					return false
				},
				Pay: func(ctx *rules.Context) bool {
					cs := sel(ctx)
					return len(cs) > 0 && ctx.G.DiscardPower(ctx, cs[0], n(ctx))
				},
			}
		}})
	r.add(vocab.KindCost, "remove-tokens {n:int} {kind:string} from {target:cards}", "Remove tokens from a card as a cost.", "cost remove-tokens 1 stand from self",
		&entry{cost: func(b *builder, a *args) rules.Cost {
			n, kind, all := a.Int("n", 1), a.Word("kind"), a.Cards("target")
			return rules.Cost{
				Kind: "remove-tokens",
				CanPay: func(ctx *rules.Context) bool {
					for _, c := range all(ctx) {
						if c.Count(kind) >= n(ctx) {
							return true
						}
					}
					return false
				},
				Pay: func(ctx *rules.Context) bool {
					for _, c := range all(ctx) {
						if c.Count(kind) >= n(ctx) {
							return ctx.G.AddTokens(ctx, c, kind, -n(ctx))
						}
					}
					return false
				},
			}
		}})
}

// ---- filters ----

func (r *Registry) filter(pattern, doc, example string, build func(b *builder, a *args) filterFn) {
	r.add(vocab.KindFilter, pattern, doc, example, &entry{filter: build})
}

// simpleFilter registers a filter without parameters.
func (r *Registry) simpleFilter(name, doc string, f filterFn) {
	r.filter(name, doc, "character "+name, func(*builder, *args) filterFn { return f })
}

func registerFilters(r *Registry) {
	r.filter("controlled-by {p:player}", "Cards controlled by a player.", "character controlled-by opponent", func(b *builder, a *args) filterFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Controller(c)) }
	})
	r.filter("owned-by {p:player}", "Cards owned by a player.", "card owned-by you", func(b *builder, a *args) filterFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Player(c.Owner)) }
	})
	r.filter("with-trait {t:trait} [or {t2:trait}] [or {t3:trait}]", "Cards with a trait (or one of two or three).", "character with-trait Lord or Lady", func(b *builder, a *args) filterFn {
		ts := []string{a.Word("t")}
		for _, n := range []string{"t2", "t3"} {
			if w := a.Word(n); w != "" {
				ts = append(ts, w)
			}
		}
		return func(ctx *rules.Context, c *rules.Card) bool {
			for _, t := range ts {
				if ctx.G.HasTrait(c, t) {
					return true
				}
			}
			return false
		}
	})
	r.filter("without-trait {t:trait}", "Cards without a trait.", "character without-trait Lady", func(b *builder, a *args) filterFn {
		t := a.Word("t")
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasTrait(c, t) }
	})
	r.filter("faction {f:faction}", "Cards of a faction (the [faction] affiliation).", "character faction stark", func(b *builder, a *args) filterFn {
		f := a.Word("f")
		return func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Faction == f }
	})
	r.filter("titled {title:string}", "Cards with a title.", "character titled \"Stannis Baratheon\"", func(b *builder, a *args) filterFn {
		t := a.Word("title")
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Title(c) == t }
	})
	r.filter("with-icon {i:challenge}", "Characters with a challenge icon.", "character with-icon military", func(b *builder, a *args) filterFn {
		t, _ := rules.ParseChallenge(a.Word("i"))
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasIcon(c, t) }
	})
	r.filter("without-icon {i:challenge}", "Characters without a challenge icon.", "character without-icon intrigue", func(b *builder, a *args) filterFn {
		t, _ := rules.ParseChallenge(a.Word("i"))
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasIcon(c, t) }
	})
	r.filter("with-keyword {k:keyword}", "Cards with a keyword.", "character with-keyword stealth", func(b *builder, a *args) filterFn {
		k := a.Word("k")
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasKeyword(c, k) }
	})
	r.filter("without-keyword {k:keyword}", "Cards without a keyword.", "character without-keyword stealth", func(b *builder, a *args) filterFn {
		k := a.Word("k")
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasKeyword(c, k) }
	})
	for _, cmp := range []struct{ suffix, op string }{{"at-most", "<="}, {"at-least", ">="}} {
		cmp := cmp
		r.filter("strength-"+cmp.suffix+" {n:int}", "Characters with STR "+cmp.op+" N.", "character strength-"+cmp.suffix+" 3", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, ctx.G.Strength(c), n(ctx)) }
		})
		r.filter("printed-cost-"+cmp.suffix+" {n:int}", "Cards with printed cost "+cmp.op+" N (a \"-\" cost reads 0).", "character printed-cost-"+cmp.suffix+" 5", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, ctx.G.PrintedCost(c), n(ctx)) }
		})
		r.filter("printed-strength-"+cmp.suffix+" {n:int}", "Characters with printed STR "+cmp.op+" N.", "character printed-strength-"+cmp.suffix+" 2", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, c.Def.Strength, n(ctx)) }
		})
	}
	r.filter("in {area:area} [of {p:player}]", "Cards in an area (hand, deck, discard, dead, plot-deck, used, or a declared area such as shadows) instead of in play.",
		"character in dead of you", func(b *builder, a *args) filterFn {
			area := a.Word("area")
			ps := a.Players("p", nil)
			return func(ctx *rules.Context, c *rules.Card) bool {
				if ctx.G.Area(c.Area).Name != area {
					return false
				}
				return ps == nil || playerIs(ctx, ps, ctx.G.Player(c.Controller))
			}
		})
	r.simpleFilter("kneeling", "Kneeling cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Kneeling })
	r.simpleFilter("standing", "Standing cards.", func(ctx *rules.Context, c *rules.Card) bool { return !c.Kneeling })
	r.simpleFilter("attacking", "Attacking characters.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Attacking(c) })
	r.simpleFilter("defending", "Defending characters.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Defending(c) })
	r.simpleFilter("participating", "Characters participating in the challenge.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) })
	r.simpleFilter("unique", "Unique cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Unique })
	r.simpleFilter("non-unique", "Non-unique cards.", func(ctx *rules.Context, c *rules.Card) bool { return !c.Def.Unique })
	r.simpleFilter("loyal", "Loyal cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Loyal })
	r.simpleFilter("other", "Cards other than this one.", func(ctx *rules.Context, c *rules.Card) bool { return c != ctx.Source })
	r.simpleFilter("with-attachments", "Cards with attachments.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Attachments) > 0 })
	r.simpleFilter("without-attachments", "Cards without attachments.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Attachments) == 0 })
	r.simpleFilter("with-power", "Cards with power on them.", func(ctx *rules.Context, c *rules.Card) bool { return c.Count(rules.TokenPower) > 0 })
	r.simpleFilter("with-duplicate", "Cards with a duplicate.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Duplicates) > 0 })
	r.filter("with-tokens {kind:string}", "Cards with tokens of a kind on them.", "character with-tokens poison", func(b *builder, a *args) filterFn {
		k := a.Word("kind")
		return func(ctx *rules.Context, c *rules.Card) bool { return c.Count(k) > 0 }
	})
	// What the filters read beyond their arguments (rules.Reads): the
	// cards themselves (always read), kneeling, tokens, the challenge.
	r.declareArgReads(vocab.KindFilter, "in", func(p *check.Phrase) (rules.Reads, []string, []string) {
		if a := p.Args["area"]; a != nil && a.Word != "" {
			return rules.ReadsAreas, []string{a.Word}, nil
		}
		return 0, nil, nil
	})
	r.declareReads(vocab.KindFilter, 0, "controlled-by", "owned-by", "faction", "loyal", "unique", "non-unique",
		"other", "titled", "with-attachments", "without-attachments", "with-duplicate", "with-icon", "without-icon",
		"with-keyword", "without-keyword", "with-trait", "without-trait",
		"strength-at-most", "strength-at-least", "printed-cost-at-most", "printed-cost-at-least",
		"printed-strength-at-most", "printed-strength-at-least")
	r.declareReads(vocab.KindFilter, rules.ReadsKneeling, "kneeling", "standing")
	r.declareReads(vocab.KindFilter, rules.ReadsChallenge, "attacking", "defending", "participating")
	r.declareReads(vocab.KindFilter, rules.ReadsTokens, "with-power", "with-tokens")
}

// ---- conditions ----

func (r *Registry) condition(pattern, doc, example string, build func(b *builder, a *args) condFn) {
	r.add(vocab.KindCondition, pattern, doc, example, &entry{cond: build})
}

// anyCard registers a condition true when some card of the selector passes f.
func (r *Registry) anyCard(name, doc, example string, f func(ctx *rules.Context, c *rules.Card) bool) {
	r.condition(name+" {card:cards}", doc, example, func(b *builder, a *args) condFn {
		some := a.Any("card")
		return func(ctx *rules.Context) bool { return some != nil && some(ctx, f) }
	})
}

func registerConditions(r *Registry) {
	r.anyCard("exists", "Some card matches the selector (\"if you control a King character\").", "if exists character controlled-by you with-trait King",
		func(*rules.Context, *rules.Card) bool { return true })
	r.anyCard("participating", "The card participates in the current challenge.", "if participating self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) })
	r.anyCard("attacking", "The card is attacking.", "if attacking self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Attacking(c) })
	r.anyCard("defending", "The card is defending.", "if defending self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Defending(c) })
	r.anyCard("kneeling", "The card is kneeling.", "if kneeling self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.Kneeling })
	r.anyCard("standing", "The card is standing.", "if standing self",
		func(ctx *rules.Context, c *rules.Card) bool { return !c.Kneeling })
	r.condition("in-challenge [{type:challenge}]", "A challenge (of a type) is in progress.", "if in-challenge military", func(b *builder, a *args) condFn {
		t := a.Word("type")
		return func(ctx *rules.Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && (t == "" || ch.Type.String() == t)
		}
	})
	r.condition("phase-is {phase:phase}", "It is this phase.", "if phase-is challenges", func(b *builder, a *args) condFn {
		p := a.Word("phase")
		return func(ctx *rules.Context) bool { return ctx.G.Phase.String() == p }
	})
	roles := []struct{ name, doc string }{
		{"first-player", "The player is the first player."},
		{"active-player", "The player is the active player."},
		{"attacking-player", "The player is the attacking player of the challenge."},
		{"defending-player", "The player is the defending player of the challenge."},
		{"winner", "The player won the challenge."},
		{"loser", "The player lost the challenge."},
	}
	for _, role := range roles {
		role := role
		r.condition(role.name+" {p:player}", role.doc, "if "+role.name+" you", func(b *builder, a *args) condFn {
			ps := a.Players("p", b.players("you"))
			is := b.players(role.name)
			return func(ctx *rules.Context) bool {
				for _, p := range ps(ctx) {
					if playerIs(ctx, is, p) {
						return true
					}
				}
				return false
			}
		})
	}
	r.condition("unopposed", "The challenge was unopposed.", "if unopposed", func(b *builder, a *args) condFn {
		return func(ctx *rules.Context) bool { ch := ctx.G.Challenge(); return ch != nil && ch.Unopposed }
	})
	r.condition("entered-via {how:string}", "The triggering card entered play this way (marshal, a keyword's word such as ambush or shadows).",
		"if entered-via ambush", func(b *builder, a *args) condFn {
			how := a.Word("how")
			return func(ctx *rules.Context) bool { return ctx.Event != nil && ctx.Event.Via == how }
		})
	r.condition("event-is {name:string} [or {name2:string}]", "The triggering event is this one (for triggers on a family of events such as leaves-play).",
		"if event-is killed or discarded", func(b *builder, a *args) condFn {
			n1, n2 := a.Word("name"), a.Word("name2")
			return func(ctx *rules.Context) bool {
				return ctx.Event != nil && (ctx.Event.Name == n1 || (n2 != "" && ctx.Event.Name == n2))
			}
		})
	r.condition("entered-from {area:area}", "The triggering card came from this area (e.g. it entered play from shadows).",
		"if entered-from shadows", func(b *builder, a *args) condFn {
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				if ctx.Event == nil {
					return false
				}
				id, ok := ctx.G.AreaByName(area)
				return ok && ctx.Event.From == id
			}
		})
	r.anyCard("is-event", "The card is an event card.", "if not is-event self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Type == rules.TypeEvent })
	r.condition("card-type {card:cards} {type:cardtype}", "The card's current type is this type.", "if card-type it character",
		func(b *builder, a *args) condFn {
			sel, t := a.Cards("card"), rules.ParseCardType(a.Word("type"))
			return func(ctx *rules.Context) bool {
				for _, c := range sel(ctx) {
					if ctx.G.Type(c) == t {
						return true
					}
				}
				return false
			}
		})
	r.anyCard("keyword-permits", "The keyword's traits allow this card: no-attachments(except Weapon) permits Weapon attachments; a keyword without traits permits nothing.",
		"if not keyword-permits it", func(ctx *rules.Context, c *rules.Card) bool {
			if ctx.Keyword == nil || len(ctx.Keyword.Args) == 0 {
				return false
			}
			args := ctx.Keyword.Args
			except := args[0] == "except"
			if except {
				args = args[1:]
			}
			has := false
			for _, t := range args {
				if ctx.G.HasTrait(c, t) {
					has = true
				}
			}
			return has == except
		})
	r.condition("lua {hook:string}", "A Lua predicate hook of the card (pure: it may not change the game).", "if lua can_play", func(b *builder, a *args) condFn {
		return b.luaCond(a.Word("hook"), a.p.Range)
	})
	r.declareReads(vocab.KindCondition, 0, "exists")
	r.declareReads(vocab.KindCondition, rules.ReadsKneeling, "kneeling", "standing")
	r.declareReads(vocab.KindCondition, rules.ReadsChallenge, "attacking", "defending", "participating",
		"in-challenge", "attacking-player", "defending-player", "winner", "loser")
	r.declareReads(vocab.KindCondition, rules.ReadsFirstPlayer, "first-player")
	r.declareReads(vocab.KindCondition, rules.ReadsActivePlayer, "active-player")
	r.declareReads(vocab.KindCondition, rules.ReadsPhase, "phase-is")
}

// ---- values ----

func (r *Registry) value(pattern, doc, example string, build func(b *builder, a *args) valueFn) {
	r.add(vocab.KindValue, pattern, doc, example, &entry{value: build})
}

func registerValues(r *Registry) {
	r.value("count {cards:cards}", "The number of cards matching a selector.", "(count character kneeling)", func(b *builder, a *args) valueFn {
		count := a.Count("cards")
		return func(ctx *rules.Context) int {
			if count == nil {
				return 0
			}
			return count(ctx, nil)
		}
	})
	r.value("strength-of {card:cards}", "The total STR of cards.", "(strength-of self)", func(b *builder, a *args) valueFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context) int {
			n := 0
			for _, c := range sel(ctx) {
				n += ctx.G.Strength(c)
			}
			return n
		}
	})
	r.value("printed-cost-of {card:cards}", "The printed cost of a card (\"-\" reads 0).", "(printed-cost-of it)", func(b *builder, a *args) valueFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context) int {
			for _, c := range sel(ctx) {
				return ctx.G.PrintedCost(c)
			}
			return 0
		}
	})
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
	}{
		{"gold", "Gold in a player's gold pool.", func(g *rules.Game, p *rules.Player) int { return p.Gold }},
		{"power", "A player's total power.", func(g *rules.Game, p *rules.Player) int { return g.Power(p) }},
		{"faction-power", "Power on a player's faction card.", func(g *rules.Game, p *rules.Player) int {
			if f := g.FactionCard(p); f != nil {
				return f.Count(rules.TokenPower)
			}
			return 0
		}},
		{"hand-size", "Cards in a player's hand.", func(g *rules.Game, p *rules.Player) int { return len(p.Zone(rules.AreaHand)) }},
		{"used-plots", "Plot cards in a player's used pile.", func(g *rules.Game, p *rules.Player) int { return len(p.Zone(rules.AreaUsed)) }},
		{"reserve-of", "A player's reserve value.", func(g *rules.Game, p *rules.Player) int { return g.Reserve(p) }},
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
		})
	}
	r.value("history-count {event:string} [{card:cards}] [by {p:player}] [this {period:word(round|phase)}]",
		"How many times an event happened this round (or phase), to cards matching the selector, by a player.",
		"(history-count marshaled card with-keyword limited by you)", func(b *builder, a *args) valueFn {
			name := a.Word("event")
			f := a.Filter("card")
			ps := a.Players("p", nil)
			phaseOnly := a.Word("period") == "phase"
			return func(ctx *rules.Context) int {
				return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
					if h.Event != name || (phaseOnly && h.Phase != ctx.G.Phase) {
						return false
					}
					if ps != nil && (h.Player < 0 || !playerIs(ctx, ps, ctx.G.Player(h.Player))) {
						return false
					}
					if f != nil && (h.Card == rules.NoCard || !f(ctx, ctx.G.Card(h.Card))) {
						return false
					}
					return true
				})
			}
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
	})
	r.declareReads(vocab.KindValue, 0, "count", "strength-of", "printed-cost-of")
	r.declareReads(vocab.KindValue, rules.ReadsTokens, "tokens")
	r.declareArgReads(vocab.KindValue, "history-count", func(p *check.Phrase) (rules.Reads, []string, []string) {
		if a := p.Args["event"]; a != nil && a.Word != "" {
			return historyReads(p, a.Word)
		}
		return historyReads(p)
	})
	r.declareReads(vocab.KindValue, rules.ReadsGold, "gold")
	r.declareReads(vocab.KindValue, rules.ReadsTokens, "power", "faction-power")
	r.declareReads(vocab.KindValue, 0, "reserve-of")
	r.declareAreaReads(vocab.KindValue, "hand-size", 0, rules.AreaNameHand)
	r.declareAreaReads(vocab.KindValue, "used-plots", 0, rules.AreaNameUsed)
}
