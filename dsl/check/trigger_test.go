package check

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
)

// TestTriggerOnSeveralEvents checks triggers that name several events
// joined by `or` before the words they share.
func TestTriggerOnSeveralEvents(t *testing.T) {
	card := func(trigger string) string {
		return `card 1 "C" { character; faction stark; cost 1; strength 1; reaction r { ` + trigger + `; do draw 1 } }`
	}
	tests := []struct {
		name, trigger, want string
		events              []string // Phrase then Also
	}{
		{"two card events", "after enters-play or leaves-play self", "", []string{"enters-play", "leaves-play"}},
		{"three events", "after enters-play or leaves-play or killed character", "", []string{"enters-play", "leaves-play", "killed"}},
		{"player events", "after challenge-won or challenge-lost by you", "", []string{"challenge-won", "challenge-lost"}},
		{"declared event", "after enters-play or comes-out-of-shadows self", "", []string{"enters-play", "comes-out-of-shadows"}},
		{"one event", "after killed self", "", []string{"killed"}},
		{"event named twice", "after killed or killed self", "E0214", []string{"killed"}},
		{"shared words reported once", "after enters-play or leaves-play self frob", "E0304", []string{"enters-play", "leaves-play"}},
		{"words wrong for the second event", "after killed or phase-begins self", "E0303", []string{"killed", "phase-begins"}},
		{"or without a second event", "after killed or", "E0218", []string{"killed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, _ := parseAll(t, map[string]string{"k.card": testKeywords, "t.card": card(tt.trigger)})
			lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
			if got := codes(ds); got != tt.want {
				t.Fatalf("codes %q, want %q\n%v", got, tt.want, ds)
			}
			tr := lib.Cards[0].Abilities[0].Trigger
			var got []string
			for _, p := range append([]*Phrase{tr.Phrase}, tr.Also...) {
				if p.Entry != nil {
					got = append(got, p.Entry.Name)
				}
			}
			if len(got) != len(tt.events) {
				t.Fatalf("events %v, want %v", got, tt.events)
			}
			for i := range got {
				if got[i] != tt.events[i] {
					t.Fatalf("events %v, want %v", got, tt.events)
				}
			}
			// the shared words are each event's own arguments
			if tt.name == "two card events" {
				for _, p := range []*Phrase{tr.Phrase, tr.Also[0]} {
					if a := p.Args["c"]; a == nil || a.Sel == nil || a.Sel.Ref != "self" {
						t.Errorf("%s: card argument %+v, want self", p.Entry.Name, a)
					}
				}
			}
		})
	}
}
