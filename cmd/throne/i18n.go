package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/i18n/translate"
	"github.com/thronescript/thronescript/library"
)

// newI18nCmd builds `throne i18n` and its subcommands check, export and
// import: the translators' toolkit.
func newI18nCmd(e *env) *cobra.Command {
	cmd := help("i18n", &cobra.Command{})
	cmd.AddCommand(newI18nInitCmd(e), newI18nCheckCmd(e), newI18nExportCmd(e), newI18nImportCmd(e), newI18nGlossaryCmd(e), newI18nStatusCmd(e))
	return cmd
}

func newI18nCheckCmd(e *env) *cobra.Command {
	var lang, from, format, catalog string
	var msgs bool
	cmd := help("i18n-check", &cobra.Command{
		RunE: func(c *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			if msgs {
				return checkMessages(e, lang, workspaceCatalog(args, catalog, lang), format)
			}
			lib, _, err := loadTextLibrary(args)
			if err != nil {
				return err
			}
			if err := checkLangs(lib, from, lang); err != nil {
				return err
			}
			ds := lib.Check(from, lang)
			writeDiags(e.stdout, format, ds, lib.Sources)
			if format == "text" && len(ds) > 0 {
				fmt.Fprintln(e.stdout, summary(ds, lib.FileCount()))
			}
			if ds.HasErrors() {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "de", "the language checked")
	cmd.Flags().StringVar(&from, "from", "en", "the language translated from")
	linesFormatFlag(cmd, &format)
	cmd.Flags().BoolVar(&msgs, "messages", false, "check the message catalog (game log and terminal texts) of --lang instead of the card texts")
	cmd.Flags().StringVar(&catalog, "catalog", "", "with --messages: the catalog file checked (default: the built-in catalog of --lang)")
	return cmd
}

// poLangs checks the languages of an export or import: the source needs a
// glossary (it is the library's own language), the target only has to be a
// language code; a new language has no glossary yet.
func poLangs(from, to string) (string, error) {
	if err := translate.CheckLang(from); err != nil {
		var le *translate.LangError
		errors.As(err, &le)
		return "", usageError{msg: le.Error(), hint: "translate from a language of the library: " + strings.Join(le.Known, ", ")}
	}
	base := po.BaseLang(to)
	if !langCode.MatchString(base) {
		return "", usageError{msg: fmt.Sprintf("%q is not a language code", to), hint: "name the language by its ISO 639 code: de, fr, es, pt_BR"}
	}
	if from == base {
		return "", usageError{msg: fmt.Sprintf("--lang and --from are both %q", base), hint: "translate into another language, e.g. --from en --lang de"}
	}
	return base, nil
}

// langCode is a language code as PO headers name languages ("de", "pt_BR").
var langCode = regexp.MustCompile(`^[a-z]{2,3}(_[A-Z]{2})?$`)

// exportTime is the time an export records in its header: now, or the
// time SOURCE_DATE_EPOCH names (seconds since 1970, for reproducible files
// and transcripts).
func exportTime() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Now().UTC()
}

// checkLangs validates the languages of a check: each must be one the
// library knows (a glossary, embedded or the workspace's, or text
// blocks).
func checkLangs(lib *translate.Corpus, from, to string) error {
	known := lib.KnownLanguages()
	for _, lang := range []string{from, to} {
		if !slices.Contains(known, lang) {
			return usageError{msg: fmt.Sprintf("unknown language %q", lang), hint: "languages of the library and the workspace: " + strings.Join(known, ", ")}
		}
	}
	if from == to {
		return usageError{msg: fmt.Sprintf("--lang and --from are both %q", to), hint: "check a translation against another language, e.g. --from en --lang de"}
	}
	return nil
}

// loadTextLibrary reads the built-in library and, on top of it, the named
// .card files and folders (see translate.Load) — without any, the
// checkout's cards/ folder when there is one (i18nPaths) — with the
// workspace's glossaries. where names what was read.
func loadTextLibrary(paths []string) (lib *translate.Corpus, where string, err error) {
	builtin, err := library.Embedded(nil)
	if err != nil {
		return nil, "", err
	}
	paths, where = i18nPaths(paths)
	var mine []syntax.Source
	if len(paths) > 0 {
		if mine, err = readCardPaths(paths); err != nil {
			return nil, "", err
		}
	}
	lib = translate.Load(builtin, mine, loadVocab())
	lib.Glossaries = workspaceGlossaries(paths)
	return lib, where, nil
}

func newI18nExportCmd(e *env) *cobra.Command {
	var lang, from, out, catalog string
	var pot, msgs bool
	cmd := help("i18n-export", &cobra.Command{
		RunE: func(c *cobra.Command, args []string) error {
			lang, err := poLangs(from, lang)
			if err != nil && !pot {
				return err
			}
			lib, where, err := loadTextLibrary(args)
			if err != nil {
				return err
			}
			var old *po.File
			if out != "" {
				if data, err := os.ReadFile(out); err == nil {
					if old, err = parsePO(e.stderr, out, data); err != nil {
						return err
					}
				}
			}
			if old != nil && !pot {
				// Updating another language's file would write this
				// language's texts over the translator's.
				if hl := headerLanguage(old); hl != "" && po.BaseLang(hl) != lang {
					return usageError{msg: fmt.Sprintf("%s says Language: %s, not %s; nothing written", out, hl, lang),
						hint: fmt.Sprintf("update it with --lang %s, or write the %s file to another name with -o", po.BaseLang(hl), lang)}
				}
			}
			var f *po.File
			if msgs {
				var src []byte
				if catalog = workspaceCatalog(args, catalog, lang); catalog != "" {
					if _, src, err = catalogSource(lang, catalog); err != nil {
						return err
					}
				}
				f, err = messagesPO(lang, src, pot)
				if err != nil {
					return err
				}
			} else {
				f = lib.Export(from, lang, old, translate.ExportOptions{Now: exportTime(), Template: pot})
			}
			if out == "" {
				_, err = e.stdout.Write(f.Bytes())
				return err
			}
			if err := writeFile(out, f.Bytes()); err != nil {
				return err
			}
			n := 0
			for _, en := range f.Entries {
				if !en.IsHeader() && !en.Obsolete {
					n++
				}
			}
			from := where
			if msgs {
				from = "the message catalog"
			}
			verb := "wrote"
			if old != nil {
				verb = "updated"
			}
			fmt.Fprintf(e.stderr, "throne: %s %s (%s; texts of %s)\n", verb, out, entries(n), from)
			return nil
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "de", "the language translated into")
	cmd.Flags().StringVar(&from, "from", "en", "the language translated from (msgid)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "write (or update) this PO file instead of standard output")
	cmd.Flags().BoolVar(&pot, "pot", false, "write the POT template (every msgstr empty) instead of a language's PO file")
	cmd.Flags().BoolVar(&msgs, "messages", false, "export the message catalog (game log and terminal texts) instead of the card texts")
	cmd.Flags().StringVar(&catalog, "catalog", "", "with --messages: the catalog file exported (default: the built-in catalog of --lang)")
	return cmd
}

// messagesPO is the PO file of the message catalog of lang (or its
// template).
func messagesPO(lang string, src []byte, pot bool) (*po.File, error) {
	now := po.Date(exportTime())
	header := po.Header("Thronescript messages", lang, now, now, "", lang+" <https://thronescript.invalid/i18n>")
	if pot {
		header = po.TemplateHeader("Thronescript messages", now)
		lang = "en"
	}
	f, err := messages.ExportPO(lang, header)
	if src != nil && !pot {
		f, err = messages.ExportPOFrom(lang, src, header)
	}
	if err != nil {
		return nil, err
	}
	if pot {
		f.Entries[0].Flags = []string{"fuzzy"}
		for _, e := range f.Entries[1:] {
			for i := range e.Str {
				e.Str[i] = ""
			}
		}
	}
	return f, nil
}

func newI18nImportCmd(e *env) *cobra.Command {
	var lang, from, catalog string
	var dryRun, fuzzy, msgs bool
	cmd := help("i18n-import", &cobra.Command{
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			name := args[0]
			f, data, err := readPO(e.stdout, name)
			if err != nil {
				return err
			}
			if msgs {
				return importMessages(e, name, data, f, lang, catalog, fuzzy, dryRun)
			}
			hl := headerLanguage(f)
			named := lang != ""
			if lang != "" && hl != "" && po.BaseLang(hl) != po.BaseLang(lang) {
				return usageError{msg: fmt.Sprintf("%s says Language: %s, not %s; nothing written", name, hl, lang),
					hint: "import a file into the language its header names: correct the header or --lang"}
			}
			if lang == "" {
				lang = "de"
				if hl != "" {
					lang = hl // de_DE, as Poedit writes it, is de
				}
			}
			lang, err = poLangs(from, lang)
			if err != nil {
				return err
			}
			lib, _, err := loadTextLibrary(args[1:])
			if err != nil {
				return err
			}
			if len(args) == 2 {
				if st, err := os.Stat(args[1]); err == nil && st.IsDir() && filepath.Clean(args[1]) != "cards" {
					lib.NewFilesDir = args[1]
				}
			}
			if !named && !slices.Contains(lib.Languages(), lang) {
				// Only the header names a language the library has no
				// text of: a mislabelled file would start a language.
				return usageError{msg: fmt.Sprintf("%s is the first %s text of the library (its header says Language: %s); nothing written", name, lang, hl),
					hint: fmt.Sprintf("to start %s, name it: throne i18n import --lang %s %s", lang, lang, strings.Join(args, " "))}
			}
			res := lib.Import(f, from, lang, fuzzy)
			sources := diag.Sources{name: data}
			writeDiags(e.stdout, "text", res.Diags, sources)
			for _, d := range res.Diags {
				if d.Severity == diag.Error && d.Code != translate.CodeRefused {
					return exitError{code: exitFindings} // the file is wrong: nothing written
				}
			}
			verb := "updated"
			if dryRun {
				verb = "would update"
			}
			files := make([]string, 0, len(res.Files))
			for file := range res.Files {
				files = append(files, file)
			}
			sort.Strings(files)
			for _, file := range files {
				if dryRun {
					break
				}
				// The edits were computed on the loaded text; never write over
				// a file that differs from it (a stale binary's built-in
				// library, or a file changed meanwhile).
				disk, err := os.ReadFile(file)
				loaded, ok := lib.Sources[file]
				if (err == nil && (!ok || !bytes.Equal(disk, loaded))) || (err != nil && ok) {
					return usageError{msg: fmt.Sprintf("%s on disk is not the file that was loaded; nothing written", file),
						hint: "name the folder of the .card files to import into, e.g. `throne i18n import de.po cards`"}
				}
			}
			// A file holding bytes that are not UTF-8 is reported, never
			// rewritten (its other strings would be written as they were
			// read, and the translator would not know).
			var notUTF8 diag.Diagnostics
			for _, file := range files {
				if src := lib.Sources[file]; !utf8.Valid(src) {
					_, pds := syntax.ParseFile(file, src)
					for _, d := range pds {
						if d.Code == syntax.CodeNotUTF8 {
							notUTF8 = append(notUTF8, d)
							sources[file] = src
						}
					}
				}
			}
			if len(notUTF8) > 0 {
				writeDiags(e.stdout, "text", notUTF8, sources)
				return exitError{code: exitFindings}
			}
			for _, ch := range res.Changes {
				fmt.Fprintf(e.stdout, "%s: %s %s\n", ch.Where, verb, po.Context(ch.Code, ch.Field))
			}
			if !dryRun {
				for _, file := range files {
					if _, known := lib.Sources[file]; !known {
						// a new text file, in a workspace folder it may lack
						if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
							return err
						}
					}
					if err := writeFile(file, res.Files[file]); err != nil {
						return err
					}
				}
			}
			msg := fmt.Sprintf("%s in %s", count(len(res.Changes), "translation"), count(len(files), "file"))
			if dryRun {
				msg += " (dry run: nothing written)"
			}
			if res.Fuzzy > 0 {
				msg += fmt.Sprintf("; %s skipped (use --fuzzy to import them)", entries(res.Fuzzy)+" (fuzzy)")
			}
			if len(res.Stale) > 0 {
				msg += fmt.Sprintf("; %s no longer exist", entries(len(res.Stale)))
			}
			if res.Outdated > 0 {
				msg += fmt.Sprintf("; %s translated from another English text not imported (fuzzy)", entries(res.Outdated))
			}
			if res.Refused > 0 {
				msg += fmt.Sprintf("; %s refused by the checks", entries(res.Refused))
			}
			if res.NotesCleared > 0 {
				msg += fmt.Sprintf("; %s cleared", count(res.NotesCleared, "note"))
			}
			fmt.Fprintln(e.stdout, msg)
			if res.Refused > 0 {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "", "the language of the translations (default: the PO header's Language, else de)")
	cmd.Flags().StringVar(&from, "from", "en", "the language of the msgids")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "list the changes without writing any file")
	cmd.Flags().BoolVar(&fuzzy, "fuzzy", false, "import fuzzy entries too")
	cmd.Flags().BoolVar(&msgs, "messages", false, "the PO file holds the message catalog (export --messages): write it into the catalog file")
	cmd.Flags().StringVar(&catalog, "catalog", "", "with --messages: the catalog file written (default i18n/messages/catalog.<lang>.txt)")
	return cmd
}

// importMessages writes a message catalog PO file into the catalog file of
// its language.
func importMessages(e *env, name string, data []byte, f *po.File, lang, catalog string, fuzzy, dryRun bool) error {
	if lang == "" {
		if h := f.Header(); h != nil {
			for _, hf := range po.HeaderFields(h.Translation()) {
				if hf.Name == "Language" && hf.Value != "" {
					lang = hf.Value
				}
			}
		}
	}
	lang, err := poLangs("en", lang)
	if err != nil {
		return err
	}
	if catalog == "" {
		catalog = filepath.Join("i18n", "messages", "catalog."+lang+".txt")
	}
	old, err := os.ReadFile(catalog)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("cannot read %s: %v", catalog, diag.Cause(err))
	}
	out, written, ds := messages.ImportPO(f, old, fuzzy)
	writeDiags(e.stdout, "text", ds, diag.Sources{name: data})
	verb := "wrote"
	if dryRun {
		verb = "would write"
	} else if len(written) > 0 {
		if err := writeFile(catalog, out); err != nil {
			return err
		}
	}
	fmt.Fprintf(e.stdout, "%s %s into %s\n", verb, count(len(written), "text"), catalog)
	if ds.HasErrors() {
		return exitError{code: exitFindings}
	}
	return nil
}

// entries is "1 entry" or "n entries".
func entries(n int) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}
