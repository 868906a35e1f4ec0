package interp

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCompilerReadsCheckedModel: the compiler works from dsl/check's
// model alone; dsl/syntax is imported only by the files of the entry
// point that parses (Build) and keeps the sources and trees it read.
func TestCompilerReadsCheckedModel(t *testing.T) {
	parses := map[string]bool{"build.go": true, "library.go": true, "checksources.go": true}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || parses[name] {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); strings.HasSuffix(p, "/dsl/syntax") {
				t.Errorf("%s imports dsl/syntax: the compiler reads the checked model (dsl/check), not the syntax tree", name)
			}
		}
	}
}
