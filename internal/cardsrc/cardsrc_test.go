package cardsrc

import (
	"reflect"
	"testing"
)

func TestFields(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"traits Ally \"House Bolton\"\n", []string{"traits", "Ally", "House Bolton"}},
		{"keywords shadow(2) no-attachments(except Weapon)\n", []string{"keywords", "shadow(2)", "no-attachments(except Weapon)"}},
		{"ability reaction \"<b>Reaction:</b> \\\"x\\\"\\n- y\" # c\n", []string{"ability", "reaction", "<b>Reaction:</b> \"x\"\n- y"}},
		{"cost -; strength X\n", []string{"cost", "-", "strength", "X"}},
		{"lua `a b`\n", []string{"lua", "a b"}},
		{"reaction r {\n do x\n}\n", []string{"reaction", "r"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := Fields(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Fields(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseKeysAndLines(t *testing.T) {
	src := "# head\n\ncard 11002 \"Bolton Flayer\" {\n  character\n  # c\n  cost 3\n}\n\ntext de 11002 {\n  ability reaction \"x\"\n}\npack TSC \"The Shadow City\" { cycle x; number 1 }\n"
	items, err := Parse("f.card", src)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, it := range items {
		keys = append(keys, it.Key)
	}
	if want := []string{"card 11002", "text de 11002", "pack TSC"}; !reflect.DeepEqual(keys, want) {
		t.Fatalf("keys %q, want %q", keys, want)
	}
	if items[0].Line != 3 || items[0].Body[1].Line != 6 || items[0].Body[1].Key != "cost" || items[1].Body[0].Key != "ability reaction" {
		t.Errorf("lines/keys wrong: %+v", items[0].Body)
	}
	if items[2].Body[0].Key != "cycle" || items[2].Body[1].Key != "number" {
		t.Errorf("one-line block: %+v", items[2].Body)
	}
	var back string
	for _, it := range items {
		back += it.String()
	}
	if back != src {
		t.Errorf("round trip lost bytes:\n%s", back)
	}
}
