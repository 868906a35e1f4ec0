package importer

import (
	"io/fs"
	"strings"
	"testing"
)

// The generated stats of three cards, a card only the user has, and the
// hand-written end of card A (behaviour the merge keeps).
const (
	genCardA = `card 11001 "A" {
  character
  pack TSC 1
  faction stark
  cost 4
  traits Lord
  keywords shadow(2)
  deck-limit 3
  incomplete "behaviour not written: reaction"
}
`
	genCardB = `card 11002 "B" {
  event
  pack TSC 2
  faction stark
  cost 1
  deck-limit 3
  incomplete "behaviour not written: action"
}
`
	genCardC = `card 11003 "C" {
  location
  pack TSC 3
  faction stark
  cost 2
  deck-limit 3
}
`
	genStats = "# header\n\n" + genCardA + "\n" + genCardB + "\n" + genCardC
	custom   = `card 90001 "Custom" {
  character
  faction stark
}
`
	byHand = `  # the reaction, by hand
  reaction gain {
    after challenge-won by you
    do gain-power 1 on self
  }
  lua "a.lua"
}
`
)

func TestMerge(t *testing.T) {
	tests := []struct {
		name, existing, generated, want string
	}{
		{name: "empty file takes the generated one", existing: "", generated: genStats, want: genStats},
		{name: "generated into itself is unchanged", existing: genStats, generated: genStats, want: genStats},
		{
			name: "hand-written behaviour is kept, stats updated",
			existing: `# my header

card 11001 "A" {
  character
  pack TSC 1
  faction stark
  loyal
  cost 3 # was misprinted
  traits Lord
  deck-limit 3
` + byHand + "\n" + genCardC + "\n" + custom,
			generated: genStats,
			want:      "# my header\n\n" + strings.TrimSuffix(genCardA, "  incomplete \"behaviour not written: reaction\"\n}\n") + byHand + "\n" + genCardB + "\n" + genCardC + "\n" + custom,
		},
		{
			name:      "new first card goes before the header's card, header stays on top",
			existing:  "# mine\n\ncard 11003 \"C\" {\n  location\n}\n",
			generated: "# gen\n\ncard 11001 \"A\" {\n  event\n}\n\ncard 11003 \"C\" {\n  location\n}\n",
			want:      "# mine\n\ncard 11001 \"A\" {\n  event\n}\n\ncard 11003 \"C\" {\n  location\n}\n",
		},
		{
			name: "text: owned lines replaced, translator lines kept, notes regenerated",
			existing: `text de 11001 {
  title "Alt"
  ability reaction "<b>Reaktion:</b> von Hand übersetzt."
  note "German data has no text for this card"
}
`,
			generated: `text de 11001 {
  title "Neu"
  traits "Lord."
  note "German data has no flavor text"
}
`,
			want: `text de 11001 {
  title "Neu"
  traits "Lord."
  ability reaction "<b>Reaktion:</b> von Hand übersetzt."
  note "German data has no flavor text"
}
`,
		},
		{
			name:      "one-line blocks and semicolons",
			existing:  "pack TSC \"The Shadow City\" { cycle dance-of-shadows; number 1; note2 x }\n",
			generated: "pack TSC \"The Shadow City\" {\n  cycle dance-of-shadows\n  number 2\n}\n",
			want:      "pack TSC \"The Shadow City\" {\n cycle dance-of-shadows\n number 2\n note2 x }\n",
		},
		{
			name:      "braces and hashes inside strings and raw strings",
			existing:  "card 1 \"A {#}\" {\n  cost 1\n  lua `function f() return \"}\" end`\n  flavor \"a } # b\"\n}\n",
			generated: "card 1 \"A {#}\" {\n  cost 2\n}\n",
			want:      "card 1 \"A {#}\" {\n  cost 2\n  lua `function f() return \"}\" end`\n  flavor \"a } # b\"\n}\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Merge("x.card", []byte(tt.existing), []byte(tt.generated))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			again, err := Merge("x.card", got, []byte(tt.generated))
			if err != nil {
				t.Fatal(err)
			}
			if string(again) != string(got) {
				t.Errorf("merge is not idempotent:\n%s\nthen\n%s", got, again)
			}
		})
	}
}

func TestMergeRejectsBrokenFiles(t *testing.T) {
	for _, src := range []string{
		"card 1 \"A\" {\n  cost 1\n",
		"card 1 \"A\" {\n}\n}\n",
		"card 1 \"A {\n}\n",
		"card 1 \"A\" {\n  lua `x\n}\n",
		"card 1 \"A\" {\n}\ncard 1 \"A\" {\n}\n",
	} {
		if _, err := Merge("x.card", []byte(src), []byte(genStats)); err == nil {
			t.Errorf("no error for %q", src)
		}
	}
}

func TestMergeKeepsRemovedIncomplete(t *testing.T) {
	// the author finished the card and deleted `incomplete`: a re-import
	// must not bring it back
	existing := strings.Replace(genStats, "  incomplete \"behaviour not written: reaction\"\n", "  reaction r {\n    do draw 1\n  }\n", 1)
	got, err := Merge("x.card", []byte(existing), []byte(genStats))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != existing {
		t.Errorf("got\n%s\nwant\n%s", got, existing)
	}
}

func FuzzMerge(f *testing.F) {
	f.Add(genStats, genStats)
	f.Add("card 1 \"A\" { cost 1; x (a\n b) }\n", "card 1 \"A\" {\n  cost 2\n}\n")
	f.Add("text de 1 {\n  note \"x\"\n}\n# end", "text de 1 {\n  title \"T\"\n}\n")
	f.Fuzz(func(t *testing.T, existing, generated string) {
		out, err := Merge("x.card", []byte(existing), []byte(generated))
		if err != nil {
			return
		}
		again, err := Merge("x.card", out, []byte(generated))
		if err != nil {
			t.Fatalf("merged output does not merge again: %v\n%s", err, out)
		}
		_ = again
	})
}

func TestDuplicateCards(t *testing.T) {
	// 11002 changed faction: the import writes it to the new file, the
	// merge keeps the hand-written block in the old one.
	in := fixture()
	old := map[string][]byte{"dance-of-shadows/the-shadow-city.card": []byte("card 11002 \"Bolton Flayer\" {\n  reaction r {\n  }\n}\n")}
	in.Packs[0].Name = "The Shadow City Revised"
	lib, err := Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	files, err := lib.Merged(func(p string) ([]byte, error) {
		if b, ok := old[p]; ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	})
	if err != nil {
		t.Fatal(err)
	}
	for p, b := range old {
		files[p] = b
	}
	dups := DuplicateCards(files)
	want := []string{"dance-of-shadows/the-shadow-city-revised.card", "dance-of-shadows/the-shadow-city.card"}
	if len(dups) != 1 || strings.Join(dups["11002"], " ") != strings.Join(want, " ") {
		t.Errorf("duplicates %v, want 11002 in %v", dups, want)
	}
	if d := DuplicateCards(lib.Files); len(d) != 0 {
		t.Errorf("fresh library has duplicates: %v", d)
	}
}
