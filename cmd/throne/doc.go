package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/rules"
)

// docKind is a list `throne doc KIND` prints: a vocabulary kind, or one of
// the lists keyword definitions use.
type docKind struct {
	name  string // singular: "effect"
	write func(w io.Writer, d *docData)
	names func(d *docData) []string
}

// docData is what `throne doc` describes: the registry and the areas of
// the built-in keywords.
type docData struct {
	r     *interp.Registry
	areas []interp.AreaInfo
}

func docKinds() []docKind {
	var ks []docKind
	for _, k := range vocab.Kinds {
		ks = append(ks, docKind{
			name: k.String(),
			write: func(w io.Writer, d *docData) {
				for _, en := range d.r.Entries(k) {
					fmt.Fprintf(w, "  %-60s %s\n", en.Pattern, en.Doc)
				}
			},
			names: func(d *docData) []string {
				var out []string
				for _, en := range d.r.Entries(k) {
					out = append(out, en.Name)
				}
				return out
			},
		})
	}
	ks = append(ks,
		docKind{name: "area", write: func(w io.Writer, d *docData) {
			for _, a := range d.areas {
				writeArea(w, a)
			}
		}, names: func(d *docData) []string {
			var out []string
			for _, a := range d.areas {
				out = append(out, a.Name)
			}
			return out
		}},
		docKind{name: "area-flag", write: func(w io.Writer, d *docData) {
			for _, f := range interp.AreaFlags() {
				fmt.Fprintf(w, "  %-24s %s\n", f.Name, f.Doc)
			}
		}, names: func(*docData) []string {
			var out []string
			for _, f := range interp.AreaFlags() {
				out = append(out, f.Name)
			}
			return out
		}},
		docKind{name: "step", write: func(w io.Writer, d *docData) {
			for _, s := range rules.FrameworkSteps() {
				fmt.Fprintf(w, "  %-20s %s\n", s.Name, s.When)
			}
		}, names: func(*docData) []string {
			var out []string
			for _, s := range rules.FrameworkSteps() {
				out = append(out, s.Name)
			}
			return out
		}},
	)
	return ks
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
	return &cobra.Command{
		Use:   "doc [kind | word]",
		Short: "Show the language's vocabulary: triggers, effects, costs, filters, conditions, values, areas, steps",
		Long: `doc lists every word of the card language's vocabulary with its pattern,
and the areas, area flags and framework steps keyword definitions use.

  throne doc            everything
  throne doc KIND       one list: triggers, effects, costs, filters,
                        conditions, values, areas, area-flags, steps
                        (singular or plural: effect or effects)
  throne doc WORD       the entries named WORD, with parameters and an example`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d := &docData{r: interp.NewRegistry()}
			lib, _ := library.Load(d.r, library.Options{Prelude: true})
			d.areas = interp.Areas(lib.Keywords)
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
				return nil
			}
			found := false
			for _, en := range d.r.Lookup(word) {
				writeEntry(e, en)
				found = true
			}
			for _, a := range d.areas {
				if a.Name == word {
					fmt.Fprintf(e.stdout, "area %s\n", a.Name)
					writeArea(e.stdout, a)
					found = true
				}
			}
			for _, f := range interp.AreaFlags() {
				if f.Name == word {
					fmt.Fprintf(e.stdout, "area flag %s\n  %s\n", f.Name, f.Doc)
					found = true
				}
			}
			for _, s := range rules.FrameworkSteps() {
				if s.Name == word {
					fmt.Fprintf(e.stdout, "framework step %s\n  %s\n", s.Name, s.When)
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
	}
}

func writeArea(w io.Writer, a interp.AreaInfo) {
	from := ""
	if a.Keyword != "" {
		from = " (keyword " + a.Keyword + ")"
	}
	fmt.Fprintf(w, "  %-14s %s%s\n", a.Name, strings.Join(a.Flags, " "), from)
	if a.Doc != "" {
		fmt.Fprintf(w, "  %-14s %s\n", "", a.Doc)
	}
}

func writeEntry(e *env, en *vocab.Entry) {
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
}
