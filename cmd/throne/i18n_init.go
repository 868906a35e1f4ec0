package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/i18n/translate"
)

// newI18nInitCmd builds `throne i18n init LANG`: a new language's PO file
// and the glossary to fill in.
func newI18nInitCmd(e *env) *cobra.Command {
	var from, out, gloss string
	cmd := help("i18n-init", &cobra.Command{
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			lang, err := poLangs(from, args[0])
			if err != nil {
				return err
			}
			if out == "" {
				out = lang + ".po"
			}
			if gloss == "" {
				gloss = lang + ".glossary"
				if st, err := os.Stat(filepath.Join("cards", "i18n")); err == nil && st.IsDir() {
					gloss = filepath.Join("cards", "i18n", gloss)
				}
			}
			msgOut := strings.TrimSuffix(out, ".po") + ".messages.po"
			for _, f := range []string{out, gloss, msgOut} {
				if _, err := os.Stat(f); err == nil || !errors.Is(err, fs.ErrNotExist) {
					return usageError{msg: fmt.Sprintf("%s exists; nothing written", f), hint: "update a PO file with `throne i18n export --lang " + lang + " -o " + out + "`, or name other files with -o and --glossary"}
				}
			}
			lib, _, err := loadTextLibrary(args[1:])
			if err != nil {
				return err
			}
			f := lib.Export(from, lang, nil, translate.ExportOptions{Now: exportTime()})
			if err := writeFile(out, f.Bytes()); err != nil {
				return err
			}
			if err := writeFile(gloss, translate.GlossarySkeleton(from, lang)); err != nil {
				return err
			}
			mf, err := messagesPO(lang, nil, false)
			if err != nil {
				return err
			}
			if err := writeFile(msgOut, mf.Bytes()); err != nil {
				return err
			}
			n := 0
			for _, en := range f.Entries {
				if !en.IsHeader() {
					n++
				}
			}
			fmt.Fprintf(e.stdout, "throne: wrote %s (%s to translate into %s), %s (the game log and terminal texts, %s) and %s (the terms to fill in)\n",
				out, entries(n), lang, msgOut, entries(len(mf.Entries)-1), gloss)
			fmt.Fprintf(e.stdout, "next: translate %s and %s with a PO editor, then `throne i18n import %s` and `throne i18n import --messages %s`\n", out, msgOut, out, msgOut)
			return nil
		},
	})
	cmd.Flags().StringVar(&from, "from", "en", "the language translated from (msgid)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "the PO file to write (default LANG.po)")
	cmd.Flags().StringVar(&gloss, "glossary", "", "the glossary skeleton to write (default cards/i18n/LANG.glossary when that folder exists, else LANG.glossary)")
	return cmd
}

// newI18nGlossaryCmd builds `throne i18n glossary`: the glossaries as a
// table for translation tools.
func newI18nGlossaryCmd(e *env) *cobra.Command {
	var from, lang, format string
	cmd := help("i18n-glossary", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			for _, l := range []string{from, lang} {
				var le *translate.LangError
				if err := translate.CheckLang(l); errors.As(err, &le) {
					return usageError{msg: le.Error(), hint: "languages with a glossary: " + strings.Join(le.Known, ", ")}
				}
			}
			if from == lang {
				return usageError{msg: fmt.Sprintf("--lang and --from are both %q", lang), hint: "translate into another language, e.g. --from en --lang de"}
			}
			if format != "csv" && format != "tbx" {
				return usageError{msg: fmt.Sprintf("unknown format %q", format), hint: "use --format csv or --format tbx"}
			}
			data, err := translate.GlossaryTable(from, lang, format)
			if err != nil {
				return err
			}
			_, err = e.stdout.Write(data)
			return err
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "de", "the language of the terms")
	cmd.Flags().StringVar(&from, "from", "en", "the language the terms translate")
	cmd.Flags().StringVar(&format, "format", "csv", "csv or tbx")
	return cmd
}

// newI18nStatusCmd builds `throne i18n status`: how far each language is,
// per pack.
func newI18nStatusCmd(e *env) *cobra.Command {
	var from, lang, poFile string
	cmd := help("i18n-status", &cobra.Command{
		RunE: func(c *cobra.Command, args []string) error {
			var f *po.File
			if poFile != "" {
				var err error
				if f, _, err = readPO(e.stderr, poFile); err != nil {
					return err
				}
				if lang == "" {
					lang = headerLanguage(f)
				}
			}
			lib, where, err := loadTextLibrary(args)
			if err != nil {
				return err
			}
			langs := []string{lang}
			if lang == "" {
				langs = nil
				for _, l := range lib.Languages() {
					if l != from {
						langs = append(langs, l)
					}
				}
			}
			for i, l := range langs {
				l, err := poLangs(from, l)
				if err != nil {
					return err
				}
				if i > 0 {
					fmt.Fprintln(e.stdout)
				}
				source := "the .card files of " + where
				if f != nil {
					source = poFile
				}
				fmt.Fprintf(e.stdout, "%s (from %s, in %s)\n", l, from, source)
				fmt.Fprintf(e.stdout, "%-6s %-28s %10s %6s %8s %6s\n", "pack", "", "translated", "fuzzy", "missing", "done")
				var total translate.PackStatus
				for _, s := range lib.Status(from, l, f) {
					writeStatusRow(e, s.Pack, s.Name, s)
					total.Translated += s.Translated
					total.Fuzzy += s.Fuzzy
					total.Missing += s.Missing
				}
				writeStatusRow(e, "total", "", total)
			}
			return nil
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "", "the language counted (default: every language of the library, or the PO file's)")
	cmd.Flags().StringVar(&from, "from", "en", "the language translated from")
	cmd.Flags().StringVar(&poFile, "po", "", "count this PO file instead of the .card files")
	return cmd
}

func writeStatusRow(e *env, pack, name string, s translate.PackStatus) {
	done := 0.0
	if s.Total() > 0 {
		done = 100 * float64(s.Translated) / float64(s.Total())
	}
	if pack == "" {
		pack = "-"
	}
	fmt.Fprintf(e.stdout, "%-6s %-28s %10d %6d %8d %5.1f%%\n", pack, name, s.Translated, s.Fuzzy, s.Missing, done)
}
