package main

import (
	"fmt"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/library"
)

// languages is the language set of a command: the built-in catalogs, the
// catalog.<lang>.txt files in the folders it loads (paths: --path, a
// serve workspace, the i18n commands' folders), and the languages of the
// loaded library's text blocks (*.<lang>.card files). A language is data:
// a workspace holding its files makes it available to every command, no
// rebuild.
func languages(paths []string, lib *check.Model) (*messages.Set, error) {
	ws := map[string]messages.WorkspaceCatalog{}
	for lang, file := range library.CatalogFiles(paths) {
		src, err := library.ReadFile(file)
		if err != nil {
			return nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", file, diag.Cause(err)), hint: "a catalog file is written by throne i18n import --messages"}
		}
		ws[lang] = messages.WorkspaceCatalog{File: file, Src: src}
	}
	return messages.NewSet(ws, library.TextLanguages(lib)), nil
}

// checkLangIn validates a --lang value against a language set.
func checkLangIn(set *messages.Set, lang string) error {
	if set.Has(lang) {
		return nil
	}
	return usageError{msg: fmt.Sprintf("unknown language %q", lang),
		hint: "languages: " + strings.Join(set.Names(), ", ") + " (a language is its catalog.<lang>.txt and *.<lang>.card files in a folder named with --path)"}
}
