package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// branches is an effect line with a condition of its own and the `else`
// lines after it (`do A if C1` / `else B if C2` / `else D`): the first
// branch whose condition holds when the line resolves happens, and only
// it; when none holds nothing happens, and the line counts as resolved
// (it asked for nothing), so a `then` after it still resolves.
type branches struct {
	conds []condFn // nil: the last `else`, which always holds
	fs    []effectFn
}

func (br *branches) add(c condFn, f effectFn) {
	br.conds, br.fs = append(br.conds, c), append(br.fs, f)
}

func (br *branches) run(ctx *rules.Context) bool {
	for i, c := range br.conds {
		if c == nil || c(ctx) {
			if br.fs[i] == nil {
				return true
			}
			return br.fs[i](ctx)
		}
	}
	return true
}

// lineCond compiles an effect line's condition (nil: none). It reads the
// card of the triggering event as its last known state when that card
// left play (Rules Reference, Triggering Condition: "that character" is
// the card as it was).
func (b *builder) lineCond(c *check.Cond) condFn {
	if c == nil {
		return nil
	}
	f := b.cond(c)
	return func(ctx *rules.Context) bool {
		return ctx.G.ReadKnown(ctx.Event, func() bool { return f(ctx) })
	}
}

// lineConds returns, for each effect of effs, the condition under which
// it happens: its own `if`, and for an `else` line also that no line of
// its chain before it held (nil: always). Constant abilities apply each
// effect under its condition.
func (b *builder) lineConds(effs []*check.Effect) []condFn {
	out := make([]condFn, len(effs))
	var before []condFn // the conditions of the chain so far
	for i, e := range effs {
		own := b.lineCond(e.If)
		if !e.Else {
			before = nil
			if own != nil {
				before = []condFn{own}
			}
			out[i] = own
			continue
		}
		prev := append([]condFn(nil), before...)
		out[i] = func(ctx *rules.Context) bool {
			for _, p := range prev {
				if p(ctx) {
					return false
				}
			}
			return own == nil || own(ctx)
		}
		if own != nil {
			before = append(before, own)
		}
	}
	return out
}

// chainConds lists the conditions effect i of effs depends on: its own
// `if` and, for an `else` line, those of the lines of its chain before it.
func chainConds(effs []*check.Effect, i int) []*check.Cond {
	var out []*check.Cond
	for j := i; j >= 0; j-- {
		if effs[j].If != nil {
			out = append(out, effs[j].If)
		}
		if !effs[j].Else {
			break
		}
	}
	return out
}
