package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser tests drive Debian's chromium (or the browser named by
// THRONE_BROWSER) through the pages. They skip, saying so, only when no
// browser is installed; .ci/run installs one.

var browserOnce struct {
	sync.Once
	path string
}

func browserPath() string {
	browserOnce.Do(func() {
		if p := os.Getenv("THRONE_BROWSER"); p != "" {
			browserOnce.path = p
			return
		}
		for _, n := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
			if p, err := exec.LookPath(n); err == nil {
				browserOnce.path = p
				return
			}
		}
	})
	return browserOnce.path
}

// browser opens a headless browser tab for the test (closed at its end).
func browser(t testing.TB) context.Context {
	t.Helper()
	p := browserPath()
	if p == "" {
		t.Skip("no browser found (install Debian's chromium, or set THRONE_BROWSER): skipping the real-browser test")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(p), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1400, 1000))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	// the test ends when no step has completed for browserStall (a step
	// is one run call), not after a fixed total: on a loaded machine a
	// test's steps can take minutes together while each progresses
	ctx, cancelT := context.WithCancel(ctx)
	stalled := time.AfterFunc(browserStall, cancelT)
	ctx = context.WithValue(ctx, progressKey{}, stalled)
	t.Cleanup(func() { stalled.Stop(); cancelT(); cancelC(); cancelA() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", p, err)
	}
	// a script error on the page fails the test (an empty workspace threw
	// a TypeError once, and a Lua file one in the highlighter)
	var mu sync.Mutex
	var thrown []string
	_ = chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*cdpruntime.EventExceptionThrown); ok {
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg = d.Exception.Description
			}
			mu.Lock()
			thrown = append(thrown, msg)
			mu.Unlock()
		}
	})
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, m := range thrown {
			t.Errorf("the page threw: %s", m)
		}
	})
	return ctx
}

type action = chromedp.Action[chromedp.Void]

// browserStall is how long a browser test may go without completing a
// step before it fails.
const browserStall = 3 * time.Minute

// progressKey holds the browser context's stall timer.
type progressKey struct{}

func run(t testing.TB, ctx context.Context, what string, actions ...action) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if stalled, ok := ctx.Value(progressKey{}).(*time.Timer); ok {
		stalled.Reset(browserStall)
	}
}

// waitJS waits until a JavaScript expression is true.
func waitJS(expr string) action {
	return chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second))
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// js runs a statement in the page.
func js(expr string) action { return chromedp.Evaluate[chromedp.Void](expr) }

// text reads an element's text ("" when there is none).
func text(t testing.TB, ctx context.Context, sel string) string {
	t.Helper()
	b, _ := json.Marshal(sel)
	return eval[string](t, ctx, fmt.Sprintf(`(document.querySelector(%s)||{}).textContent||""`, b))
}

func css(s string) chromedp.CSS { return chromedp.CSS(s) }

// screenshot saves the page to /tmp when THRONE_SCREENSHOTS names a folder.
func screenshot(t testing.TB, ctx context.Context, name string) {
	dir := os.Getenv("THRONE_SCREENSHOTS")
	if dir == "" {
		return
	}
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	_ = os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644)
}

// openPage serves a folder holding knights.card (n knights), opens a
// browser tab on one page of it (library, editor, play, simulate) and waits
// until the page is ready. It returns the tab, the server and the folder.
func openPage(t testing.TB, n int, page string) (context.Context, *httptest.Server, string) {
	t.Helper()
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(n)}, Options{})
	ctx := browser(t)
	run(t, ctx, "open the "+page+" page",
		chromedp.Navigate(hs.URL+"/#"+page),
		waitJS(`document.body.dataset.ready === "1"`),
	)
	return ctx, hs, dir
}

// TestBrowserLibraryVarys: search the library for Varys and see his card
// with Shadow 8.
func TestBrowserLibraryVarys(t *testing.T) {
	ctx, hs, _ := openPage(t, 2, "library")
	run(t, ctx, "open the library",
		chromedp.SendKeys(css("#lib-search"), "Varys"),
		// the three Varys (01029, 11119, 25077) and Varys's Riddle (04020)
		waitJS(`document.querySelectorAll("#lib-list .item").length === 4`),
		chromedp.Click(css(`#lib-list .item[data-code="11119"]`)),
		waitJS(`!!document.querySelector('#lib-detail .card[data-code="11119"]')`),
	)
	card := `#lib-detail .card[data-code="11119"]`
	if s := text(t, ctx, card+" .shadow"); s != "Shadow 8" {
		t.Errorf("shadow banner %q, want Shadow 8", s)
	}
	if s := text(t, ctx, card+" .title"); s != "Varys" {
		t.Errorf("title %q", s)
	}
	if s := text(t, ctx, card+" .cost"); s != "4" {
		t.Errorf("cost %q", s)
	}
	if s := text(t, ctx, card+" .str"); s != "STR 4" {
		t.Errorf("strength %q", s)
	}
	if s := text(t, ctx, card+` .text p[data-ability="reaction"] b`); s != "Reaction:" {
		t.Errorf("bold label %q", s)
	}
	if s := text(t, ctx, card+" .traits"); s != "Ally. Lord." {
		t.Errorf("traits %q", s)
	}
	if s := text(t, ctx, "#lib-source"); !strings.Contains(s, "keywords shadow(8) stealth") {
		t.Errorf("source %q", s)
	}
	screenshot(t, ctx, "library-varys")
	// German
	run(t, ctx, "switch to German", chromedp.SetValue(css("#lang"), "de"),
		js(`document.getElementById("lang").dispatchEvent(new Event("change"))`),
		waitJS(`(document.querySelector('#lib-detail .card .shadow')||{}).textContent === "Schatten 8"`))
	if s := text(t, ctx, card+" .keywords"); s != "Schatten (8). Heimlich." {
		t.Errorf("German keywords %q", s)
	}
	run(t, ctx, "back to English", chromedp.SetValue(css("#lang"), "en"),
		js(`document.getElementById("lang").dispatchEvent(new Event("change"))`))
	// filters: Martell characters with the Lord trait, then the search words
	run(t, ctx, "filter",
		js(`for (const [id, v] of [["lib-search", ""], ["lib-faction", "martell"], ["lib-type", "character"], ["lib-trait", "Lord"]]) {
			const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("input"));
		}`))
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#lib-list .item")].map(e => e.dataset.code)`)
	if len(got) < 3 {
		t.Errorf("Martell Lords: %v", got)
	}
	for _, code := range got {
		var c struct{ Card cardJSON }
		get(t, hs.URL+"/api/card/"+code, &c)
		if c.Card.Faction != "martell" || c.Card.Type != "character" || !slices.Contains(c.Card.Traits, "Lord") {
			t.Errorf("%s %s: %s %s %v is not a Martell Lord character", code, c.Card.Title, c.Card.Faction, c.Card.Type, c.Card.Traits)
		}
	}
	run(t, ctx, "search words", chromedp.SendKeys(css("#lib-search"), "used pile"))
	if n := eval[int](t, ctx, `document.querySelectorAll("#lib-list .item").length`); n == 0 || n >= len(got) {
		t.Errorf("Martell Lords with 'used pile' in their text: %d of %d", n, len(got))
	}
}

// TestBrowserEditor: a typo shows its diagnostic at its line, the quick fix
// and a save bring the new card into the preview.
func TestBrowserEditor(t *testing.T) {
	ctx, _, dir := openPage(t, 3, "editor")
	run(t, ctx, "open the editor",
		waitJS(`document.querySelectorAll("#ed-preview .card").length === 3`),
		waitJS(`document.querySelectorAll("#ed-scenarios .scen").length === 1`),
	)
	seq := func() int {
		return eval[int](t, ctx, `+document.getElementById("page-editor").dataset.seq`)
	}
	typo := strings.Replace(knights(3), "faction stark", "faction strak", 1)
	typo = strings.Replace(typo, "strength 2\n", "strength 6\n", 1)
	s0 := seq()
	run(t, ctx, "type a typo and save",
		edSet(typo),
		chromedp.Click(css("#ed-save")),
		waitJS(fmt.Sprintf(`+document.getElementById("page-editor").dataset.seq > %d`, s0)),
		waitJS(`!!document.querySelector('#ed-diags[data-source="lsp"] .diag[data-code="E0203"]')`),
	)
	if s := text(t, ctx, `#ed-diags .diag[data-line="3"][data-code="E0203"]`); !strings.Contains(s, "unknown faction") || !strings.Contains(s, `did you mean "stark"?`) {
		t.Errorf("diagnostic on line 3: %q", s)
	}
	// the language server's diagnostic in the editor: the word underlined,
	// one error marker in the gutter, on line 3
	run(t, ctx, "the editor marks the error", waitJS(`!!document.querySelector("#ed-host .cm-lintRange-error")`))
	if s := text(t, ctx, "#ed-host .cm-lintRange-error"); s != "strak" {
		t.Errorf("underlined %q, want strak", s)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#ed-host .cm-lint-marker-error").length`); n != 1 {
		t.Errorf("%d error markers in the gutter, want 1", n)
	}
	if line := eval[int](t, ctx, `(() => { const v = document.getElementById("ed-host").buffer.view; const m = document.querySelector("#ed-host .cm-lint-marker-error"); return v.state.doc.lineAt(v.posAtDOM(document.querySelector("#ed-host .cm-lintRange-error"))).number; })()`); line != 3 {
		t.Errorf("the error is on line %d, want 3", line)
	}
	if s := text(t, ctx, `#ed-preview .card[data-code="90001"] .str`); s != "STR 2" {
		t.Errorf("preview while broken %q: the last good card should stay", s)
	}
	screenshot(t, ctx, "editor-typo")
	fixAndSave(t, ctx, "quick fix and save", `.diag[data-line="3"]`)
	if s := text(t, ctx, `#ed-preview .card[data-code="90001"] .str`); s != "STR 6" {
		t.Errorf("preview after the fix %q, want STR 6", s)
	}
	if s := text(t, ctx, "#ed-scenarios .scen"); !strings.HasPrefix(s, "✓") {
		t.Errorf("scenario %q", s)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "knights.card"))
	if !strings.Contains(string(b), "faction stark\n  cost 2\n  strength 6") {
		t.Errorf("saved file:\n%s", b[:120])
	}
	screenshot(t, ctx, "editor-fixed")
}

// fixAndSave clicks the fix button of the diagnostic diag (a selector
// inside #ed-diags), saves, and waits for the saved file's check with no
// diagnostic left.
func fixAndSave(t testing.TB, ctx context.Context, what, diag string) {
	t.Helper()
	s := edSeq(t, ctx)
	run(t, ctx, what,
		chromedp.Click(css("#ed-diags "+diag+" button.fix")),
		chromedp.Click(css("#ed-save")),
		seqAfter(s),
		waitJS(`document.querySelectorAll("#ed-diags .diag").length === 0`))
}

// TestBrowserEditorDeprecation: a word of an earlier language version is
// shown with its fix as a button (the checker's fix, the one throne fix
// makes); clicking it writes the new form and the file checks clean.
func TestBrowserEditorDeprecation(t *testing.T) {
	ctx, _, dir := openPage(t, 3, "editor")
	run(t, ctx, "open the editor",
		waitJS(`document.querySelectorAll("#ed-preview .card").length === 3`),
	)
	seq := func() int {
		return eval[int](t, ctx, `+document.getElementById("page-editor").dataset.seq`)
	}
	old := strings.Replace(knights(3), "faction stark", "faction stark\n  action old {\n    target a character\n    do give-strength a 2 until end-of-phase\n  }", 1)
	s0 := seq()
	run(t, ctx, "write a version 1 form and save",
		edSet(old),
		chromedp.Click(css("#ed-save")),
		waitJS(fmt.Sprintf(`+document.getElementById("page-editor").dataset.seq > %d`, s0)),
		waitJS(`document.querySelectorAll('#ed-diags[data-source="lsp"] .diag[data-code=E0310] button.fix').length === 1`),
	)
	if s := text(t, ctx, `#ed-diags .diag[data-code="E0310"] button.fix`); s != "write `give a +2 strength until end-of-phase`" {
		t.Errorf("fix button %q", s)
	}
	fixAndSave(t, ctx, "click the fix and save", `.diag[data-code="E0310"]`)
	b, _ := os.ReadFile(filepath.Join(dir, "knights.card"))
	if !strings.Contains(string(b), "do give a +2 strength until end-of-phase") || strings.Contains(string(b), "give-strength") {
		t.Errorf("saved file:\n%s", b)
	}
}

// TestBrowserPlay: a game against the bot, played to its end by clicking
// option buttons and cards on the board.
func TestBrowserPlay(t *testing.T) {
	ctx, _, _ := openPage(t, 2, "play")
	run(t, ctx, "start a game",
		chromedp.Click(css("#play-start")),
		waitJS(`!!document.querySelector("#play-prompt[data-seq], #play-result")`),
	)
	if n := eval[int](t, ctx, `document.querySelectorAll('#play-board .side-board').length`); n != 2 {
		t.Fatalf("%d sides on the board", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#play-board .side-board[data-seat="0"] .area[data-area="hand"] .mini').length`); n != 7 {
		t.Errorf("own hand shows %d cards, want 7", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#play-board .side-board[data-seat="1"] .area[data-area="hand"] .mini').length`); n != 0 {
		t.Errorf("the opponent's hand shows %d cards", n)
	}
	screenshot(t, ctx, "play-setup")
	// Answer every question: a card on the board (every third question, and
	// when no button is offered), else the first button.
	res, _, cardClicks := playToEnd(t, ctx, "play-midgame")
	if !strings.Contains(res, "wins the game") {
		t.Errorf("result %q", res)
	}
	if cardClicks == 0 {
		t.Error("no card on the board was ever clicked")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#play-log div").length`); n < 50 {
		t.Errorf("log has %d lines", n)
	}
	t.Logf("%d answers by clicking a card: %s", cardClicks, res)
	screenshot(t, ctx, "play-over")
}

// TestBrowserSimulate: 200 games, the progress bar, the chart and the
// sortable card table.
func TestBrowserSimulate(t *testing.T) {
	ctx, _, _ := openPage(t, 2, "simulate")
	run(t, ctx, "run 200 games",
		chromedp.SetValue(css("#sim-games"), "200"),
		chromedp.Click(css("#sim-run")),
		waitJS(`+(document.getElementById("sim-progress").dataset.done || 0) > 0`),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#sim-chart g.bar").length >= 3`, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(150*time.Second)),
	)
	bars := eval[[]map[string]string](t, ctx, `[...document.querySelectorAll("#sim-chart g.bar")].map(g => ({...g.dataset}))`)
	var sum float64
	for _, b := range bars[:2] {
		var rate, low, high float64
		fmt.Sscan(b["rate"], &rate)
		fmt.Sscan(b["low"], &low)
		fmt.Sscan(b["high"], &high)
		if !(low <= rate && rate <= high && high-low > 0.01 && high-low < 0.2) {
			t.Errorf("bar %v: the interval does not hold the rate or is implausible", b)
		}
		sum += rate
	}
	if sum < 0.9 || sum > 1.0001 {
		t.Errorf("the players' win rates add up to %.3f", sum)
	}
	if s := text(t, ctx, "#sim-label"); !strings.Contains(s, "200 games") {
		t.Errorf("label %q", s)
	}
	if s := text(t, ctx, "#sim-summary"); !strings.Contains(s, "/200") {
		t.Errorf("summary %q", s)
	}
	rows := eval[int](t, ctx, `document.querySelectorAll("#sim-cards tbody tr").length`)
	if rows < 20 {
		t.Errorf("%d card rows", rows)
	}
	// sort by title, ascending, by clicking its header twice
	run(t, ctx, "sort", chromedp.Click(css(`#sim-cards th[data-key="title"]`)), chromedp.Click(css(`#sim-cards th[data-key="title"]`)))
	titles := eval[[]string](t, ctx, `[...document.querySelectorAll("#sim-cards tbody tr td:nth-child(2)")].map(td => td.textContent)`)
	for i := 1; i < len(titles); i++ {
		if titles[i-1] > titles[i] {
			t.Errorf("not sorted by title: %q before %q", titles[i-1], titles[i])
			break
		}
	}
	screenshot(t, ctx, "simulate")
}

// BenchmarkBrowserSaveToPage measures, in the browser, a one-card edit of a
// 20-card file: from the click on Save until the page shows the new
// diagnostics, the new card in the preview and the re-run scenario's
// result. It reports the 95th percentile (p95-ms) and the median (p50-ms).
//
//	go test ./web -run XXX -bench BrowserSaveToPage -benchtime 60x
func BenchmarkBrowserSaveToPage(b *testing.B) {
	ctx, _, _ := openPage(b, 20, "editor")
	run(b, ctx, "open the editor",
		waitJS(`document.querySelectorAll("#ed-preview .card").length === 20`),
		// benchSave saves text and resolves, once the page shows the
		// result, with the time it took and when its parts ended: the
		// save's POST (its answer holds the file's status) and the update
		// event (a listener of its own); the rest is drawing.
		js(`if (!window.benchFetch) {
			const f = window.fetch;
			window.benchFetch = {};
			window.fetch = (url, ...rest) => f(url, ...rest).then(r => { window.benchFetch[String(url).split("?")[0]] = performance.now(); return r; });
		}`),
		js(`window.benchSave = (text, str) => new Promise(resolve => {
			document.getElementById("ed-host").buffer.replaceAll(text);
			const page = document.getElementById("page-editor");
			const seq = +page.dataset.seq;
			const es = window.benchES || (window.benchES = new EventSource("/api/events"));
			let event = 0;
			const onUpdate = () => { if (!event) event = performance.now() - t0; };
			es.addEventListener("update", onUpdate);
			window.benchFetch = {};
			const t0 = performance.now();
			document.getElementById("ed-save").click();
			const done = () => +page.dataset.seq > seq &&
				(document.querySelector('#ed-preview .card[data-code="90010"] .str') || {}).textContent === "STR " + str &&
				document.querySelectorAll("#ed-scenarios .scen").length === 1 &&
				document.getElementById("ed-diags").children.length === 0;
			const obs = new MutationObserver(() => {
				if (!done()) return;
				obs.disconnect();
				es.removeEventListener("update", onUpdate);
				const total = performance.now() - t0;
				const at = p => window.benchFetch[p] ? window.benchFetch[p] - t0 : 0;
				resolve([total, at("/api/file"), event, at("/api/status")]);
			});
			obs.observe(page, { subtree: true, childList: true, characterData: true, attributes: true });
		})`),
	)
	src := knights(20)
	parts := make([][]float64, 5) // total, post, event, status fetched (0: none), the server's time
	i := 0
	for b.Loop() {
		text, str := knightEdit(src, i)
		q, _ := json.Marshal(text)
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf("benchSave(%s, %d)", q, str), chromedp.EvalAwaitPromise))
		if err != nil || len(ms) != 4 {
			b.Fatalf("benchSave: %v %v", ms, err)
		}
		ms = append(ms, eval[float64](b, ctx, `+document.getElementById("ed-status").dataset.ms`))
		for j := range parts {
			parts[j] = append(parts[j], ms[j])
		}
		i++
	}
	for _, p := range parts {
		sort.Float64s(p)
	}
	b.ReportMetric(parts[0][len(parts[0])*95/100], "p95-ms")
	b.ReportMetric(parts[0][len(parts[0])/2], "p50-ms")
	// the medians of the parts, from the click
	for j, name := range []string{"post", "event", "status"} {
		b.ReportMetric(parts[j+1][len(parts[j+1])/2], name+"-p50-ms")
	}
	b.ReportMetric(parts[4][len(parts[4])/2], "server-p50-ms") // the save (or file event) → library rebuilt share
}

// knightEdit is the i-th one-card edit of the knights(20) file src: Test
// Knight 10 (strength 1) gets strength 6, 7, then its first text again; it
// returns the text and the strength the preview then shows.
func knightEdit(src string, i int) (string, int) {
	if i%3 == 2 {
		return src, 1
	}
	str := 6 + i%3
	return strings.Replace(src, "\"Test Knight 10\" {\n  character\n  faction stark\n  cost 2\n  strength 1\n", fmt.Sprintf("\"Test Knight 10\" {\n  character\n  faction stark\n  cost 2\n  strength %d\n", str), 1), str
}

// BenchmarkSaveToStatus is the server's share of a save from the editor
// (BenchmarkBrowserSaveToPage measures it in a browser): the page's POST of
// a one-card edit in a 20-card file, answered once the library took it
// (reload, throne check, scenarios) with the file's status.
//
//	go test ./web -run XXX -bench SaveToStatus -benchtime 40x -cpuprofile cpu.out
func BenchmarkSaveToStatus(b *testing.B) {
	s, hs, dir := serveDir(b, map[string]string{"knights.card": knights(20)}, Options{})
	src := knights(20)
	name := filepath.Join(dir, "knights.card")
	var times []float64
	i := 0
	for b.Loop() {
		text, _ := knightEdit(src, i)
		s.ed.mu.Lock()
		seq := s.ed.seq
		s.ed.mu.Unlock()
		t0 := time.Now()
		var saved struct {
			Status struct {
				Seq       int         `json:"seq"`
				Cards     []*cardJSON `json:"cards"`
				Scenarios []*scenJSON `json:"scenarios"`
			} `json:"status"`
		}
		if code := post(b, hs.URL+"/api/file", map[string]string{"name": name, "text": text}, &saved); code != 200 {
			b.Fatalf("save: HTTP %d", code)
		}
		if st := saved.Status; st.Seq <= seq || len(st.Cards) != 20 || len(st.Scenarios) != 1 {
			b.Fatalf("status after the save: update %d (before: %d), %d cards, %d scenarios", st.Seq, seq, len(st.Cards), len(st.Scenarios))
		}
		times = append(times, float64(time.Since(t0).Microseconds())/1000)
		i++
	}
	sort.Float64s(times)
	b.ReportMetric(times[len(times)*95/100], "p95-ms")
	b.ReportMetric(times[len(times)/2], "p50-ms")
}

// TestBrowserPlayMelee: a melee of four — the page's player count set to
// 4, three bots — played to its end by clicking the first option: the
// board shows four sides, the human chooses its title among titles named
// on the buttons, a line names the challenge in progress and whom it is
// against. Then a hot-seat melee of three: the page gives a link for each
// other seat, and the link opens that seat's own view.
func TestBrowserPlayMelee(t *testing.T) {
	ctx, _, _ := openPage(t, 2, "play")
	run(t, ctx, "start a melee of four",
		js(`document.getElementById("play-players").value = "4"`),
		chromedp.Click(css("#play-start")),
		waitJS(`!!document.querySelector("#play-prompt[data-seq], #play-result")`),
	)
	if n := eval[int](t, ctx, `document.querySelectorAll('#play-board .side-board').length`); n != 4 {
		t.Fatalf("%d sides on the board, want 4", n)
	}
	clicks, titles, challenge, last := 0, 0, false, ""
	for ; clicks < 3000; clicks++ {
		run(t, ctx, "wait for a question", waitJS(fmt.Sprintf(`(() => { const r = document.querySelector("#play-result"); const p = document.querySelector("#play-prompt[data-seq]"); return !!r || (p && p.dataset.seq !== %q); })()`, last)))
		state := eval[string](t, ctx, `(() => {
			if (document.querySelector("#play-result")) return "over";
			const p = document.querySelector("#play-prompt[data-seq]");
			const kind = p.dataset.id === "title" ? "title" : (document.querySelector("#play-challenge") ? "challenge" : "q");
			// the first option: a card is clicked (a title is a card the
			// chooser looks at, drawn in the panel), else the first button
			const b = document.querySelector("#play-game .mini.choosable") || p.querySelector(".opts button");
			const label = b.classList.contains("mini") ? b.querySelector(".mt").textContent : b.textContent;
			b.click();
			const m = document.querySelector("#play-cardmenu button");
			if (m) m.click();
			return kind + ":" + p.dataset.seq + ":" + label;
		})()`)
		if state == "over" {
			break
		}
		parts := strings.SplitN(state, ":", 3)
		switch parts[0] {
		case "title":
			titles++
			if !strings.Contains(parts[2], "Master of") && !strings.Contains(parts[2], "Hand of the King") && !strings.Contains(parts[2], "Crown Regent") {
				t.Errorf("title option %q", parts[2])
			}
		case "challenge":
			challenge = true
		}
		last = parts[1]
	}
	res := text(t, ctx, "#play-result")
	if !strings.Contains(res, "wins the game") || titles == 0 || !challenge {
		t.Errorf("result %q after %d clicks, %d title questions, a challenge line shown: %v", res, clicks, titles, challenge)
	}
	t.Logf("%d clicks, %d title questions: %s", clicks, titles, res)

	run(t, ctx, "start a hot-seat melee of three",
		js(`document.getElementById("play-players").value = "3"; document.getElementById("play-p2").value = "human"`),
		chromedp.Click(css("#play-start")),
		waitJS(`document.querySelectorAll("#play-links .seat-link a").length === 2`),
	)
	href := eval[string](t, ctx, `document.querySelector('#play-links .seat-link a[data-seat="2"]').getAttribute("href")`)
	run(t, ctx, "open seat 3's link",
		js(fmt.Sprintf(`location.hash = %q`, href)),
		waitJS(`!!document.querySelector('#play-board .side-board[data-seat="2"][data-mine="1"]')`),
	)
	if n := eval[int](t, ctx, `document.querySelectorAll('#play-board .side-board[data-mine="1"]').length`); n != 1 {
		t.Errorf("%d own sides on seat 3's page", n)
	}
}
