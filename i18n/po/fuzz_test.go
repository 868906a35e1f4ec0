package po

import (
	"os"
	"testing"
)

// FuzzPOParse checks that Parse never panics, that no entry it returns
// holds a line it reported, and that whatever it returns survives a
// write/read round trip: the entries read back are the same, and writing
// them again gives the same bytes (rewriteStable).
func FuzzPOParse(f *testing.F) {
	for _, path := range []string{"testdata/sample.po", "testdata/sample.nowrap.po", "testdata/export.golden.po"} {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("msgid \"a\"\nmsgstr \"b\"\n"))
	f.Add([]byte("#~ msgid \"a\"\n#~ msgstr \"\"\n#~ \"b\"\n"))
	f.Add([]byte("#| msgid \"x\"\nmsgctxt \"c\"\nmsgid \"\"\n\"a\\n\"\n\"b\"\nmsgid_plural \"p\"\nmsgstr[0] \"\\101\"\nmsgstr[1] \"\\x41\"\n"))
	f.Add([]byte("msgid \"a\"\nmsgstr \"b\xff\"\n"))  // a reported byte (issue 31)
	f.Add([]byte("msgid \"a\"\nmsgstr \"\\2026\"\n")) // an escape of a stray byte
	f.Fuzz(func(t *testing.T, src []byte) {
		rewriteStable(t, src)
	})
}
