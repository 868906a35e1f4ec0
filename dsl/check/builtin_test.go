package check

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
)

// TestLibraryClashes: what `throne test` and `throne play` load on top of
// the built-in library (Known.Cards) is reported by the check alone — a
// scenario that replaces a built-in one (unless the file is a copy of that
// library file), a pack code that no pack declares and that is no pack of
// the game.
func TestLibraryClashes(t *testing.T) {
	known := &CardNames{Codes: []string{"01053"}, Titles: []string{"Bastard in Hiding"},
		Scenarios: map[string]string{"built-in scenario": "core/x.scenarios.card"}}
	const packs = `pack Core "Core Set" { cycle core }` + "\n"
	const card = `card 90001 "C" { character; faction stark; cost 1; strength 1; pack %s 1 }`
	tests := []struct{ name, file, src, want, fix string }{
		{"scenario of a built-in name", "mine.card", `scenario "built-in scenario" { setup { } }`, "E0501", ""},
		{"scenario in a copy of the library file", "cards/core/x.scenarios.card", `scenario "built-in scenario" { setup { } }`, "", ""},
		{"scenario of a new name", "mine.card", `scenario "mine" { setup { } }`, "", ""},
		{"a declared pack", "mine.card", packs + strings.Replace(card, "%s", "Core", 1), "", ""},
		{"a pack of the game", "mine.card", packs + strings.Replace(card, "%s", "AMAF", 1), "", ""},
		{"a pack's code in the wrong case", "mine.card", packs + strings.Replace(card, "%s", "core", 1), "E0224", "write the pack code Core"},
		{"an unknown pack", "mine.card", packs + strings.Replace(card, "%s", "Nope", 1), "E0224", ""},
		{"no pack declared at all", "mine.card", strings.Replace(card, "%s", "Nope", 1), "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, _ := parseAll(t, map[string]string{tt.file: tt.src})
			_, ds := Check(files, Config{Vocab: checktest.Vocab(), Known: Known{Cards: known}})
			if got := codes(ds); got != tt.want {
				t.Fatalf("got %q, want %q\n%v", got, tt.want, ds)
			}
			if tt.fix != "" && (len(ds[0].Sure()) != 1 || ds[0].Sure()[0].Title != tt.fix) {
				t.Errorf("fixes %+v, want %q", ds[0].Fixes, tt.fix)
			}
		})
	}
}
