package po

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestRandomRoundTrip generates PO-like files (mostly well-formed entries,
// some stray lines) from a seeded source and checks the same round-trip
// property as FuzzPOParse on each.
func TestRandomRoundTrip(t *testing.T) {
	pieces := []string{"a", "ü", " ", "\\n", "\\t", "\\\"", "\\\\", "\\x41", "\\101", "\\r", "#", "msgid", ":", ""}
	str := func(r *rand.Rand) string {
		var b strings.Builder
		b.WriteByte('"')
		for j := r.IntN(5); j > 0; j-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteByte('"')
		return b.String()
	}
	prefixes := []string{"", "", "", "#~ ", "#| ", "#~ #| "}
	kws := []string{"msgctxt ", "msgid ", "msgstr ", "msgid_plural ", "msgstr[0] ", "msgstr[1] ", ""}
	comments := []string{"# t", "#. e", "#: a:1 b:2", "#, fuzzy, c-format", "#", "#.", "#x"}
	r := rand.New(rand.NewPCG(1, 2))
	nonEmpty, entries := 0, 0
	n := 30000
	if testing.Short() {
		n = 3000
	}
	for i := 0; i < n; i++ {
		var b strings.Builder
		if r.IntN(2) == 0 {
			for e := r.IntN(4); e >= 0; e-- {
				obs := ""
				if r.IntN(4) == 0 {
					obs = "#~ "
				}
				for c := r.IntN(3); c > 0; c-- {
					b.WriteString(comments[r.IntN(len(comments))] + "\n")
				}
				if r.IntN(3) == 0 {
					b.WriteString(obs + "#| msgid " + str(r) + "\n")
				}
				if r.IntN(2) == 0 {
					b.WriteString(obs + "msgctxt " + str(r) + "\n")
				}
				b.WriteString(obs + "msgid " + str(r) + "\n")
				for c := r.IntN(3); c > 0; c-- {
					b.WriteString(obs + str(r) + "\n")
				}
				if r.IntN(3) == 0 {
					b.WriteString(obs + "msgid_plural " + str(r) + "\n" + obs + "msgstr[0] " + str(r) + "\n" + obs + str(r) + "\n" + obs + "msgstr[1] " + str(r) + "\n")
				} else {
					b.WriteString(obs + "msgstr " + str(r) + "\n" + obs + str(r) + "\n")
				}
				if r.IntN(3) > 0 {
					b.WriteString("\n")
				}
				if r.IntN(8) == 0 {
					b.WriteString(kws[r.IntN(len(kws))] + str(r) + "\n")
				}
			}
		}
		for j := r.IntN(14); j > 0; j-- {
			switch r.IntN(6) {
			case 0:
				b.WriteString(comments[r.IntN(len(comments))])
			case 1:
				// blank
			default:
				b.WriteString(prefixes[r.IntN(len(prefixes))] + kws[r.IntN(len(kws))] + str(r))
			}
			b.WriteString("\n")
		}
		src := []byte(b.String())
		file := rewriteStable(t, src)
		if len(file.Entries) > 0 {
			nonEmpty++
			entries += len(file.Entries)
		}
	}
	t.Logf("%d files with entries, %d entries", nonEmpty, entries)
	if nonEmpty < n/4 {
		t.Errorf("only %d of %d generated files had entries; the generator is broken", nonEmpty, n)
	}
}

// rewriteStable parses src, writes it and reads the output back: the same
// entries must come back (up to positions and comment line breaks), and
// writing them again gives the same bytes. It returns the first parse.
//
// The report and the entries agree: no entry Parse returns holds a line it
// reported (an entry with an error is dropped, not returned as good).
func rewriteStable(t *testing.T, src []byte) *File {
	t.Helper()
	file, reported := Parse("f.po", src)
	for _, d := range reported {
		for _, e := range file.Entries {
			if l := d.Subject.Start.Line; d.Severity == diag.Error && l >= e.Pos.Line && l <= e.endLine {
				t.Fatalf("%q: entry of lines %d-%d returned, but line %d was reported: %s", src, e.Pos.Line, e.endLine, l, d.Summary)
			}
		}
	}
	first := file.Bytes()
	again, ds := Parse("again.po", first)
	if len(ds) > 0 {
		t.Fatalf("%q -> %q: written output does not parse: %v", src, first, ds)
	}
	if len(again.Entries) != len(file.Entries) {
		t.Fatalf("%q -> %q: %d entries read back, want %d", src, first, len(again.Entries), len(file.Entries))
	}
	for i := range again.Entries {
		a, b := *again.Entries[i], *file.Entries[i]
		a.Pos, a.endLine = b.Pos, b.endLine
		a.Comments, b.Comments = lines(a.Comments), lines(b.Comments)
		a.Extracted, b.Extracted = lines(a.Extracted), lines(b.Extracted)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q -> %q: entry %d changed:\n%#v\n%#v", src, first, i, a, b)
		}
	}
	if second := again.Bytes(); !bytes.Equal(first, second) {
		t.Fatalf("%q -> %q: second write differs: %q", src, first, second)
	}
	return file
}
