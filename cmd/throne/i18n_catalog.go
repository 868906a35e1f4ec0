package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/interp"
)

// catalogSource is the message catalog file of a language: the file named
// by --catalog, else the built-in one (name is how diagnostics name it).
func catalogSource(lang, file string) (name string, src []byte, err error) {
	if file != "" {
		src, err := os.ReadFile(file)
		if err != nil {
			return "", nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", file, diag.Cause(err)), hint: "name a catalog file written by throne i18n import --messages"}
		}
		return file, src, nil
	}
	if src := messages.CatalogSource(lang); src != nil {
		return "i18n/messages/catalog." + lang + ".txt", src, nil
	}
	return "", nil, usageError{msg: fmt.Sprintf("no message catalog for %q (built in: %v)", lang, messages.Languages),
		hint: "start one with throne i18n init " + lang + ", import the translated " + lang + ".messages.po with throne i18n import --messages --catalog FILE, then name FILE with --catalog"}
}

// loadCatalog is the catalog a game's log and prompts use: the catalog
// file named by --catalog, else the one of lang in the language set of
// paths (a workspace catalog.<lang>.txt, else the built-in one; a
// language with card texts and no catalog yet logs in English with its
// own titles). A catalog that leaves texts to English says so on stderr
// (never silently).
func loadCatalog(e *env, lang, file string, paths []string, lib *interp.Library) (*messages.Catalog, error) {
	if file == "" {
		set, err := languages(paths, lib.Checked)
		if err != nil {
			return nil, err
		}
		if err := checkLangIn(set, lang); err != nil {
			return nil, err
		}
		wsFile, src := set.Source(lang)
		if wsFile == "" {
			cat, err := set.Load(lang, lib)
			if err != nil {
				return nil, usageError{msg: err.Error(), hint: "languages: " + strings.Join(set.Names(), ", ")}
			}
			if src == nil {
				fmt.Fprintf(e.stderr, "throne: %s has card texts and no message catalog yet: the log is in English (`throne i18n init %s` starts one)\n", lang, lang)
			}
			return cat, nil
		}
		file = wsFile
		_ = src
	}
	name, src, err := catalogSource(lang, file)
	if err != nil {
		return nil, err
	}
	cat, err := messages.LoadCatalogSource(lang, src, lib)
	if err != nil {
		return nil, usageError{msg: fmt.Sprintf("%s: %v", name, err), hint: "fix the catalog file (throne i18n check --messages --catalog " + name + " lists its problems)"}
	}
	if missing := len(messages.Missing(src)); missing > 0 && lang != "en" {
		total := len(messages.Missing(nil))
		fmt.Fprintf(e.stderr, "throne: %s translates %d of %d texts; the other %d are shown in English (`throne i18n check --messages --lang %s --catalog %s` lists them)\n",
			name, total-missing, total, missing, lang, name)
	}
	return cat, nil
}

// checkMessages is `throne i18n check --messages`: the catalog of lang
// (or the --catalog file) against the English one.
func checkMessages(e *env, lang, file, format string) error {
	name, src, err := catalogSource(lang, file)
	if err != nil {
		return err
	}
	ds := messages.CheckCatalog(name, src)
	writeDiags(e.stdout, format, ds, diag.Sources{name: src})
	if format == "text" {
		missing := len(messages.Missing(src))
		total := len(messages.Missing(nil))
		fmt.Fprintf(e.stdout, "%s: %d of %d texts translated, %d shown in English\n", name, total-missing, total, missing)
	}
	if ds.HasErrors() {
		return exitError{code: exitFindings}
	}
	return nil
}
