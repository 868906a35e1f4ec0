package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/importer"
	"github.com/thronescript/thronescript/library"
)

func newImportCmd(e *env) *cobra.Command {
	var out, lang string
	var check bool
	cmd := help("import", &cobra.Command{
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			var in importer.Input
			var ds diag.Diagnostics
			for _, a := range args {
				b, err := os.ReadFile(a)
				if err != nil {
					ds = append(ds, fileDiag("E0902", a, "cannot read card data: %v", err).WithHint("check the path"))
					continue
				}
				kind, err := in.Add(a, b, lang)
				if kind == importer.KindSchema {
					fmt.Fprintf(e.stderr, "throne: skipped %s: a JSON schema, not card data\n", a)
					continue
				}
				if err != nil {
					ds = append(ds, fileDiag("E0903", a, "%s", strings.TrimPrefix(err.Error(), a+": ")).
						WithHint("pass ThronesDB pack files (Core.json) and translation files (de/Core.json)"))
				}
			}
			if len(ds) > 0 {
				_ = diag.WriteText(e.stderr, ds, nil)
				return exitError{exitFindings}
			}
			if len(in.Packs) == 0 {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0903", args[0], "no pack file among the arguments").
					WithHint("a pack file is a JSON object with \"code\", \"name\" and \"cards\"")}, nil)
				return exitError{exitFindings}
			}
			lib, err := importer.Generate(in)
			if err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0903", args[0], "%v", err)}, nil)
				return exitError{exitFindings}
			}
			read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(out, filepath.FromSlash(p))) }
			files, err := lib.Merged(read)
			if err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0903", out, "cannot merge into the existing library: %v", err).
					WithHint("fix the file so its braces and strings balance, then import again")}, nil)
				return exitError{exitFindings}
			}
			var changed []string
			for _, p := range lib.Paths() {
				if old, err := read(p); err == nil && string(old) == string(files[p]) {
					continue
				}
				changed = append(changed, p)
			}
			if check {
				for _, p := range changed {
					fmt.Fprintf(e.stdout, "would change %s\n", filepath.Join(out, filepath.FromSlash(p)))
				}
			} else {
				written, err := lib.WriteDir(out)
				for _, p := range written {
					fmt.Fprintf(e.stdout, "wrote %s\n", filepath.Join(out, filepath.FromSlash(p)))
				}
				if err != nil {
					_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0904", out, "cannot write the library: %v", err)}, nil)
					return exitError{exitFindings}
				}
			}
			var packs []string
			total := 0
			for _, p := range lib.Packs {
				packs = append(packs, fmt.Sprintf("%s %d", p, lib.Cards[p]))
				total += lib.Cards[p]
			}
			fmt.Fprintf(e.stdout, "imported %d cards from %d packs (%s)\n", total, len(lib.Packs), strings.Join(packs, ", "))
			cards, incomplete := importer.CountIncomplete(files)
			fmt.Fprintf(e.stdout, "behaviour written for %d of %d cards; %d incomplete\n", cards-incomplete, cards, incomplete)
			var langs []string
			for l := range lib.Notes {
				langs = append(langs, l)
			}
			slices.Sort(langs)
			for _, l := range langs {
				fmt.Fprintf(e.stdout, "%s text: %d notes (missing or disagreeing source text)\n", l, lib.Notes[l])
			}
			all := map[string][]byte{}
			_ = library.WalkSources(out, false, func(p string, _ fs.DirEntry) error {
				if rel, err := filepath.Rel(out, p); err == nil {
					if b, err := os.ReadFile(p); err == nil {
						all[filepath.ToSlash(rel)] = b
					}
				}
				return nil
			})
			for p, b := range files {
				all[p] = b
			}
			dups := importer.DuplicateCards(all)
			codes := make([]string, 0, len(dups))
			for code := range dups {
				codes = append(codes, code)
			}
			slices.Sort(codes)
			for _, code := range codes {
				fmt.Fprintf(e.stderr, "throne: warning: card %s is declared in %s; the data moved it: move its hand-written behaviour to the new block and delete the old one\n",
					code, strings.Join(dups[code], " and "))
			}
			for _, w := range lib.Warnings {
				fmt.Fprintf(e.stderr, "throne: warning: %s\n", w)
			}
			if check && len(changed) > 0 {
				return exitError{exitFindings}
			}
			return nil
		},
	})
	cmd.Flags().StringVarP(&out, "output", "o", "cards", "library folder to merge into")
	cmd.Flags().StringVar(&lang, "lang", "", "language of the translation files (default: from their path)")
	cmd.Flags().BoolVar(&check, "check", false, "write nothing; list the files that would change and exit 1 if any")
	return cmd
}

// fileDiag is a diagnostic about a whole file.
func fileDiag(code, file, format string, args ...any) *diag.Diagnostic {
	return diag.Errorf(code, diag.Range{Start: diag.Pos{Filename: file}, End: diag.Pos{Filename: file}}, format, args...)
}
