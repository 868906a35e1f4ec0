package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// edSet replaces the editor's text as a user edit (the page sees a change).
func edSet(text string) action {
	q, _ := json.Marshal(text)
	return js(fmt.Sprintf(`document.getElementById("ed-host").buffer.replaceAll(%s)`, q))
}

// edText reads the editor's text.
func edText(t testing.TB, ctx context.Context) string {
	return eval[string](t, ctx, `document.getElementById("ed-host").buffer.get()`)
}

// seqAfter waits until the editor shows an update later than n.
func seqAfter(n int) action {
	return waitJS(fmt.Sprintf(`+document.getElementById("page-editor").dataset.seq > %d`, n))
}

func edSeq(t testing.TB, ctx context.Context) int {
	return eval[int](t, ctx, `+(document.getElementById("page-editor").dataset.seq || 0)`)
}

// askAnswer fills the page's inline question and confirms it.
func askAnswer(value string) []action {
	q, _ := json.Marshal(value)
	return []action{
		waitJS(`!document.getElementById("ed-ask").hidden`),
		js(fmt.Sprintf(`(() => { const i = document.getElementById("ed-ask-input"); if (i) i.value = %s; })()`, q)),
		chromedp.Click(css("#ed-ask-ok")),
	}
}

// fanCard is a fan's first card, with a typo in its effect (darw), and
// its scenario.
const fanCard = `card 90001 "Test Knight" {
  character
  faction stark
  cost 2
  strength 3
  icons military
  traits Knight
  reaction draw {
    after marshaled self
    do darw 1
  }
}

scenario "Test Knight draws a card" {
` + marshalKnight + `  p1 choose draw 90001
  expect p1 hand count 2
}
`

// TestBrowserEditorNewFileToPassingScenario is a fan's first card from an
// empty workspace: the page says what to do, New file makes the file (and
// its folder), a typo in an effect gets its diagnostic with a fix button,
// a failing scenario shows the actual value, the fix and a correct
// expectation make it pass; the preview shows the card as printed (traits
// and the words of its ability); then the file is renamed and deleted.
func TestBrowserEditorNewFileToPassingScenario(t *testing.T) {
	_, hs, dir := serveDir(t, nil, Options{})
	r, err := http.Get(hs.URL + "/api/files")
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if !strings.Contains(string(raw), `"files":[]`) {
		t.Errorf("/api/files of an empty workspace: %s", raw)
	}
	ctx := browser(t)
	run(t, ctx, "open the editor on an empty workspace",
		chromedp.Navigate(hs.URL+"/#editor"),
		waitJS(`document.body.dataset.ready === "1"`),
		waitJS(`!!document.getElementById("ed-no-files")`),
	)
	if s := text(t, ctx, "#ed-empty"); !strings.Contains(s, "New file") {
		t.Errorf("empty workspace says %q", s)
	}
	name := filepath.Join(dir, "fan", "knight.card")
	run(t, ctx, "make a new file in a new folder",
		append([]action{chromedp.Click(css("#ed-new"))}, append(askAnswer("fan/knight.card"),
			waitJS(fmt.Sprintf(`document.getElementById("ed-file").textContent === %q`, name)),
			waitJS(`!!document.querySelector("#ed-files .file.sel")`))...)...)
	if _, err := os.Stat(name); err != nil {
		t.Fatalf("the new file: %v", err)
	}
	s0 := edSeq(t, ctx)
	run(t, ctx, "type the card with a typo and save",
		edSet(fanCard),
		chromedp.Click(css("#ed-save")),
		seqAfter(s0),
		waitJS(`!!document.querySelector('#ed-diags .diag[data-code="E0301"]')`),
	)
	if s := text(t, ctx, "#ed-status"); strings.Contains(s, "not saved") {
		t.Errorf("the first save says %q", s)
	}
	if b, _ := os.ReadFile(name); string(b) != fanCard {
		t.Errorf("the file on disk:\n%s", b)
	}
	if s := text(t, ctx, `#ed-diags .diag[data-code="E0301"] button.fix`); s != "Replace darw with draw" {
		t.Errorf("fix button %q", s)
	}
	s1 := edSeq(t, ctx)
	run(t, ctx, "fix from the diagnostic and save",
		chromedp.Click(css(`#ed-diags .diag[data-code="E0301"] button.fix`)),
		chromedp.Click(css("#ed-save")),
		seqAfter(s1),
		waitJS(`document.querySelectorAll("#ed-diags .diag").length === 0`),
		waitJS(`!!document.querySelector("#ed-scenarios .scen.fail .actual")`),
	)
	if s := text(t, ctx, "#ed-scenarios .scen.fail .actual"); s != "actual: p1 hand count 1" {
		t.Errorf("the failing scenario shows %q, want the actual value", s)
	}
	card := `#ed-preview .card[data-code="90001"]`
	if s := text(t, ctx, card+" .traits"); s != "Knight." {
		t.Errorf("preview traits %q", s)
	}
	if s := text(t, ctx, card+` .text p[data-ability="draw"]`); s != "Reaction: after marshaled self; do draw 1" {
		t.Errorf("preview text %q", s)
	}
	s2 := edSeq(t, ctx)
	run(t, ctx, "expect what the card does",
		edSet(strings.Replace(strings.Replace(fanCard, "darw", "draw", 1), "count 2", "count 1", 1)),
		chromedp.Click(css("#ed-save")),
		seqAfter(s2),
		waitJS(`(document.querySelector("#ed-scenarios .scen")||{}).textContent?.startsWith("✓")`),
	)
	screenshot(t, ctx, "editor-new-card")
	renamed := filepath.Join(dir, "fan", "renamed.card")
	run(t, ctx, "rename the file",
		append([]action{chromedp.Click(css("#ed-rename"))}, append(askAnswer(renamed),
			waitJS(fmt.Sprintf(`document.getElementById("ed-file").textContent === %q`, renamed)),
			waitJS(fmt.Sprintf(`!!document.querySelector('#ed-files .file[data-file=%q]')`, renamed)))...)...)
	if _, err := os.Stat(name); err == nil {
		t.Error("the old name still exists")
	}
	if b, _ := os.ReadFile(renamed); !strings.Contains(string(b), "do draw 1") {
		t.Errorf("renamed file:\n%s", b)
	}
	run(t, ctx, "delete the file",
		append([]action{chromedp.Click(css("#ed-delete"))}, append(askAnswer(""),
			waitJS(`!!document.getElementById("ed-no-files")`),
			waitJS(`document.getElementById("ed-file").textContent === "no file"`))...)...)
	if _, err := os.Stat(renamed); err == nil {
		t.Error("the deleted file still exists")
	}
}

// TestBrowserEditorLua: a .lua file opens as itself (highlighted as Lua,
// its name in the title), and typing and saving change that file only.
func TestBrowserEditorLua(t *testing.T) {
	hook := "-- a hook\nfunction vision(ctx)\n  return true\nend\n"
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(2), "hooks.lua": hook}, Options{})
	ctx := browser(t)
	luaName := filepath.Join(dir, "hooks.lua")
	run(t, ctx, "open the Lua file",
		chromedp.Navigate(hs.URL+"/#editor"),
		waitJS(`document.body.dataset.ready === "1"`),
		waitJS(`document.querySelectorAll("#ed-preview .card").length === 2`),
		chromedp.Click(css(fmt.Sprintf(`#ed-files .file[data-file=%q]`, luaName))),
		waitJS(fmt.Sprintf(`document.getElementById("ed-file").textContent === %q`, luaName)),
		waitJS(`document.getElementById("ed-host").buffer.get().startsWith("-- a hook")`),
	)
	if s := text(t, ctx, "#ed-host .cm-content .tok-comment"); s != "-- a hook" {
		t.Errorf("the Lua comment is highlighted as %q", s)
	}
	if s := text(t, ctx, "#ed-host .cm-content"); !strings.Contains(s, "function vision(ctx)") {
		t.Errorf("the page shows %q, not the Lua file", s)
	}
	edited := strings.Replace(hook, "return true", "return false", 1)
	run(t, ctx, "edit and save the Lua file",
		edSet(edited),
		chromedp.Click(css("#ed-save")),
		waitJS(`!document.getElementById("ed-file").textContent.endsWith("•")`),
	)
	if b, _ := os.ReadFile(luaName); string(b) != edited {
		t.Errorf("hooks.lua on disk:\n%s", b)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "knights.card")); string(b) != knights(2) {
		t.Error("knights.card changed")
	}
}

// TestBrowserEditorOutsideChange: another editor saves the open file while
// the page has unsaved edits. The page says so and offers reload, keep
// mine and compare; Save never overwrites the other change silently.
func TestBrowserEditorOutsideChange(t *testing.T) {
	ctx, _, dir := openPage(t, 3, "editor")
	name := filepath.Join(dir, "knights.card")
	run(t, ctx, "open the file", waitJS(`document.querySelectorAll("#ed-preview .card").length === 3`))
	mine := strings.Replace(knights(3), "strength 2\n", "strength 6\n", 1)
	theirs := strings.Replace(knights(3), "strength 2\n", "strength 8\n", 1)
	run(t, ctx, "edit without saving", edSet(mine), waitJS(`document.getElementById("ed-file").textContent.endsWith("•")`))
	if err := os.WriteFile(name, []byte(theirs), 0o644); err != nil {
		t.Fatal(err)
	}
	// a save right away meets the change either way: the page has heard of
	// it (and asks), or the server refuses the stale save (and the page asks)
	run(t, ctx, "save after the outside change",
		chromedp.Click(css("#ed-save")),
		waitJS(`!document.getElementById("ed-conflict").hidden`),
	)
	if b, _ := os.ReadFile(name); string(b) != theirs {
		t.Fatalf("the outside change was overwritten:\n%s", b)
	}
	if s := text(t, ctx, "#ed-conflict"); !strings.Contains(s, "changed on disk") {
		t.Errorf("the page says %q", s)
	}
	run(t, ctx, "compare", chromedp.Click(css("#ed-compare")), waitJS(`!document.getElementById("ed-diff").hidden`))
	del := eval[[]string](t, ctx, `[...document.querySelectorAll("#ed-diff .del")].map(e => e.textContent)`)
	add := eval[[]string](t, ctx, `[...document.querySelectorAll("#ed-diff .add")].map(e => e.textContent)`)
	if len(del) != 1 || del[0] != "-   strength 8" || len(add) != 1 || add[0] != "+   strength 6" {
		t.Errorf("compare: - %q + %q", del, add)
	}
	screenshot(t, ctx, "editor-outside-change")
	run(t, ctx, "keep mine",
		chromedp.Click(css("#ed-keep")),
		waitJS(`document.getElementById("ed-conflict").hidden && !document.getElementById("ed-file").textContent.endsWith("•")`),
	)
	if b, _ := os.ReadFile(name); string(b) != mine {
		t.Errorf("keep mine wrote:\n%s", b)
	}
	// again, and this time take the other editor's text
	run(t, ctx, "edit again", edSet(knights(3)), waitJS(`document.getElementById("ed-file").textContent.endsWith("•")`))
	if err := os.WriteFile(name, []byte(theirs), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "the page notices without a save",
		waitJS(`!document.getElementById("ed-conflict").hidden`),
		chromedp.Click(css("#ed-reload")),
		waitJS(`document.getElementById("ed-conflict").hidden`),
	)
	if s := edText(t, ctx); s != theirs {
		t.Errorf("after reload the editor holds:\n%s", s)
	}
	if s := text(t, ctx, "#ed-file"); strings.HasSuffix(s, "•") {
		t.Errorf("after reload the file is still marked changed: %q", s)
	}
	// an outside change to a file without unsaved edits just shows
	if err := os.WriteFile(name, []byte(knights(3)), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "a clean buffer follows the disk", waitJS(fmt.Sprintf(`document.getElementById("ed-host").buffer.get() === %s`, jsonString(knights(3)))))
	if !eval[bool](t, ctx, `document.getElementById("ed-conflict").hidden`) {
		t.Error("a clean buffer asked about an outside change")
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// openEditorLSP opens the editor page on knights(n) and waits for its
// preview of the n cards and its language server; it returns the page and
// the workspace folder.
func openEditorLSP(t *testing.T, n int) (context.Context, string) {
	t.Helper()
	ctx, _, dir := openPage(t, n, "editor")
	run(t, ctx, "open the file with the language server",
		waitJS(fmt.Sprintf(`document.querySelectorAll("#ed-preview .card").length === %d`, n)),
		waitJS(`document.getElementById("page-editor").dataset.lsp === "1"`))
	return ctx, dir
}

// TestBrowserEditorLanguageServer: the page's editor has the language
// server's features — completion as you type, hover, formatting and go to
// definition — from `throne lsp` itself over the page's connection.
func TestBrowserEditorLanguageServer(t *testing.T) {
	ctx, _ := openEditorLSP(t, 3)
	withAbility := strings.Replace(knights(3), "  traits Knight\n}", "  traits Knight\n  reaction draw {\n    after marshaled self\n    do \n  }\n}", 1)
	run(t, ctx, "a reaction without its effect", edSet(withAbility))
	line := 1 + strings.Count(withAbility[:strings.Index(withAbility, "    do \n")], "\n")
	run(t, ctx, "type the start of an effect",
		js(fmt.Sprintf(`document.getElementById("ed-host").buffer.cursorAt(%d, 8)`, line)),
		chromedp.KeyEvent("dr"),
		waitJS(`!!document.querySelector(".cm-tooltip-autocomplete")`),
	)
	opts := eval[[]string](t, ctx, `[...document.querySelectorAll(".cm-tooltip-autocomplete li .cm-completionLabel")].map(e => e.textContent)`)
	found := false
	for _, o := range opts {
		found = found || strings.HasPrefix(o, "draw")
	}
	if !found {
		t.Errorf("completion after `do dr` offers %q", opts)
	}
	screenshot(t, ctx, "editor-completion")
	// (the list ignores keys for a moment after it opens)
	run(t, ctx, "take the completion", chromedp.Sleep(200*time.Millisecond), chromedp.KeyEvent(kb.Enter))
	if s := edText(t, ctx); !strings.Contains(s, "    do draw") {
		t.Errorf("after the completion the line reads:\n%s", s)
	}
	// hover a word: the server's documentation of it
	run(t, ctx, "hover `marshaled`", js(`(() => {
		const v = document.getElementById("ed-host").buffer.view;
		const pos = v.state.doc.toString().indexOf("marshaled self") + 3;
		const r = v.coordsAtPos(pos);
		const el = document.elementFromPoint(r.left + 1, r.top + 2);
		for (const type of ["mousemove", "mouseover"]) el.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: r.left + 1, clientY: r.top + 2 }));
	})()`), waitJS(`!!document.querySelector(".cm-tooltip-hover")`))
	if s := text(t, ctx, ".cm-tooltip-hover"); !strings.Contains(s, "marshaled") {
		t.Errorf("hover shows %q", s)
	}
	// formatting: the server's (throne fmt)
	messy := strings.ReplaceAll(knights(3), "\n  faction", "\n        faction")
	run(t, ctx, "format a messy file",
		edSet(messy),
		waitJS(`!document.getElementById("ed-format").disabled`),
		chromedp.Click(css("#ed-format")),
		waitJS(fmt.Sprintf(`document.getElementById("ed-host").buffer.get() === %s`, jsonString(knights(3)))))
	// go to definition: a card code in the scenario → the card
	code := strings.Index(knights(3), "p1 hand 90001")
	codeLine := 1 + strings.Count(knights(3)[:code], "\n")
	run(t, ctx, "go to the definition of 90001",
		js(fmt.Sprintf(`document.getElementById("ed-host").buffer.cursorAt(%d, 14)`, codeLine)),
		chromedp.KeyEvent(kb.F12),
		waitJS(`(v => v.state.doc.lineAt(v.state.selection.main.head).number === 1)(document.getElementById("ed-host").buffer.view)`))
}

// TestBrowserGermanInterface: with German chosen in the language menu the
// pages speak German — the menu, the editor's buttons, the deck builder,
// the play and simulate forms, the library's filters and cards — and the
// menu lists the languages present.
func TestBrowserGermanInterface(t *testing.T) {
	ctx, _, _ := openPage(t, 2, "editor")
	langs := eval[[]string](t, ctx, `[...document.querySelectorAll("#lang option")].map(o => o.value)`)
	if len(langs) < 2 || langs[0] != "de" && langs[1] != "de" {
		t.Errorf("the language menu lists %v", langs)
	}
	run(t, ctx, "choose German", chromedp.SetValue(css("#lang"), "de"),
		js(`document.getElementById("lang").dispatchEvent(new Event("change"))`),
		waitJS(`document.querySelector('header nav a[data-page="library"]').textContent === "Bibliothek"`))
	for sel, want := range map[string]string{
		"#ed-save":                            "Speichern",
		"#ed-format":                          "Formatieren",
		"#lang-label":                         "Sprache",
		"#page-decks .db-col:nth-child(2) h3": "Dein Deck",
		"#play-start":                         "Los",
		"#sim-run":                            "Starten",
	} {
		if s := text(t, ctx, sel); s != want {
			t.Errorf("%s reads %q, want %q", sel, s, want)
		}
	}
	if s := eval[string](t, ctx, `document.getElementById("lib-search").placeholder`); s != "Titel, Text suchen…" {
		t.Errorf("the library's search field says %q", s)
	}
	run(t, ctx, "the library in German", js(`location.hash = "#library"`),
		js(`(e => { e.value = "Varys"; e.dispatchEvent(new Event("input")); })(document.getElementById("lib-search"))`),
		waitJS(`/von \d+ Karten/.test(document.getElementById("lib-count").textContent)`))
	if s := eval[string](t, ctx, `document.querySelector('#lib-faction option[value="martell"]').textContent`); s != "Haus Martell" {
		t.Errorf("faction filter %q", s)
	}
	if s := eval[string](t, ctx, `document.querySelector('#lib-type option[value="character"]').textContent`); s == "character" {
		t.Errorf("type filter %q is not translated", s)
	}
	// packs by their German names (the catalogs' card-pack words)
	if s := eval[string](t, ctx, `document.querySelector('#lib-pack option[value="TtB"]').textContent`); s != "Das Schwarz anlegen" {
		t.Errorf("pack filter %q", s)
	}
	run(t, ctx, "a card of the library in German",
		chromedp.Click(css(`#lib-list .item[data-code="01029"]`)),
		waitJS(`!!document.querySelector('#lib-detail .card[data-code="01029"]')`))
	if s := text(t, ctx, `#lib-detail .card[data-code="01029"] .foot span`); s != "Grundspiel #29" {
		t.Errorf("the card's pack line %q", s)
	}
}

// TestBrowserEditorCardTokens: the page highlights a .card file by the
// language's tokens (editor/src/tokens.js, generated from the Go lexer): a
// statement's first word is a keyword, `a:b` is two words and an operator
// (the old shapes made it one word), `<=` an operator, `+3` a number.
func TestBrowserEditorCardTokens(t *testing.T) {
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{})
	ctx := browser(t)
	name := filepath.Join(dir, "knights.card")
	run(t, ctx, "open the card file and type",
		chromedp.Navigate(hs.URL+"/#editor"),
		waitJS(`document.body.dataset.ready === "1"`),
		chromedp.Click(css(fmt.Sprintf(`#ed-files .file[data-file=%q]`, name))),
		waitJS(fmt.Sprintf(`document.getElementById("ed-file").textContent === %q`, name)),
		edSet("card 1 \"A\" {\n  cost +3 a:b <= shadow(2)\n}\n"),
		waitJS(`document.querySelectorAll("#ed-host .cm-content .tok-keyword").length >= 2`),
	)
	classes := eval[string](t, ctx, `[...document.querySelectorAll("#ed-host .cm-content [class*=tok-]")].map(e => [...e.classList].find(c => c.startsWith("tok-")) + ":" + e.textContent).join(" ")`)
	for _, want := range []string{"tok-keyword:card", "tok-keyword:cost", "tok-number:+3", "tok-operator::", "tok-operator:<=", "tok-string:\"A\""} {
		if !strings.Contains(" "+classes+" ", " "+want+" ") {
			t.Errorf("no %s among %s", want, classes)
		}
	}
}

// TestBrowserDefinitionInPrelude: go to definition on a keyword built into
// throne (the prelude's stealth) opens the prelude's file in the page's
// editor, read-only, at the keyword's definition, as `throne lsp` does in
// editors; choosing the workspace's file again opens it for editing.
func TestBrowserDefinitionInPrelude(t *testing.T) {
	ctx, dir := openEditorLSP(t, 1)
	withKw := strings.Replace(knights(1), "  traits Knight\n", "  traits Knight\n  keywords stealth\n", 1)
	run(t, ctx, "give the knight stealth and save",
		edSet(withKw), chromedp.Click(css("#ed-save")),
		waitJS(`!document.getElementById("ed-file").textContent.endsWith("•")`))
	line := 1 + strings.Count(withKw[:strings.Index(withKw, "keywords stealth")], "\n")
	view := `document.getElementById("ed-host").buffer.view`
	run(t, ctx, "go to the definition of stealth",
		js(fmt.Sprintf(`document.getElementById("ed-host").buffer.cursorAt(%d, 13)`, line)),
		chromedp.KeyEvent(kb.F12),
		waitJS(`document.getElementById("ed-file").textContent.includes("cards/prelude/keywords.card")`),
		waitJS(`(v => v.state.doc.lineAt(v.state.selection.main.head).text.startsWith("keyword stealth {"))(`+view+`)`))
	if !eval[bool](t, ctx, view+`.state.readOnly`) {
		t.Error("the prelude is editable in the page")
	}
	if !eval[bool](t, ctx, `document.getElementById("ed-save").disabled && document.getElementById("ed-rename").disabled`) {
		t.Error("the prelude can be saved or renamed")
	}
	run(t, ctx, "back to the workspace's file",
		chromedp.Click(css(fmt.Sprintf(`#ed-files .file[data-file=%q]`, filepath.Join(dir, "knights.card")))),
		waitJS(`document.getElementById("ed-host").buffer.get().includes("keywords stealth")`))
	if eval[bool](t, ctx, view+`.state.readOnly`) {
		t.Error("the workspace's file stays read-only")
	}
}
