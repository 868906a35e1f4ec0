package web

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

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
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", p, err)
	}
	return ctx
}

type action = chromedp.Action[chromedp.Void]

func run(t testing.TB, ctx context.Context, what string, actions ...action) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
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

// TestBrowserLibraryVarys: search the library for Varys and see his card
// with Shadow 8.
func TestBrowserLibraryVarys(t *testing.T) {
	_, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{})
	ctx := browser(t)
	run(t, ctx, "open the library",
		chromedp.Navigate(hs.URL+"/#library"),
		waitJS(`document.body.dataset.ready === "1"`),
		chromedp.SendKeys(css("#lib-search"), "Varys"),
		waitJS(`document.querySelectorAll("#lib-list .item").length === 2`),
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
}

// TestBrowserEditor: a typo shows its diagnostic at its line, the quick fix
// and a save bring the new card into the preview.
func TestBrowserEditor(t *testing.T) {
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(3)}, Options{})
	ctx := browser(t)
	run(t, ctx, "open the editor",
		chromedp.Navigate(hs.URL+"/#editor"),
		waitJS(`document.body.dataset.ready === "1"`),
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
		chromedp.SetValue(css("#ed-text"), typo),
		js(`document.getElementById("ed-text").dispatchEvent(new Event("input"))`),
		chromedp.Click(css("#ed-save")),
		waitJS(fmt.Sprintf(`+document.getElementById("page-editor").dataset.seq > %d`, s0)),
		waitJS(`document.querySelectorAll("#ed-diags .diag").length > 0`),
	)
	if s := text(t, ctx, `#ed-diags .diag[data-line="3"][data-code="E0203"]`); !strings.Contains(s, "unknown faction") || !strings.Contains(s, `did you mean "stark"?`) {
		t.Errorf("diagnostic on line 3: %q", s)
	}
	marked := eval[[]int](t, ctx, `[...document.querySelectorAll("#ed-gutter .err")].map(e => +e.dataset.line)`)
	if len(marked) != 1 || marked[0] != 3 {
		t.Errorf("error lines in the gutter %v, want [3]", marked)
	}
	if s := text(t, ctx, "#ed-highlight .d-error"); s != "strak" {
		t.Errorf("underlined %q, want strak", s)
	}
	if s := text(t, ctx, `#ed-preview .card[data-code="90001"] .str`); s != "STR 2" {
		t.Errorf("preview while broken %q: the last good card should stay", s)
	}
	screenshot(t, ctx, "editor-typo")
	s1 := seq()
	run(t, ctx, "quick fix and save",
		chromedp.Click(css(`#ed-diags .diag[data-line="3"] button.fix`)),
		chromedp.Click(css("#ed-save")),
		waitJS(fmt.Sprintf(`+document.getElementById("page-editor").dataset.seq > %d`, s1)),
		waitJS(`document.querySelectorAll("#ed-diags .diag").length === 0`),
	)
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
