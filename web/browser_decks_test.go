package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/thronescript/thronescript/deck"
)

// shippedDecks are every deck of examples/decks, as throne serve offers
// them.
func shippedDecks(t testing.TB) []Deck {
	var out []Deck
	for _, n := range []string{"martell-assault-from-the-shadows.txt", "lannister-kraken-schemes.txt", "stark-shadows-of-the-north.txt", "targaryen-sun-and-dragon.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "examples", "decks", n))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Deck{Name: n, Data: b})
	}
	return out
}

// playToEnd answers every question of the game on the page until it ends:
// a highlighted card (on the board or in the panel) every third question
// and whenever no button is offered, else the first button; a card with
// several options opens its menu, whose first entry is taken. It returns
// the result's text, the codes of the cards seen in the player's hand and
// the number of answers given by clicking a card.
func playToEnd(t *testing.T, ctx context.Context, shot string) (string, map[string]bool, int) {
	t.Helper()
	seen := map[string]bool{}
	last := ""
	cardClicks := 0
	for clicks := 0; clicks < 4000; clicks++ {
		run(t, ctx, "wait for a question", waitJS(fmt.Sprintf(`(() => { const r = document.querySelector("#play-result"); const p = document.querySelector("#play-prompt[data-seq]"); return !!r || (p && p.dataset.seq !== %q); })()`, last)))
		state := eval[string](t, ctx, fmt.Sprintf(`(() => {
			for (const m of document.querySelectorAll('#play-board [data-mine="1"] [data-area="hand"] .mini[data-code]')) (window.seenCodes ||= new Set()).add(m.dataset.code);
			if (document.querySelector("#play-result")) return "over";
			const p = document.querySelector("#play-prompt[data-seq]");
			const cards = document.querySelectorAll("#play-game .mini.choosable");
			const button = p.querySelector(".opts button");
			if (cards.length && (%d %% 3 === 0 || !button)) {
				cards[0].click();
				const m = document.querySelector("#play-cardmenu button");
				if (m) m.click();
				return "card:" + p.dataset.seq;
			}
			button.click();
			return "button:" + p.dataset.seq;
		})()`, clicks))
		if state == "over" {
			break
		}
		if strings.HasPrefix(state, "card:") {
			cardClicks++
		}
		_, last, _ = strings.Cut(state, ":")
		// the board in the middle of a challenge (attackers and defenders
		// declared), once
		if shot != "" && eval[bool](t, ctx, `document.querySelectorAll("#play-board .mini.attacking").length > 0 && !!document.querySelector("#play-challenge") && !!document.querySelector("#play-prompt[data-seq]")`) {
			screenshot(t, ctx, shot)
			shot = ""
		}
	}
	for _, c := range eval[[]string](t, ctx, `[...(window.seenCodes || [])]`) {
		seen[c] = true
	}
	return text(t, ctx, "#play-result"), seen, cardClicks
}

// TestBrowserDeckBuilderCustomCard: a fan builds a deck with the card they
// wrote: opens a shipped deck in the deck builder, adds their card from
// the workspace's cards, sees the live deck check refuse a card of another
// faction and accept the deck without it, saves it as a ThronesDB
// text file in the workspace (which then reads as the same deck), and
// plays it against the bot to the end.
func TestBrowserDeckBuilderCustomCard(t *testing.T) {
	s, hs, dir := serveDir(t, map[string]string{"knights.card": knights(3)}, Options{Decks: shippedDecks(t)})
	ctx := browser(t)
	checked := func() int { return eval[int](t, ctx, `+(document.getElementById("db-check").dataset.seq || 0)`) }
	run(t, ctx, "open the deck builder with the shipped Stark deck",
		chromedp.Navigate(hs.URL+"/#decks"),
		waitJS(`document.body.dataset.ready === "1"`),
		chromedp.SetValue(css("#db-open"), "shipped:stark-shadows-of-the-north.txt"),
		js(`document.getElementById("db-open").dispatchEvent(new Event("change"))`),
		waitJS(`(document.getElementById("db-legal")||{}).className === "legal"`),
	)
	if s := text(t, ctx, "#db-counts"); s != "7 plots · 60 draw cards" {
		t.Errorf("counts %q", s)
	}
	n0 := checked()
	run(t, ctx, "find the workspace's own card and add three",
		chromedp.Click(css("#db-mine")),
		js(`document.getElementById("db-mine").dispatchEvent(new Event("input"))`),
		chromedp.SendKeys(css("#db-search"), "Test Knight 1"),
		waitJS(`document.querySelectorAll("#db-results .db-row").length === 1`),
		chromedp.Click(css(`#db-results .db-row[data-code="90001"] .plus`)),
		chromedp.Click(css(`#db-results .db-row[data-code="90001"] .plus`)),
		chromedp.Click(css(`#db-results .db-row[data-code="90001"] .plus`)),
		waitJS(fmt.Sprintf(`+(document.getElementById("db-check").dataset.seq || 0) > %d && document.getElementById("db-counts").textContent.includes("63 draw")`, n0)),
	)
	if s := text(t, ctx, `#db-deck .db-row[data-code="90001"] .qty`); s != "3×" {
		t.Errorf("the deck holds %q of the card", s)
	}
	run(t, ctx, "63 cards are legal", waitJS(`(document.getElementById("db-legal")||{}).className === "legal"`))
	// a Lannister character in a Stark deck is not
	n1 := checked()
	run(t, ctx, "add a card of another faction",
		chromedp.Click(css("#db-mine")), chromedp.Click(css("#db-in-faction")),
		js(`document.getElementById("db-mine").dispatchEvent(new Event("input"))`),
		js(`(e => { e.value = "Tyrion Lannister"; e.dispatchEvent(new Event("input")); })(document.getElementById("db-search"))`),
		waitJS(`!!document.querySelector('#db-results .db-row[data-code="05002"]')`),
		chromedp.Click(css(`#db-results .db-row[data-code="05002"] .plus`)),
		waitJS(fmt.Sprintf(`+(document.getElementById("db-check").dataset.seq || 0) > %d && document.getElementById("db-counts").textContent.includes("64 draw")`, n1)),
	)
	if s := text(t, ctx, "#db-check"); !strings.Contains(s, "Not legal") || !strings.Contains(s, "Tyrion Lannister") {
		t.Errorf("the check of a Lannister card in a Stark deck says %q", s)
	}
	run(t, ctx, "take it out again",
		chromedp.Click(css(`#db-deck .db-row[data-code="05002"] .minus`)),
		waitJS(`document.getElementById("db-counts").textContent.includes("63 draw") && (document.getElementById("db-legal")||{}).className === "legal"`))
	screenshot(t, ctx, "deck-builder")
	run(t, ctx, "save it in the workspace",
		chromedp.SetValue(css("#db-save-name"), filepath.Join(dir, "decks", "knights.txt")),
		chromedp.Click(css("#db-save")),
		waitJS(`!!document.getElementById("db-save-msg").dataset.saved`),
	)
	b, err := os.ReadFile(filepath.Join(dir, "decks", "knights.txt"))
	if err != nil {
		t.Fatal(err)
	}
	dd, ds := deck.Parse("knights.txt", b, s.index().Deck())
	if ds.HasErrors() || dd.DrawCount() != 63 || dd.PlotCount() != 7 || dd.Faction != "stark" {
		t.Fatalf("the saved list reads as %v %d+%d cards:\n%s", ds, dd.DrawCount(), dd.PlotCount(), b)
	}
	found := false
	for _, e := range dd.Draw {
		found = found || (e.Card.Code == "90001" && e.Qty == 3)
	}
	if !found {
		t.Errorf("the saved list lacks 3x Test Knight 1:\n%s", b)
	}
	// the saved deck is one of the workspace's decks now
	var decks struct{ Decks []deckEntry }
	get(t, hs.URL+"/api/decks", &decks)
	if n := len(decks.Decks); n == 0 || decks.Decks[n-1].Source != "workspace" || !strings.HasSuffix(decks.Decks[n-1].File, "knights.txt") {
		t.Errorf("decks: %+v", decks.Decks)
	}
	run(t, ctx, "play it against the bot",
		chromedp.Click(css("#db-play")),
		waitJS(`location.hash === "#play" && document.getElementById("play-deck1").value === "builder"`),
		chromedp.Click(css("#play-start")),
		waitJS(`!!document.querySelector("#play-prompt[data-seq], #play-result")`),
	)
	res, seen, _ := playToEnd(t, ctx, "")
	if !strings.Contains(res, "wins the game") {
		t.Errorf("result %q", res)
	}
	log := eval[string](t, ctx, `document.getElementById("play-log").textContent`)
	if !strings.Contains(log, "plays the deck "+dd.Name) {
		t.Errorf("the log does not name the built deck %q", dd.Name)
	}
	t.Logf("custom card seen in hand: %v", seen["90001"] || seen["90002"])
}

// TestBrowserDeckImportSimulated: a ThronesDB list pasted into the deck
// builder is read and checked, and simulated against a shipped deck.
func TestBrowserDeckImportSimulated(t *testing.T) {
	_, hs, _ := serveDir(t, map[string]string{"knights.card": knights(1)}, Options{Decks: shippedDecks(t)})
	list, err := os.ReadFile(filepath.Join("..", "examples", "decks", "targaryen-sun-and-dragon.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := browser(t)
	run(t, ctx, "paste a list",
		chromedp.Navigate(hs.URL+"/#decks"),
		waitJS(`document.body.dataset.ready === "1"`),
		chromedp.SetValue(css("#db-import"), string(list)),
		chromedp.Click(css("#db-import-go")),
		waitJS(`(document.getElementById("db-legal")||{}).className === "legal"`),
		waitJS(`document.getElementById("db-name").value !== ""`),
	)
	name := eval[string](t, ctx, `document.getElementById("db-name").value`)
	if !strings.HasPrefix(name, "Targaryen") || text(t, ctx, "#db-counts") != "7 plots · 60 draw cards" {
		t.Errorf("imported %q with %q", name, text(t, ctx, "#db-counts"))
	}
	if s := text(t, ctx, "#db-import-msg"); s != "read 68 cards" {
		t.Errorf("import says %q", s)
	}
	run(t, ctx, "simulate it",
		chromedp.Click(css("#db-sim")),
		waitJS(`location.hash === "#simulate" && document.getElementById("sim-deck1").value === "builder"`),
		chromedp.SetValue(css("#sim-games"), "20"),
		chromedp.Click(css("#sim-run")),
		waitJS(`!!document.getElementById("sim-summary")`),
	)
	if s := text(t, ctx, "#sim-label"); !strings.Contains(s, "20 games") {
		t.Errorf("label %q", s)
	}
	bars := eval[[]string](t, ctx, `[...document.querySelectorAll("#sim-chart g.bar")].map(g => g.dataset.label)`)
	if len(bars) == 0 || !strings.Contains(bars[0], name) {
		t.Errorf("the chart's bars %q do not name the imported deck %q", bars, name)
	}
}

// TestBrowserBoardMidChallenge: the board during a challenge the player
// initiates — your side at the bottom, the opponent's at the top, the
// attacking cards marked and the challenge's strip naming both sides'
// STR, the question in its panel with the card that asks it.
func TestBrowserBoardMidChallenge(t *testing.T) {
	ctx, _, _ := openPage(t, 2, "play")
	run(t, ctx, "start a game", chromedp.Click(css("#play-start")), waitJS(`!!document.querySelector("#play-prompt[data-seq], #play-result")`))
	last := ""
	for clicks := 0; clicks < 2000; clicks++ {
		run(t, ctx, "wait for a question", waitJS(fmt.Sprintf(`(() => { const r = document.querySelector("#play-result"); const p = document.querySelector("#play-prompt[data-seq]"); return !!r || (p && p.dataset.seq !== %q); })()`, last)))
		if eval[bool](t, ctx, `document.querySelectorAll("#play-board .mini.attacking").length > 0 && !!document.querySelector("#play-challenge") && !!document.querySelector("#play-prompt[data-seq]")`) {
			screenshot(t, ctx, "board-challenge")
			mine := eval[bool](t, ctx, `!!document.querySelector('#play-board > .side-board[data-mine="1"]:last-child')`)
			strip := text(t, ctx, "#play-challenge")
			if !mine || !strings.Contains(strip, "STR") {
				t.Errorf("mid-challenge: own side last %v, strip %q", mine, strip)
			}
			return
		}
		// marshal what can be marshaled, attack with everything, defend
		// with nothing: a challenge comes soon
		state := eval[string](t, ctx, `(() => {
			if (document.querySelector("#play-result")) return "over";
			const p = document.querySelector("#play-prompt[data-seq]");
			const id = p.dataset.id;
			const cards = document.querySelectorAll("#play-game .mini.choosable");
			const buttons = [...p.querySelectorAll(".opts button")];
			let b = buttons[0];
			if ((id === "attackers" || id === "marshaling-window" || id === "setup-place") && cards.length) { cards[0].click(); const m = document.querySelector("#play-cardmenu button"); if (m) m.click(); return "card:" + p.dataset.seq; }
			if (id === "defenders" || id === "marshaling-window" || id === "setup-place" || id === "attackers") b = buttons.find(x => x.dataset.kind === "done" || x.dataset.kind === "pass") || b;
			if (!b && cards.length) { cards[0].click(); return "card:" + p.dataset.seq; }
			b.click();
			return "button:" + p.dataset.seq;
		})()`)
		if state == "over" {
			t.Fatal("the game ended before a challenge")
		}
		_, last, _ = strings.Cut(state, ":")
	}
	t.Fatal("no challenge after 2000 answers")
}

// TestBrowserAutoPass: the automatic passes (throneteki's prompt toggles).
// With every toggle off the player is asked at every action window of the
// first two rounds and the page passes none; with every one on, the page
// passes the windows where there is nothing to do but pass itself, and
// the toggles show as set.
func TestBrowserAutoPass(t *testing.T) {
	for _, on := range []bool{false, true} {
		ctx, _, _ := openPage(t, 2, "play")
		kinds := `["opp-marshaling", "own-marshaling", "plot", "draw", "challenges", "dominance", "other"]`
		run(t, ctx, "set the automatic passes and start a game",
			js(fmt.Sprintf(`localStorage.setItem("throne-autopass", JSON.stringify(Object.fromEntries(%s.map(k => [k, %v]))))`, kinds, on)),
			chromedp.Click(css("#play-start")),
			waitJS(`!!document.querySelector("#play-prompt[data-seq], #play-result")`))
		asked, last := 0, ""
		ids := map[string]int{}
		for answers := 0; answers < 300; answers++ {
			run(t, ctx, "wait for a question", waitJS(fmt.Sprintf(`(() => { const r = document.querySelector("#play-result"); const p = document.querySelector("#play-prompt[data-seq]"); return !!r || (p && p.dataset.seq !== %q); })()`, last)))
			state := eval[string](t, ctx, `(() => {
				if (document.querySelector("#play-result")) return "over";
				if (/^(Runde|Round) 3\b/.test(document.getElementById("play-when").textContent)) return "round3";
				const p = document.querySelector("#play-prompt[data-seq]");
				const seq = p.dataset.seq;
				const button = p.querySelector('.opts button[data-kind="pass"]') || p.querySelector(".opts button");
				const cards = document.querySelectorAll("#play-game .mini.choosable");
				const id = ["action", "marshaling-window"].includes(p.dataset.id) ? "window" : p.dataset.id;
				if (!button && cards.length) { cards[0].click(); const m = document.querySelector("#play-cardmenu button"); if (m) m.click(); }
				else button.click();
				return id + ":" + seq;
			})()`)
			if state == "over" || state == "round3" {
				break
			}
			id, seq, _ := strings.Cut(state, ":")
			last = seq
			ids[id]++
			if id == "window" {
				asked++
			}
		}
		passed := eval[string](t, ctx, `document.getElementById("page-play").dataset.autoPassed || "0"`)
		switch {
		case !on && (asked == 0 || passed != "0"):
			t.Errorf("with the automatic passes off, %d action windows were asked and the page passed %s itself", asked, passed)
		case on && passed == "0":
			t.Error("with every automatic pass on, the page passed nothing itself")
		}
		if on && !eval[bool](t, ctx, `[...document.querySelectorAll("#play-autopass input[data-pass]")].every(i => i.checked)`) {
			t.Error("the toggles do not show the automatic passes switched on")
		}
		t.Logf("automatic passes on=%v: %d action windows asked, %s passed by the page; questions %v", on, asked, passed, ids)
	}
}
