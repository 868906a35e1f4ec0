package syntax

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// FuzzParse checks that the parser never panics or hangs and that every
// diagnostic lies inside the input. The seeds are the spec examples.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"card 1 \"x\" {\n cost 3\n}\n", "a (b [c] d(e, f)) `g`", "}{)(][\"", "a {\n b { c\n"} {
		f.Add([]byte(s))
	}
	fence := regexp.MustCompile("(?s)```card(?:-error)?\n(.*?)```")
	docs, _ := filepath.Glob("../../spec/*.md")
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			continue
		}
		for _, m := range fence.FindAllSubmatch(b, -1) {
			f.Add(m[1])
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, ds := ParseFile("fuzz.card", src)
		if file == nil {
			t.Fatal("nil file")
		}
		checkRanges(t, src, ds)
	})
}
