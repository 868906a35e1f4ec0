package interp

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/rules"
)

// areaFlags are the words of an `area NAME { … }` declaration.
var areaFlags = []string{"per-player", "in-play", "out-of-play", "facedown", "faceup", "visible-to-owner",
	"visible-to-all", "visible-to-none", "keep-order", "show-positions", "discard-tokens-on-leave"}

// keywordRules are engine rule switches a keyword definition may turn on
// with `rule NAME` (they change framework behaviour for cards with it).
var keywordRules = map[string]func(k *rules.KeywordDef){
	"discard-when-parent-leaves": func(k *rules.KeywordDef) { k.DiscardAttachmentOnParentLeave = true },
}

// compileKeyword turns a checked keyword definition into the engine's.
func (r *Registry) compileKeyword(k *check.Keyword, hooks *luaBinding) (*rules.KeywordDef, diag.Diagnostics) {
	b := &builder{r: r, where: "keyword " + k.Name, lua: hooks}
	kd := &rules.KeywordDef{Name: k.Name, Events: k.Events, CostKinds: k.CostKinds}
	for _, a := range k.Areas {
		kd.Areas = append(kd.Areas, b.area(a))
	}
	for _, ab := range k.Abilities {
		switch ab.Kind {
		case "restriction":
			if rs := b.restriction(ab); rs != nil {
				kd.Restrictions = append(kd.Restrictions, rs...)
			}
		case "setup-option":
			kd.SetupOptions = append(kd.SetupOptions, b.setupOption(ab))
		case "play-from":
			kd.PlayFrom = append(kd.PlayFrom, b.playFrom(ab))
		default:
			kd.Abilities = append(kd.Abilities, b.ability(ab)...)
		}
	}
	for _, st := range k.Extra {
		if st.Word != "rule" {
			continue
		}
		for _, v := range st.Values {
			if f, ok := keywordRules[v.Text]; ok {
				f(kd)
			} else {
				b.errorf(CodeEngineRule, v.Range, "unknown engine rule %q", v.Text).WithHint("known rules: discard-when-parent-leaves")
			}
		}
	}
	return kd, b.diags
}

func (b *builder) area(a *check.AreaDecl) *rules.AreaDef {
	d := &rules.AreaDef{Name: a.Name, Visible: rules.VisibleAll}
	for _, f := range a.Flags {
		switch f {
		case "per-player":
			d.PerPlayer = true
		case "in-play":
			d.InPlay = true
		case "out-of-play":
			d.InPlay = false
		case "facedown":
			d.Facedown = true
		case "faceup":
			d.Facedown = false
		case "visible-to-owner":
			d.Visible = rules.VisibleOwner
		case "visible-to-all":
			d.Visible = rules.VisibleAll
		case "visible-to-none":
			d.Visible = rules.VisibleNone
		case "keep-order":
			d.Ordered = true
		case "show-positions":
			d.ShowPositions = true
		case "discard-tokens-on-leave":
			d.DiscardTokensOnLeave = true
		default:
			b.errorf(CodeAreaFlag, a.Range, "unknown area flag %q", f).WithHint("area flags: %s", strings.Join(areaFlags, ", "))
		}
	}
	return d
}

// extraWords returns the values of `word …` statements among an ability's
// extra statements.
func extraWords(ab *check.Ability, word string) ([]string, *syntax.Stmt) {
	for _, s := range ab.Extra {
		if s.Word == word {
			var out []string
			for _, v := range s.Values {
				out = append(out, v.Text)
			}
			return out, s
		}
	}
	return nil, nil
}

func hasExtra(ab *check.Ability, word string) bool {
	_, s := extraWords(ab, word)
	return s != nil
}

// restriction compiles `restriction ID { action marshal play; [on-target]; if … }`:
// the actions are forbidden while the condition holds. In the condition,
// `self` is the card with the keyword and `it` is the other card (the
// attachment, or the card being acted on).
func (b *builder) restriction(ab *check.Ability) []*rules.Restriction {
	actions, _ := extraWords(ab, "action")
	if len(actions) == 0 {
		b.errorf(CodeRestriction, ab.Range, "restriction %s names no action", ab.ID).
			WithHint("add `action marshal play` (marshal, play, setup, attach, put-into-play, …)")
		return nil
	}
	onTarget := hasExtra(ab, "on-target")
	var cond condFn = func(*rules.Context) bool { return true }
	if len(ab.Conds) > 0 {
		cond = b.cond(&check.Cond{Op: "and", Args: ab.Conds})
	}
	forbid := func(rc *rules.RestrictionCheck) bool {
		self, other := rc.Card, rc.Target
		if onTarget {
			self, other = rc.Target, rc.Card
		}
		ctx := &rules.Context{G: rc.G, Source: self, Player: rc.Player, Keyword: rc.Keyword}
		if other != nil {
			ctx.Event = &rules.Event{Name: rc.Action, Card: other, Player: rc.Player}
		}
		return cond(ctx)
	}
	var out []*rules.Restriction
	for _, a := range actions {
		out = append(out, &rules.Restriction{Action: a, OnTarget: onTarget, Forbid: forbid})
	}
	return out
}

// setupOption compiles `setup-option ID { cost pay 2; do move self to shadows; log-as "…" }`.
func (b *builder) setupOption(ab *check.Ability) *rules.SetupOption {
	so := &rules.SetupOption{Name: ab.ID, LogAs: ab.LogAs}
	for _, c := range ab.Costs {
		if c.Entry != nil && c.Entry.Name == "pay" {
			if x := c.Args["n"]; x != nil && x.Int != nil {
				so.Cost = x.Int.N
			}
		}
	}
	var effects []effectFn
	for _, e := range ab.Effects {
		if f := b.effect(e.Phrase); f != nil {
			effects = append(effects, f)
		}
	}
	run := seq(effects)
	so.Place = func(ctx *rules.Context) { run(ctx) }
	return so
}

// playFrom compiles `play-from ID { from shadows; cost pay x as shadow; log-as "…" }`:
// the keyword's cards' event abilities may be used from that area, paying
// these costs instead of the printed cost. The ability id tags the events.
func (b *builder) playFrom(ab *check.Ability) *rules.PlayFrom {
	pf := &rules.PlayFrom{Via: ab.ID}
	if len(ab.From) > 0 {
		pf.Area = ab.From[0]
	}
	for _, c := range ab.Costs {
		if cost, ok := b.cost(c); ok {
			pf.Costs = append(pf.Costs, cost)
		}
	}
	return pf
}
