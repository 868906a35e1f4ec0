package interp

import (
	"slices"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerBaratheon adds the generic words first needed by the Core Set's Baratheon cards.
// Every word is generic: it names no card and no keyword.
func registerBaratheon(r *Registry) {
	r.modifier("challenge-strength {delta:signed} [for {p:player}] [until {d:duration}]",
		"Add STR to a player's side in challenges in which that player has a participating character (a card that \"contributes STR to your side\").",
		"do challenge-strength +2", func(b *builder, a *args) *modSpec {
			return playerMod(b, a, &rules.PlayerModifier{ChallengeStrength: a.Signed("delta")})
		})
	r.add(vocab.KindEffect, "each-player-exempts {target:cards} then forbid {rest:cards} {what:string} [until {d:duration}]",
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
				var hit []*rules.Card
				for _, c := range rest(ctx) {
					if !slices.Contains(exempt, c) {
						hit = append(hit, c)
					}
				}
				if len(hit) == 0 {
					return true
				}
				ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: hit, Duration: dur,
					Spec: rules.ConstantSpec{Mod: &rules.Modifier{Cannot: []string{what}}}})
				return true
			}
		}})
	// What these words read beyond their arguments (rules.Reads).
	r.declareReads(vocab.KindEffect, 0, "challenge-strength")
}
