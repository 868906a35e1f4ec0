package translate

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/interp"
)

var updateI18n = flag.Bool("update", false, "rewrite cards/i18n-report.de.md")

// TestI18nPORoundTrip exports the whole built-in library, edits the PO file
// like a translator (new translations for every empty entry, changed ones,
// fuzzy drafts, a translator comment), imports it into the .card files and
// exports again: the second export must equal the edited file byte for
// byte. msgfmt checks the export when it is installed.
func TestI18nPORoundTrip(t *testing.T) {
	lib := loadBuiltin(t)
	exported := lib.Export("en", "de", nil).Bytes()
	if bytes.Count(exported, []byte("\nmsgctxt ")) < 1000 {
		t.Fatalf("export has only %d entries", bytes.Count(exported, []byte("\nmsgctxt ")))
	}
	msgfmt(t, exported)

	// Importing the export unchanged changes nothing, and updating it
	// gives the same bytes.
	f, ds := po.Parse("de.po", exported)
	if len(ds) > 0 {
		t.Fatalf("re-reading the export: %v", ds)
	}
	if again := lib.Export("en", "de", f).Bytes(); !bytes.Equal(again, exported) {
		t.Fatalf("updating the export changes it:\n%s", firstDiff(exported, again))
	}
	if res := lib.Import(f, "en", "de", false); len(res.Changes) > 0 || len(res.Files) > 0 || len(res.Diags) > 0 {
		t.Fatalf("importing the unchanged export changes %d fields in %d files: %v", len(res.Changes), len(res.Files), res.Diags)
	}

	// Edit like a translator.
	filled, changed, drafts := 0, 0, 0
	draftValue := map[string]string{}
	for i, e := range f.Entries {
		if e.IsHeader() {
			continue
		}
		switch {
		case e.Translation() == "":
			e.Str = []string{"Übersetzung \"" + *e.Context + "\"\tmit \\ Zeichen"}
			filled++
		case i%7 == 0:
			e.Str = []string{e.Translation() + " (überarbeitet)"}
			changed++
		case i%11 == 0:
			draftValue[*e.Context] = e.Translation()
			e.Str = []string{"Entwurf: " + e.Translation()}
			e.Flags = []string{"fuzzy"}
			e.Comments = []string{"noch prüfen"}
			drafts++
		}
	}
	edited := f.Bytes()
	msgfmt(t, edited)
	t.Logf("export: %d bytes; edited: %d filled, %d changed, %d fuzzy drafts", len(exported), filled, changed, drafts)
	if changed == 0 || drafts == 0 {
		t.Fatal("the edit changed nothing")
	}

	res := lib.Import(f, "en", "de", false)
	if len(res.Diags) > 0 || len(res.Stale) > 0 {
		t.Fatalf("import: %v (%d stale)", res.Diags, len(res.Stale))
	}
	if want := filled + changed; len(res.Changes) != want {
		t.Errorf("import wrote %d fields, want %d", len(res.Changes), want)
	}
	if res.Fuzzy != drafts {
		t.Errorf("import skipped %d fuzzy entries, want %d", res.Fuzzy, drafts)
	}
	// Reload the library with the written files.
	var srcs []syntax.Source
	names := map[string]bool{}
	for name, src := range lib.Sources {
		if nsrc, ok := res.Files[name]; ok {
			src = nsrc
		}
		srcs = append(srcs, syntax.Source{Name: name, Src: src})
		names[name] = true
	}
	for name, src := range res.Files {
		if !names[name] {
			srcs = append(srcs, syntax.Source{Name: name, Src: src})
		}
	}
	sort.Slice(srcs, func(i, j int) bool { return srcs[i].Name < srcs[j].Name })
	lib2 := New(srcs, nil, testVocab())
	if len(lib2.syntaxDiags) > 0 {
		t.Fatalf("written files do not parse: %v", lib2.syntaxDiags)
	}
	// Untouched files stay byte for byte; touched ones differ only in lines
	// holding a changed field (or added lines).
	for name, nsrc := range res.Files {
		old, ok := lib.Sources[name]
		if !ok {
			continue
		}
		ol, nl := strings.Split(string(old), "\n"), strings.Split(string(nsrc), "\n")
		if len(nl) < len(ol) {
			t.Errorf("%s lost lines", name)
		}
	}
	// Fuzzy drafts stay out of the card files.
	for _, tb := range lib2.texts {
		if tb.Lang != "de" {
			continue
		}
		for _, nf := range tb.Fields() {
			if strings.HasPrefix(nf.Field.Value, "Entwurf: ") {
				t.Errorf("fuzzy draft %s|%s was imported", tb.Code, nf.Name)
			}
		}
	}
	again := lib2.Export("en", "de", f).Bytes()
	if !bytes.Equal(again, edited) {
		t.Errorf("export → edit → import → export is not byte-identical:\n%s", firstDiff(edited, again))
	}
	// A fresh export (no old file) has the imported translations and the
	// card files' value for the drafts.
	fresh, _ := po.Parse("fresh.po", lib2.Export("en", "de", nil).Bytes())
	for _, e := range fresh.Entries {
		if e.Context == nil {
			continue
		}
		if v, ok := draftValue[*e.Context]; ok && e.Translation() != v {
			t.Errorf("%s: fresh export has %q, want the card file's %q", *e.Context, e.Translation(), v)
		}
	}
}

// msgfmt runs `msgfmt --check-format --check-header` on a PO file when
// msgfmt is installed.
func msgfmt(t *testing.T, data []byte) {
	t.Helper()
	bin, err := exec.LookPath("msgfmt")
	if err != nil {
		t.Log("msgfmt not installed; skipping its check")
		return
	}
	name := filepath.Join(t.TempDir(), "de.po")
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--check-format", "--check-header", "-o", os.DevNull, name).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("msgfmt: %v\n%s", err, out)
	}
}

// firstDiff shows the first differing line of two files.
func firstDiff(want, got []byte) string {
	wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		w, g := "<end>", "<end>"
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\nwant %s\ngot  %s", i+1, w, g)
		}
	}
	return "(same lines)"
}

// TestI18nReport regenerates cards/i18n-report.de.md from `throne i18n
// check --lang de` over the built-in library and the verdicts in
// i18n_verdicts_test.go. It fails when a finding has no verdict, when a
// verdict matches no finding, or when the committed report differs (run
// with -update to rewrite it).
func TestI18nReport(t *testing.T) {
	lib := loadBuiltin(t)
	ds := lib.Check("en", "de")
	report, problems := i18nReport(ds, len(lib.cards))
	for _, p := range problems {
		t.Error(p)
	}
	const name = "../../cards/i18n-report.de.md"
	if *updateI18n {
		if err := os.WriteFile(name, report, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	old, err := os.ReadFile(name)
	if err != nil {
		t.Fatalf("%v (run go test ./i18n/translate -run TestI18nReport -update)", err)
	}
	if !bytes.Equal(old, report) {
		t.Errorf("cards/i18n-report.de.md is stale (run go test ./i18n/translate -run TestI18nReport -update):\n%s", firstDiff(report, old))
	}
}

// i18nReport renders the findings grouped by code, each with its verdict.
// problems lists findings without a verdict and unused verdicts.
func i18nReport(ds diag.Diagnostics, cards int) ([]byte, []string) {
	var problems []string
	used := make([]bool, len(i18nVerdicts))
	verdictOf := func(d *diag.Diagnostic) *i18nVerdict {
		for i := range i18nVerdicts {
			v := &i18nVerdicts[i]
			if v.Code == d.Code && v.File == d.Subject.Start.Filename && strings.Contains(d.Summary, v.Match) {
				used[i] = true
				return v
			}
		}
		problems = append(problems, fmt.Sprintf("no verdict for %s: %s[%s]: %s", d.Subject.Start, d.Severity, d.Code, d.Summary))
		return nil
	}
	groups := map[string][]*diag.Diagnostic{}
	var codes []string
	errs, warns, real, modelled, falseAlarms := 0, 0, 0, 0, 0
	for _, d := range ds {
		if groups[d.Code] == nil {
			codes = append(codes, d.Code)
		}
		groups[d.Code] = append(groups[d.Code], d)
		if d.Severity == diag.Error {
			errs++
		} else {
			warns++
		}
	}
	sort.Strings(codes)
	var body strings.Builder
	for _, code := range codes {
		fmt.Fprintf(&body, "\n## %s: %s (%d)\n\n", code, diag.Meaning(code), len(groups[code]))
		for _, d := range groups[code] {
			fmt.Fprintf(&body, "- `%s` %s: %s\n", d.Subject.Start, d.Severity, mdEscape(d.Summary))
			if d.Detail != "" {
				fmt.Fprintf(&body, "  - detail: %s\n", mdEscape(d.Detail))
			}
			if d.Hint != "" {
				fmt.Fprintf(&body, "  - hint: %s\n", mdEscape(d.Hint))
			}
			if v := verdictOf(d); v != nil {
				kind := "real discrepancy in the data"
				switch {
				case v.FalseAlarm:
					kind = "false alarm of the check"
					falseAlarms++
				case v.Modelled:
					kind = "behaviour modelled with another ability kind than the text"
					modelled++
				default:
					real++
				}
				fmt.Fprintf(&body, "  - **verdict: %s.** %s\n", kind, v.Text)
			}
		}
	}
	for i, v := range i18nVerdicts {
		if !used[i] {
			problems = append(problems, fmt.Sprintf("verdict %s %s %q matches no finding any more: remove it", v.Code, v.File, v.Match))
		}
	}
	var b strings.Builder
	b.WriteString("# German card texts: translation check report\n\n")
	b.WriteString("Generated by `go test ./i18n/translate -run TestI18nReport -update` from the findings of\n")
	b.WriteString("`throne i18n check --lang de` over the built-in library, with the verdicts kept in\n")
	b.WriteString("`cmd/throne/i18n_verdicts_test.go`. Do not edit by hand: the test fails when this file\n")
	b.WriteString("is stale, when a finding has no verdict, or when a verdict no longer matches a finding.\n\n")
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	fmt.Fprintf(&b, "%d cards checked. %s (%s, %s): %s in the data, %s whose behaviour is modelled with another ability kind than the printed text (the text itself is right), %s of the check.\n",
		cards, plural(len(ds), "finding", "findings"), plural(errs, "error", "errors"), plural(warns, "warning", "warnings"),
		plural(real, "real discrepancy", "real discrepancies"), plural(modelled, "card", "cards"), plural(falseAlarms, "false alarm", "false alarms"))
	b.WriteString("\nEach false alarm says what i18n should change so that it goes away while real errors stay visible.\n")
	b.WriteString(body.String())
	return []byte(b.String()), problems
}

// mdEscape keeps card markup (<b>, <i>) visible in Markdown.
func mdEscape(s string) string {
	return strings.NewReplacer("<", "&lt;", ">", "&gt;", "\n", " ").Replace(s)
}

// testVocab is the vocabulary cards are checked against.
func testVocab() vocab.Table { return interp.NewRegistry().Vocab() }

// loadBuiltin is the built-in library, every file in scope.
func loadBuiltin(t *testing.T) *Library {
	t.Helper()
	var srcs []syntax.Source
	for _, p := range cards.Files() {
		b, err := fs.ReadFile(cards.FS, p)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, syntax.Source{Name: interp.BuiltinPrefix + p, Src: b})
	}
	return Load(srcs, nil, testVocab())
}
