package library

import (
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/library/watch"
)

// catalogName is a message catalog file's name: catalog.<lang>.txt.
var catalogName = regexp.MustCompile(`^catalog\.([a-z]{2,3}(?:_[A-Z]{2})?)\.txt$`)

// CatalogFiles finds the message catalogs of a workspace: the files named
// catalog.<lang>.txt at the paths (files, or folders walked as
// WalkSources walks them), by language; where two name one language, the
// first path (and in a folder, the first in lexical order) wins. Together
// with the workspace's *.<lang>.card files they make a language available
// without a rebuild.
func CatalogFiles(paths []string) map[string]string {
	out := map[string]string{}
	add := func(p string) {
		if m := catalogName.FindStringSubmatch(filepath.Base(p)); m != nil {
			if _, ok := out[m[1]]; !ok {
				out[m[1]] = p
			}
		}
	}
	for _, f := range findFiles(paths, catalogName.MatchString) {
		add(f)
	}
	return out
}

// GlossaryFiles finds the glossaries of a workspace (<lang>.glossary) at
// the paths, by file name; the first found wins.
func GlossaryFiles(paths []string) map[string]string {
	out := map[string]string{}
	for _, f := range findFiles(paths, func(name string) bool { return strings.HasSuffix(name, ".glossary") && !watch.IsEditorTemp(name) }) {
		if _, ok := out[filepath.Base(f)]; !ok {
			out[filepath.Base(f)] = f
		}
	}
	return out
}

// findFiles lists the regular files at the paths (files, or folders
// walked as WalkSources walks them, each folder's in lexical order) whose
// names match.
func findFiles(paths []string, match func(name string) bool) []string {
	var out []string
	for _, root := range paths {
		st, err := os.Stat(root)
		if err != nil {
			continue
		}
		if !st.IsDir() {
			if match(filepath.Base(root)) {
				out = append(out, root)
			}
			continue
		}
		var found []string
		_ = walkFiles(root, func(p string, d fs.DirEntry) error { // unreadable folders are skipped
			if d.Type().IsRegular() && match(d.Name()) {
				found = append(found, p)
			}
			return nil
		})
		sort.Strings(found)
		out = append(out, found...)
	}
	return out
}

// TextLanguages lists the languages the checked library has text blocks
// in (inline or in text files), sorted.
func TextLanguages(lib *check.Model) []string {
	seen := map[string]bool{}
	if lib != nil {
		for _, t := range lib.TextBlocks {
			seen[t.Lang] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// textFileName is a text file's name: NAME.<lang>.card.
var textFileName = regexp.MustCompile(`\.([a-z]{2,3}(?:_[A-Z]{2})?)\.card$`)

// FileLanguages lists the languages that the text files (NAME.<lang>.card)
// at the paths are named for, sorted: what a workspace offers before its
// files are checked (a page lists them while the watcher loads them).
func FileLanguages(paths []string) []string {
	seen := map[string]bool{}
	for _, p := range paths {
		files, _ := CardFiles(p)
		for _, f := range files {
			if m := textFileName.FindStringSubmatch(f); m != nil {
				seen[m[1]] = true
			}
		}
	}
	return slices.Sorted(maps.Keys(seen))
}
