package lua

import (
	"os"
	"regexp"
	"sort"
	"testing"

	glua "github.com/yuin/gopher-lua"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestAPIDocumented: every method of the game object is documented in
// API.md, and API.md documents no method that does not exist.
func TestAPIDocumented(t *testing.T) {
	doc, err := os.ReadFile("API.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, m := range regexp.MustCompile(`game:([a-z_]+)\(`).FindAllSubmatch(doc, -1) {
		documented[string(m[1])] = true
	}
	s := newState(NewRunner(Limits{}))
	defer s.L.Close()
	methods := s.game.Metatable.(*glua.LTable).RawGetString("__index").(*glua.LTable)
	var missing []string
	methods.ForEach(func(k, _ glua.LValue) {
		name := k.String()
		if !documented[name] {
			missing = append(missing, name)
		}
		delete(documented, name)
	})
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("methods missing from API.md: %v", missing)
	}
	if len(documented) > 0 {
		t.Errorf("API.md documents methods that do not exist: %v", documented)
	}
	// Every code is in the table of failures.
	for _, c := range diag.Codes() {
		if c.Package != "lua" {
			continue
		}
		if !regexp.MustCompile(`\| ` + c.Code + ` \|`).Match(doc) {
			t.Errorf("code %s missing from API.md", c.Code)
		}
	}
}
