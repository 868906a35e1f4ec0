package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/library"
)

// i18nPaths are the folders an i18n command reads: those named, else the
// cards/ folder of the current folder when it is a checkout of the
// library (cards/packs.card), so that an export after an import reads the
// files the import wrote, not the library built into the binary; where
// says which, for the command to tell.
func i18nPaths(paths []string) (out []string, where string) {
	if len(paths) > 0 {
		return paths, strings.Join(paths, ", ")
	}
	if st, err := os.Stat(filepath.Join("cards", "packs.card")); err == nil && st.Mode().IsRegular() {
		return []string{"cards"}, "cards (the workspace)"
	}
	return nil, "the built-in library"
}

// workspaceGlossaries reads the glossary files (<lang>.glossary) of the
// folders named, of cards/i18n and of the current folder (where i18n
// init writes a new language's), by file name; the first found wins.
func workspaceGlossaries(paths []string) map[string][]byte {
	out := map[string][]byte{}
	dirs := append(slices.Clone(paths), filepath.Join("cards", "i18n"))
	found := library.GlossaryFiles(dirs)
	here, _ := os.ReadDir(".")
	for _, e := range here {
		if _, ok := found[e.Name()]; !ok && e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".glossary") {
			found[e.Name()] = e.Name()
		}
	}
	for name, file := range found {
		if src, err := library.ReadFile(file); err == nil {
			out[name] = src
		}
	}
	return out
}

// workspaceCatalog is the catalog file of lang that a command reads: the
// one named (--catalog), else the workspace's catalog.<lang>.txt in the
// folders named (or the checkout's, see i18nPaths); "" means the built-in
// catalog.
func workspaceCatalog(paths []string, named, lang string) string {
	if named != "" {
		return named
	}
	paths, _ = i18nPaths(paths)
	if len(paths) == 1 && paths[0] == "cards" {
		// a checkout: its catalogs are in i18n/messages
		paths = append(paths, filepath.Join("i18n", "messages"))
	}
	if len(paths) == 0 {
		return ""
	}
	return library.CatalogFiles(paths)[lang]
}
