package main

import (
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// wordList is one rule of the grammar's words: the words, where they come
// from, and the scope they get.
type wordList struct {
	scope, from string
	words       []string
}

// connectives are the words of the checker's boolean expressions (filter
// and condition expressions: `not A and B or C`), which no list of the
// checker or the registry holds.
var connectives = []string{"and", "or", "not"}

// wordLists are the grammar's word rules, each word in the first list
// that has it: statements first, the vocabulary after the structure's
// words, the literal words of phrases last.
func wordLists(src sources, keywords []string) []wordList {
	kinds := abilityKinds()
	minus := func(ws []string, out ...[]string) []string {
		return slices.DeleteFunc(slices.Clone(ws), func(w string) bool {
			return slices.ContainsFunc(out, func(l []string) bool { return slices.Contains(l, w) })
		})
	}
	var scenarioStmts, usageWords []string
	for _, d := range check.WordDocs() {
		if d.Place == "scenario" && (d.Usage == d.Name || strings.HasPrefix(d.Usage, d.Name+" ")) {
			scenarioStmts = append(scenarioStmts, d.Name)
		}
		usageWords = append(usageWords, literalWords(d.Usage)...)
	}
	lists := []wordList{
		{"keyword.control", "statements of abilities and scenarios, quantities, connectives (check.Words, check.WordDocs)",
			concat(check.Words("ability"), check.Words("scenario"), scenarioStmts, check.Words("quantity"), connectives)},
		{"support.type.property-name", "statements of cards, keyword definitions, text blocks, packs, cycles and deck building (check.Words)",
			minus(concat(check.Words("card"), check.Words("keyword"), check.Words("text"), check.Words("pack"), check.Words("cycle"), check.Words("deck")),
				kinds, check.Words("cardtype"))},
		{"storage.type.card", "card types (check.Words(\"cardtype\"))", check.Words("cardtype")},
		{"variable.language", "players and references (check.Words)", concat(check.Words("player"), check.Words("reference"))},
		{"constant.language", "factions, icons, phases (check.Words)", concat(check.Words("faction"), check.Words("icon"), check.Words("phase"))},
		{"support.constant.keyword", "the prelude's keywords (cards/prelude)", keywords},
	}
	for _, k := range vocab.Kinds {
		var names []string
		for _, e := range src.entries(k) {
			names = append(names, e.Name)
		}
		lists = append(lists, wordList{"support.function." + k.String(), "the vocabulary's " + k.String() + "s", names})
	}
	var phraseWords []string
	for _, k := range vocab.Kinds {
		for _, e := range src.entries(k) {
			if p, err := vocab.ParsePattern(e.Pattern); err == nil {
				phraseWords = append(phraseWords, patternWords(p.Items)...)
			}
		}
	}
	lists = append(lists,
		wordList{"constant.language.name", "areas and cost kinds the vocabulary declares", concat(src.decl("area"), src.decl("cost-kind"))},
		wordList{"keyword.other", "the literal words of phrases and statements (vocabulary patterns, check.WordDocs usages)", concat(phraseWords, usageWords)},
	)
	seen := map[string]bool{}
	isWord := regexp.MustCompile(`^(?:` + tokenPattern("word") + `)$`)
	for i := range lists {
		var ws []string
		for _, w := range lists[i].words {
			if !seen[w] && isWord.MatchString(w) {
				seen[w] = true
				ws = append(ws, w)
			}
		}
		slices.Sort(ws)
		lists[i].words = ws
	}
	return lists
}

// abilityKinds are the words that start an ability, in a card or a
// keyword definition.
func abilityKinds() []string {
	return slices.DeleteFunc(concat(check.Words("card"), check.Words("keyword")), func(w string) bool { return !check.IsAbilityKind(w, true) })
}

// literalWords are the lower-case words of a usage line (`limit N per
// PERIOD` → limit, per).
func literalWords(usage string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(usage, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-')
	}) {
		if w[0] >= 'a' && w[0] <= 'z' && strings.ToLower(w) == w {
			out = append(out, w)
		}
	}
	return out
}

// patternWords are the literal words of a phrase pattern's items.
func patternWords(items []vocab.Item) []string {
	var out []string
	for _, it := range items {
		if it.Lit != "" {
			out = append(out, it.Lit)
		}
		out = append(out, patternWords(it.Optional)...)
	}
	return out
}

// preludeKeywords are the names the prelude's files define with `keyword
// NAME`.
func preludeKeywords(prelude fs.FS) ([]string, error) {
	var out []string
	err := fs.WalkDir(prelude, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".card" {
			return err
		}
		src, err := fs.ReadFile(prelude, p)
		if err != nil {
			return err
		}
		f, ds := syntax.ParseFile(p, src)
		if ds.HasErrors() {
			return fmt.Errorf("prelude %s: %v", p, ds)
		}
		for _, s := range f.Stmts {
			if s.Word == "keyword" && len(s.Values) > 0 {
				out = append(out, s.Values[0].Text)
			}
		}
		return nil
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("the prelude defines no keyword")
	}
	return out, err
}

func concat(ls ...[]string) []string { return slices.Concat(ls...) }
