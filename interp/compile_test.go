package interp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// cardWith is a user card whose action has the given target line.
func cardWith(code, target string) string {
	return "card " + code + ` "Mistake" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  action hit {
    ` + target + `
    do kill t
  }
}
`
}

var goodCard = cardWith("90100", "target t character controlled-by opponent")

// TestCompileOnlyCheckedCards: a card with a check error is not compiled
// (its model may have holes: these target lines used to crash the
// compiler with a nil dereference); the other cards of the load are.
func TestCompileOnlyCheckedCards(t *testing.T) {
	r := NewRegistry()
	for _, tc := range []struct{ target, code string }{
		{"target t charactr", "E0218"},
		{"target t character controlled-by opponenx", "E0303"},
		{"target t character printed-cost-at-most self", "E0303"},
		{"target character controlled-by opponent", "E0213"},
		{"target t character controlled-by", "E0302"},
		{"target t up-to character", "E0305"},
		{"target t character kneeling (", "E0108"},
	} {
		t.Run(tc.target, func(t *testing.T) {
			srcs := []syntax.Source{{Name: "my.card", Src: []byte(cardWith("90001", tc.target) + goodCard)}}
			lib, ds := Build(srcs, WithRegistry(r), WithWorkers(1))
			if !ds.HasErrors() {
				t.Fatalf("no error for %q", tc.target)
			}
			found := false
			for _, d := range ds {
				found = found || d.Code == tc.code
				if d.Code == CodeCompileInternal {
					t.Errorf("internal error: %v", d)
				}
			}
			if !found {
				t.Errorf("want %s, got %v", tc.code, ds)
			}
			if lib.Defs["90001"] != nil {
				t.Errorf("the card with errors was compiled")
			}
			if lib.Defs["90100"] == nil {
				t.Errorf("the good card was not compiled")
			}
		})
	}
}

// TestCompilePanicIsADiagnostic: a compile function that panics (a bug)
// gives an internal-error diagnostic naming the card, not a crash.
func TestCompilePanicIsADiagnostic(t *testing.T) {
	r := NewRegistry()
	r.add(vocab.KindEffect, "explode-while-compiling", "test only", "do explode-while-compiling", &entry{
		effect: func(*builder, *args) effectFn { panic("boom") },
	})
	src := strings.Replace(goodCard, "do kill t", "do explode-while-compiling\n    do kill t", 1)
	lib, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(src)}}, WithRegistry(r), WithWorkers(1))
	if len(ds) != 1 || ds[0].Code != CodeCompileInternal || !strings.Contains(ds[0].Summary, "card 90100") ||
		!strings.Contains(ds[0].Summary, "boom") || ds[0].Subject.Start.Line != 1 {
		t.Fatalf("want one %s naming card 90100, got %v", CodeCompileInternal, ds)
	}
	if lib.Defs["90100"] != nil {
		t.Errorf("a card whose compilation panicked is in the library")
	}
}
