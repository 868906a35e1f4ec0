package check

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// FuzzCheck checks that the checker never panics on any parsed input and
// that every diagnostic lies inside the input. Seeds: the mistake examples
// and the spec's examples.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(goodCard))
	names, _ := filepath.Glob("../../examples/mistakes/*.card")
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
	fence := regexp.MustCompile("(?s)```card(?:-error)?\n(.*?)```")
	if b, err := os.ReadFile("../../spec/language.md"); err == nil {
		for _, m := range fence.FindAllSubmatch(b, -1) {
			f.Add(m[1])
		}
	}
	v := checktest.Vocab()
	kw, _ := syntax.ParseFile("k.card", []byte(testKeywords))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, _ := syntax.ParseFile("f.card", src)
		_, ds := Check([]*syntax.File{file, kw}, Config{Vocab: v})
		for _, d := range ds {
			if d.Subject.Start.Filename != "f.card" {
				continue
			}
			s, e := d.Subject.Start, d.Subject.End
			if s.Offset < 0 || e.Offset > len(src) || s.Offset > e.Offset || s.Line < 1 || s.Column < 1 {
				t.Fatalf("diagnostic %v has range %v-%v outside the input of %d bytes", d, s, e, len(src))
			}
		}
	})
}
