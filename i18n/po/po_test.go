package po

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/golden"
)

func mustParse(t testing.TB, name string, src []byte) *File {
	t.Helper()
	f, ds := Parse(name, src)
	if len(ds) > 0 {
		t.Fatalf("%s: %v", name, ds)
	}
	return f
}

// sampleUnits are a few realistic card units.
func sampleUnits() []Unit {
	prev := "<b>Challenges Action:</b> Draw 2 cards and gain 2 gold."
	return []Unit{
		{Code: "11002", Field: "title", Source: "Bolton Flayer", Target: "Schinder von Haus Bolton",
			Refs: []string{"cards/dance-of-shadows/the-shadow-city.de.card:3"}, Notes: []string{"Card 11002: character, stark, cost 3, STR 3, keywords shadow(2)"}},
		{Code: "11002", Field: "keywords", Source: "Shadow (2).", Target: "Schatten (2).",
			Refs: []string{"cards/dance-of-shadows/the-shadow-city.de.card:5"}},
		{Code: "11002", Field: "ability:forced-interrupt",
			Source: "<b>Forced Interrupt:</b> When the challenges phase ends, choose and kill a character with the lowest printed cost (cannot be saved).",
			Target: "<b>Erzwungene Unterbrechung:</b> Sobald die Herausforderungsphase endet, wähle einen Charakter mit den niedrigsten aufgedruckten Kosten und töte ihn (kann nicht gerettet werden).",
			Refs:   []string{"cards/dance-of-shadows/the-shadow-city.de.card:6"}, Notes: []string{"Kind: forced-interrupt"}},
		{Code: "11004", Field: "ability:challenges-action", Source: "<b>Challenges Action:</b> Draw 1 card and gain 2 gold.",
			Target: "<b>Herausforderungsaktion:</b> Ziehe 1 Karte und erhalte 2 Gold.", Flags: []string{"fuzzy"}, Previous: &prev,
			Comments: []string{"check against the card"}, Refs: []string{"cards/dance-of-shadows/the-shadow-city.de.card:12"}},
		{Code: "11006", Field: "flavor", Source: "\"I will not be sent off to freeze and die.\"\nJanos Slynt",
			Target: "\"Ich werde mich nicht wegschicken lassen.\"\nJanos Slynt", Refs: []string{"cards/dance-of-shadows/the-shadow-city.de.card:20"}},
		{Code: "11007", Field: "title", Source: "New Recruits", Refs: []string{"cards/dance-of-shadows/the-shadow-city.de.card:24"}},
	}
}

func testHeader() []HeaderField {
	return Header("thronescript cards", "de", "2026-11-20 12:00+0000", "2026-11-20 12:00+0000", "Test Translator <test@example.org>", "German <de@example.org>")
}

// roundTrip checks export → import → export gives the same bytes and units.
func roundTrip(t *testing.T, units []Unit) []byte {
	t.Helper()
	first := Export(testHeader(), units).Bytes()
	f := mustParse(t, "first.po", first)
	res := Import(f, nil)
	if len(res.Diags) > 0 {
		t.Fatalf("import: %v", res.Diags)
	}
	if !reflect.DeepEqual(res.Header, testHeader()) {
		t.Errorf("header %v", res.Header)
	}
	if !reflect.DeepEqual(normalize(res.Units), normalize(units)) {
		t.Errorf("units differ after the round trip:\n%v\nwant\n%v", res.Units, units)
	}
	second := Export(res.Header, res.Units).Bytes()
	if !bytes.Equal(first, second) {
		t.Errorf("export → import → export differs:\n%s\n---\n%s", first, second)
	}
	return first
}

// normalize makes nil and empty slices equal, and splits multi-line notes
// the way the writer does.
func normalize(us []Unit) []Unit {
	out := make([]Unit, len(us))
	for i, u := range us {
		u.Pos = diag.Pos{} // where the entry stood in the file
		u.Refs = append([]string{}, u.Refs...)
		u.Notes = lines(u.Notes)
		u.Comments = lines(u.Comments)
		u.Flags = append([]string{}, u.Flags...)
		if u.Notes == nil {
			u.Notes = []string{}
		}
		if u.Comments == nil {
			u.Comments = []string{}
		}
		out[i] = u
	}
	return out
}

func TestRoundTripSample(t *testing.T) {
	out := roundTrip(t, sampleUnits())
	golden.Check(t, filepath.Join("testdata", "export.golden.po"), out, "")
}

// randomText makes strings with the characters PO escaping must handle.
func randomText(r *rand.Rand) string {
	pieces := []string{"Ziehe", " ", "3", "Karten", "\"", "\\", "\n", "\t", "„Zitat“", "ü", "ß", "<b>Reaktion:</b>", "#", "msgid", "\r", "\x01", "|", ":", "—", "%s", "\\n", "  "}
	var b strings.Builder
	n := r.IntN(40)
	for i := 0; i < n; i++ {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	if r.IntN(5) == 0 {
		b.WriteString(strings.Repeat("lange Zeile ", 20)) // long lines are wrapped
	}
	return b.String()
}

func TestRoundTripGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 2026))
	rounds := 200
	if testing.Short() {
		rounds = 20
	}
	for round := 0; round < rounds; round++ {
		var units []Unit
		for i := 0; i < 1+r.IntN(8); i++ {
			u := Unit{
				Code:   fmt.Sprintf("%05d", r.IntN(100000)),
				Field:  []string{"title", "traits", "keywords", "flavor", "ability:reaction", "ability:forced-interrupt"}[r.IntN(6)],
				Source: randomText(r),
				Target: randomText(r),
				Refs:   []string{fmt.Sprintf("cards/x/y.de.card:%d", 1+r.IntN(500))},
			}
			if r.IntN(2) == 0 {
				u.Notes = []string{"Card " + u.Code + ": character, stark, cost 3", "English: " + strings.ReplaceAll(randomText(r), "\r", "")}
			}
			if r.IntN(3) == 0 {
				u.Flags = []string{"fuzzy"}
				p := randomText(r)
				u.Previous = &p
			}
			if r.IntN(4) == 0 {
				u.Comments = []string{"Übersetzerin: " + strings.ReplaceAll(randomText(r), "\r", "")}
			}
			units = append(units, u)
		}
		// one entry per context
		seen := map[string]bool{}
		var uniq []Unit
		for _, u := range units {
			if !seen[Context(u.Code, u.Field)] {
				seen[Context(u.Code, u.Field)] = true
				uniq = append(uniq, u)
			}
		}
		roundTrip(t, uniq)
		if t.Failed() {
			t.Fatalf("round %d failed", round)
		}
	}
}

// TestGettextWrapping reads a file wrapped by GNU msgcat (testdata/sample.po)
// and checks that writing it gives the same bytes, and that writing the
// unwrapped form of the same file (testdata/sample.nowrap.po, made with
// `msgcat --no-wrap`, gettext 0.21) wraps it as msgcat did.
func TestGettextWrapping(t *testing.T) {
	want, err := os.ReadFile("testdata/sample.po")
	if err != nil {
		t.Fatal(err)
	}
	nowrap, err := os.ReadFile("testdata/sample.nowrap.po")
	if err != nil {
		t.Fatal(err)
	}
	f := mustParse(t, "testdata/sample.po", want)
	if got := f.Bytes(); !bytes.Equal(got, want) {
		t.Errorf("writing testdata/sample.po differs from it:\n%s", got)
	}
	if got := mustParse(t, "nowrap", nowrap).Bytes(); !bytes.Equal(got, want) {
		t.Errorf("sample.nowrap.po is not written as msgcat wraps it:\n%s", got)
	}
	// And import → export reproduces it, apart from the obsolete entry.
	res := Import(f, func(code, field string) bool { return code != "99002" })
	if len(res.Diags) > 0 {
		t.Fatal(res.Diags)
	}
	if len(res.Units) != len(f.Entries)-2 { // minus header and obsolete entry
		t.Errorf("imported %d units from %d entries", len(res.Units), len(f.Entries))
	}
	got := Export(res.Header, res.Units).Bytes()
	wantNoObsolete := want[:bytes.Index(want, []byte("\n\n#~ msgctxt"))+1]
	if !bytes.Equal(got, wantNoObsolete) {
		t.Errorf("import → export differs from the sample")
	}
	fuzzy := 0
	for _, u := range res.Units {
		if u.Previous != nil && len(u.Flags) == 1 && u.Flags[0] == "fuzzy" {
			fuzzy++
		}
	}
	if fuzzy == 0 {
		t.Errorf("no fuzzy unit with a previous msgid imported")
	}
}

// TestMsgcatAgrees runs GNU msgcat on an export when gettext is installed;
// gettext must leave the file unchanged (it wraps as the writer does).
func TestMsgcatAgrees(t *testing.T) {
	msgcat, err := exec.LookPath("msgcat")
	if err != nil {
		t.Skip("msgcat not installed (apt-get install gettext); skipping the gettext compatibility check")
	}
	msgcatAgreesOn(t, msgcat, sampleUnits())
}

func TestMsgfmtCheck(t *testing.T) {
	msgfmt, err := exec.LookPath("msgfmt")
	if err != nil {
		t.Skip("msgfmt not installed (apt-get install gettext); skipping msgfmt --check-format --check-header")
	}
	for name, data := range map[string][]byte{
		"export": Export(testHeader(), sampleUnits()).Bytes(),
		"merged": Merge(mustParse(t, "sample", mustRead(t, "testdata/sample.po")), testHeader(), sampleUnits()).Bytes(),
	} {
		path := filepath.Join(t.TempDir(), name+".po")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(msgfmt, "--check-format", "--check-header", "-o", os.DevNull, path).CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("msgfmt rejects the %s file: %v\n%s\n%s", name, err, out, data)
		}
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // diagnostics, one per line
	}{
		{"unknown keyword", "msgid \"a\"\nmsgstrr \"b\"\n",
			"x.po:2:1: error[E0850]: unknown keyword \"msgstrr\"\nx.po:1:1: error[E0852]: entry \"a\" has no msgstr"},
		{"unterminated string", "msgid \"a\nmsgstr \"b\"\n",
			"x.po:1:7: error[E0851]: unterminated string\nx.po:2:1: error[E0852]: msgstr before msgid"},
		{"bad escape", "msgid \"a\\qb\"\nmsgstr \"\"\n",
			"x.po:1:9: error[E0851]: unknown escape \\q\nx.po:2:1: error[E0852]: msgstr before msgid"},
		{"text after quote", "msgid \"a\" x\nmsgstr \"\"\n",
			"x.po:1:10: error[E0851]: text after the closing quote\nx.po:2:1: error[E0852]: msgstr before msgid"},
		{"orphan string", "\"abc\"\nmsgid \"a\"\nmsgstr \"\"\n",
			"x.po:1:1: error[E0850]: string without a keyword"},
		{"missing msgstr", "msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"\n",
			"x.po:1:1: error[E0852]: entry \"a\" has no msgstr"},
		{"duplicate", "msgctxt \"1|title\"\nmsgid \"a\"\nmsgstr \"\"\n\nmsgctxt \"1|title\"\nmsgid \"a\"\nmsgstr \"b\"\n",
			"x.po:5:1: error[E0853]: duplicate entry msgctxt \"1|title\" msgid \"a\" (first on line 1)"},
		{"plural out of order", "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[1] \"x\"\n",
			"x.po:3:1: error[E0852]: msgstr[1] out of order, want msgstr[0]\nx.po:1:1: error[E0852]: entry \"a\" has no msgstr"},
		{"column counts runes", "msgid \"ü\" x\nmsgstr \"\"\n",
			"x.po:1:10: error[E0851]: text after the closing quote\nx.po:2:1: error[E0852]: msgstr before msgid"},
		{"dangling comments", "msgid \"a\"\nmsgstr \"\"\n\n#. lonely\n",
			"x.po:4:1: error[E0852]: comments without an entry"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, ds := Parse("x.po", []byte(tc.src))
			if got := ds.Error(); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestParseForms(t *testing.T) {
	src := "\ufeff# translator\r\n#. extracted\n#: a.card:1 b.card:2\n#, fuzzy, c-format\n#| msgctxt \"old|title\"\n#| msgid \"old\"\n" +
		"msgctxt \"1|title\"\nmsgid \"\"\n\"new \"\n\"text\"\nmsgstr \"neu\\x41\\101\"\n" +
		"msgid \"one\"\nmsgid_plural \"many\"\nmsgstr[0] \"eins\"\nmsgstr[1] \"viele\"\n\n" +
		"#~ msgid \"gone\"\n#~ msgstr \"\"\n#~ \"weg\"\n"
	f := mustParse(t, "forms.po", []byte(src))
	if len(f.Entries) != 3 {
		t.Fatalf("%d entries", len(f.Entries))
	}
	e := f.Entries[0]
	old, oldCtx := "old", "old|title"
	want := &Entry{Comments: []string{"translator"}, Extracted: []string{"extracted"}, References: []string{"a.card:1", "b.card:2"},
		Flags: []string{"fuzzy", "c-format"}, PrevContext: &oldCtx, PrevID: &old, Context: ptr("1|title"), ID: "new text", Str: []string{"neuAA"}, Pos: e.Pos, endLine: e.endLine}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("entry\n%#v\nwant\n%#v", e, want)
	}
	if e.Pos.Line != 1 {
		t.Errorf("entry starts on line %d", e.Pos.Line)
	}
	if p := f.Entries[1]; p.Plural == nil || *p.Plural != "many" || !reflect.DeepEqual(p.Str, []string{"eins", "viele"}) || p.Pos.Line != 12 {
		t.Errorf("plural entry %#v", p)
	}
	if o := f.Entries[2]; !o.Obsolete || o.ID != "gone" || o.Translation() != "weg" {
		t.Errorf("obsolete entry %#v", o)
	}
	// Writing and reading again keeps every entry.
	again := mustParse(t, "again.po", f.Bytes())
	for i := range f.Entries {
		again.Entries[i].Pos, again.Entries[i].endLine = f.Entries[i].Pos, f.Entries[i].endLine
	}
	if !reflect.DeepEqual(again.Entries, f.Entries) {
		t.Errorf("entries change when written and read:\n%s", f.Bytes())
	}
}

func ptr(s string) *string { return &s }

func TestImportStaleAndContexts(t *testing.T) {
	src := "msgctxt \"11002|title\"\nmsgid \"Bolton Flayer\"\nmsgstr \"Schinder\"\n\n" +
		"msgctxt \"11002|ability:gone\"\nmsgid \"x\"\nmsgstr \"y\"\n\n" +
		"msgctxt \"11002 title\"\nmsgid \"x\"\nmsgstr \"y\"\n\n" +
		"msgid \"no context\"\nmsgstr \"\"\n\n" +
		"msgctxt \"11002|title\"\nmsgid \"Bolton Flayer (old)\"\nmsgstr \"x\"\n"
	f := mustParse(t, "de.po", []byte(src))
	res := Import(f, func(code, field string) bool { return code == "11002" && field == "title" })
	if len(res.Units) != 1 || res.Units[0].Target != "Schinder" {
		t.Errorf("units %v", res.Units)
	}
	if len(res.Stale) != 1 || *res.Stale[0].Context != "11002|ability:gone" {
		t.Errorf("stale %v", res.Stale)
	}
	want := "de.po:5:1: warning[E0854]: msgctxt \"11002|ability:gone\" names no card field any more\n" +
		"de.po:9:1: error[E0855]: msgctxt \"11002 title\" is not \"<code>|<field>\"\n" +
		"de.po:13:1: error[E0855]: entry \"no context\" has no msgctxt\n" +
		"de.po:16:1: error[E0853]: msgctxt \"11002|title\" already appears on line 1"
	if got := res.Diags.Error(); got != want {
		t.Errorf("diagnostics\n%s\nwant\n%s", got, want)
	}
}

func TestMerge(t *testing.T) {
	old := mustParse(t, "old.po", Export(testHeader(), []Unit{
		{Code: "1", Field: "title", Source: "Old Title", Target: "Alter Titel", Comments: []string{"checked"}},
		{Code: "1", Field: "flavor", Source: "Same", Target: "Gleich"},
		{Code: "2", Field: "title", Source: "Removed", Target: "Entfernt"},
	}).Bytes())
	merged := Merge(old, testHeader(), []Unit{
		{Code: "1", Field: "title", Source: "New Title"},
		{Code: "1", Field: "flavor", Source: "Same"},
		{Code: "3", Field: "title", Source: "Added"},
	})
	want := `#, fuzzy
#| msgid "Old Title"
msgctxt "1|title"
msgid "New Title"
msgstr "Alter Titel"`
	got := string(merged.Bytes())
	if !strings.Contains(got, "# checked\n"+want) {
		t.Errorf("changed source not marked fuzzy with previous msgid:\n%s", got)
	}
	if !strings.Contains(got, "msgid \"Same\"\nmsgstr \"Gleich\"") || !strings.Contains(got, "msgid \"Added\"\nmsgstr \"\"") {
		t.Errorf("merge lost a translation or an added unit:\n%s", got)
	}
	if !strings.HasSuffix(got, "#~ msgctxt \"2|title\"\n#~ msgid \"Removed\"\n#~ msgstr \"Entfernt\"\n") {
		t.Errorf("removed unit not kept as obsolete:\n%s", got)
	}
	// The merged file reads back as written.
	if again := mustParse(t, "merged.po", merged.Bytes()).Bytes(); !bytes.Equal(again, merged.Bytes()) {
		t.Errorf("merged file does not round-trip")
	}
}

func TestParseContext(t *testing.T) {
	for ctx, ok := range map[string]bool{
		"11002|title": true, "11002|ability:forced-interrupt": true, "11002|flavor": true,
		"11002|": false, "|title": false, "11002|ability:": false, "11002|cost": false, "11002": false, "a b|title": false,
	} {
		if _, _, got := ParseContext(ctx); got != ok {
			t.Errorf("ParseContext(%q) ok = %v, want %v", ctx, got, ok)
		}
	}
}

var _ = diag.Error

func TestPluralContinuations(t *testing.T) {
	src := "msgid \"one\"\nmsgid_plural \"\"\n\"ma\"\n\"ny\"\nmsgstr[0] \"\"\n\"ei\"\n\"ns\"\nmsgstr[1] \"vi\"\n\"ele\"\nmsgstr[2] \"x\"\n\"y\"\n"
	f := mustParse(t, "p.po", []byte(src))
	e := f.Entries[0]
	if *e.Plural != "many" || !reflect.DeepEqual(e.Str, []string{"eins", "viele", "xy"}) {
		t.Errorf("plural entry %q %q", *e.Plural, e.Str)
	}
}

// TestMsgcatWrapsLikeTheWriter writes random long texts (card words,
// markup, punctuation, escapes) and checks that GNU msgcat, wrapping at 79
// columns, leaves every byte as the writer wrote it.
func TestMsgcatWrapsLikeTheWriter(t *testing.T) {
	msgcat, err := exec.LookPath("msgcat")
	if err != nil {
		t.Skip("msgcat not installed (apt-get install gettext)")
	}
	words := []string{"Ziehe", "1", "Karte", "<b>Reaktion:</b>", "<i>Ritter</i>", "[military]-Herausforderung", "Militäreinsatz-", "lies/schreibe",
		"„Zitat“", "(Limit", "Runde.)", "„Ser", "Gerris“", "—", "–", "…", "\"quoted\"", "Karten,", "Phase:", "Stärke.", "+2", "X", "{actor}",
		"{n:card|cards}", "tab\there", "a-1", "3/4", "Macht;", "nicht!", "wer?", "Dornischer", "Schattenmarker", "über", "<cite>Val</cite>"}
	for seed := uint64(1); seed <= 6; seed++ {
		msgcatAgreesOn(t, msgcat, randomUnits(rand.New(rand.NewPCG(79, seed)), words))
	}
}

// randomUnits makes 300 units of random texts from words.
func randomUnits(r *rand.Rand, words []string) []Unit {
	var units []Unit
	for i := 0; i < 300; i++ {
		var parts []string
		for n := 5 + r.IntN(40); n > 0; n-- {
			parts = append(parts, words[r.IntN(len(words))])
		}
		sep := " "
		if r.IntN(6) == 0 {
			sep = "  "
		}
		text := strings.Join(parts, sep)
		if r.IntN(8) == 0 {
			text = strings.Replace(text, " ", "\n", 2)
		}
		units = append(units, Unit{Code: fmt.Sprintf("%05d", i), Field: "flavor", Source: text, Target: strings.ToUpper(text),
			Refs: []string{fmt.Sprintf("cards/core/stark-and-more-%d.card:%d", i, i*7), fmt.Sprintf("cards/core/stark-and-more-%d.en.card:%d", i, i*3)}})
	}
	return units
}

// msgcatAgreesOn fails unless msgcat leaves the export of units as it is.
func msgcatAgreesOn(t *testing.T, msgcat string, units []Unit) {
	t.Helper()
	data := Export(testHeader(), units).Bytes()
	path := filepath.Join(t.TempDir(), "de.po")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(msgcat, path).CombinedOutput()
	if err != nil {
		t.Fatalf("msgcat: %v\n%s", err, out)
	}
	if !bytes.Equal(out, data) {
		gl, wl := strings.Split(string(out), "\n"), strings.Split(string(data), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("msgcat wraps differently at line %d:\nmsgcat: %q\nwriter: %q\nthen msgcat %q writer %q", i+1, gl[i], wl[i], gl[i+1], wl[i+1])
			}
		}
		t.Fatalf("msgcat output has %d lines, the writer's %d", len(gl), len(wl))
	}
}

// duplicatePO is a PO file of n entries with the same msgctxt and msgid
// (issue 20: 150,000 of them took minutes to import).
func duplicatePO(n int) []byte {
	var b strings.Builder
	b.WriteString("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n")
	for i := 0; i < n; i++ {
		b.WriteString("\nmsgctxt \"01001|title\"\nmsgid \"The Iron Throne\"\nmsgstr \"Der Eiserne Thron\"\n")
	}
	return []byte(b.String())
}

// TestDuplicatesReported: every duplicate is a diagnostic naming the first
// entry, and the work grows linearly: ten times the entries take no more
// than about ten times the allocations.
func TestDuplicatesReported(t *testing.T) {
	f, ds := Parse("dup.po", duplicatePO(1000))
	if len(f.Entries) != 2 || len(ds) != 999 || ds[0].Code != CodeDuplicate || !strings.Contains(ds[998].Summary, "(first on line 4)") {
		t.Fatalf("%d entries, %d diagnostics: %v", len(f.Entries), len(ds), ds[:1])
	}
	small := testing.AllocsPerRun(3, func() { Parse("dup.po", duplicatePO(1000)) })
	large := testing.AllocsPerRun(3, func() { Parse("dup.po", duplicatePO(10000)) })
	if large > 12*small {
		t.Errorf("10,000 duplicates allocate %.0f times, 1,000 %.0f: not linear", large, small)
	}
}

// BenchmarkParseDuplicates parses 150,000 duplicate entries (the PO file of
// issue 20).
func BenchmarkParseDuplicates(b *testing.B) {
	data := duplicatePO(150000)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		Parse("dup.po", data)
	}
}

// TestReportedEntriesDropped: an entry with a reported line is not
// returned as good — a byte that is not UTF-8 (issue 31: it was reported
// and the entry returned with the byte, which the writer then wrote), a
// bad escape in a continuation, a comment line with a bad byte; the good
// entries around them are kept.
func TestReportedEntriesDropped(t *testing.T) {
	tests := []struct {
		name, src string
		codes     []string
		ids       []string // msgids returned
	}{
		{"bad byte in msgstr", "msgid \"a\"\nmsgstr \"b\xff\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeNotUTF8}, []string{"c"}},
		{"bad byte in a comment", "# x\xfe\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeNotUTF8}, []string{"c"}},
		{"bad escape in a continuation", "msgid \"a\"\nmsgstr \"\"\n\"\\q\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeString}, []string{"c"}},
		{"unknown keyword inside", "msgid \"a\"\nmsgstrr \"x\"\nmsgstr \"b\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeSyntax}, []string{"c"}},
		// an escape of a byte that makes no UTF-8 text was returned and
		// written raw, which the next read reported
		{"octal escape of a stray byte", "msgid \"a\"\nmsgstr \"\\2026\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeNotUTF8, CodeEntry}, []string{"c"}},
		{"hex escape of a stray byte", "msgid \"a\\xff\"\nmsgstr \"\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", []string{CodeNotUTF8, CodeEntry}, []string{"c"}},
		{"escapes of a UTF-8 character", "msgid \"a\"\nmsgstr \"\\303\\244\"\n\nmsgid \"c\"\nmsgstr \"d\"\n", nil, []string{"a", "c"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, ds := Parse("x.po", []byte(tc.src))
			var codes, ids []string
			for _, d := range ds {
				codes = append(codes, d.Code)
			}
			for _, e := range f.Entries {
				ids = append(ids, e.ID)
			}
			if !reflect.DeepEqual(codes, tc.codes) || !reflect.DeepEqual(ids, tc.ids) {
				t.Errorf("codes %v, entries %q; want %v, %q", codes, ids, tc.codes, tc.ids)
			}
		})
	}
}
