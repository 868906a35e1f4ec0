package interp_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// TestUserFilesReplaceLibrary: a user's file loaded on top of the built-in
// library may redefine a library keyword or card (the designer's A/B
// test); two of the user's own files may not define the same code.
func TestUserFilesReplaceLibrary(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("renown.card", "keyword renown {\n  card-types character\n  framework gain-power {\n    step challenge-keywords\n    if participating self and winner controller\n    do gain-power 2 on self\n  }\n}\n")
	write("bastard.card", "card 01053 \"Bastard in Hiding\" {\n  character\n  faction baratheon\n  cost 2\n  strength 9\n  icons military power\n}\n")
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: []string{dir}})
	if ds.HasErrors() {
		t.Fatalf("replacing library definitions is an error: %v", ds.Errors())
	}
	if got := lib.Defs["01053"].Strength; got != 9 {
		t.Errorf("01053 strength %d, want the user's 9", got)
	}
	n := 0
	for _, k := range lib.Checked.Keywords {
		if k.Name == "renown" {
			n++
			if k.File != filepath.Join(dir, "renown.card") {
				t.Errorf("renown comes from %s, want the user's file", k.File)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d renown definitions, want 1", n)
	}

	write("bastard2.card", "card 01053 \"Bastard Twice\" {\n  character\n  faction baratheon\n  cost 2\n  strength 1\n  icons military\n}\n")
	_, ds = library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: []string{dir}})
	if !ds.HasErrors() {
		t.Error("two user files with the same code were accepted")
	}
}
