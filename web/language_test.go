package web

import (
	"strings"
	"testing"
)

// TestWorkspaceLanguage: a workspace holding a language's catalog and text
// files makes it a language of the page — its menu entry (named by the
// catalog), the page's words, the cards' texts and the game log — with no
// rebuild; a language the page does not know is refused.
func TestWorkspaceLanguage(t *testing.T) {
	files := map[string]string{
		"catalog.fr.txt":     "[messages]\ndraws = {actor} pioche {n} {n:carte|cartes}\n[ui]\nlanguage-name = Français\npage-claim = Revendication\nround-header = Tour {n}\n",
		"core/plots.fr.card": "text fr 01024 {\n  title \"Imposition\"\n}\n",
	}
	_, hs, _ := serveDir(t, files, Options{})
	var info struct {
		Languages []struct{ Code, Name string }
		Words     map[string]map[string]string
	}
	if code := get(t, hs.URL+"/api/info", &info); code != 200 {
		t.Fatal(code)
	}
	var menu []string
	for _, l := range info.Languages {
		menu = append(menu, l.Code+"="+l.Name)
	}
	if got := strings.Join(menu, " "); got != "en=English de=Deutsch fr=Français" {
		t.Errorf("menu %q", got)
	}
	if info.Words["fr"]["claim"] != "Revendication" || info.Words["de"]["claim"] != "Schadenswert" || info.Words["fr"]["reserve"] != "Reserve" {
		t.Errorf("page words %v", info.Words)
	}
	// The cards carry their French text once the watcher has read it.
	waitFor(t, "the French text", func() bool {
		var cards struct {
			Cards []struct {
				Code  string
				Texts map[string]struct{ Title string }
			}
		}
		get(t, hs.URL+"/api/cards", &cards)
		for _, c := range cards.Cards {
			if c.Code == "01024" {
				return c.Texts["fr"].Title == "Imposition"
			}
		}
		return false
	})
	// A game in French logs with the catalog's texts.
	created := newGame(t, hs.URL+"/api/games?lang=fr", map[string]any{"p1": "human", "p2": "bot", "seed": 4})
	states, stop := seatStream(t, hs.URL, created.ID, created.Seats[0].Token)
	defer stop()
	var log []string
	nextPrompt(t, states, &log, 0)
	if !strings.Contains(strings.Join(log, "\n"), " pioche 7 cartes") {
		t.Errorf("no French in the log:\n%s", strings.Join(log, "\n"))
	}
}
