package diag

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// at is the range of the first occurrence of sub in src (one line).
func at(src, sub string) Range {
	i := strings.Index(src, sub)
	line := strings.Count(src[:i], "\n") + 1
	col := i - strings.LastIndex(src[:i], "\n")
	return Range{Start: Pos{Filename: "f", Offset: i, Line: line, Column: col},
		End: Pos{Filename: "f", Offset: i + len(sub), Line: line, Column: col + len(sub)}}
}

func TestApplyEdits(t *testing.T) {
	const src = "card {\n  do give-strength t 2\n  pack X\n  do kneel t # why\n}\n"
	for _, tc := range []struct {
		name  string
		edits []Edit
		want  string
		n     int
	}{
		{"replace", []Edit{Replace(at(src, "give-strength t 2"), "give t +2 strength")},
			"card {\n  do give t +2 strength\n  pack X\n  do kneel t # why\n}\n", 1},
		{"a deletion that leaves its line blank removes the line", []Edit{Replace(at(src, "pack X"), "")},
			"card {\n  do give-strength t 2\n  do kneel t # why\n}\n", 1},
		{"a deletion with text left on its line keeps the line", []Edit{Replace(at(src, "do kneel t"), "")},
			"card {\n  do give-strength t 2\n  pack X\n   # why\n}\n", 1},
		{"overlapping edits: the first by place is made", []Edit{Replace(at(src, "strength t"), "B"), Replace(at(src, "give-strength"), "A")},
			"card {\n  do A t 2\n  pack X\n  do kneel t # why\n}\n", 1},
		{"out of range", []Edit{{Range: Range{Start: Pos{Offset: 90}, End: Pos{Offset: 95}}, NewText: "x"}}, src, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, applied := ApplyEdits([]byte(src), tc.edits)
			if string(got) != tc.want || len(applied) != tc.n {
				t.Errorf("got %q (%d applied), want %q (%d)", got, len(applied), tc.want, tc.n)
			}
		})
	}
}

// TestFixEdits: the first fix of each diagnostic of the file, a fix that
// overlaps an earlier one left whole for the next pass.
func TestFixEdits(t *testing.T) {
	const src = "do give-strength t 2\n"
	a := Warningf("E0310", at(src, "give-strength t 2"), "old").WithFix("new", Replace(at(src, "give-strength t 2"), "give t +2 strength"))
	b := Warningf("E0310", at(src, "t 2"), "old").WithFix("half", Replace(at(src, "t"), "u"), Replace(at(src, "do"), "then"))
	c := Warningf("E0310", at(src, "do"), "no fix")
	edits := FixEdits(Diagnostics{a, b, c}, "f")
	if len(edits) != 1 || edits[0].NewText != "give t +2 strength" {
		t.Fatalf("edits: %v", edits)
	}
	if e := FixEdits(Diagnostics{a}, "other"); len(e) != 0 {
		t.Fatalf("edits of another file: %v", e)
	}
}

func TestFixRendering(t *testing.T) {
	const src = "do give-strength t 2\n"
	d := Warningf("E0310", at(src, "give-strength t 2"), "old").WithFix("write `give t +2 strength`", Replace(at(src, "give-strength t 2"), "give t +2 strength"))
	if text := Text(Diagnostics{d}, Sources{"f": []byte(src)}); !strings.Contains(text, "= fix: write `give t +2 strength`") {
		t.Errorf("text rendering without the fix:\n%s", text)
	}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, Diagnostics{d}); err != nil {
		t.Fatal(err)
	}
	var j JSON
	if err := json.Unmarshal(buf.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Fixes) != 1 || len(j.Fixes[0].Edits) != 1 {
		t.Fatalf("JSON fixes: %+v", j.Fixes)
	}
	e := j.Fixes[0].Edits[0]
	if e.Line != 1 || e.Column != 4 || e.EndColumn != 21 || e.Offset != 3 || e.EndOffset != 20 || e.NewText != "give t +2 strength" {
		t.Errorf("JSON edit: %+v", e)
	}
}
