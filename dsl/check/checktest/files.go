package checktest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// TB is the part of testing.TB that ReadSources uses.
type TB interface {
	Helper()
	Fatal(args ...any)
}

// ReadSources reads the files pattern matches, in sorted order, each named
// by its slash path without prefix; no match, or a file it cannot read,
// fails tb.
func ReadSources(tb TB, pattern, prefix string) []syntax.Source {
	tb.Helper()
	names, err := filepath.Glob(pattern)
	if err == nil && len(names) == 0 {
		err = fmt.Errorf("no files match %s", pattern)
	}
	if err != nil {
		tb.Fatal(err)
	}
	sort.Strings(names)
	srcs := make([]syntax.Source, 0, len(names))
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			tb.Fatal(err)
		}
		srcs = append(srcs, syntax.Source{Name: strings.TrimPrefix(filepath.ToSlash(n), prefix), Src: b})
	}
	return srcs
}
