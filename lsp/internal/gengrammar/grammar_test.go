package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/internal/golden"
)

// TestGrammarCurrent: the committed TextMate grammar of the VS Code
// extension is what `go generate ./lsp` writes from the language (a word
// added to the registry, the checker or the prelude, or a token pattern
// changed, makes it stale).
func TestGrammarCurrent(t *testing.T) {
	g, err := builtinGrammar()
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "../../../examples/editors/vscode/syntaxes/thronescript.tmLanguage.json", g, "go generate ./lsp")
}

// TestGrammarWords: each word gets the scope of the first list that has
// it, read from the sources given (a vocabulary entry, a prelude keyword),
// and the words of no list get none.
func TestGrammarWords(t *testing.T) {
	set := vocab.NewSet()
	set.MustAdd(
		&vocab.Entry{Kind: vocab.KindEffect, Name: "frobnicate", Pattern: "frobnicate {n:int} onto-the {target:cards}"},
		&vocab.Entry{Kind: vocab.KindCondition, Name: "self", Pattern: "self"}, // a player/reference word first
	)
	set.Declare("area", "attic")
	prelude := fstest.MapFS{"keywords.card": {Data: []byte("keyword gallant {\n  reaction {\n    after challenge-won\n  }\n}\n")}}
	g, err := grammar(sources{entries: set.Entries, decl: set.Declared, prelude: prelude})
	if err != nil {
		t.Fatal(err)
	}
	var parsed struct {
		Repository struct {
			Words struct {
				Patterns []struct{ Name, Match string }
			}
		}
	}
	if err := json.Unmarshal(g, &parsed); err != nil {
		t.Fatal(err)
	}
	scope := func(word string) string {
		for _, p := range parsed.Repository.Words.Patterns {
			alt := p.Match[:strings.LastIndex(p.Match, "(?!")] // Go's regexp has no lookahead
			if regexp.MustCompile(`^` + alt + `$`).MatchString(word) {
				return p.Name
			}
		}
		return ""
	}
	for word, want := range map[string]string{
		"frobnicate":     "support.function.effect.thronescript",
		"onto-the":       "keyword.other.thronescript",
		"self":           "variable.language.thronescript",
		"gallant":        "support.constant.keyword.thronescript",
		"attic":          "constant.language.name.thronescript",
		"after":          "keyword.control.thronescript",
		"per":            "keyword.other.thronescript",
		"strength":       "support.type.property-name.thronescript",
		"character":      "storage.type.card.thronescript",
		"released":       "support.type.property-name.thronescript",
		"may-include":    "support.type.property-name.thronescript",
		"stark":          "constant.language.thronescript",
		"frobnicate-all": "",
		"stealth":        "", // not in this prelude
	} {
		if got := scope(word); got != want {
			t.Errorf("%s: scope %q, want %q", word, got, want)
		}
	}
}
