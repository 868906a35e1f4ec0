package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/lua"
)

// TestConfineLuaSizeBeforeRead: a Lua file larger than the compiler's
// limit is refused from its size, before it is read.
func TestConfineLuaSizeBeforeRead(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.lua")
	if err := os.WriteFile(big, make([]byte, lua.MaxSourceBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	card := filepath.ToSlash(filepath.Join(dir, "x.card"))
	if _, why := confineLua(card, "big.lua"); !strings.Contains(why, "more than the limit") {
		t.Errorf("big file: %q", why)
	}
	for rel, want := range map[string]string{
		"/dev/zero":     "an absolute path",
		"../x.lua":      "out of the card's folder",
		"a/../../x.lua": "out of the card's folder",
		"":              "no file name",
	} {
		if _, why := confineLua(card, rel); !strings.Contains(why, want) {
			t.Errorf("%q: %q, want %q", rel, why, want)
		}
	}
	if name, why := confineLua(card, "a/../ok.lua"); why != "" || !strings.HasSuffix(name, "/ok.lua") {
		t.Errorf("inside: %q %q", name, why)
	}
}
