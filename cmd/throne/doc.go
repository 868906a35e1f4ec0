package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
)

func newDocCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "doc [name]",
		Short: "Show the language's vocabulary: triggers, effects, costs, filters, conditions, values",
		Long: `doc lists every word of the card language's vocabulary with its pattern.
With a name, it shows that entry with its parameters and an example.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r := interp.NewRegistry()
			if len(args) == 1 {
				es := r.Lookup(args[0])
				if len(es) == 0 {
					var all []string
					for _, k := range vocab.Kinds {
						for _, en := range r.Entries(k) {
							all = append(all, en.Name)
						}
					}
					return usageError{msg: fmt.Sprintf("no vocabulary entry %q", args[0]), hint: suggestHint(args[0], all)}
				}
				for _, en := range es {
					writeEntry(e, en)
				}
				return nil
			}
			for _, k := range vocab.Kinds {
				fmt.Fprintf(e.stdout, "%ss:\n", k.String())
				for _, en := range r.Entries(k) {
					fmt.Fprintf(e.stdout, "  %-60s %s\n", en.Pattern, en.Doc)
				}
				fmt.Fprintln(e.stdout)
			}
			return nil
		},
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
