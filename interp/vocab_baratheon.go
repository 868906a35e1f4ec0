package interp

import "github.com/thronescript/thronescript/rules"

// registerBaratheon adds the generic words first needed by the Core Set's Baratheon cards.
// Every word is generic: it names no card and no keyword.
func registerBaratheon(r *Registry) {
	r.modifier("challenge-strength {delta:signed} [for {p:player}] [until {d:duration}]",
		"Add STR to a player's side in challenges in which that player has a participating character (a card that \"contributes STR to your side\").",
		"do challenge-strength +2", func(b *builder, a *args) *modSpec {
			return playerMod(b, a, &rules.PlayerModifier{ChallengeStrength: a.Signed("delta")})
		})
}
