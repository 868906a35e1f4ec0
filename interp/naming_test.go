package interp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestNameWords: `name trait` with or without the traits that may be named
// (without them: any trait of the cards in the game), `name card`, `name
// event` (titles of one card type) and `name cardtype` compile.
func TestNameWords(t *testing.T) {
	r := NewRegistry()
	for _, tc := range []struct{ effect, code string }{
		{"do name trait", ""},
		{"do name trait by opponent", ""},
		{"do name event", ""},
		{"do name trait Builder Ranger", ""},
		{"do name cardtype by opponent", ""},
		{"do name card", ""},
	} {
		t.Run(tc.effect, func(t *testing.T) {
			src := strings.Replace(goodCard, "do kill t", tc.effect+"\n    do kill each character named\n    do kneel t", 1)
			lib, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(src)}}, WithRegistry(r), WithWorkers(1))
			if tc.code == "" {
				if ds.HasErrors() || lib.Defs["90100"] == nil {
					t.Fatalf("want the card compiled, got %v", ds)
				}
				return
			}
			if len(ds) != 1 || ds[0].Code != tc.code || ds[0].Subject.Start.Line != 9 || ds[0].Hint == "" {
				t.Fatalf("want one %s at line 9 with a hint, got %v", tc.code, ds)
			}
		})
	}
}
