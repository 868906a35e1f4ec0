package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOwnRepositoryAsWorkspace: opened on Thronescript's own checkout, the
// server checks the library's files as the workspace (not twice: no
// duplicate packs, cards or keywords), and a keyword goes to the checkout's
// own prelude.
func TestOwnRepositoryAsWorkspace(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the repository")
	}
	root, err := filepath.Abs("..")
	if err != nil || !holdsLibrary(root) {
		t.Skip("not in a checkout")
	}
	c := startClient(t, root, Options{})
	for _, f := range []string{"cards/packs.card", "cards/prelude/keywords.card", "cards/core/stark.card"} {
		p := filepath.Join(root, f)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		uri := c.open(p, string(data))
		if d := c.diagnostics(uri, atVersion(1)); len(d.Diagnostics) != 0 {
			t.Errorf("%s: %+v", f, d.Diagnostics)
		}
		if f == "cards/core/stark.card" {
			locs := definition(t, c, uri, string(data), "keywords stealth", 10)
			if len(locs) != 1 || !strings.HasPrefix(uriToPath(locs[0].URI), root) {
				t.Errorf("stealth: %+v", locs)
			}
		}
	}
}
