package lua_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/interp"
)

// TestAPIListsEveryEffect keeps the effect table of API.md equal to the
// vocabulary's effects (interp.Registry.WriteLuaEffects); -update rewrites it.
func TestAPIListsEveryEffect(t *testing.T) {
	const begin, end = "<!-- effects: generated from the vocabulary", "<!-- end of effects -->"
	data, err := os.ReadFile("API.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i := strings.Index(doc, begin)
	j := strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("API.md has no generated effect table (%q … %q)", begin, end)
	}
	i += strings.Index(doc[i:], "\n") + 1
	var table bytes.Buffer
	if err := interp.NewRegistry().WriteLuaEffects(&table); err != nil {
		t.Fatal(err)
	}
	if doc[i:j] == table.String() {
		return
	}
	if u := flag.Lookup("update"); u != nil && u.Value.String() == "true" {
		f, err := os.CreateTemp(".", "API.md.*")
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.WriteString(doc[:i] + table.String() + doc[j:])
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Rename(f.Name(), "API.md")
		}
		if err != nil {
			os.Remove(f.Name())
			t.Fatal(err)
		}
		return
	}
	t.Errorf("API.md's effect table is not the vocabulary's; run go test ./lua -run TestAPIListsEveryEffect -update")
}
