package messages_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
)

// TestLuaOutOfStepsInCatalog: the lines of a card's Lua hook running out
// of steps (each call, and the hook disabled after three) are texts of the
// catalogs, so German reads them in German, with the hook and where it is
// defined (issue 38); before, they were English built by Sprintf, outside
// the catalogs.
func TestLuaOutOfStepsInCatalog(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "flood.card"), []byte(gametest.FlooderSource("while true do end")), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := gametest.Library(t, dir)
	g := gametest.RunFlooder(t, lib, 4)
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{
			"Lua hook h (flood.card:9:1, E0604) of Flooder ran out of its budget of 250000 steps: the ability fails",
			"Lua hook h (flood.card:8:1, E0604) of Flooder ran out of steps 3 times: it is disabled for the rest of the game",
		}},
		{"de", []string{
			"die Lua-Funktion h (flood.card:9:1, E0604) von Flooder hat ihr Budget von 250000 Schritten aufgebraucht: die Fähigkeit schlägt fehl",
			"die Lua-Funktion h (flood.card:8:1, E0604) von Flooder hat 3-mal ihre Schritte aufgebraucht: sie ist für den Rest des Spiels abgeschaltet",
		}},
	} {
		cat, err := messages.LoadCatalog(tc.lang, lib)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for i := range g.Log() {
			lines = append(lines, strings.ReplaceAll(cat.Render(g, &g.Log()[i], -1), filepath.ToSlash(dir)+"/", ""))
		}
		if len(lines) != 4 || lines[0] != tc.want[0] || lines[1] != tc.want[0] || lines[2] != tc.want[0] || lines[3] != tc.want[1] {
			t.Errorf("%s: the log reads\n%s\nwant 3 times %q, then %q", tc.lang, strings.Join(lines, "\n"), tc.want[0], tc.want[1])
		}
	}
}
