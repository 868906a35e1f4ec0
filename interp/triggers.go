package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerTriggers adds the trigger words: one per event of the engine's
// event table (rules.Events), shaped by what the event is about — a card
// (`NAME [cards] [by player]`), a player (`NAME [by player]`), a phase
// (`NAME [phase]`) — with `[type challenge]` for events raised in a
// challenge; the few events with their own matching are in ownTriggers.
// TestEveryEventHasATrigger ties the two.
func registerTriggers(r *Registry) {
	for _, ev := range rules.Events() {
		ev := ev
		if own, ok := ownTriggers[ev.Name]; ok {
			r.add(vocab.KindTrigger, ev.Name+" "+own.params, ev.Doc, ev.Example, &entry{
				trigger: func(b *builder, a *args) triggerSpec { return triggerSpec{event: ev.Name, match: own.match(b, a)} },
			})
			continue
		}
		var pattern string
		switch ev.About {
		case rules.AboutCard:
			pattern = ev.Name + " [{card:cards}] [by {p:player}] " + usingParams + " [at-once]"
		case rules.AboutPlayer:
			pattern = ev.Name + " [by {p:player}]"
		case rules.AboutPhase:
			pattern = ev.Name + " [{phase:phase}]"
		default:
			pattern = ev.Name
		}
		if ev.InChallenge {
			pattern += " [type {type:challenge}]"
		}
		r.add(vocab.KindTrigger, pattern, ev.Doc, ev.Example, &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				var match eventMatch
				switch ev.About {
				case rules.AboutCard:
					match = usingMatch(a, cardTriggerMatch(a))
				case rules.AboutPlayer:
					by := a.Players("p", nil)
					match = func(ctx *rules.Context, e *rules.Event) bool {
						return by == nil || playerIs(ctx, by, e.Player)
					}
				case rules.AboutPhase:
					ph := a.Word("phase")
					match = func(ctx *rules.Context, e *rules.Event) bool {
						return ph == "" || ctx.G.Phase.String() == ph
					}
				default:
					match = func(*rules.Context, *rules.Event) bool { return true }
				}
				if typ := a.Word("type"); typ != "" {
					inner := match
					match = func(ctx *rules.Context, e *rules.Event) bool {
						return rules.Challenge(e.Amount).String() == typ && inner(ctx, e)
					}
				}
				return triggerSpec{event: ev.Name, match: match, batch: a.Has("at-once")}
			},
		})
	}
}

// eventMatch tells whether an event matches a trigger.
type eventMatch = func(ctx *rules.Context, e *rules.Event) bool

// ownTrigger is the pattern (after the event's name) of a trigger whose
// matching is its own, and the compiler of that matching.
type ownTrigger struct {
	params string
	match  func(b *builder, a *args) eventMatch
}

// ownTriggers are the triggers of the event table with their own
// parameters: the kind of token, the type of the initiating card, the
// area a card enters, the card power moves to.
var ownTriggers = map[string]ownTrigger{
	rules.EvEffectInitiated: {"[of {what:word(event|character|location|attachment|plot|agenda|card)}] [by {p:player}]",
		func(b *builder, a *args) eventMatch {
			what := a.Word("what")
			by := a.Players("p", nil)
			return func(ctx *rules.Context, e *rules.Event) bool {
				if by != nil && !playerIs(ctx, by, e.Player) {
					return false
				}
				if what != "" && what != "card" {
					if e.Card == nil || ctx.G.Type(e.Card).String() != what {
						return false
					}
				}
				return true
			}
		}},
	rules.EvOptionChosen: {"{label:string} [{card:cards}] [by {p:player}]",
		func(b *builder, a *args) eventMatch {
			label := a.Word("label")
			m := cardTriggerMatch(a)
			return func(ctx *rules.Context, ev *rules.Event) bool {
				return ev.Via == label && m(ctx, ev)
			}
		}},
	rules.EvDrawn: {"[{card:cards}] [by {p:player}] " + usingParams,
		func(b *builder, a *args) eventMatch {
			f := a.Filter("card")
			by := a.Players("p", nil)
			return usingMatch(a, func(ctx *rules.Context, e *rules.Event) bool {
				// the drawn card is hidden: only its drawer's triggers look at it
				if f != nil && (e.Card == nil || e.Player != ctx.Player || !f(ctx, e.Card)) {
					return false
				}
				return by == nil || playerIs(ctx, by, e.Player)
			})
		}},
	rules.EvTokensPlaced:  {"{kind:string} [on {card:cards}] [by {p:player}]", tokenTrigger},
	rules.EvTokensRemoved: {"{kind:string} [on {card:cards}] [by {p:player}]", tokenTrigger},
	rules.EvPowerMoved: {"[{card:cards}] [from {from:cards}] [by {p:player}]",
		func(b *builder, a *args) eventMatch {
			to := a.Filter("card")
			from := a.Filter("from")
			by := a.Players("p", nil)
			return func(ctx *rules.Context, e *rules.Event) bool {
				if to != nil && (e.Target == nil || !to(ctx, e.Target)) {
					return false
				}
				if from != nil && (e.Card == nil || !from(ctx, e.Card)) {
					return false
				}
				return by == nil || playerIs(ctx, by, e.Player)
			}
		}},
	rules.EvEntersArea: {"{area:area} [{card:cards}] [of {p:player}]",
		func(b *builder, a *args) eventMatch {
			area := a.Word("area")
			f := a.Filter("card")
			of := a.Players("p", nil)
			return func(ctx *rules.Context, e *rules.Event) bool {
				if e.Card == nil {
					return false
				}
				if id, ok := ctx.G.AreaByName(area); !ok || e.To != id {
					return false
				}
				if f != nil && !f(ctx, e.Card) {
					return false
				}
				return of == nil || playerIs(ctx, of, ctx.G.Player(e.Card.Owner))
			}
		}},
}

// tokenTrigger compiles `tokens-placed KIND [on cards] [by player]` (and
// tokens-removed).
func tokenTrigger(b *builder, a *args) eventMatch {
	kind := a.Word("kind")
	match := cardTriggerMatch(a)
	return func(ctx *rules.Context, e *rules.Event) bool {
		return e.Kind == kind && match(ctx, e)
	}
}

// cardTriggerMatch matches an event's card against the `card` selector and
// its player against `by`.
func cardTriggerMatch(a *args) eventMatch {
	f := a.Filter("card")
	by := a.Players("p", nil)
	if by == nil {
		by = a.Players("player", nil) // the name used by triggers synthesised for declared events
	}
	return func(ctx *rules.Context, e *rules.Event) bool {
		if f != nil && (e.Card == nil || !f(ctx, e.Card)) {
			return false
		}
		if by != nil {
			p := e.Player
			if p == nil && e.Card != nil {
				p = ctx.G.Controller(e.Card)
			}
			if !playerIs(ctx, by, p) {
				return false
			}
		}
		return true
	}
}

// customTrigger compiles a trigger on an event declared by a keyword
// definition (`event comes-out-of-shadows`): `NAME [cards] [by player]`.
func customTrigger(name string, a *args) triggerSpec {
	return triggerSpec{event: name, match: cardTriggerMatch(a)}
}
