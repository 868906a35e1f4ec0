package thronescript_test

import (
	"bufio"
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/thronescript/thronescript"

// designEdges reads the allowed imports from the ```imports block of
// DESIGN.md ("from -> to" per line, module-relative paths).
func designEdges(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	edges := map[string]bool{}
	in, found := false, false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "```imports":
			in, found = true, true
		case in && line == "```":
			in = false
		case in && line != "":
			from, to, ok := strings.Cut(line, " -> ")
			if !ok || strings.ContainsAny(from+to, " \t") {
				t.Fatalf("DESIGN.md:%d: %q is not `from -> to`", n, line)
			}
			edges[from+" -> "+to] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if !found {
		t.Fatal("DESIGN.md has no ```imports block")
	}
	return edges
}

// moduleEdges lists the imports between the module's packages (test files
// excluded) and the packages, read from the Go files by go/build (so go
// test notices when they change).
func moduleEdges(t *testing.T) (edges, pkgs map[string]bool) {
	t.Helper()
	edges, pkgs = map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if dir != "." && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			var noGo *build.NoGoError
			if errors.As(err, &noGo) {
				return nil
			}
			return err
		}
		from := filepath.ToSlash(dir)
		if len(pkg.GoFiles) > 0 {
			pkgs[from] = true
		}
		for _, imp := range pkg.Imports {
			if to, ok := strings.CutPrefix(imp, module+"/"); ok {
				edges[from+" -> "+to] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return edges, pkgs
}

// TestImportGraph: the imports between the module's packages are exactly
// the ones DESIGN.md allows.
func TestImportGraph(t *testing.T) {
	allowed := designEdges(t)
	real, _ := moduleEdges(t)
	var extra, gone []string
	for e := range real {
		if !allowed[e] {
			extra = append(extra, e)
		}
	}
	for e := range allowed {
		if !real[e] {
			gone = append(gone, e)
		}
	}
	slices.Sort(extra)
	slices.Sort(gone)
	for _, e := range extra {
		t.Errorf("import %s is not in DESIGN.md's imports block: remove it, or list it there with a reason in the package table", e)
	}
	for _, e := range gone {
		t.Errorf("DESIGN.md lists import %s, which no package has any more: remove the line", e)
	}
}

// TestPackagesInDesign: every package of the module is named (as `path`) in
// DESIGN.md's package table.
func TestPackagesInDesign(t *testing.T) {
	design, err := os.ReadFile("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	_, pkgs := moduleEdges(t)
	for p := range pkgs {
		if !strings.Contains(string(design), "`"+p+"`") {
			t.Errorf("package %s is not in DESIGN.md's package table", p)
		}
	}
}
