package cards

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/format"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestFilesMatchTheFolder checks that every .card file in the source tree
// (outside Go package folders' testdata) is embedded and listed.
func TestFilesMatchTheFolder(t *testing.T) {
	var onDisk []string
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Go packages and their testdata hold no library files; prelude/ is
		// embedded once the lead adds it to the go:embed line.
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "importer" || d.Name() == "deck" || d.Name() == "i18n" ||
			d.Name() == "catalog" || d.Name() == "internal" || (d.Name() == "prelude" && !embedded("prelude"))) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".card") {
			onDisk = append(onDisk, filepath.ToSlash(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got := Files()
	first := 0
	for first < len(got) && strings.HasPrefix(got[first], "prelude/") {
		first++
	}
	if first >= len(got) || got[first] != "packs.card" {
		t.Fatalf("Files() = %v, want prelude/ then packs.card first", got)
	}
	sorted := append([]string(nil), got...)
	sort.Strings(sorted)
	sort.Strings(onDisk)
	if strings.Join(sorted, "\n") != strings.Join(onDisk, "\n") {
		t.Errorf("embedded:\n%s\non disk:\n%s", strings.Join(sorted, "\n"), strings.Join(onDisk, "\n"))
	}
	for _, p := range got {
		b, err := FS.ReadFile(p)
		if err != nil || len(b) == 0 {
			t.Errorf("%s: %v (%d bytes)", p, err, len(b))
		}
		disk, _ := os.ReadFile(filepath.FromSlash(p))
		if string(disk) != string(b) {
			t.Errorf("%s: embedded content differs from the file", p)
		}
	}
}

// TestFilesParse checks that every library file is valid syntax for the
// language's parser.
func TestFilesParse(t *testing.T) {
	for _, p := range Files() {
		b, err := FS.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, ds := syntax.ParseFile(p, b); len(ds) > 0 {
			t.Errorf("%s: %v", p, ds.Error())
		}
	}
}

// embedded reports whether the folder dir is part of FS.
func embedded(dir string) bool {
	_, err := fs.Stat(FS, dir)
	return err == nil
}

// TestFilesAreFormatted keeps the library in the one canonical layout:
// `throne fmt -l cards` lists nothing (`throne fmt -w FILE` fixes one).
func TestFilesAreFormatted(t *testing.T) {
	for _, name := range Files() {
		src, err := fs.ReadFile(FS, name)
		if err != nil {
			t.Fatal(err)
		}
		f, ds := syntax.ParseFile(name, src)
		if len(ds) > 0 {
			t.Errorf("%s: %v", name, ds)
			continue
		}
		if got := format.File(f); string(got) != string(src) {
			t.Errorf("%s is not in the canonical layout: run `throne fmt -w cards/%s`", name, name)
		}
	}
}
