package check

import "testing"

// TestActsWhereItIs: an effect that acts on cards in play, on the
// ability's own card, in an ability used from an area out of play is an
// error (E0311) — unless an earlier effect may have moved the card.
func TestActsWhereItIs(t *testing.T) {
	const head = `card 1 "C" { character; faction stark; cost 1; strength 1; action a { `
	tests := []struct{ name, body, want string }{
		{"return to hand from the discard pile", "from discard; do return-to-hand self", "E0311"},
		{"kill from hand", "from hand; do kill self", "E0311"},
		{"in play", "do return-to-hand self", ""},
		{"from play and discard", "from play discard; do return-to-hand self", ""},
		{"put into play first", "from hand; do put-into-play self; then return-to-hand self", ""},
		{"another card", "from discard; target t character; do return-to-hand t", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkWant(t, head+tt.body+" } }", tt.want)
		})
	}
}
