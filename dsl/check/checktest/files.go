package checktest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// ReadSources reads the files pattern matches, in sorted order, each named
// by its slash path without prefix; no match is an error.
func ReadSources(pattern, prefix string) ([]syntax.Source, error) {
	names, err := filepath.Glob(pattern)
	if err == nil && len(names) == 0 {
		err = fmt.Errorf("no files match %s", pattern)
	}
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	srcs := make([]syntax.Source, 0, len(names))
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		srcs = append(srcs, syntax.Source{Name: strings.TrimPrefix(filepath.ToSlash(n), prefix), Src: b})
	}
	return srcs, nil
}
