package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// rememberEffect compiles a `remember NAME VALUE` line among the effects:
// the value is read and kept as the effects reach the line (it always
// resolves).
func (b *builder) rememberEffect(r *check.Remember) effectFn {
	name, v := r.Name, b.intExpr(r.Value)
	return func(ctx *rules.Context) bool {
		ctx.Remember(name, nil, v(ctx))
		return true
	}
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
			name, v := rs[j].Name, b.intExpr(rs[j].Value)
			out = append(out, rules.Cost{Kind: "remember", Pay: func(ctx *rules.Context) bool {
				ctx.Remember(name, nil, v(ctx))
				return true
			}})
			j++
		}
		if i < len(costs) {
			out = append(out, costs[i])
		}
	}
	return out
}
