package interp

import (
	"strconv"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerAreaKeywords registers the generic vocabulary that keyword
// definitions with their own out-of-play area need (an area cards are
// marshaled into facedown and later brought out of by paying the
// keyword's value): paying a keyword's value, checking that a card could
// enter play, per-card (not per-instance) actions, events raised once a
// card has arrived, and log lines that name a position instead of a card.
// Nothing here names a keyword: the definition passes its own words.
func registerAreaKeywords(r *Registry) {
	r.add(vocab.KindCost, "pay-keyword-value {kw:keyword} [as {kind:string}]",
		"Pay gold equal to one of the source card's values of a keyword with a value (Ambush (X)); a value written X is chosen; with several values the controller chooses among those they can afford. `as KIND` names the cost so modifiers and reducers of that kind apply.",
		"cost pay-keyword-value ambush as ambush", &entry{cost: func(b *builder, a *args) rules.Cost {
			kw, kind := a.Word("kw"), a.Word("kind")
			return rules.Cost{
				Kind:   "gold",
				CanPay: func(ctx *rules.Context) bool { return len(affordableValues(ctx, kw, kind)) > 0 },
				Pay: func(ctx *rules.Context) bool {
					opts := affordableValues(ctx, kw, kind)
					if len(opts) == 0 {
						return false
					}
					pick := opts[0]
					if len(opts) > 1 {
						labels := make([]string, len(opts))
						for i, o := range opts {
							labels[i] = strconv.Itoa(o.value)
						}
						pick = opts[ctx.G.ChooseText(ctx.Player, "keyword-value", labels, ctx)]
					}
					ctx.X = pick.value
					tagPaid(ctx, kind)
					if pick.cost > 0 && !ctx.G.ReturnGold(ctx, ctx.Player, pick.cost) {
						return false
					}
					if kind != "" {
						ctx.G.ConsumeReducers(ctx.Source, ctx.Player, kind)
					}
					return true
				},
			}
		}})

	r.anyCard("can-enter-play",
		"The card could enter play now under its controller: a character, location or attachment not in play, without a copy of a unique title in its owner's dead pile or controlled by another player (a copy it would duplicate is fine), and not forbidden by a keyword's put-into-play restriction.",
		"if can-enter-play self", func(ctx *rules.Context, c *rules.Card) bool {
			p := ctx.G.Controller(c)
			ok, _ := ctx.G.CanEnterPlay(c, p)
			return ok && !ctx.G.Restricted("put-into-play", p, c, nil)
		})

	r.anyCard("is-duplicate", "The card is a duplicate in play.", "if is-duplicate self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.IsDuplicate })

	r.condition("card-cannot {card:cards} {what:string}",
		"A modifier forbids the card something (`cannot t come-out` makes `card-cannot t come-out` true).",
		"if not card-cannot self come-out", func(b *builder, a *args) condFn {
			sel, what := a.Cards("card"), a.Word("what")
			return func(ctx *rules.Context) bool {
				if sel == nil {
					return false
				}
				for _, c := range sel(ctx) {
					if ctx.G.Cannot(c, what) {
						return true
					}
				}
				return false
			}
		})

	r.condition("first-keyword-instance",
		"In an ability a keyword grants: the granting instance is the card's first instance of that keyword, so a card with the keyword twice (printed twice, or printed and gained) is offered the ability once.",
		"if first-keyword-instance", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				if ctx.Keyword == nil || ctx.Source == nil {
					return true
				}
				first := true
				ctx.G.Keywords(ctx.Source, func(k *rules.KeywordInstance) bool {
					if k.Name == ctx.Keyword.Name {
						first = k == ctx.Keyword
						return false
					}
					return true
				})
				return first
			}
		})

	r.add(vocab.KindEffect, "emit-after {event:string} [{target:cards}]",
		"In an interrupt: raise a declared event right after the triggering event resolves (before reactions to it), if its card then is in play (for events about a card arriving: every way into play from an area).",
		"do emit-after pillaged self", &entry{effect: func(b *builder, a *args) effectFn {
			name := a.Word("event")
			sel := a.Cards("target")
			return func(ctx *rules.Context) bool {
				trig := ctx.Event
				if trig == nil {
					return false
				}
				var c *rules.Card
				if sel != nil {
					if cs := sel(ctx); len(cs) > 0 {
						c = cs[0]
					}
				}
				src := *ctx
				ctx.G.AddDelayed(&rules.Delayed{
					Event: trig.Name,
					Match: func(_ *rules.Context, ev *rules.Event) bool { return ev == trig },
					Ctx:   &src,
					Do: func(dctx *rules.Context, ev *rules.Event) {
						if c != nil && !dctx.G.InPlay(c) {
							return
						}
						dctx.G.Emit(dctx, name, c, nil)
					},
					Until: rules.PerRound,
				})
				return true
			}
		}})

	r.condition("paid-as {kind:string}",
		"The ability's cost was paid as this cost kind (an event played from an area with a keyword's cost: \"if you played this event from …\").",
		"if paid-as ambush", func(b *builder, a *args) condFn {
			kind := a.Word("kind")
			return func(ctx *rules.Context) bool {
				t, ok := ctx.Data.(*paidTags)
				return ok && t.has(kind)
			}
		})

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

	r.add(vocab.KindEffect, "log-line {template:string}",
		"Add a line to the game log: {actor} is the ability's controller, {card} the source card (masked for readers who may not see it), {n} the source card's position number in an area that shows positions.",
		"then log-line \"{actor} stashes a card (#{n})\"", &entry{effect: func(b *builder, a *args) effectFn {
			tmpl := a.Word("template")
			return func(ctx *rules.Context) bool {
				n := 0
				if ctx.Source != nil {
					n = ctx.Source.Slot
				}
				ctx.G.Logf(ctx.Player, tmpl, ctx.Source, nil, n)
				return true
			}
		}})
}

// paidTags records the cost kinds an ability's costs were paid as (kept in
// Context.Data, which the engine leaves to the interpreter).
type paidTags struct{ kinds []string }

func (t *paidTags) has(kind string) bool {
	for _, k := range t.kinds {
		if k == kind {
			return true
		}
	}
	return false
}

// tagPaid notes that a cost of kind was paid for ctx's ability (unless
// Data already holds something else).
func tagPaid(ctx *rules.Context, kind string) {
	if kind == "" {
		return
	}
	switch t := ctx.Data.(type) {
	case nil:
		ctx.Data = &paidTags{kinds: []string{kind}}
	case *paidTags:
		t.kinds = append(t.kinds, kind)
	}
}

// keywordValue is one value a card could pay for a keyword, and its
// modified cost.
type keywordValue struct{ value, cost int }

// affordableValues lists the distinct values of keyword kw on the source
// card whose cost (modified as kind) the controller can pay now. An
// instance written with X (Keyword (X)) lets the controller choose X: every
// affordable value from 0 up.
func affordableValues(ctx *rules.Context, kw, kind string) []keywordValue {
	if ctx.Source == nil {
		return nil
	}
	var out []keywordValue
	seen := map[int]bool{}
	add := func(v int) bool {
		if seen[v] {
			return true
		}
		seen[v] = true
		cost := v
		if kind != "" {
			cost = ctx.G.CostOf(ctx.Source, ctx.Player, v, kind)
		}
		if cost > ctx.Player.Gold {
			return false
		}
		out = append(out, keywordValue{v, cost})
		return true
	}
	ctx.G.Keywords(ctx.Source, func(k *rules.KeywordInstance) bool {
		if k.Name != kw {
			return true
		}
		for _, v := range k.Values {
			add(v)
		}
		if len(k.Values) == 0 && hasX(k.Args) {
			// X is chosen: stop at the first value that costs too much
			// (costs grow with X; reducers only lower them).
			for v := 0; v <= ctx.Player.Gold+20; v++ {
				if !add(v) && v > ctx.Player.Gold {
					break
				}
			}
		}
		return true
	})
	return out
}

func hasX(args []string) bool {
	for _, a := range args {
		if a == "X" || a == "x" {
			return true
		}
	}
	return false
}
