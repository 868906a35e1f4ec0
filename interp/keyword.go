package interp

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/rules"
)

// areaFlag is a word of an `area NAME { … }` declaration: what it sets on
// the engine's area, whether an area has it, and its documentation.
type areaFlag struct {
	name, doc string
	set       func(d *rules.AreaDef)
	has       func(d *rules.AreaDef) bool
}

// areaFlags are the words of an `area NAME { … }` declaration. Without
// flags an area is out of play, faceup and visible to all.
var areaFlags = []areaFlag{
	{"per-player", "Informational: every area exists once per player (a card is in its owner's or controller's copy).",
		func(d *rules.AreaDef) { d.PerPlayer = true }, func(d *rules.AreaDef) bool { return d.PerPlayer }},
	{"in-play", "Cards in the area are in play: their abilities are active and in-play selectors see them. The `move` effect and cost cannot move a card into an in-play area (they refuse); cards enter play through marshaling and put-into-play, into `play`.",
		func(d *rules.AreaDef) { d.InPlay = true }, func(d *rules.AreaDef) bool { return d.InPlay }},
	{"out-of-play", "Cards in the area are out of play (the default); moving a card here from play makes it leave play.",
		func(d *rules.AreaDef) { d.InPlay = false }, func(d *rules.AreaDef) bool { return !d.InPlay }},
	{"facedown", "Cards placed in the area are facedown (`is-facedown` is true of them).",
		func(d *rules.AreaDef) { d.Facedown = true }, func(d *rules.AreaDef) bool { return d.Facedown }},
	{"faceup", "Cards placed in the area are faceup (the default).",
		func(d *rules.AreaDef) { d.Facedown = false }, func(d *rules.AreaDef) bool { return !d.Facedown }},
	{"visible-to-owner", "Only the player whose area it is may look at the cards' identities; opponents' views and logs mask them.",
		func(d *rules.AreaDef) { d.Visible = rules.VisibleOwner }, func(d *rules.AreaDef) bool { return d.Visible == rules.VisibleOwner }},
	{"visible-to-all", "Every player may look at the cards (open information, the default).",
		func(d *rules.AreaDef) { d.Visible = rules.VisibleAll }, func(d *rules.AreaDef) bool { return d.Visible == rules.VisibleAll }},
	{"visible-to-none", "Nobody may look at the cards, as in a deck.",
		func(d *rules.AreaDef) { d.Visible = rules.VisibleNone }, func(d *rules.AreaDef) bool { return d.Visible == rules.VisibleNone }},
	{"keep-order", "The order in which cards entered is kept; the engine never shuffles the area.",
		func(d *rules.AreaDef) { d.Ordered = true }, func(d *rules.AreaDef) bool { return d.Ordered }},
	{"show-positions", "Each card gets a position number (#n) when it enters; views and the masked log show the number instead of a hidden card, so opponents can follow one card without learning what it is.",
		func(d *rules.AreaDef) { d.ShowPositions = true }, func(d *rules.AreaDef) bool { return d.ShowPositions }},
	{"discard-tokens-on-leave", "Tokens on a card (gold, power, any kind) are discarded when it leaves the area.",
		func(d *rules.AreaDef) { d.DiscardTokensOnLeave = true }, func(d *rules.AreaDef) bool { return d.DiscardTokensOnLeave }},
}

// areaFlagNames lists the area flag words.
func areaFlagNames() []string {
	out := make([]string, len(areaFlags))
	for i, f := range areaFlags {
		out[i] = f.name
	}
	return out
}

// keywordRule is an engine rule switch a keyword definition may turn on
// with `rule NAME` (it changes framework behaviour for cards with it).
type keywordRule struct {
	name, doc string
	set       func(k *rules.KeywordDef)
}

// keywordRules are the `rule NAME` words.
var keywordRules = []keywordRule{
	{"discard-when-parent-leaves", "When the card an attachment with the keyword is attached to leaves play, the attachment is discarded instead of returning to its owner's hand (terminal).",
		func(k *rules.KeywordDef) { k.DiscardAttachmentOnParentLeave = true }},
}

// KeywordRules lists the `rule NAME` words of keyword definitions with
// their meaning.
func KeywordRules() []FlagInfo {
	out := make([]FlagInfo, len(keywordRules))
	for i, r := range keywordRules {
		out[i] = FlagInfo{r.name, r.doc}
	}
	return out
}

// compileKeyword turns a checked keyword definition into the engine's.
func (r *Registry) compileKeyword(k *check.Keyword, hooks *luaBinding) (*rules.KeywordDef, diag.Diagnostics) {
	b := &builder{r: r, where: "keyword " + k.Name, lua: hooks}
	kd := &rules.KeywordDef{Name: k.Name, Events: k.Events, CostKinds: k.CostKinds}
	for _, st := range k.Steps {
		kd.Steps = append(kd.Steps, rules.KeywordStep{Name: st.Name, Event: st.Event, After: st.After})
	}
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
	for _, name := range k.Rules {
		i := slices.IndexFunc(keywordRules, func(kr keywordRule) bool { return kr.name == name })
		if i < 0 {
			var names []string
			for _, kr := range keywordRules {
				names = append(names, kr.name)
			}
			b.errorf(CodeEngineRule, k.Range, "unknown engine rule %q", name).WithHint("known rules: %s", strings.Join(names, ", "))
			continue
		}
		keywordRules[i].set(kd)
	}
	return kd, b.diags
}

func (b *builder) area(a *check.AreaDecl) *rules.AreaDef {
	d := &rules.AreaDef{Name: a.Name, Visible: rules.VisibleAll}
	for _, f := range a.Flags {
		i := slices.IndexFunc(areaFlags, func(af areaFlag) bool { return af.name == f })
		if i < 0 {
			b.errorf(CodeAreaFlag, a.Range, "unknown area flag %q", f).WithHint("area flags: %s", strings.Join(areaFlagNames(), ", "))
			continue
		}
		areaFlags[i].set(d)
	}
	return d
}

// restriction compiles `restriction ID { action marshal play; [on-target]; if … }`:
// the actions are forbidden while the condition holds. In the condition,
// `self` is the card with the keyword and `it` is the other card (the
// attachment, or the card being acted on).
func (b *builder) restriction(ab *check.Ability) []*rules.Restriction {
	actions := ab.Actions
	if len(actions) == 0 {
		b.errorf(CodeRestriction, ab.Range, "restriction %s names no action", ab.ID).
			WithHint("add `action marshal play` (marshal, play, setup, attach, put-into-play, …)")
		return nil
	}
	onTarget := ab.OnTarget
	var cond condFn = func(*rules.Context) bool { return true }
	if len(ab.Conds) > 0 {
		cond = b.cond(&check.Cond{Op: "and", Args: ab.Conds})
	}
	forbid := func(rc *rules.RestrictionCheck) bool {
		self, other := rc.Card, rc.Target
		if onTarget {
			self, other = rc.Target, rc.Card
		}
		return cond(rc.Ask(self, other))
	}
	var out []*rules.Restriction
	for _, a := range actions {
		out = append(out, &rules.Restriction{Action: a, OnTarget: onTarget, Forbid: forbid})
	}
	return out
}

// setupOption compiles `setup-option ID { cost pay 2; do move self to shadows; log-as "…" }`.
func (b *builder) setupOption(ab *check.Ability) *rules.SetupOption {
	so := &rules.SetupOption{Name: ab.ID, LogAs: ab.LogAs, LogsItself: logsItself(ab)}
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
	pf := &rules.PlayFrom{Via: ab.ID, LogAs: ab.LogAs}
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
