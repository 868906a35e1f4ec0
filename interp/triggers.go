package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
	"strings"
)

// registerTriggers adds the trigger words: one per engine event about a card
// (enters-play, killed, …) or a player (challenge-won, …), and the few
// triggers with their own matching (plot-chosen, tokens-placed, …).
func registerTriggers(r *Registry) {
	for _, t := range cardEventTriggers {
		ev := t.event
		r.add(vocab.KindTrigger, ev+" [{card:cards}] [by {p:player}]", t.doc, t.example, &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				return triggerSpec{event: ev, match: cardTriggerMatch(a)}
			},
		})
	}
	for _, t := range playerEventTriggers {
		ev := t.event
		pattern := ev + " [by {p:player}]"
		if strings.HasPrefix(ev, "challenge-") || ev == rules.EvClaimApplied {
			pattern += " [type {type:challenge}]"
		}
		r.add(vocab.KindTrigger, pattern, t.doc, t.example, &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				by := a.Players("p", nil)
				typ := a.Word("type")
				return triggerSpec{event: ev, match: func(ctx *rules.Context, e *rules.Event) bool {
					if by != nil && !playerIs(ctx, by, e.Player) {
						return false
					}
					if typ != "" {
						ch := ctx.G.Challenge()
						if ch == nil || ch.Type.String() != typ {
							return false
						}
					}
					return true
				}}
			},
		})
	}
	for _, ev := range []string{rules.EvPhaseBegins, rules.EvPhaseEnds} {
		ev := ev
		doc := "A phase begins."
		if ev == rules.EvPhaseEnds {
			doc = "A phase ends."
		}
		r.add(vocab.KindTrigger, ev+" [{phase:phase}]", doc, "after "+ev+" challenges", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				ph := a.Word("phase")
				return triggerSpec{event: ev, match: func(ctx *rules.Context, e *rules.Event) bool {
					return ph == "" || ctx.G.Phase.String() == ph
				}}
			},
		})
	}
	r.add(vocab.KindTrigger, rules.EvEffectInitiated+" [of {what:word(event|character|location|attachment|plot|agenda|card)}] [by {p:player}]",
		"The effects of an ability would initiate (cancel interrupts): of an event card, or of a triggered ability of a card of that type.",
		"when-would effect-initiated of event by opponent", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				what := a.Word("what")
				by := a.Players("p", nil)
				return triggerSpec{event: rules.EvEffectInitiated, match: func(ctx *rules.Context, e *rules.Event) bool {
					if by != nil && !playerIs(ctx, by, e.Player) {
						return false
					}
					if what != "" && what != "card" {
						if e.Card == nil || ctx.G.Type(e.Card).String() != what {
							return false
						}
					}
					return true
				}}
			},
		})
	r.add(vocab.KindTrigger, "tokens-placed {kind:string} [on {card:cards}] [by {p:player}]",
		"Tokens of a kind are placed on a card (betrayal, poison, …; not power, which `power-gained` follows).",
		"after tokens-placed betrayal on self", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				kind := a.Word("kind")
				match := cardTriggerMatch(a)
				return triggerSpec{event: rules.EvTokensPlaced, match: func(ctx *rules.Context, e *rules.Event) bool {
					return e.Kind == kind && match(ctx, e)
				}}
			},
		})
	r.add(vocab.KindTrigger, "plot-chosen [by {p:player}]",
		"A player chooses a plot card to reveal in the plot phase (before plots are revealed); interrupts may replace the choice with `instead-random plot-deck`.",
		"when plot-chosen by you", &entry{trigger: func(b *builder, a *args) triggerSpec {
			by := a.Players("p", nil)
			return triggerSpec{event: rules.EvPlotChosen, match: func(ctx *rules.Context, e *rules.Event) bool {
				return by == nil || playerIs(ctx, by, e.Player)
			}}
		}})
	r.add(vocab.KindTrigger, rules.EvStrengthIncreased+" [{card:cards}] [by {p:player}]",
		"A card's STR is increased by a card effect (a lasting effect or a constant ability taking effect, or growing); `by` is the card's controller.",
		"after strength-increased self", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				return triggerSpec{event: rules.EvStrengthIncreased, match: cardTriggerMatch(a)}
			},
		})
}

// cardEventTriggers are triggers of the form `NAME {card:cards} [by {p:player}]`
// over engine events about a card.
var cardEventTriggers = []struct{ event, doc, example string }{
	{rules.EvEntersPlay, "A card enters play (marshaled, put into play, brought out of an out-of-play area).", "after enters-play self"},
	{rules.EvLeavesPlay, "A card leaves play (killed, discarded, sacrificed, returned).", "when leaves-play self"},
	{rules.EvKilled, "A character is killed.", "when-would killed character faction nights-watch"},
	{rules.EvDiscarded, "A card is discarded.", "after discarded self"},
	{rules.EvSacrificed, "A card is sacrificed.", "after sacrificed character controlled-by you faction stark"},
	{rules.EvReturnedToHand, "A card is returned to its owner's hand.", "after returned-to-hand self"},
	{rules.EvMarshaled, "A card is marshaled.", "after marshaled self"},
	{rules.EvPlayed, "An event card is played.", "after played event controlled-by opponent"},
	{rules.EvPutIntoPlay, "A card is put into play by an effect.", "after put-into-play self"},
	{rules.EvKneeled, "A card kneels.", "after kneeled self"},
	{rules.EvStood, "A card stands.", "after stood self"},
	{rules.EvPowerGained, "A card gains power.", "after power-gained parent"},
	{rules.EvDeclaredAttacker, "A character is declared as an attacker.", "after declared-attacker self"},
	{rules.EvDeclaredDefender, "A character is declared as a defender.", "after declared-defender self"},
	{rules.EvRevealed, "A card is revealed.", "after revealed card"},
	{rules.EvAttached, "An attachment is attached to a card.", "after attached self"},
	{rules.EvDrawn, "A player draws cards.", "after drawn"},
}

// playerEventTriggers are triggers of the form `NAME [by {p:player}]`.
var playerEventTriggers = []struct{ event, doc, example string }{
	{rules.EvChallengeInit, "A challenge is initiated (by the attacking player).", "after challenge-initiated by opponent"},
	{rules.EvChallengeWon, "A player wins a challenge.", "after challenge-won by you"},
	{rules.EvChallengeLost, "A player loses a challenge.", "after challenge-lost by you"},
	{rules.EvClaimApplied, "Claim is applied for a challenge (by the winner).", "after claim-applied by you"},
	{rules.EvDominanceWon, "A player wins dominance.", "after dominance-won by you"},
	{rules.EvIncomeCollected, "A player collects income.", "after income-collected by opponent"},
	{rules.EvPlotRevealed, "A plot card is revealed.", "after plot-revealed by you"},
}

// cardTriggerMatch matches an event's card against the `card` selector and
// its player against `by`.
func cardTriggerMatch(a *args) func(ctx *rules.Context, e *rules.Event) bool {
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
