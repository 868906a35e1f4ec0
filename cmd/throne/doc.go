package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/rules"
)

// docKind is a list `throne doc KIND` prints: a vocabulary kind, or one of
// the lists keyword definitions use.
type docKind struct {
	name  string // singular: "effect"
	items func(d *docData) []docItem
}

// docItem is one word of a list and the lines that describe it.
type docItem struct{ name, text string }

// docData is what `throne doc` describes: the registry, the built-in
// keyword definitions and the areas.
type docData struct {
	r     *interp.Registry
	kws   []*check.Keyword
	areas []interp.AreaInfo
	uses  map[check.WordUse][]string // library cards using each word
}

// newDocData loads the built-in library for `throne doc`: its keyword
// definitions, and how many cards use each word.
func newDocData() *docData {
	d := &docData{r: interp.NewRegistry(), uses: map[check.WordUse][]string{}}
	lib, _ := library.Load(d.r, library.Options{Builtin: true})
	if lib.Checked != nil {
		d.kws = lib.Checked.Keywords
		for _, u := range library.WordUses(d.r, lib.Checked) {
			d.uses[check.WordUse{Kind: u.Kind, Name: u.Name}] = u.Cards
		}
	}
	d.areas = interp.Areas(lib.Keywords)
	return d
}

func (k docKind) write(w io.Writer, d *docData) {
	for _, it := range k.items(d) {
		fmt.Fprint(w, it.text)
	}
}

func (k docKind) names(d *docData) []string {
	var out []string
	for _, it := range k.items(d) {
		out = append(out, it.name)
	}
	return out
}

func docKinds() []docKind {
	var ks []docKind
	for _, k := range vocab.Kinds {
		ks = append(ks, docKind{name: k.String(), items: func(d *docData) []docItem {
			return itemsOf(d.r.Entries(k), func(en *vocab.Entry) docItem {
				n := len(d.uses[check.WordUse{Kind: k, Name: en.Name}])
				return docItem{en.Name, fmt.Sprintf("  %-60s %s [%s]\n", en.Pattern, en.Doc, cardsUsing(n))}
			})
		}})
	}
	return append(ks,
		docKind{name: "keyword", items: func(d *docData) []docItem {
			return itemsOf(d.kws, func(k *check.Keyword) docItem { return docItem{k.Name, keywordDoc(k)} })
		}},
		docKind{name: "area", items: func(d *docData) []docItem {
			return itemsOf(d.areas, func(a interp.AreaInfo) docItem { return docItem{a.Name, areaText(a)} })
		}},
		docKind{name: "area-flag", items: func(*docData) []docItem { return infoItems(interp.AreaFlags(), 24) }},
		docKind{name: "rule", items: func(*docData) []docItem { return infoItems(interp.KeywordRules(), 28) }},
		restrictionKind(interp.SetPlayerRestriction),
		restrictionKind(interp.SetCardRestriction),
		restrictionKind(interp.SetCardPermission),
		wordKind("statement", "ability"),
		wordKind("scenario-word", "scenario"),
		docKind{name: "step", items: func(*docData) []docItem {
			return itemsOf(rules.FrameworkSteps(), func(s rules.FrameworkStep) docItem {
				return docItem{s.Name, fmt.Sprintf("  %-20s %s\n", s.Name, s.When)}
			})
		}},
	)
}

// restrictionKind lists the words of a restriction or permission set
// (`forbid CARDS WORD`, `player-cannot WORD`, `allow CARDS WORD`).
func restrictionKind(set string) docKind {
	return docKind{name: set, items: func(*docData) []docItem {
		var fs []interp.FlagInfo
		for _, n := range interp.RestrictionNames() {
			if n.Set == set {
				fs = append(fs, interp.FlagInfo{Name: n.Name, Doc: n.Doc})
			}
		}
		return infoItems(fs, 34)
	}}
}

// wordKind lists the words of a place of the language's structure: an
// ability's statements and flags, a scenario's words.
func wordKind(name, place string) docKind {
	return docKind{name: name, items: func(*docData) []docItem {
		var out []docItem
		for _, w := range check.WordDocs() {
			if w.Place == place {
				out = append(out, docItem{w.Name, fmt.Sprintf("  %s\n      %s\n", w.Usage, w.Doc)})
			}
		}
		return out
	}}
}

// infoItems lists named words with their meaning, the names padded to width.
func infoItems(fs []interp.FlagInfo, width int) []docItem {
	return itemsOf(fs, func(f interp.FlagInfo) docItem {
		return docItem{f.Name, fmt.Sprintf("  %-*s %s\n", width, f.Name, f.Doc)}
	})
}

// itemsOf makes the doc item of each x of xs, in order.
func itemsOf[T any](xs []T, item func(T) docItem) []docItem {
	out := make([]docItem, len(xs))
	for i, x := range xs {
		out[i] = item(x)
	}
	return out
}

// kindNamed finds the kind a word names, singular or plural ("effect",
// "effects").
func kindNamed(ks []docKind, word string) (docKind, bool) {
	for _, k := range ks {
		if word == k.name || word == k.name+"s" {
			return k, true
		}
	}
	return docKind{}, false
}

func newDocCmd(e *env) *cobra.Command {
	return help("doc", &cobra.Command{
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d := newDocData()
			ks := docKinds()
			if len(args) == 0 {
				for _, k := range ks {
					fmt.Fprintf(e.stdout, "%ss:\n", k.name)
					k.write(e.stdout, d)
					fmt.Fprintln(e.stdout)
				}
				return nil
			}
			word := args[0]
			if k, ok := kindNamed(ks, word); ok {
				fmt.Fprintf(e.stdout, "%ss:\n", k.name)
				k.write(e.stdout, d)
				// a word of the structure named like the kind in the
				// singular (the statement `cost`, the scenario word `rule`)
				// follows the list
				for _, other := range ks[len(vocab.Kinds):] {
					for _, it := range other.items(d) {
						if word == k.name && it.name == word && other.name != k.name {
							fmt.Fprintf(e.stdout, "\n%s %s\n%s", other.name, it.name, it.text)
						}
					}
				}
				return nil
			}
			found := false
			for _, en := range d.r.Lookup(word) {
				writeEntry(e, en, d.uses[check.WordUse{Kind: en.Kind, Name: en.Name}])
				found = true
			}
			for _, k := range ks[len(vocab.Kinds):] {
				for _, it := range k.items(d) {
					if it.name == word {
						fmt.Fprintf(e.stdout, "%s %s\n%s", k.name, it.name, it.text)
						found = true
					}
				}
			}
			for _, rule := range d.r.Rules() {
				if rule.Name == word {
					writeRule(e, rule)
					found = true
				}
			}
			if found {
				return nil
			}
			var all []string
			for _, k := range ks {
				all = append(all, k.name+"s")
				all = append(all, k.names(d)...)
			}
			hint := suggestHint(word, all)
			if !strings.HasPrefix(hint, "did you mean") {
				hint = "`throne doc` lists every word; `throne doc effects` lists one kind"
			}
			return usageError{msg: fmt.Sprintf("no vocabulary entry %q", word), hint: hint}
		},
	})
}

// keywordDoc describes a keyword definition: its value, the card types
// that may have it, what it declares and its abilities.
func keywordDoc(k *check.Keyword) string {
	name := k.Name
	if k.HasValue {
		v := k.ValueKind
		if k.Repeatable {
			v += ", repeatable"
		}
		name += "(" + v + ")"
	}
	var parts []string
	if len(k.CardTypes) > 0 {
		parts = append(parts, "on "+strings.Join(k.CardTypes, " "))
	}
	for _, a := range k.Areas {
		parts = append(parts, "area "+a.Name)
	}
	if len(k.Events) > 0 {
		parts = append(parts, "events "+strings.Join(k.Events, " "))
	}
	if len(k.CostKinds) > 0 {
		parts = append(parts, "cost kinds "+strings.Join(k.CostKinds, " "))
	}
	for _, r := range k.Rules {
		parts = append(parts, "rule "+r)
	}
	var abs []string
	for _, ab := range k.Abilities {
		abs = append(abs, ab.Kind+" "+ab.ID)
	}
	if len(abs) > 0 {
		parts = append(parts, "abilities: "+strings.Join(abs, ", "))
	}
	return fmt.Sprintf("  %-24s %s (%s:%d)\n", name, strings.Join(parts, "; "), k.File, k.Range.Start.Line)
}

// areaText describes an area: its flags, then how cards get there.
func areaText(a interp.AreaInfo) string {
	from := ""
	if a.Keyword != "" {
		from = " (keyword " + a.Keyword + ")"
	}
	return fmt.Sprintf("  %-14s %s%s\n  %-14s %s\n", a.Name, strings.Join(a.Flags, " "), from, "", a.Doc)
}

// cardsUsing says how many library cards use a word.
func cardsUsing(n int) string {
	if n == 1 {
		return "used by 1 library card"
	}
	return fmt.Sprintf("used by %d library cards", n)
}

func writeEntry(e *env, en *vocab.Entry, cards []string) {
	fmt.Fprintf(e.stdout, "%s %s\n", en.Kind.String(), en.Name)
	fmt.Fprintf(e.stdout, "  pattern: %s\n", en.Pattern)
	fmt.Fprintf(e.stdout, "  %s\n", en.Doc)
	if p, err := vocab.ParsePattern(en.Pattern); err == nil {
		if ps := p.Params(); len(ps) > 0 {
			fmt.Fprintln(e.stdout, "  parameters:")
			for _, prm := range ps {
				opt := ""
				if prm.Optional {
					opt = " (optional)"
				}
				fmt.Fprintf(e.stdout, "    %-10s %s%s\n", prm.Name, strings.TrimSuffix(strings.TrimPrefix(prm.String(), "{"+prm.Name+":"), "}"), opt)
			}
		}
	}
	if en.Example != "" {
		fmt.Fprintf(e.stdout, "  example: %s\n", en.Example)
	}
	if en.Payable {
		fmt.Fprintf(e.stdout, "  can be a cost: cost %s\n", strings.TrimPrefix(en.Example, "do "))
	}
	list := cards
	if len(list) > 8 {
		list = append(list[:8:8], "…")
	}
	fmt.Fprintf(e.stdout, "  %s", cardsUsing(len(cards)))
	if len(list) > 0 {
		fmt.Fprintf(e.stdout, ": %s", strings.Join(list, " "))
	}
	fmt.Fprintln(e.stdout)
}

// writeRule describes a word of an earlier language version: what it was,
// what to write now (spec/changelog.md).
func writeRule(e *env, r *vocab.Rule) {
	fmt.Fprintf(e.stdout, "%s %s (removed in language version %d)\n  was: %s\n", r.Kind, r.Name, r.Since, r.Pattern)
	if r.Replace != "" {
		fmt.Fprintf(e.stdout, "  now: %s\n  %s; `throne fix` rewrites it\n", r.Replace, r.Note)
	} else {
		fmt.Fprintf(e.stdout, "  now: %s\n", r.Note)
	}
}
