package interp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestChallengeWords_ClaimDuringThisTypeNeedsAnEffect: `claim-during
// this-type` reads the challenge in progress when it resolves, so it is
// refused as the body of a constant ability; a named type is fine there.
func TestChallengeWords_ClaimDuringThisTypeNeedsAnEffect(t *testing.T) {
	tests := []struct {
		body    string
		wantErr bool
	}{
		{"do claim-during this-type +1", true},
		{"do claim-during power +1", false},
	}
	for _, tc := range tests {
		src := `card 99001 "Test Claim" {
  location
  pack Core 1
  faction neutral
  cost 1
  deck-limit 3
  constant constant {
    ` + tc.body + `
  }
}
`
		_, ds := Build([]syntax.Source{{Name: "test.card", Src: []byte(src)}}, WithWorkers(1))
		got := false
		for _, d := range ds {
			if d.Code == CodeNotConstant && strings.Contains(d.Summary, "claim-during") {
				got = true
			}
		}
		if got != tc.wantErr {
			t.Errorf("%s: error reported %v, want %v (%v)", tc.body, got, tc.wantErr, ds)
		}
	}
}
