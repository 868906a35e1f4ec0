package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
	"slices"
)

// registerChoices adds the effects in which a player chooses: an option
// among several, a number, cards per player (the option-chosen trigger is in triggers.go).
func registerChoices(r *Registry) {
	r.add(vocab.KindEffect, "choose-one {o1:string} {o2:string} [{o3:string}] [{o4:string}] [{o5:string}] [{o6:string}]",
		"\"Choose one\": the ability's controller picks one of the labels; the card then raises `option-chosen LABEL`, which the option's body (a forced reaction) follows, and the ability's later lines may read the choice with `chose LABEL` (`then give it +2 strength if chose \"+2 STR\"`).",
		"do choose-one Bear Eagle Cat Wolf", &entry{effect: func(b *builder, a *args) effectFn {
			var labels []string
			for _, n := range []string{"o1", "o2", "o3", "o4", "o5", "o6"} {
				if w := a.Word(n); w != "" {
					labels = append(labels, w)
				}
			}
			return func(ctx *rules.Context) bool {
				g := ctx.G
				label := labels[g.ChooseText(ctx.Player, "choose-one", labels, ctx)]
				g.LogChoice(ctx.Player, ctx.Source, label)
				ctx.Remember(chosenKey(label), nil, 1)
				return g.EmitEvent(&rules.Event{Name: optionChosen, Card: ctx.Source, Player: ctx.Player, Via: label, Source: ctx})
			}
		}})
	r.add(vocab.KindEffect, "may",
		"\"You may …\": the ability's controller chooses whether the effects that follow happen: answering no stops the ability there, so write them after it with `then` (`then may` then `then return-to-hand self`: \"you may return him to your hand\").",
		"then may", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool {
				id := "may"
				if ctx.Ability != nil {
					id += ":" + ctx.Ability.ID
				}
				return ctx.G.AskYesNo(ctx.Player, id, ctx)
			}
		}})
	r.add(vocab.KindEffect, "choose-x up-to {max:int} [from {min:int}]",
		"The ability's controller chooses a number from MIN (default 0) up to MAX; it is X for the effects that follow (\"discard any amount of power …; for each power discarded …\").",
		"do choose-x up-to (tokens power on t) from 1", &entry{effect: func(b *builder, a *args) effectFn {
			hi, lo := a.Int("max", 0), a.Int("min", 0)
			return func(ctx *rules.Context) bool {
				h, l := hi(ctx), lo(ctx)
				if h < l {
					return false
				}
				ctx.X = ctx.G.ChooseNumber(ctx.Player, "x", l, h, ctx)
				return true
			}
		}})
	r.add(vocab.KindEffect, "choose-one-by {p:player} {o1:string} {o2:string} [{o3:string}] [{o4:string}]",
		"\"The losing opponent chooses, either: …\": like `choose-one`, but another player picks the label; the card then raises `option-chosen LABEL` (by that player), which the option's body follows.",
		"do choose-one-by loser Power Draw", &entry{effect: func(b *builder, a *args) effectFn {
			var labels []string
			for _, n := range []string{"o1", "o2", "o3", "o4"} {
				if w := a.Word(n); w != "" {
					labels = append(labels, w)
				}
			}
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				if len(l) == 0 {
					return false
				}
				g, p := ctx.G, l[0]
				label := labels[g.ChooseText(p, "choose-one", labels, ctx)]
				g.LogChoice(p, ctx.Source, label)
				ctx.Remember(chosenKey(label), nil, 1)
				return g.EmitEvent(&rules.Event{Name: optionChosen, Card: ctx.Source, Player: p, Via: label, Source: ctx})
			}
		}})

	r.add(vocab.KindEffect, "player-chooses {p:player} {act:word(kill|discard|sacrifice|return-to-hand|return-to-deck|kneel|stand)} {target:cards}",
		"A player other than the ability's controller chooses which of the cards (as many as `a`/`N`/`up-to N` say) are killed (discarded, placed on top of their owners' decks, …): \"the winning opponent must choose and kill a character he or she controls\", \"that player chooses a card in his or her hand and places it on top of his or her deck\". Not targeting.",
		"do player-chooses opponent kill a character controlled-by opponent", &entry{effect: func(b *builder, a *args) effectFn {
			ps := a.Players("p", b.players("you"))
			act := a.Word("act")
			var all cardsFn
			lo, hi := 1, 1
			var mx valueFn
			if x := a.arg("target"); x != nil && x.Sel != nil {
				all = b.selector(x.Sel, false)
				switch {
				case x.Sel.Each || x.Sel.Ref != "":
					lo, hi = -1, -1
				case x.Sel.Min != 0 || x.Sel.Max != 0 || x.Sel.MaxExpr != nil:
					lo, hi = x.Sel.Min, x.Sel.Max
					mx = b.maxOf(x.Sel)
				}
			}
			return func(ctx *rules.Context) bool {
				hi := hi
				if mx != nil {
					if hi = mx(ctx); hi <= 0 {
						return false // up to 0
					}
				}
				l := ps(ctx)
				if len(l) == 0 || all == nil {
					return false
				}
				g := ctx.G
				cands := all(ctx)
				if len(cands) == 0 {
					return false
				}
				cs := cands
				if lo >= 0 {
					min, max := min(lo, len(cands)), hi
					if max <= 0 || max > len(cands) {
						max = len(cands)
					}
					cs = g.ChooseCards(l[0], "choose", cands, min, max, ctx)
				}
				if len(cs) == 0 {
					return false
				}
				switch act {
				case "kneel":
					return g.Kneel(ctx, cs...)
				case "stand":
					return g.Stand(ctx, cs...)
				}
				delayedAct(ctx, act, cs)
				return true
			}
		}})

	r.add(vocab.KindEffect, "each-player-chooses {target:cards} to {act:word(kill|discard|sacrifice|return-to-hand|kneel|stand|put-into-play)} [any-controller] [cannot-be-saved]",
		"Each player, in turn order from the first player, chooses among the cards matching the selector that they control (as many as `a`/`N`/`up-to N` say; \"if able\"), or with `any-controller` among all of them, whoever controls them (\"each player chooses a character without attachments or power\"); then the act applies to every chosen card at once. Not targeting.",
		"do each-player-chooses a character to discard cannot-be-saved", &entry{effect: func(b *builder, a *args) effectFn {
			choose := eachPlayerChooserOf(b, a, a.Has("any-controller"))
			act, unsaved := a.Word("act"), a.Has("cannot-be-saved")
			return func(ctx *rules.Context) bool {
				chosen := choose(ctx)
				if len(chosen) == 0 {
					return false
				}
				return applyAct(ctx, act, unsaved, chosen)
			}
		}})

	r.add(vocab.KindEffect, "each-player-spares {target:cards} then {act:word(kill|discard|sacrifice|return-to-hand|kneel|stand)} {rest:cards} [cannot-be-saved]",
		"Each player, in turn order from the first player, chooses among the cards matching the first selector that they control (as many as `N`/`up-to N` say); then the act applies at once to every card matching the second selector that no player chose (\"kill each character not chosen\").",
		"do each-player-spares up-to 3 character then kill each character cannot-be-saved", &entry{effect: func(b *builder, a *args) effectFn {
			choose := eachPlayerChooser(b, a)
			rest := a.Cards("rest")
			act, unsaved := a.Word("act"), a.Has("cannot-be-saved")
			return func(ctx *rules.Context) bool {
				spared := choose(ctx)
				if rest == nil {
					return false
				}
				hit := notChosen(ctx, rest, spared)
				if len(hit) == 0 {
					return true
				}
				return applyAct(ctx, act, unsaved, hit)
			}
		}})

	r.add(vocab.KindEffect, "choose-card-to {act:word(put-into-play|return-to-hand|discard|kill|kneel|stand)} {what:cards} [also {more:cards}]",
		"The ability's controller chooses one card matching either selector (\"a character in your hand or discard pile\": one selector per area) and the act applies to it. The choice is made on resolution (not targeting); with put-into-play only cards that could enter play under that player are offered.",
		"do choose-card-to put-into-play character in hand of you printed-cost-at-most 5 also character in discard of you printed-cost-at-most 5",
		chooseCardEntry("act", func(ctx *rules.Context, act string, c *rules.Card) bool {
			if act != "put-into-play" {
				return true
			}
			ok, _ := ctx.G.CanEnterPlay(c, ctx.Player)
			return ok
		}, func(ctx *rules.Context, act string, c *rules.Card) bool {
			if act == "put-into-play" {
				return ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{})
			}
			return applyAct(ctx, act, false, []*rules.Card{c})
		}))
	r.add(vocab.KindEffect, "each-player-exempts {target:cards} then forbid {rest:cards} {what:name(card-restriction)} [until {d:duration}]",
		"Each player, in turn order from the first player, chooses among the cards matching the first selector that they control (as many as `N`/`up-to N` say); then every card matching the second selector that no player chose cannot do what the engine word names (as with `forbid`: stand, kneel, …) until the duration ends (default: the end of the phase). \"Each player cannot stand more than 2 characters\".",
		"do each-player-exempts up-to 2 character kneeling then forbid each character stand until end-of-phase",
		&entry{effect: func(b *builder, a *args) effectFn {
			choose := eachPlayerChooser(b, a)
			rest := a.Cards("rest")
			what := a.Word("what")
			dur := a.DurationOr("d", rules.PerPhase)
			return func(ctx *rules.Context) bool {
				if rest == nil {
					return false
				}
				exempt := choose(ctx)
				hit := notChosen(ctx, rest, exempt)
				if len(hit) == 0 {
					return true
				}
				ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: hit, Duration: dur,
					Spec: rules.ConstantSpec{Mod: &rules.Modifier{Cannot: []string{what}}}})
				return true
			}
		}})

	r.add(vocab.KindEffect, "choose-card-to-move {what:cards} [also {more:cards}] to {area:area}",
		"The ability's controller chooses one card matching either selector (\"a character in your discard or dead pile\": one selector per area) and moves it to an out-of-play area (\"… to your hand\"). The choice is made on resolution (not targeting).",
		"do choose-card-to-move character in discard of you faction stark also character in dead of you faction stark to hand",
		chooseCardEntry("area", nil, func(ctx *rules.Context, area string, c *rules.Card) bool {
			return ctx.G.MoveToArea(ctx, c, area)
		}))
}

// eachPlayerChooser compiles the `target` selector of an each-player choice:
// every player in turn order from the first player picks among the matching
// cards they control, as many as the selector's quantity says.
func eachPlayerChooser(b *builder, a *args) cardsFn { return eachPlayerChooserOf(b, a, false) }

// eachPlayerChooserOf is eachPlayerChooser; with anyController each player
// chooses among every matching card, whoever controls it (a card two
// players choose is chosen once).
func eachPlayerChooserOf(b *builder, a *args, anyController bool) cardsFn {
	x := a.arg("target")
	if x == nil || x.Sel == nil {
		return func(*rules.Context) []*rules.Card { return nil }
	}
	all := b.selector(x.Sel, false)
	s, mx := x.Sel, b.maxOf(x.Sel)
	return func(ctx *rules.Context) []*rules.Card {
		lo, hi := s.Min, s.Max
		if mx != nil || !s.Each {
			lo, hi = quantity(ctx, s, mx)
		}
		if mx != nil && hi == 0 {
			return nil // up to 0
		}
		g := ctx.G
		cands := all(ctx)
		var chosen []*rules.Card
		n := len(g.Players)
		for i := 0; i < n; i++ {
			p := g.Player((g.First + i) % n)
			if p.Eliminated {
				continue
			}
			var own []*rules.Card
			for _, c := range cands {
				if c.Controller == p.Index || anyController {
					own = append(own, c)
				}
			}
			if len(own) == 0 {
				continue
			}
			if x.Sel.Each {
				chosen = append(chosen, own...)
				continue
			}
			min, max := min(lo, len(own)), hi
			if max <= 0 || max > len(own) {
				max = len(own)
			}
			pick := own // as many as there are to choose: nothing to ask
			if min < len(own) {
				pick = g.ChooseCards(p, "choose", own, min, max, ctx)
			}
			for _, c := range pick {
				if !slices.Contains(chosen, c) {
					chosen = append(chosen, c)
				}
			}
		}
		return chosen
	}
}

// applyAct applies a card act (kill, discard, …) to the cards at once.
func applyAct(ctx *rules.Context, act string, cannotBeSaved bool, cs []*rules.Card) bool {
	g := ctx.G
	switch act {
	case "kill":
		return g.Kill(ctx, cannotBeSaved, cs...)
	case "discard":
		return g.Discard(ctx, cannotBeSaved, cs...)
	case "sacrifice":
		return g.Sacrifice(ctx, cs...)
	case "return-to-hand":
		return g.ReturnToHand(ctx, cannotBeSaved, cs...)
	case "kneel":
		return g.Kneel(ctx, cs...)
	case "stand":
		return g.Stand(ctx, cs...)
	case "put-into-play":
		// each under its owner's control, all at once
		return g.Simultaneously(func() {
			for _, c := range cs {
				g.PutIntoPlay(ctx, c, rules.PutOptions{Controller: g.Player(c.Owner)})
			}
		})
	}
	return false
}

// optionChosen is the event `choose-one` raises; its Via is the label.
const optionChosen = rules.EvOptionChosen

// notChosen lists the cards sel lists now that are not among chosen.
func notChosen(ctx *rules.Context, sel cardsFn, chosen []*rules.Card) []*rules.Card {
	var out []*rules.Card
	for _, c := range sel(ctx) {
		if !slices.Contains(chosen, c) {
			out = append(out, c)
		}
	}
	return out
}

// chooseCardEntry is an effect in which the ability's controller chooses
// one card among those `what` and `also more` list (those ok allows; nil:
// any) and do applies to it; word names the parameter both read.
func chooseCardEntry(word string, ok, do func(ctx *rules.Context, w string, c *rules.Card) bool) *entry {
	return &entry{effect: func(b *builder, a *args) effectFn {
		sels, w := []cardsFn{a.Cards("what"), a.Cards("more")}, a.Word(word)
		return func(ctx *rules.Context) bool {
			var allow func(*rules.Card) bool
			if ok != nil {
				allow = func(c *rules.Card) bool { return ok(ctx, w, c) }
			}
			c := chooseOneOf(ctx, sels, allow)
			return c != nil && do(ctx, w, c)
		}
	}}
}

// chooseOneOf asks the ability's controller to choose one of the cards the
// selectors list now (each once) that ok allows (nil: any); nil when there
// is none to choose.
func chooseOneOf(ctx *rules.Context, sels []cardsFn, ok func(*rules.Card) bool) *rules.Card {
	var cands []*rules.Card
	for _, sel := range sels {
		if sel == nil {
			continue
		}
		for _, c := range sel(ctx) {
			if !slices.Contains(cands, c) && (ok == nil || ok(c)) {
				cands = append(cands, c)
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	got := ctx.G.ChooseCards(ctx.Player, "choose", cands, 1, 1, ctx)
	if len(got) == 0 {
		return nil
	}
	return got[0]
}

// chosenKey is the remembered value a `choose-one` (`choose-one-by`) sets
// for the label it picked, read by the condition `chose LABEL`: a name no
// author can write (it has a space).
func chosenKey(label string) string { return "chose " + label }
