package po

import (
	"os"
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
		rewriteStable(t, src)
	})
}
