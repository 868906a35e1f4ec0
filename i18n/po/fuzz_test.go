package po

import (
	"bytes"
	"os"
	"reflect"
	"testing"
)

// FuzzPOParse checks that Parse never panics, and that whatever it accepts
// survives a write/read round trip: the entries read back are the same,
// and writing them again gives the same bytes.
func FuzzPOParse(f *testing.F) {
	for _, path := range []string{"testdata/sample.po", "testdata/sample.nowrap.po", "testdata/export.golden.po"} {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("msgid \"a\"\nmsgstr \"b\"\n"))
	f.Add([]byte("#~ msgid \"a\"\n#~ msgstr \"\"\n#~ \"b\"\n"))
	f.Add([]byte("#| msgid \"x\"\nmsgctxt \"c\"\nmsgid \"\"\n\"a\\n\"\n\"b\"\nmsgid_plural \"p\"\nmsgstr[0] \"\\101\"\nmsgstr[1] \"\\x41\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, _ := Parse("fuzz.po", src)
		first := file.Bytes()
		again, ds := Parse("again.po", first)
		if len(ds) > 0 {
			t.Fatalf("written output does not parse: %v\n%q", ds, first)
		}
		if len(again.Entries) != len(file.Entries) {
			t.Fatalf("%d entries read back, want %d\n%q", len(again.Entries), len(file.Entries), first)
		}
		for i := range again.Entries {
			a, b := *again.Entries[i], *file.Entries[i]
			a.Pos = b.Pos
			a.Comments, b.Comments = lines(a.Comments), lines(b.Comments)
			a.Extracted, b.Extracted = lines(a.Extracted), lines(b.Extracted)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("entry %d changed:\n%#v\n%#v\n%q", i, a, b, first)
			}
		}
		if second := again.Bytes(); !bytes.Equal(first, second) {
			t.Fatalf("second write differs:\n%q\n%q", first, second)
		}
	})
}
