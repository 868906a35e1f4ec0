package messages_test

import (
	"bufio"
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/i18n"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/rules"
)

// catalogKeys reads a catalog file into section → key → value.
func catalogKeys(t *testing.T, src []byte) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			section = strings.Trim(s, "[]")
			out[section] = map[string]string{}
			continue
		}
		if k, v, ok := strings.Cut(s, " = "); ok {
			out[section][strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return out
}

// TestCatalogCoverage: the English catalog has a template for every engine
// message, and every other catalog translates every key of the English
// one (messages, words, custom templates, UI texts) with the same
// placeholders, and nothing else.
func TestCatalogCoverage(t *testing.T) {
	en := catalogKeys(t, messages.CatalogSource("en"))
	for m := rules.MsgID(2); m.Name() != ""; m++ {
		if en["messages"][m.Name()] == "" {
			t.Errorf("en: message %s has no template", m.Name())
		}
	}
	ph := regexp.MustCompile(`\{[a-z0-9]+`)
	for _, lang := range messages.Languages {
		if lang == "en" {
			continue
		}
		for _, d := range messages.CheckCatalog("catalog."+lang+".txt", messages.CatalogSource(lang)) {
			t.Errorf("%s: %s", lang, d.Error())
		}
		other := catalogKeys(t, messages.CatalogSource(lang))
		for _, sec := range []string{"messages", "words", "custom", "ui"} {
			for k, v := range en[sec] {
				tr, ok := other[sec][k]
				if !ok {
					t.Errorf("%s: [%s] %s has no translation", lang, sec, k)
					continue
				}
				want, got := ph.FindAllString(v, -1), ph.FindAllString(tr, -1)
				for _, p := range want {
					if !strings.Contains(tr, p) && sec != "words" {
						t.Errorf("%s: [%s] %s lacks the placeholder %s}: %q", lang, sec, k, p, tr)
					}
				}
				for _, p := range got {
					if !strings.Contains(v, p) && p != "{card" && p != "{n" {
						t.Errorf("%s: [%s] %s has the unknown placeholder %s}: %q", lang, sec, k, p, tr)
					}
				}
			}
			for k := range other[sec] {
				if _, ok := en[sec][k]; !ok {
					t.Errorf("%s: [%s] %s is not an English key", lang, sec, k)
				}
			}
		}
	}
}

// forbiddenDE are German forms the log must not use, beyond the
// glossary's forbidden column: the wrong terms of issue 19 and English
// placeholders of plurals.
var forbiddenDE = []string{"Thronanspruch", "unangefochten", "Karte(n)", "Marker (", "gibt {n} Gold zurück", "in die Schatten aufmarschieren"}

// TestGermanCatalogTerms: no German template, word or UI text uses a form
// the German glossary forbids (knien, abwerfen, …) or one of forbiddenDE;
// the names of packs and cycles are the German products' names.
func TestGermanCatalogTerms(t *testing.T) {
	name, src, err := cards.Glossary("de")
	if err != nil {
		t.Fatal(err)
	}
	gl, ds := i18n.ParseGlossary(name, src)
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	var forbidden []string
	for _, e := range gl.Entries {
		forbidden = append(forbidden, e.Forbidden...)
	}
	if len(forbidden) == 0 {
		t.Fatal("the German glossary forbids nothing: the test would pass on anything")
	}
	de := catalogKeys(t, messages.CatalogSource("de"))
	for sec, kv := range de {
		for k, v := range kv {
			if strings.HasPrefix(k, "card-pack.") || strings.HasPrefix(k, "card-cycle.") {
				continue // a product's name is the publisher's ("Thronanspruch", the pack There Is My Claim), not a term
			}
			for _, f := range forbidden {
				if matchesWord(v, f) {
					t.Errorf("de: [%s] %s uses %q, which the glossary forbids: %q", sec, k, f, v)
				}
			}
			for _, f := range forbiddenDE {
				if strings.Contains(v, f) {
					t.Errorf("de: [%s] %s uses %q: %q", sec, k, f, v)
				}
			}
		}
	}
}

// matchesWord reports whether text has a word matching a glossary form
// ("kniend*" matches any word starting so).
func matchesWord(text, form string) bool {
	prefix, star := strings.CutSuffix(strings.ToLower(form), "*")
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !(r == '-' || r >= 'a' && r <= 'z' || r > 127) }) {
		if w == prefix || star && strings.HasPrefix(w, prefix) {
			return true
		}
	}
	return false
}

func TestMatchesWord(t *testing.T) {
	for _, c := range []struct {
		text, form string
		want       bool
	}{{"er kniet nieder", "kniet", true}, {"Kniende Wache", "kniend*", true}, {"beugt", "knien", false}, {"abwerfen", "abgeworfen", false}} {
		if got := matchesWord(c.text, c.form); got != c.want {
			t.Errorf("matchesWord(%q, %q) = %v", c.text, c.form, got)
		}
	}
}

// TestCheckCatalog: a catalog being translated is checked as `throne i18n
// check --messages` checks it: what it leaves to English is a warning per
// text, a placeholder the English text lacks and a case its grammar does
// not list are errors.
func TestCheckCatalog(t *testing.T) {
	src := []byte("[messages]\ndraws = {actor} pioche {n} {n:carte|cartes}\nkneels = {card} s'incline devant {player}\nmarshals = {actor} joue {card:acc}\n[grammar]\ncases = nom\n")
	ds := messages.CheckCatalog("fr.txt", src)
	codes := map[string]int{}
	for _, d := range ds {
		codes[d.Code]++
	}
	if want := len(messages.Missing(src)); codes[messages.CodeUntranslated] != want || want == 0 {
		t.Errorf("%d untranslated warnings, want %d", codes[messages.CodeUntranslated], want)
	}
	if codes[messages.CodePOPlaceholder] != 1 || codes[messages.CodeUnknownCase] != 1 || ds.HasErrors() == false {
		t.Errorf("codes %v", codes)
	}
	if ds := messages.CheckCatalog("bad.txt", []byte("[messages]\nnot a line\n")); len(ds) != 1 || !ds.HasErrors() {
		t.Errorf("unreadable catalog: %v", ds)
	}
}
