package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// rememberEffect compiles a `remember NAME VALUE` line among the effects:
// the value is read and kept as the effects reach the line (it always
// resolves).
func (b *builder) rememberEffect(r *check.Remember) effectFn {
	return b.rememberFn(r)
}

// rememberFn reads and keeps what a `remember` line names: a value, or
// the cards its selector finds (chosen by the controller for `a`, `N`,
// `up-to N`), kept as the cards of a target by that name are.
func (b *builder) rememberFn(r *check.Remember) func(ctx *rules.Context) bool {
	name := r.Name
	if r.Cards != nil {
		cards := b.selector(r.Cards, true)
		if r.By != "" {
			// another player chooses: the selector is read with `you`
			// being that player
			ps := b.players(r.By)
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				if len(l) == 0 {
					ctx.SetTarget(name, nil)
					return true
				}
				pctx := *ctx
				pctx.Player = l[0]
				ctx.SetTarget(name, cards(&pctx))
				return true
			}
		}
		return func(ctx *rules.Context) bool {
			ctx.SetTarget(name, cards(ctx))
			return true
		}
	}
	if r.Cond != nil {
		// an `if … { … }` block's branch, read where the block starts
		c := b.lineCond(r.Cond)
		return func(ctx *rules.Context) bool {
			n := 0
			if c(ctx) {
				n = 1
			}
			ctx.Remember(name, nil, n)
			return true
		}
	}
	v := b.intExpr(r.Value)
	if r.For != "" {
		// one value per player, read with `you` being that player
		ps := b.players(r.For)
		return func(ctx *rules.Context) bool {
			for _, p := range ps(ctx) {
				pctx := *ctx
				pctx.Player = p
				ctx.Remember(name, p, v(&pctx))
			}
			return true
		}
	}
	return func(ctx *rules.Context) bool {
		ctx.Remember(name, nil, v(ctx))
		return true
	}
}

// valueFor reads v while an effect acts for player p: a value remembered
// per player (`remember NAME VALUE for PLAYERS`) reads p's.
func valueFor(ctx *rules.Context, p *rules.Player, v valueFn) int {
	old := ctx.For
	ctx.For = p
	n := v(ctx)
	ctx.For = old
	return n
}

// rememberAtCosts inserts the `remember` lines written before cost lines
// among the compiled costs, each before the cost it was written before:
// the value is read there as the costs are paid ("X is the number of gold
// on this card", before the cost sacrifices it).
func (b *builder) rememberAtCosts(rs []*check.Remember, costs []rules.Cost) []rules.Cost {
	if len(rs) == 0 {
		return costs
	}
	var out []rules.Cost
	j := 0
	for i := 0; i <= len(costs); i++ {
		for j < len(rs) && rs[j].AtCost <= i {
			out = append(out, rules.Cost{Kind: "remember", Pay: b.rememberFn(rs[j])})
			j++
		}
		if i < len(costs) {
			out = append(out, costs[i])
		}
	}
	return out
}
