package messages

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/rules"
)

// TestThreePluralForms: a language with three plural forms (Polish, as
// gettext's Plural-Forms says) goes through PO and back: the header's
// Plural-Forms is written into the catalog's [grammar], the three msgstr
// become {n:f0|f1|f2}, the log picks the form gettext would, and the next
// export has the same three forms.
func TestThreePluralForms(t *testing.T) {
	f, err := ExportPO("pl", testHeader("pl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range f.Entries {
		if e.Context != nil && *e.Context == "messages|draws" {
			if len(e.Str) != 3 {
				t.Fatalf("draws has %d msgstr for Polish, want 3", len(e.Str))
			}
			e.Str = []string{"{actor} dobiera {n} kartę", "{actor} dobiera {n} karty", "{actor} dobiera {n} kart"}
		}
	}
	cat, written, ds := ImportPO(f, nil, false)
	if len(ds) > 0 || len(written) != 1 {
		t.Fatalf("written %v, %v", written, ds)
	}
	for _, want := range []string{"draws = {actor} dobiera {n} {n:kartę|karty|kart}\n", "plural-forms = " + po.PluralForms("pl") + "\n"} {
		if !strings.Contains(string(cat), want) {
			t.Errorf("catalog lacks %q:\n%s", want, cat)
		}
	}
	c, err := LoadCatalogSource("pl", cat, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := &rules.Game{Players: []*rules.Player{{Name: "Stark"}}}
	for n, want := range map[int]string{1: "kartę", 2: "karty", 4: "karty", 5: "kart", 12: "kart", 22: "karty"} {
		e := rules.LogEntry{Msg: rules.MsgDraws, N: int32(n), Card: rules.CardRef{ID: rules.NoCard}, Card2: rules.CardRef{ID: rules.NoCard}}
		if got := c.Render(g, &e, -1); !strings.HasSuffix(got, " "+want) {
			t.Errorf("n=%d: %q, want the form %q", n, got, want)
		}
	}
	again, err := ExportPOFrom("pl", cat, testHeader("pl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range again.Entries {
		if e.Context != nil && *e.Context == "messages|draws" && !slices.Equal(e.Str, []string{"{actor} dobiera {n} kartę", "{actor} dobiera {n} karty", "{actor} dobiera {n} kart"}) {
			t.Errorf("exported again: %q", e.Str)
		}
	}
	// two forms where the header says three: refused
	for _, e := range f.Entries {
		if e.Context != nil && *e.Context == "messages|draws" {
			e.Str = e.Str[:2]
		}
	}
	if _, _, ds := ImportPO(f, nil, false); len(ds) != 1 || ds[0].Code != CodePOEntry {
		t.Errorf("two forms of three imported: %v", ds)
	}
}

func TestJoinForms(t *testing.T) {
	for _, c := range []struct {
		forms []string
		want  string
	}{
		{[]string{"a 1 card", "a 1 cards"}, "a 1 {n:card|cards}"},
		{[]string{"x kartę y", "x karty y", "x kart y"}, "x {n:kartę|karty|kart} y"},
		{[]string{"枚のカードを引く"}, "枚のカードを引く"},
		{[]string{"same", "same", "same"}, "same"},
		{[]string{"one", ""}, "one"},
		{[]string{"tire une carte", "tire des cartes"}, "tire {n:une|des} {n:carte|cartes}"},
		{[]string{"a b", "a c d"}, "a {n:b|c d}"},
	} {
		got, err := joinForms(c.forms, len(c.forms))
		if err != nil || got != c.want {
			t.Errorf("joinForms(%q) = %q, %v; want %q", c.forms, got, err, c.want)
		}
	}
	if _, err := joinForms([]string{"{n} a", "{s} b"}, 2); err == nil {
		t.Error("forms differing in a placeholder joined")
	}
}

// TestLanguagesFromFiles: the languages are the catalog files of the
// folder (a new language needs its file, no code): English first.
func TestLanguagesFromFiles(t *testing.T) {
	files, err := filepath.Glob("catalog.*.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range files {
		want = append(want, strings.TrimSuffix(strings.TrimPrefix(f, "catalog."), ".txt"))
	}
	got := slices.Clone(Languages)
	slices.Sort(got)
	if !slices.Equal(got, want) || Languages[0] != "en" {
		t.Errorf("Languages = %v, files %v", Languages, files)
	}
	for _, l := range Languages {
		data, _ := os.ReadFile("catalog." + l + ".txt")
		if string(CatalogSource(l)) != string(data) {
			t.Errorf("%s: the embedded catalog is not the file", l)
		}
	}
}

// TestMissing: a catalog being translated lists what it leaves to
// English; the shipped German one leaves nothing.
func TestMissing(t *testing.T) {
	if m := Missing(catalogDE); len(m) != 0 {
		t.Errorf("German catalog misses %v", m)
	}
	part := []byte("[messages]\ndraws = {actor} pioche {n} {n:carte|cartes}\n[ui]\nyou = toi\n")
	m := Missing(part)
	if slices.Contains(m, "messages|draws") || slices.Contains(m, "ui|you") || !slices.Contains(m, "messages|kneels") || !slices.Contains(m, "custom|{actor} brings {card} out of shadows") {
		t.Errorf("Missing = %v", m)
	}
	all := Missing(nil)
	if len(m) != len(all)-2 {
		t.Errorf("missing %d of %d", len(m), len(all))
	}
}

// TestFromShadowsOneLine: a card put into play and its coming out of
// shadows right after are told as one line; anything else is not merged.
func TestFromShadowsOneLine(t *testing.T) {
	put := rules.LogEntry{Msg: rules.MsgPutIntoPlay, Actor: 0, Card: rules.CardRef{ID: 7}}
	out := rules.LogEntry{Msg: rules.MsgCustom, Actor: -1, S: comesOut, Card: rules.CardRef{ID: 7}}
	k, ok := fromShadows(&put, &out)
	if !ok || k.Msg != rules.MsgCustom || k.S != putFromShadows || k.Card.ID != 7 || k.Actor != 0 {
		t.Errorf("merged %+v, %v", k, ok)
	}
	plays := rules.LogEntry{Msg: rules.MsgPlays, Actor: 1, Card: rules.CardRef{ID: 7}}
	k, ok = fromShadows(&plays, &out)
	if !ok || k.Msg != rules.MsgCustom || k.S != playFromShadows || k.Card.ID != 7 || k.Actor != 1 {
		t.Errorf("merged %+v, %v", k, ok)
	}
	other := out
	other.Card.ID = 8
	kneels := put
	kneels.Msg = rules.MsgKneels
	for _, pair := range [][2]rules.LogEntry{{put, other}, {plays, other}, {out, put}, {put, put}, {kneels, out}} {
		if _, ok := fromShadows(&pair[0], &pair[1]); ok {
			t.Errorf("merged %v and %v", pair[0], pair[1])
		}
	}
	for _, lang := range Languages {
		for _, key := range []string{putFromShadows, playFromShadows} {
			if _, ok := catalogKeysOf(t, lang)["custom"][key]; !ok {
				t.Errorf("%s: no custom template %q", lang, key)
			}
		}
	}
}

// catalogKeysOf reads the keys of a language's catalog by section.
func catalogKeysOf(t *testing.T, lang string) map[string]map[string]bool {
	t.Helper()
	out := map[string]map[string]bool{}
	entries, _ := readCatalog(catalogs[lang])
	for _, e := range entries {
		if out[e.section] == nil {
			out[e.section] = map[string]bool{}
		}
		out[e.section][e.key] = true
	}
	return out
}
