package lsp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/format"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// goodKnight is knightCard without its typo.
var goodKnight = strings.Replace(knightCard, "kneal", "kneel", 1)

const myScenarios = `scenario "90001 gains power" {
  setup {
    p1 play 90001 01141
    p2 play 01150
  }
  expect 90001 in p1 play
}
`

// replacedArya replaces a library card with the user's own version.
const replacedArya = `card 01141 "Arya Stark" {
  character
  faction stark
  unique
  cost 3
  strength 5
  icons power military
  traits Lady
  keywords stealth
}
`

// openWorkspace starts a server on a workspace holding the knight (on
// disk and open), its hooks, a keyword, scenarios and a replaced library
// card, and waits for the knight's clean diagnostics.
func openWorkspace(t *testing.T) (*client, string, string) {
	dir := newWorkspace(t)
	writeFiles(t, dir, map[string]string{"my.card": goodKnight, "my.scenarios.card": myScenarios, "arya.card": replacedArya})
	c := startClient(t, dir, Options{Show: func(code, locale string) string { return "SHOWN " + code + " " + locale }})
	uri := c.open(filepath.Join(dir, "my.card"), goodKnight)
	if p := c.diagnostics(uri, atVersion(1)); len(p.Diagnostics) != 0 {
		t.Fatalf("the workspace (a keyword in another file, a replaced library card) has diagnostics: %+v", p.Diagnostics)
	}
	return c, dir, uri
}

func TestWorkspaceReplacesLibraryCardAndLuaDiagnostics(t *testing.T) {
	c, dir, _ := openWorkspace(t)
	arya := c.open(filepath.Join(dir, "arya.card"), replacedArya)
	if p := c.diagnostics(arya, atVersion(1)); len(p.Diagnostics) != 0 {
		t.Fatalf("a card replacing a library card: %+v", p.Diagnostics)
	}
	// a keyword the workspace does not define is an error on the card
	v := c.change(arya, strings.Replace(replacedArya, "keywords stealth", "keywords valiantt", 1))
	p := c.diagnostics(arya, atVersion(v))
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != "E0401" || !strings.Contains(p.Diagnostics[0].Message, "valiant") {
		t.Fatalf("unknown keyword: %+v", p.Diagnostics)
	}
	// a Lua syntax error in the hooks file is reported in the .lua file
	lua := c.open(filepath.Join(dir, "hooks.lua"), hooksLua)
	broken := strings.Replace(hooksLua, "return true\nend\n\nfunction other", "return true\n\nfunction other", 1)
	v = c.change(lua, broken)
	p = c.diagnostics(lua, atVersion(v))
	if len(p.Diagnostics) == 0 || !strings.HasPrefix(p.Diagnostics[0].Code, "E06") {
		t.Fatalf("Lua syntax error: %+v", p.Diagnostics)
	}
	v = c.change(lua, hooksLua)
	if p := c.diagnostics(lua, atVersion(v)); len(p.Diagnostics) != 0 {
		t.Fatalf("fixed Lua file: %+v", p.Diagnostics)
	}
}

// complete returns the labels (and items) offered at the marker.
func complete(t *testing.T, c *client, uri, text, marker string, delta int) map[string]protocol.CompletionItem {
	t.Helper()
	var raw json.RawMessage
	c.call("textDocument/completion", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(text, marker, delta)}, &raw)
	var list struct {
		Items []protocol.CompletionItem `json:"items"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatalf("completion result %s: %v", raw, err)
	}
	out := map[string]protocol.CompletionItem{}
	for _, it := range list.Items {
		out[it.Label] = it
	}
	return out
}

func TestCompletionByContext(t *testing.T) {
	c, dir, uri := openWorkspace(t)
	edit := func(text string) {
		c.change(uri, text)
	}
	cases := []struct {
		name, edit, marker string
		delta              int
		want, not          []string
	}{
		{"trigger after after", "    after challenge-won by you", "after ", 6, []string{"challenge-won", "marshaled", "comes-out-of-shadows"}, []string{"gain-power", "kneel"}},
		{"trigger being typed", "    after chall", "after chall", 11, []string{"challenge-won", "challenge-lost"}, []string{"marshaled"}},
		{"effects after do", "    do gain-power 1 on self", "do gain", 3, []string{"gain-power", "kill", "draw"}, []string{"challenge-won"}},
		{"costs after cost", "    cost kneel self", "cost kneel", 5, []string{"kneel", "pay", "sacrifice"}, []string{"draw"}},
		{"filters inside a selector", "    do kill each character con", "character con", 13, []string{"controlled-by"}, []string{"kill"}},
		{"players after controlled-by", "    do kill each character controlled-by ", "controlled-by ", 14, []string{"you", "opponent"}, nil},
		{"traits after with-trait", "    do kill each character with-trait ", "with-trait ", 11, []string{"Knight", "Lady"}, nil},
		{"keywords after with-keyword", "    do kill each character with-keyword ", "with-keyword ", 13, []string{"valiant", "stealth", "shadow"}, nil},
		{"areas after in", "    do kill each character in ", "character in ", 13, []string{"hand", "discard", "shadows"}, nil},
		{"conditions after if", "    if ", "if ", 3, []string{"phase-is"}, nil},
		{"phases", "    phase ", "phase ", 6, []string{"marshaling", "challenges"}, nil},
		{"hooks after lua", "    do lua ", "do lua ", 7, []string{"boost", "other"}, []string{"kill"}},
		{"ability statements", "    ", "gain {\n    ", 11, []string{"after", "cost", "do", "target", "limit"}, []string{"faction"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(goodKnight, "    after challenge-won by you", tc.edit, 1)
			edit(text)
			got := complete(t, c, uri, text, tc.marker, tc.delta)
			for _, w := range tc.want {
				if _, ok := got[w]; !ok {
					t.Errorf("missing %q in %d items", w, len(got))
				}
			}
			for _, w := range tc.not {
				if _, ok := got[w]; ok {
					t.Errorf("unexpected %q", w)
				}
			}
		})
	}
	// card-level contexts
	cardCases := []struct {
		name, old, new, marker string
		delta                  int
		want                   []string
	}{
		{"factions", "faction stark", "faction ", "faction ", 8, []string{"stark", "lannister", "nights-watch"}},
		{"traits", "traits Knight", "traits ", "traits ", 7, []string{"Knight", "Lord"}},
		{"keywords", "keywords valiant", "keywords ", "keywords ", 9, []string{"valiant", "stealth", "shadow"}},
		{"card statements", "  strength 2\n", "  strength 2\n  \n", "strength 2\n  ", 13, []string{"cost", "traits", "reaction", "character"}},
	}
	for _, tc := range cardCases {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(goodKnight, tc.old, tc.new, 1)
			edit(text)
			got := complete(t, c, uri, text, tc.marker, tc.delta)
			for _, w := range tc.want {
				if _, ok := got[w]; !ok {
					t.Errorf("missing %q in %d items", w, len(got))
				}
			}
		})
	}
	// argument patterns as snippets
	text := strings.Replace(goodKnight, "do gain-power 1 on self", "do ", 1)
	edit(text)
	got := complete(t, c, uri, text, "    do ", 7)
	gp := got["gain-power"]
	if gp.InsertTextFormat == nil || *gp.InsertTextFormat != protocol.InsertTextFormatSnippet {
		t.Errorf("gain-power is not a snippet: %+v", gp)
	}
	if te, _ := json.Marshal(gp.TextEdit); !strings.Contains(string(te), "gain-power ${1:n}") {
		t.Errorf("gain-power snippet: %s", te)
	}
	if gp.Detail == nil || !strings.Contains(*gp.Detail, "{n:int}") {
		t.Errorf("gain-power detail: %v", gp.Detail)
	}
	// card codes with titles in a scenario
	sc := c.open(filepath.Join(dir, "my.scenarios.card"), myScenarios)
	got = complete(t, c, sc, myScenarios, "01141", 0)
	if it, ok := got["01141"]; !ok || it.Detail == nil || *it.Detail != "Arya Stark" {
		t.Errorf("card code 01141: %+v", it)
	}
	if it, ok := got["90001"]; !ok || *it.Detail != "Test Knight" {
		t.Errorf("the workspace's card 90001: %+v", it)
	}
	if _, ok := got["Arya Stark"]; !ok {
		t.Errorf("titles are not offered")
	}
	// top level
	got = complete(t, c, sc, myScenarios, "scenario", 0)
	for _, w := range []string{"card", "keyword", "scenario"} {
		if _, ok := got[w]; !ok {
			t.Errorf("top level: missing %q", w)
		}
	}
}

func hover(t *testing.T, c *client, uri, text, marker string, delta int) string {
	t.Helper()
	var h *protocol.Hover
	c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(text, marker, delta)}, &h)
	if h == nil {
		return ""
	}
	b, _ := json.Marshal(h.Contents)
	var mc protocol.MarkupContent
	_ = json.Unmarshal(b, &mc)
	return mc.Value
}

func TestHover(t *testing.T) {
	c, dir, uri := openWorkspace(t)
	for _, tc := range []struct{ marker, want string }{
		{"gain-power", "gain-power {n:int} on {target:cards}"},
		{"gain-power", "Example: `"},
		{"kneel self", "**cost**"},
		{"valiant", "Valiant: a test keyword defined in the workspace."},
		{"boost", "Lua hook `boost` in hooks.lua"},
	} {
		if got := hover(t, c, uri, goodKnight, tc.marker, 1); !strings.Contains(got, tc.want) {
			t.Errorf("hover on %s: %q, want %q", tc.marker, got, tc.want)
		}
	}
	sc := c.open(filepath.Join(dir, "my.scenarios.card"), myScenarios)
	// a library card as `throne show` prints it; the user's own as a summary
	if got := hover(t, c, sc, myScenarios, "01150", 1); !strings.Contains(got, "SHOWN 01150 de") {
		t.Errorf("library card: %q", got)
	}
	if got := hover(t, c, sc, myScenarios, "play 90001", 6); !strings.Contains(got, "**Test Knight** (90001)") || !strings.Contains(got, "STR 2") {
		t.Errorf("workspace card: %q", got)
	}
	if got := hover(t, c, sc, myScenarios, "01141", 1); !strings.Contains(got, "STR 5") {
		t.Errorf("a library card the workspace replaces shows the workspace's: %q", got)
	}
	// a keyword of the prelude shows its definition's comment
	arya := c.open(filepath.Join(dir, "arya.card"), replacedArya)
	if got := hover(t, c, arya, replacedArya, "stealth", 1); !strings.Contains(got, "Stealth") {
		t.Errorf("prelude keyword: %q", got)
	}
}

func definition(t *testing.T, c *client, uri, text, marker string, delta int) []protocol.Location {
	t.Helper()
	var raw json.RawMessage
	c.call("textDocument/definition", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(text, marker, delta)}, &raw)
	var one protocol.Location
	if json.Unmarshal(raw, &one) == nil && one.URI != "" {
		return []protocol.Location{one}
	}
	var many []protocol.Location
	_ = json.Unmarshal(raw, &many)
	return many
}

// lineAt returns the line of a location's file.
func lineAt(t *testing.T, l protocol.Location) string {
	t.Helper()
	data, err := os.ReadFile(uriToPath(l.URI))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	return lines[l.Range.Start.Line]
}

func TestDefinitionAndReferences(t *testing.T) {
	c, dir, uri := openWorkspace(t)
	// a keyword on a card → its definition in another file
	locs := definition(t, c, uri, goodKnight, "valiant", 1)
	if len(locs) != 1 || uriToPath(locs[0].URI) != filepath.Join(dir, "keywords.card") || lineAt(t, locs[0]) != "keyword valiant {" {
		t.Fatalf("valiant: %+v", locs)
	}
	// a prelude keyword → a read-only copy of the embedded file
	arya := c.open(filepath.Join(dir, "arya.card"), replacedArya)
	locs = definition(t, c, arya, replacedArya, "stealth", 1)
	if len(locs) != 1 || !strings.HasSuffix(locs[0].URI, "cards/prelude/keywords.card") || lineAt(t, locs[0]) != "keyword stealth {" {
		t.Fatalf("stealth: %+v", locs)
	}
	if st, err := os.Stat(uriToPath(locs[0].URI)); err != nil || st.Mode().Perm()&0o222 != 0 {
		t.Errorf("the prelude copy is not read-only: %v %v", st.Mode(), err)
	}
	// a Lua hook name → its function
	locs = definition(t, c, uri, goodKnight, "lua boost", 5)
	if len(locs) != 1 || lineAt(t, locs[0]) != "function boost(ctx)" || locs[0].Range.Start.Character != 9 {
		t.Fatalf("boost: %+v", locs)
	}
	// a card code in a scenario → the card (the workspace's, and the library's)
	sc := c.open(filepath.Join(dir, "my.scenarios.card"), myScenarios)
	locs = definition(t, c, sc, myScenarios, "play 90001", 6)
	if len(locs) != 1 || lineAt(t, locs[0]) != `card 90001 "Test Knight" {` {
		t.Fatalf("90001: %+v", locs)
	}
	locs = definition(t, c, sc, myScenarios, "01141", 1)
	if len(locs) != 1 || lineAt(t, locs[0]) != `card 01141 "Arya Stark" {` || uriToPath(locs[0].URI) != filepath.Join(dir, "arya.card") {
		t.Fatalf("01141 (replaced by the workspace's card): %+v", locs)
	}

	refs := func(doc, text, marker string, delta int) []protocol.Location {
		var out []protocol.Location
		c.call("textDocument/references", map[string]any{"textDocument": map[string]any{"uri": doc}, "position": pos(text, marker, delta),
			"context": map[string]any{"includeDeclaration": true}}, &out)
		return out
	}
	if got := refs(uri, goodKnight, "valiant", 1); len(got) != 2 {
		t.Errorf("references of valiant: %+v", got)
	}
	got := refs(uri, goodKnight, "lua boost", 5)
	if len(got) != 2 {
		t.Errorf("references of boost: %+v", got)
	}
	got = refs(sc, myScenarios, "play 90001", 6)
	if len(got) != 3 { // the card, two mentions in the scenario
		t.Errorf("references of 90001: %+v", got)
	}
}

func TestDocumentSymbols(t *testing.T) {
	c, dir, uri := openWorkspace(t)
	var syms []protocol.DocumentSymbol
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	if len(syms) != 1 || syms[0].Name != `90001 "Test Knight"` || syms[0].Kind != protocol.SymbolKindClass || len(syms[0].Children) != 2 ||
		syms[0].Children[0].Name != "reaction" || *syms[0].Children[0].Detail != "gain" {
		t.Fatalf("symbols: %+v", syms)
	}
	kw := c.open(filepath.Join(dir, "keywords.card"), workspaceKeywords)
	syms = nil
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": kw}}, &syms)
	if len(syms) != 1 || syms[0].Name != "valiant" || syms[0].Kind != protocol.SymbolKindInterface || len(syms[0].Children) != 1 {
		t.Fatalf("keyword symbols: %+v", syms)
	}
	sc := c.open(filepath.Join(dir, "my.scenarios.card"), myScenarios)
	syms = nil
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": sc}}, &syms)
	if len(syms) != 1 || syms[0].Name != `"90001 gains power"` || syms[0].Kind != protocol.SymbolKindEvent {
		t.Fatalf("scenario symbols: %+v", syms)
	}
}

func TestFormatting(t *testing.T) {
	c, dir, _ := openWorkspace(t)
	messy := "card 90002 \"A\" {\n character\n    faction   stark\n}\ncard 90003 \"B\" {\n location\n faction stark\n}\n"
	uri := c.open(filepath.Join(dir, "messy.card"), messy)
	f, _ := syntax.ParseFile("messy.card", []byte(messy))
	want := string(format.File(f))
	var edits []protocol.TextEdit
	c.call("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}, &edits)
	if len(edits) != 1 || applyEdits(messy, edits) != want {
		t.Fatalf("formatting: %+v", edits)
	}
	// a range formats only the statements it touches
	edits = nil
	c.call("textDocument/rangeFormatting", map[string]any{"textDocument": map[string]any{"uri": uri},
		"range": protocol.Range{Start: pos(messy, "location", 0), End: pos(messy, "location", 3)}, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}, &edits)
	got := applyEdits(messy, edits)
	if !strings.HasPrefix(got, "card 90002 \"A\" {\n character\n    faction   stark\n}\n") || !strings.HasSuffix(got, "card 90003 \"B\" {\n  location\n  faction stark\n}\n") {
		t.Fatalf("range formatting gave:\n%s", got)
	}
	// a file with syntax errors is left alone
	broken := messy + "card {\n"
	c.change(uri, broken)
	edits = nil
	c.call("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}, &edits)
	if len(edits) != 0 {
		t.Fatalf("formatted a broken file: %+v", edits)
	}
}

// applyEdits applies non-overlapping edits.
func applyEdits(text string, edits []protocol.TextEdit) string {
	lines := lineStarts(text)
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		a, b := offsetIn(text, lines, e.Range.Start), offsetIn(text, lines, e.Range.End)
		text = text[:a] + e.NewText + text[b:]
		lines = lineStarts(text)
	}
	return text
}

func TestCodeActionDidYouMean(t *testing.T) {
	dir := newWorkspace(t)
	c := startClient(t, dir, Options{})
	path := filepath.Join(dir, "my.card")
	typo := strings.Replace(knightCard, "faction stark", "faction strak", 1)
	uri := c.open(path, typo)
	p := c.diagnostics(uri, atVersion(1))
	if len(p.Diagnostics) != 2 {
		t.Fatalf("diagnostics: %+v", p.Diagnostics)
	}
	var actions []protocol.CodeAction
	c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri}, "range": p.Diagnostics[0].Range,
		"context": map[string]any{"diagnostics": p.Diagnostics}}, &actions)
	if len(actions) != 2 {
		t.Fatalf("actions: %+v", actions)
	}
	text := typo
	for _, a := range actions {
		if a.Kind == nil || *a.Kind != protocol.CodeActionKindQuickFix {
			t.Errorf("kind %v", a.Kind)
		}
		text = applyEdits(text, a.Edit.Changes[uri])
	}
	if text != goodKnight {
		t.Fatalf("after the fixes:\n%s", text)
	}
	if actions[0].Title != "Replace strak with stark" {
		t.Errorf("title %q", actions[0].Title)
	}
	v := c.change(uri, text)
	if p := c.diagnostics(uri, atVersion(v)); len(p.Diagnostics) != 0 {
		t.Errorf("after the quick fixes: %+v", p.Diagnostics)
	}
}

func TestRequestsRecoverAndTimeOut(t *testing.T) {
	s := newServerForTest(Options{Timeout: 200 * time.Millisecond})
	s.proto.TextDocumentHover = func(_ *glspContext, p *protocol.HoverParams) (*protocol.Hover, error) {
		if p.Position.Line == 0 {
			panic("boom")
		}
		time.Sleep(2 * time.Second)
		return nil, nil
	}
	c := startWith(t, t.TempDir(), s)
	uri := c.open(filepath.Join(t.TempDir(), "x.card"), knightCard)
	for line, want := range map[int]string{0: "internal error in textDocument/hover: boom", 1: "timed out"} {
		var h any
		err := c.conn.Call(ctxTimeout(t), "textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": protocol.Position{Line: protocol.UInteger(line)}}, &h)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("line %d: %v, want %q", line, err, want)
		}
	}
	// the server still works
	c.diagnostics(uri, func(p published) bool { return len(p.Diagnostics) > 0 })
	var syms []protocol.DocumentSymbol
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	if len(syms) != 1 {
		t.Fatalf("symbols after a panic: %+v", syms)
	}
}

// TestScenarioFailuresAreDiagnostics: the scenarios of an edited file run
// (the Session runs them) and their failed expectations show on their lines.
func TestScenarioFailuresAreDiagnostics(t *testing.T) {
	c, dir, _ := openWorkspace(t)
	sc := c.open(filepath.Join(dir, "my.scenarios.card"), myScenarios)
	if p := c.diagnostics(sc, atVersion(1)); len(p.Diagnostics) != 0 {
		t.Fatalf("passing scenarios: %+v", p.Diagnostics)
	}
	failing := strings.Replace(myScenarios, "expect 90001 in p1 play", "expect 90001 in p1 hand", 1)
	v := c.change(sc, failing)
	p := c.diagnostics(sc, func(p published) bool { return p.Version != nil && *p.Version == v && len(p.Diagnostics) > 0 })
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Range.Start.Line != 5 || p.Diagnostics[0].Code != "E0513" {
		t.Fatalf("failing scenario: %+v", p.Diagnostics)
	}
	v = c.change(sc, myScenarios)
	if p := c.diagnostics(sc, func(p published) bool { return p.Version != nil && *p.Version == v && len(p.Diagnostics) == 0 }); len(p.Diagnostics) != 0 {
		t.Fatal(p.Diagnostics)
	}
}

// TestCodeActionQuickFix: a diagnostic with a fix the checker attached
// (the one `throne fix` makes) gets it as its one quick fix, and after it
// the file is clean: a word of an earlier language version gets its
// rewrite; a workspace card the built-in library has too, with its text
// standalone after it, gets the fix that moves the text inside the card.
func TestCodeActionQuickFix(t *testing.T) {
	const card = "card 01001 \"A Clash of Kings\" {\n  plot\n  pack Core 1\n  faction neutral\n  income 4\n  initiative 9\n  claim 1\n  reserve 6\n  traits Noble\n  deck-limit 2\n"
	const old = "card 90001 \"Old\" {\n  event\n  faction stark\n  cost 0\n  action act {\n    target a character\n    do give-strength a 2 until end-of-phase\n  }\n}\n"
	for _, tc := range []struct {
		name, file, src, code, title, want string
	}{
		{"deprecation", "old.card", old, "E0310", "write `give a +2 strength until end-of-phase`",
			strings.Replace(old, "give-strength a 2", "give a +2 strength", 1)},
		{"text inside card", "fan.card", card + "}\n\ntext en 01001 {\n  title \"A Clash of Kings\"\n}\n", "E0819", "move the text inside card 01001",
			card + "\n  text en {\n    title \"A Clash of Kings\"\n  }\n}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := newWorkspace(t)
			c := startClient(t, dir, Options{})
			uri := c.open(filepath.Join(dir, tc.file), tc.src)
			p := c.diagnostics(uri, atVersion(1))
			if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != tc.code {
				t.Fatalf("diagnostics: %+v", p.Diagnostics)
			}
			var actions []protocol.CodeAction
			c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri}, "range": p.Diagnostics[0].Range,
				"context": map[string]any{"diagnostics": p.Diagnostics}}, &actions)
			if len(actions) != 1 || actions[0].Title != tc.title {
				t.Fatalf("actions: %+v", actions)
			}
			text := applyEdits(tc.src, actions[0].Edit.Changes[uri])
			if text != tc.want {
				t.Fatalf("after the fix:\n%s\nwant:\n%s", text, tc.want)
			}
			v := c.change(uri, text)
			if p := c.diagnostics(uri, atVersion(v)); len(p.Diagnostics) != 0 {
				t.Errorf("after the quick fix: %+v", p.Diagnostics)
			}
		})
	}
}

// TestWorkspaceLanguageVersion: the workspace's throne.mod is read with its
// files: an older language version there is a warning on throne.mod whose
// quick fix writes the current one.
func TestWorkspaceLanguageVersion(t *testing.T) {
	dir := newWorkspace(t)
	writeFiles(t, dir, map[string]string{"throne.mod": "language 2\n"})
	c := startClient(t, dir, Options{})
	p := c.diagnostics(pathToURI(filepath.Join(dir, "throne.mod")), func(p published) bool { return len(p.Diagnostics) > 0 })
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != "E0310" || !strings.Contains(p.Diagnostics[0].Message, "the workspace's files are written for language version 2") {
		t.Fatalf("diagnostics: %+v", p.Diagnostics)
	}
	data, _ := json.Marshal(p.Diagnostics[0].Data)
	if !strings.Contains(string(data), "write `language 3`") {
		t.Errorf("no fix to the current version: %s", data)
	}
}
