package conformance

import (
	"strings"
	"testing"
)

func TestReadTable(t *testing.T) {
	const head = "<!-- table -->\n| case | verdict | why |\n|---|---|---|\n"
	const tail = "<!-- end of table -->\n"
	good := head + "| `a / b` | ours | Stealth: \"...\" |\n| `c` | not the rule | undo |\n" + tail
	rows, err := ReadTable([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Case != "a / b" || rows[0].Verdict != Ours || rows[0].Line != 4 || rows[1].Verdict != NotTheRule {
		t.Fatalf("rows = %+v", rows)
	}
	for _, tc := range []struct{ name, body, want string }{
		{"two cells", "| `a` | ours |\n", "three cells"},
		{"no backquotes", "| a | ours | why |\n", "backquotes"},
		{"unknown verdict", "| `a` | theirs | why |\n", "neither"},
		{"no why", "| `a` | ours |  |\n", "say why"},
		{"twice", "| `a` | ours | x |\n| `a` | ours | y |\n", "listed already on line 4"},
	} {
		_, err := ReadTable([]byte(head + tc.body + tail))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := ReadTable([]byte("no table here\n")); err == nil {
		t.Error("a README without the marker: no error")
	}
}

func TestReadNotRewritten(t *testing.T) {
	const head, tail = "<!-- not rewritten -->\n", "<!-- end of not rewritten -->\n"
	rows, err := ReadNotRewritten([]byte(head + "- `a / b`:\n  first line\n  second line.\n- `c`: short\n" + tail))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Case != "a / b" || rows[0].Why != "first line second line." || rows[1].Why != "short" {
		t.Fatalf("rows = %+v", rows)
	}
	for _, tc := range []struct{ name, body, want string }{
		{"shape", "* a: why\n", "an entry is"},
		{"no why", "- `a`:\n", "say why"},
		{"twice", "- `a`: x\n- `a`: y\n", "listed already on line 2"},
	} {
		_, err := ReadNotRewritten([]byte(head + tc.body + tail))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestReadPeerCases(t *testing.T) {
	got := ReadPeerCases([]byte("# from throneteki\n\na / b\n  c  \n"))
	if len(got) != 2 || got[0] != "a / b" || got[1] != "c" {
		t.Fatalf("got %q", got)
	}
}
