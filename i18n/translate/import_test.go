package translate

import (
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/i18n/po"
)

const importTestCard = `card 90001 "Bolton Raider" {
  character
  pack TSC 2
  faction stark
  cost 3
  strength 3
  traits Ally
  keywords shadow(3)
  deck-limit 3
  incomplete "text only"
}
`

const importTestEnglish = `text en 90001 {
  title "Bolton Raider"
  traits "Ally."
  keywords "Shadow (3)."
  ability action "<b>Action:</b> Draw 1 card."
  flavor "Sharp."
}
`

// importTestSource are the English texts of importTestEnglish by field.
var importTestSource = map[string]string{"title": "Bolton Raider", "traits": "Ally.", "keywords": "Shadow (3).",
	"ability:action": "<b>Action:</b> Draw 1 card.", "flavor": "Sharp."}

// TestImportEdits imports translations into text blocks of many shapes and
// compares the written file byte for byte: literals are replaced in place,
// missing fields go in block order on their own line (or after a `;` when
// the block is on one line), everything else stays as it was.
func TestImportEdits(t *testing.T) {
	tests := []struct {
		name   string
		de     string
		set    map[string]string // field → msgstr
		want   string
		fuzzy  bool
		noEdit bool
	}{
		{
			name: "replace keeps comments and escapes",
			de:   "text de 90001 {\n  title \"Alt\"   # printed title\n  traits \"Verbündeter.\"\n}\n",
			set:  map[string]string{"title": "Neu \"x\"\n\\"},
			want: "text de 90001 {\n  title \"Neu \\\"x\\\"\\n\\\\\"   # printed title\n  traits \"Verbündeter.\"\n}\n",
		},
		{
			name: "insert in block order",
			de:   "text de 90001 {\n\ttitle \"A\"\n\tflavor \"F\"\n}\n",
			set:  map[string]string{"keywords": "Schatten (3).", "traits": "Verbündeter.", "ability:action": "<b>Aktion:</b> Ziehe 1 Karte."},
			want: "text de 90001 {\n\ttitle \"A\"\n\ttraits \"Verbündeter.\"\n\tkeywords \"Schatten (3).\"\n\tability action \"<b>Aktion:</b> Ziehe 1 Karte.\"\n\tflavor \"F\"\n}\n",
		},
		{
			name: "insert before the first statement",
			de:   "text de 90001 {\n  traits \"Verbündeter.\"\n}\n",
			set:  map[string]string{"title": "A"},
			want: "text de 90001 {\n  title \"A\"\n  traits \"Verbündeter.\"\n}\n",
		},
		{
			name: "one-line block, after",
			de:   "text de 90001 { title \"A\" }\n",
			set:  map[string]string{"flavor": "F"},
			want: "text de 90001 { title \"A\"; flavor \"F\" }\n",
		},
		{
			name: "one-line block, before",
			de:   "text de 90001 { traits \"V.\" }\n",
			set:  map[string]string{"title": "A"},
			want: "text de 90001 { title \"A\"; traits \"V.\" }\n",
		},
		{
			name: "empty block",
			de:   "text de 90001 {\n}\n",
			set:  map[string]string{"title": "A"},
			want: "text de 90001 {\n  title \"A\"\n}\n",
		},
		{
			name: "no block: appended",
			de:   "# German\n",
			set:  map[string]string{"flavor": "F", "title": "A"},
			want: "# German\n\ntext de 90001 {\n  title \"A\"\n  flavor \"F\"\n}\n",
		},
		{
			name:   "same text: no edit",
			de:     "text de 90001 {\n  title \"A\"\n}\n",
			set:    map[string]string{"title": "A"},
			noEdit: true,
		},
		{
			name:   "fuzzy: skipped",
			de:     "text de 90001 {\n  title \"A\"\n}\n",
			set:    map[string]string{"title": "B"},
			fuzzy:  true,
			noEdit: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib := importTestLib(t, tt.de)
			var units []po.Unit
			for _, f := range []string{"title", "traits", "keywords", "ability:action", "flavor"} {
				if v, ok := tt.set[f]; ok {
					u := po.Unit{Code: "90001", Field: f, Source: importTestSource[f], Target: v}
					if tt.fuzzy {
						u.Flags = []string{"fuzzy"}
					}
					units = append(units, u)
				}
			}
			res := lib.Import(po.Export(nil, units), "en", "de", false)
			if len(res.Diags) > 0 {
				t.Fatal(res.Diags)
			}
			got, changed := res.Files["x.de.card"]
			if tt.noEdit {
				if changed || len(res.Changes) > 0 {
					t.Fatalf("edited:\n%s", got)
				}
				return
			}
			if string(got) != tt.want {
				t.Fatalf("got\n%s\nwant\n%s", got, tt.want)
			}
			if len(res.Changes) != len(tt.set) {
				t.Errorf("%d changes, want %d", len(res.Changes), len(tt.set))
			}
			// The written file reads back with the new values.
			again := New([]syntax.Source{
				{Name: "x.card", Src: []byte(importTestCard)},
				{Name: "x.de.card", Src: got},
			}, nil, testVocab())
			if len(again.syntaxDiags) > 0 {
				t.Fatal(again.syntaxDiags)
			}
			for f, v := range tt.set {
				if len(again.texts) != 1 || again.texts[0].Field(f) == nil || again.texts[0].Field(f).Value != v {
					t.Errorf("field %s does not read back as %q", f, v)
				}
			}
		})
	}
}

// TestPluralTitleThroughPO: a plural title's number goes through the PO
// file as the title entry's translator comment plural-title: export
// writes it, an import of an entry with it adds `plural-title` to the
// block after the title, one without it removes the statement, and a
// block that agrees is left alone.
func TestPluralTitleThroughPO(t *testing.T) {
	for _, tt := range []struct {
		name, de string
		comment  bool
		want     string
	}{
		{"exported and kept", "text de 90001 {\n  title \"Plünderer\"\n  plural-title\n  traits \"Verbündeter.\"\n}\n", true, ""},
		{"added", "text de 90001 {\n  title \"Plünderer\"\n  traits \"Verbündeter.\"\n}\n", true, "text de 90001 {\n  title \"Plünderer\"\n  plural-title\n  traits \"Verbündeter.\"\n}\n"},
		{"removed", "text de 90001 {\n  title \"Plünderer\"\n  plural-title\n  traits \"Verbündeter.\"\n}\n", false, "text de 90001 {\n  title \"Plünderer\"\n  traits \"Verbündeter.\"\n}\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			lib := importTestLib(t, tt.de)
			f := lib.Export("en", "de", nil, ExportOptions{})
			var title *po.Entry
			for _, e := range f.Entries {
				if e.Context != nil && *e.Context == "90001|title" {
					title = e
				}
			}
			if title == nil {
				t.Fatal("no title entry")
			}
			has := len(title.Comments) == 1 && title.Comments[0] == "plural-title"
			if wantHas := strings.Contains(tt.de, "plural-title"); has != wantHas {
				t.Fatalf("title entry comments %q", title.Comments)
			}
			title.Comments = nil
			if tt.comment {
				title.Comments = []string{"plural-title"}
			}
			res := reimport(t, lib, f)
			got, changed := res.Files["x.de.card"]
			if tt.want == "" {
				if changed {
					t.Fatalf("edited:\n%s", got)
				}
				return
			}
			if string(got) != tt.want {
				t.Fatalf("got\n%s\nwant\n%s", got, tt.want)
			}
			if len(res.Changes) != 1 || res.Changes[0].Field != "plural-title" {
				t.Errorf("changes %+v", res.Changes)
			}
		})
	}
}

// TestPluralTitleNewBlock: an import that creates a card's text block
// writes `plural-title` after the title when the title entry's translator
// comment says so (and not otherwise), and names each written line.
func TestPluralTitleNewBlock(t *testing.T) {
	for _, plural := range []bool{true, false} {
		lib := importTestLib(t, "")
		f := lib.Export("en", "de", nil, ExportOptions{})
		for _, e := range f.Entries {
			switch {
			case e.Context == nil:
			case *e.Context == "90001|title":
				e.Str = []string{"Plünderer"}
				if plural {
					e.Comments = []string{"plural-title"}
				}
			case *e.Context == "90001|traits":
				e.Str = []string{"Verbündeter."}
			}
		}
		res := reimport(t, lib, f)
		want := "text de 90001 {\n  title \"Plünderer\"\n  traits \"Verbündeter.\"\n}\n"
		wantChanges := []string{"title x.de.card:2", "traits x.de.card:3"}
		if plural {
			want = "text de 90001 {\n  title \"Plünderer\"\n  plural-title\n  traits \"Verbündeter.\"\n}\n"
			wantChanges = []string{"title x.de.card:2", "plural-title x.de.card:3", "traits x.de.card:4"}
		}
		if got := string(res.Files["x.de.card"]); got != want {
			t.Errorf("plural %v: got\n%s\nwant\n%s", plural, got, want)
		}
		var changes []string
		for _, ch := range res.Changes {
			changes = append(changes, ch.Field+" "+ch.Where)
		}
		if !slices.Equal(changes, wantChanges) {
			t.Errorf("plural %v: changes %q, want %q", plural, changes, wantChanges)
		}
	}
}

// reimport writes f, reads it back and imports it into lib (English to
// German), failing on any diagnostic.
func reimport(t *testing.T, lib *Corpus, f *po.File) *ImportResult {
	t.Helper()
	back, ds := po.Parse("de.po", f.Bytes())
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	res := lib.Import(back, "en", "de", false)
	if len(res.Diags) > 0 {
		t.Fatal(res.Diags)
	}
	return res
}

// importTestLib is the test card with its English texts and the German
// text file de.
func importTestLib(t *testing.T, de string) *Corpus {
	t.Helper()
	lib := New([]syntax.Source{
		{Name: "x.card", Src: []byte(importTestCard)},
		{Name: "x.en.card", Src: []byte(importTestEnglish)},
		{Name: "x.de.card", Src: []byte(de)},
	}, nil, testVocab())
	if len(lib.syntaxDiags) > 0 {
		t.Fatal(lib.syntaxDiags)
	}
	return lib
}
