package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestTextRanges checks the text model the translators' tools edit by:
// every block in file order (standalone ones after a card in the same file
// too, duplicates kept), with its header, block and the ranges of each
// statement's parts.
func TestTextRanges(t *testing.T) {
	a := "text de 90002 {\n  title \"Zwei\"\n}\ncard 90001 \"One\" {\n  event\n  faction stark\n  cost 1\n" +
		"  text de { title \"Eins\"; ability x \"Tu \\\"es\\\"\"; note \"n\"; title 3 }\n}\n"
	b := "card 90002 \"Two\" {\n  event\n  faction stark\n  cost 1\n}\ntext de 90002 {\n  flavor `raw`\n}\n"
	files, ds := syntax.ParseFiles([]syntax.Source{{Name: "a.card", Src: []byte(a)}, {Name: "b.card", Src: []byte(b)}}, syntax.Workers(1))
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	lib, _ := Check(files, Config{Vocab: checktest.Vocab()})
	src := map[string]string{"a.card": a, "b.card": b}
	text := func(file string, off, end int) string { return src[file][off:end] }
	var got []string
	for _, tx := range lib.TextBlocks {
		line := fmt.Sprintf("%s %s/%s [%s] {%d-%d}", tx.File, tx.Lang, tx.Code,
			text(tx.File, tx.Header.Start.Offset, tx.Header.End.Offset), tx.Block.Start.Line, tx.Block.End.Line)
		for _, s := range tx.Stmts {
			line += " | " + s.Word
			if s.ID != "" {
				line += " " + text(tx.File, s.IDRange.Start.Offset, s.IDRange.End.Offset)
			}
			if s.ValueRange.Start.IsValid() {
				line += fmt.Sprintf(" %q=%s", s.Value, text(tx.File, s.ValueRange.Start.Offset, s.ValueRange.End.Offset))
			}
		}
		got = append(got, line)
	}
	want := []string{
		`a.card de/90002 [text de 90002] {1-3} | title "Zwei"="Zwei"`,
		`a.card de/90001 [text de] {8-8} | title "Eins"="Eins" | ability x "Tu \"es\""="Tu \"es\"" | note "n"="n" | title`,
		`b.card de/90002 [text de 90002] {6-8} | flavor "raw"=` + "`raw`",
	}
	if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w {
		t.Errorf("text blocks:\n%s\nwant\n%s", g, w)
	}
	if len(lib.Texts) != 1 || lib.Texts[0].File != "a.card" {
		t.Errorf("standalone texts in effect: %d, want the first", len(lib.Texts))
	}
	if c := lib.Cards[0]; text("a.card", c.Header.Start.Offset, c.Header.End.Offset) != `card 90001 "One"` {
		t.Errorf("card header %v", c.Header)
	}
}

// TestUntranslatedStatement: `untranslated` marks a text block whose
// fields are copies of the source language awaiting a translator; it takes
// no value.
func TestUntranslatedStatement(t *testing.T) {
	src := "card 90001 \"One\" {\n  event\n  faction stark\n  cost 1\n}\n" +
		"text de 90001 {\n  untranslated\n  title \"One\"\n}\ntext fr 90001 {\n  untranslated 2\n  title \"Un\"\n}\n"
	files, ds := syntax.ParseFiles([]syntax.Source{{Name: "a.card", Src: []byte(src)}}, syntax.Workers(1))
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
	if len(lib.TextBlocks) != 2 || !lib.TextBlocks[0].Untranslated || lib.TextBlocks[1].Untranslated {
		t.Fatalf("untranslated: %+v", lib.TextBlocks)
	}
	if len(ds) != 1 || ds[0].Subject.Start.Line != 11 {
		t.Errorf("want one finding, for `untranslated 2`: %v", ds)
	}
}
