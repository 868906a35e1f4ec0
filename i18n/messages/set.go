package messages

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/interp"
)

// Set is the languages a command or a page offers: the built-in catalogs,
// the catalog files of a workspace (which replace a built-in catalog of
// their language), and languages that only the library's text blocks name
// (a language just begun: its log is English until its catalog exists,
// its card titles and texts are its own). A language is data: no list in
// the code names it.
type Set struct {
	srcs  map[string][]byte // catalog source by language (built-in or a workspace file)
	files map[string]string // lang → the workspace file its catalog came from
	texts map[string]bool   // languages with text blocks and no catalog
}

// NewSet is the built-in catalogs with those of a workspace (lang → file
// name and source) on top; textLangs are the languages the library has
// text blocks in.
func NewSet(workspace map[string]WorkspaceCatalog, textLangs []string) *Set {
	s := &Set{srcs: maps.Clone(catalogs), files: map[string]string{}, texts: map[string]bool{}}
	for lang, wc := range workspace {
		s.srcs[lang] = wc.Src
		s.files[lang] = wc.File
	}
	for _, l := range textLangs {
		if _, ok := s.srcs[l]; !ok && l != "" {
			s.texts[l] = true
		}
	}
	return s
}

// WorkspaceCatalog is a catalog file found in a workspace.
type WorkspaceCatalog struct {
	File string
	Src  []byte
}

// Names lists the languages of the set: English first, then the others
// sorted.
func (s *Set) Names() []string {
	all := map[string]bool{}
	for l := range s.srcs {
		all[l] = true
	}
	for l := range s.texts {
		all[l] = true
	}
	delete(all, "en")
	return append([]string{"en"}, slices.Sorted(maps.Keys(all))...)
}

// Has reports whether lang is a language of the set.
func (s *Set) Has(lang string) bool {
	_, ok := s.srcs[lang]
	return ok || s.texts[lang]
}

// Source is the catalog file of lang and where it came from (the
// workspace file, "" when built in); nil when the language has no catalog
// yet.
func (s *Set) Source(lang string) (file string, src []byte) {
	return s.files[lang], s.srcs[lang]
}

// Load is the catalog of lang with the card titles of lib. A language
// with text blocks and no catalog logs in English with its own titles.
func (s *Set) Load(lang string, lib *interp.Library) (*Catalog, error) {
	src, ok := s.srcs[lang]
	if !ok && !s.texts[lang] {
		return nil, fmt.Errorf("unknown language %q (known: %s)", lang, strings.Join(s.Names(), ", "))
	}
	if !ok {
		src = []byte{}
	}
	return LoadCatalogSource(lang, src, lib)
}

// Workspace is the set's workspace catalogs, by language.
func (s *Set) Workspace() map[string]WorkspaceCatalog {
	out := map[string]WorkspaceCatalog{}
	for lang, file := range s.files {
		out[lang] = WorkspaceCatalog{File: file, Src: s.srcs[lang]}
	}
	return out
}
