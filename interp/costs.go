package interp

import (
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerCosts adds the cost words and the words about paying costs:
// cost modifiers and reducers, keyword costs and what a cost was paid with.
func registerCosts(r *Registry) {
	r.addWords([]word{
		{pattern: "cost-modifier {target:cards} {kind:name(cost-kind)} {delta:signed} [for-each {per:cards}] [until {d:duration}]",
			doc:     "Change a cost of cards: kind is gold (every gold cost), marshal, play, or a cost kind a keyword declares.",
			example: "do cost-modifier self ambush -1",
			mod:     costModifier, reads: readsState(0)},
		{pattern: "reduce-next-cost {kind:name(cost-kind)} [or {k2:name(cost-kind)}] [or {k3:name(cost-kind)}] {n:int} [for {what:cards}] [as-paid] [until {d:duration}]",
			doc:     "Reduce the cost of the next card you marshal/play/bring out (kind names the cost) that matches, until the duration ends (default: the phase). With several kinds (`marshal or ambush or shadow`: \"the next card you marshal, ambush, or bring out of shadows\") one reduction is shared by them: the first matching card you pay one of them for uses it. N is read when the effect resolves; with `as-paid`, for each card as its cost is counted, `it` being that card (\"by 1. (By 2 instead if that character's printed cost is 6 or higher.)\": `(value-if printed-cost-of it >= 6 then 2 else 1) … as-paid`; 06038 Great Hall, later 21027 Squire).",
			example: "do reduce-next-cost marshal 1 for character faction stark",
			effect:  reduceNextCostEffect},
		{pattern: "kneel {target:cards}", doc: "Kneel standing cards you control as a cost.", example: "cost kneel self",
			canPay: canKneel, pay: kneelCards},
		{pattern: "sacrifice {target:cards}", doc: "Sacrifice cards you control as a cost.", example: "cost sacrifice self",
			canPay: inPlayControlled, pay: sacrificeCards},
		{pattern: "kill {target:cards}", doc: "Kill characters as a cost.", example: "cost kill parent",
			canPay: inPlay, pay: killSavable},
		{pattern: "discard {target:cards}", doc: "Discard cards (from hand, play, or an out-of-play area) as a cost.", example: "cost discard 1 card in hand controlled-by you",
			canPay: anyCardAt, pay: discardSavable},
		{pattern: "return-to-hand {target:cards}", doc: "Return cards you control to your hand as a cost.", example: "cost return-to-hand self",
			canPay: inPlay, pay: returnToHandSavable},
		{pattern: "move {target:cards} to {area:area}", doc: "Move cards to an area as a cost (e.g. return to shadows).", example: "cost move self to shadows",
			canPay: anyCardAt, pay: moveCards},
		{pattern: "pay {n:int} [as {kind:name(cost-kind)}]",
			doc:     "Pay gold from your gold pool. `as KIND` names the cost so cost modifiers and reducers of that kind apply (a keyword's cost kind, e.g. a shadow cost).",
			example: "cost pay 1",
			cost:    payCost},
		{pattern: "pay-keyword-value {kw:keyword} [as {kind:name(cost-kind)}]",
			doc:     "Pay gold equal to one of the source card's values of a keyword with a value (Ambush (X)); a value written X is chosen; with several values the controller chooses among those they can afford. `as KIND` names the cost so modifiers and reducers of that kind apply.",
			example: "cost pay-keyword-value ambush as ambush",
			cost:    payKeywordValueCost},
		{pattern: "paid-as {kind:name(cost-kind)}",
			doc:     "The ability's cost was paid as this cost kind (an event played from an area with a keyword's cost: \"if you played this event from …\").",
			example: "if paid-as ambush",
			cond:    paidAsCond},
		{pattern: "pay-x [as {kind:name(cost-kind)}] [from {p:player}]",
			doc:     "Choose X (any amount you can pay) and pay X gold; X is then the ability's X (\"Cost: X\" events). `as KIND` names the cost so modifiers and reducers of that kind apply (`as play`: an event's printed cost X, which gold modifiers change too). `from PLAYER`: the gold comes from that player's pool (\"you may only use gold from the losing opponent's gold pool to pay for Loot\"); the reducers are still yours.",
			example: "cost pay-x as play",
			cost:    payXCost},
	})
}

func costModifier(b *builder, a *args) *modSpec {
	kind, delta, per, dv := a.Word("kind"), a.Signed("delta"), a.Count("per"), a.SignedValue("delta")
	if dv != nil {
		spec := func(v valueFn) rules.ConstantSpec {
			return rules.ConstantSpec{Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
				n := v(ctx)
				if per != nil {
					n *= per(ctx, c)
				}
				d.Cost = append(d.Cost, rules.CostMod{Kind: kind, Delta: n})
			}}
		}
		return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: spec(dv),
			freeze: func(ctx *rules.Context) rules.ConstantSpec {
				n := dv(ctx)
				return spec(func(*rules.Context) int { return n })
			}}
	}
	if per == nil {
		return cardMod(a, &rules.Modifier{Cost: []rules.CostMod{{Kind: kind, Delta: delta}}})
	}
	return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
		Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
			d.Cost = append(d.Cost, rules.CostMod{Kind: kind, Delta: delta * per(ctx, c)})
		},
	}}
}

func reduceNextCostEffect(b *builder, a *args) effectFn {
	n := a.Int("n", 1)
	var kinds []string
	for _, k := range []string{"kind", "k2", "k3"} {
		if w := a.Word(k); w != "" {
			kinds = append(kinds, w)
		}
	}
	var filter filterFn
	if x := a.arg("what"); x != nil && x.Sel != nil {
		filter = b.selectorFilter(x.Sel)
	}
	dur := a.DurationOr("d", rules.PerPhase)
	asPaid := a.Has("as-paid")
	return func(ctx *rules.Context) bool {
		c := ctx
		match := func(x *rules.Card) bool { return filter == nil || filter(c, x) }
		spent := func() bool { return false }
		if len(kinds) > 1 {
			spent = sharedReductionSpent(ctx, kinds, match)
		}
		var amountFor func(*rules.Card) int
		if asPaid {
			at := *ctx
			amountFor = func(x *rules.Card) int {
				c := at
				c.Event = &rules.Event{Name: "paid", Card: x, Player: at.Player}
				return n(&c)
			}
		}
		for _, k := range kinds {
			red := &rules.CostReducer{Player: ctx.Player, Kind: k, Amount: n(ctx), AmountFor: amountFor, Uses: 1, Duration: dur}
			if filter != nil || len(kinds) > 1 {
				red.Match = func(x *rules.Card) bool { return !spent() && match(x) }
			}
			ctx.G.AddCostReducer(red)
		}
		return true
	}
}

// sharedReductionSpent reports, for one reduction shared by several cost
// kinds (one reducer per kind), whether a card of ctx's player that the
// reduction matches has, since now, been paid for with one of the kinds:
// marshaled (marshal), played (play) or put into play by a keyword's way
// (ambush, shadow). The reducer that applied is consumed by the engine;
// the others stop matching. A new round ends it too.
func sharedReductionSpent(ctx *rules.Context, kinds []string, match func(*rules.Card) bool) func() bool {
	g, p := ctx.G, ctx.Player
	since, round := len(g.History()), g.Round
	return func() bool {
		h := g.History()
		if g.Round != round || since > len(h) {
			return true
		}
		for _, e := range h[since:] {
			if e.Player != p.Index || e.Card == rules.NoCard {
				continue
			}
			paid := e.Event == rules.EvMarshaled && slices.Contains(kinds, "marshal") ||
				e.Event == rules.EvPlayed && slices.Contains(kinds, "play") ||
				(e.Event == rules.EvPutIntoPlay || e.Event == rules.EvEntersPlay) && viaIn(e.Via, kinds)
			if paid && int(e.Card) < len(g.Cards) && match(g.Cards[e.Card]) {
				return true
			}
		}
		return false
	}
}

// canKneel: a standing card in play that may kneel.
func canKneel(ctx *rules.Context, c *rules.Card) bool {
	return !c.Kneeling && ctx.G.InPlay(c) && !ctx.G.Cannot(c, "kneel")
}

// inPlayControlled: a card in play that the ability's controller controls.
func inPlayControlled(ctx *rules.Context, c *rules.Card) bool {
	return ctx.G.InPlay(c) && ctx.G.Controller(c) == ctx.Player
}

// inPlay: a card in play.
func inPlay(ctx *rules.Context, c *rules.Card) bool { return ctx.G.InPlay(c) }

// anyCardAt: any card, wherever it is.
func anyCardAt(ctx *rules.Context, c *rules.Card) bool { return true }

func kneelCards(ctx *rules.Context, _ *args, cs []*rules.Card) bool { return ctx.G.Kneel(ctx, cs...) }

// killSavable kills cards (they may be saved).
func killSavable(ctx *rules.Context, _ *args, cs []*rules.Card) bool {
	return ctx.G.Kill(ctx, false, cs...)
}

// discardSavable discards cards (they may be saved).
func discardSavable(ctx *rules.Context, _ *args, cs []*rules.Card) bool {
	return ctx.G.Discard(ctx, false, cs...)
}

// returnToHandSavable returns cards to hand (they may be saved).
func returnToHandSavable(ctx *rules.Context, _ *args, cs []*rules.Card) bool {
	return ctx.G.ReturnToHand(ctx, false, cs...)
}

func payCost(b *builder, a *args) rules.Cost {
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
		Gold:   amount,
		CanPay: func(ctx *rules.Context) bool { return ctx.G.SpendableGold(ctx.Player) >= amount(ctx) },
		Pay: func(ctx *rules.Context) bool {
			m := amount(ctx)
			if ctx.G.SpendableGold(ctx.Player) < m {
				return false
			}
			ctx.G.ReturnGold(ctx, ctx.Player, m)
			if kind != "" {
				ctx.G.ConsumeReducers(ctx.Source, ctx.Player, kind)
			}
			return true
		},
	}
}

func payKeywordValueCost(b *builder, a *args) rules.Cost {
	kw, kind := a.Word("kw"), a.Word("kind")
	return rules.Cost{
		Kind: "gold",
		Gold: func(ctx *rules.Context) int {
			least := -1
			for _, o := range affordableValues(ctx, kw, kind) {
				if least < 0 || o.cost < least {
					least = o.cost
				}
			}
			return max(least, 0)
		},
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
}

func paidAsCond(b *builder, a *args) condFn {
	kind := a.Word("kind")
	return func(ctx *rules.Context) bool {
		t, ok := ctx.Data.(*paidTags)
		return ok && t.has(kind)
	}
}

func payXCost(b *builder, a *args) rules.Cost {
	kind := a.Word("kind")
	kinds := []string{kind}
	if kind == "play" || kind == "marshal" {
		kinds = []string{"gold", kind} // a card's printed cost: every gold cost modifier too
	}
	from := a.Players("p", nil)
	payer := func(ctx *rules.Context) *rules.Player {
		if from != nil {
			if ps := from(ctx); len(ps) > 0 {
				return ps[0]
			}
			return nil
		}
		return ctx.Player
	}
	gold := func(ctx *rules.Context) int {
		p := payer(ctx)
		switch {
		case p == nil:
			return -1
		case p == ctx.Player:
			return ctx.G.SpendableGold(p) // gold on cards spent as if in the pool too
		}
		return p.Gold
	}
	costOf := func(ctx *rules.Context, x int) int {
		if kind == "" {
			return x
		}
		return ctx.G.CostOf(ctx.Source, ctx.Player, x, kinds...)
	}
	return rules.Cost{
		Kind:   "gold",
		Gold:   func(ctx *rules.Context) int { return costOf(ctx, 0) },
		CanPay: func(ctx *rules.Context) bool { return costOf(ctx, 0) <= gold(ctx) },
		Pay: func(ctx *rules.Context) bool {
			// the highest X whose (modified) cost can be paid; costs
			// grow with X and reducers only lower them.
			have := gold(ctx)
			max := -1
			for x := 0; x <= have+20; x++ {
				if costOf(ctx, x) <= have {
					max = x
				} else if x > have {
					break
				}
			}
			if max < 0 {
				return false
			}
			x := ctx.G.ChooseNumber(ctx.Player, "x", 0, max, ctx)
			ctx.X = x
			tagPaid(ctx, kind)
			if m := costOf(ctx, x); m > 0 && !ctx.G.ReturnGold(ctx, payer(ctx), m) {
				return false
			}
			if kind != "" {
				ctx.G.ConsumeReducers(ctx.Source, ctx.Player, kinds...)
			}
			return true
		},
	}
}

// cardsCost registers a cost paid with chosen cards: "kneel self",
// "sacrifice a character controlled-by you".
func (r *Registry) cardsCost(pattern, doc, example string, can func(ctx *rules.Context, c *rules.Card) bool, pay func(ctx *rules.Context, a *args, cs []*rules.Card) bool) *entry {
	name := pattern[:strings.IndexByte(pattern, ' ')]
	return r.add(vocab.KindCost, pattern, doc, example, &entry{cost: func(b *builder, a *args) rules.Cost {
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
		var choices func(ctx *rules.Context) []*rules.Card
		if !each && n == 1 {
			choices = usable // targets reading `paid` are checked against each
		}
		return rules.Cost{
			Kind:    name,
			Choices: choices,
			CanPay: func(ctx *rules.Context) bool {
				u := usable(ctx)
				if each {
					return len(u) > 0 && len(u) == len(all(ctx))
				}
				return len(u) >= n
			},
			Pay: func(ctx *rules.Context) bool {
				u := usable(ctx)
				if choices != nil {
					u = leavingTargets(ctx, u)
				}
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
		if cost > ctx.G.SpendableGold(ctx.Player) {
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
			have := ctx.G.SpendableGold(ctx.Player)
			for v := 0; v <= have+20; v++ {
				if !add(v) && v > have {
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

// viaIn reports whether an entry's Via names one of the cost kinds (a
// keyword definition tags its put-into-play with its cost kind: `via
// shadow`, `via ambush`).
func viaIn(via string, kinds []string) bool {
	return via != "" && slices.Contains(kinds, via)
}

// effectCost compiles an effect written as a cost (`cost stand parent`,
// `cost remove-tokens x gold from self`): the effect runs in pay mode (no
// immunity applies), and it can be paid when the cards it would change
// (its entry's payable test) are enough for its selector: every card of a
// reference or `each`, else as many as its quantity asks. The cards paid
// are `paid` for what follows. A cost on `paid` narrows the cost before it
// instead ("stand a participating Army character and remove it from the
// challenge": the first cost offers only cards the second can also
// change). An effect without cards is paid by running it.
func (b *builder) effectCost(p *check.Phrase, prev **[]filterFn) (rules.Cost, bool) {
	e := b.r.lookup(vocab.KindEffect, p.Entry.Name)
	if e == nil || e.effect == nil {
		b.errorf(CodeUnknownWord, p.Range, "unknown effect %q", p.Entry.Name)
		return rules.Cost{}, false
	}
	name := p.Entry.Name
	a := b.args(p)
	x := a.arg("target")
	if x == nil || x.Sel == nil {
		if pat, err := vocab.ParsePattern(p.Entry.Pattern); err == nil {
			for _, q := range pat.Params() {
				if q.Kind == vocab.ParamCard || q.Kind == vocab.ParamCards {
					b.notPayable(p)
					return rules.Cost{}, false
				}
			}
		}
		*prev = nil
		run := e.effect(b, a)
		return rules.Cost{Kind: name, Pay: run}, true
	}
	if e.cardsDo == nil || e.affects == nil {
		b.notPayable(p)
		return rules.Cost{}, false
	}
	a.precompile()
	affects := e.affects(a)
	if x.Sel.Ref == "paid" && *prev != nil {
		**prev = append(**prev, affects)
		return rules.Cost{Kind: name, Pay: func(ctx *rules.Context) bool {
			var cs []*rules.Card
			for _, c := range ctx.Paid {
				if affects(ctx, c) {
					cs = append(cs, c)
				}
			}
			return len(cs) > 0 && e.cardsDo(ctx, a, cs)
		}}, true
	}
	filters := &[]filterFn{affects}
	*prev = filters
	all := b.selector(x.Sel, false)
	s, mx := x.Sel, b.maxOf(x.Sel)
	each := s.Each || s.Ref != ""
	usable := func(ctx *rules.Context) (u []*rules.Card, n int) {
		for _, c := range all(ctx) {
			ok := true
			for _, f := range *filters {
				ok = ok && f(ctx, c)
			}
			if ok {
				u = append(u, c)
			}
			n++
		}
		return u, n
	}
	var choices func(ctx *rules.Context) []*rules.Card
	if !each {
		choices = func(ctx *rules.Context) []*rules.Card { u, _ := usable(ctx); return u }
	}
	return rules.Cost{
		Kind:    name,
		Choices: choices,
		CanPay: func(ctx *rules.Context) bool {
			u, n := usable(ctx)
			if each {
				return len(u) > 0 && len(u) == n
			}
			lo, _ := quantity(ctx, s, mx)
			return len(u) >= max(lo, 1)
		},
		Pay: func(ctx *rules.Context) bool {
			u, n := usable(ctx)
			if each {
				if len(u) == 0 || len(u) != n {
					return false
				}
			} else {
				lo, hi := quantity(ctx, s, mx)
				lo = max(lo, 1)
				if lo == 1 {
					u = leavingTargets(ctx, u)
				}
				if len(u) < lo {
					return false
				}
				u = ctx.G.ChooseCards(ctx.Player, "cost-"+name, u, lo, min(max(hi, lo), len(u)), ctx)
			}
			if len(u) == 0 {
				return false
			}
			ctx.Paid = append(ctx.Paid, u...)
			return e.cardsDo(ctx, a, u)
		},
	}, true
}

// leavingTargets lists the cards of u that, paid as the ability's next
// cost, leave the targets reading the paid cards a candidate.
func leavingTargets(ctx *rules.Context, u []*rules.Card) []*rules.Card {
	var ok []*rules.Card
	for _, c := range u {
		ctx.Paid = append(ctx.Paid, c)
		if ctx.G.TargetsPossible(ctx) {
			ok = append(ok, c)
		}
		ctx.Paid = ctx.Paid[:len(ctx.Paid)-1]
	}
	return ok
}

// notPayable reports an effect written as a cost whose cards the engine
// cannot tell it would change in full.
func (b *builder) notPayable(p *check.Phrase) {
	b.errorf(check.CodeNotPayable, p.Range, "`%s` cannot be a cost: the engine cannot tell whether it can be paid in full", p.Entry.Name).
		WithHint("effects with cards that can be costs: %s", strings.Join(b.r.payableEffects(), ", "))
}
