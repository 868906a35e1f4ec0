package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/cards/catalog"
	"github.com/thronescript/thronescript/dsl/diag"
)

// loadLibrary reads the built-in card library and then the .card files
// named by paths (files, or folders searched recursively) on top of it.
func loadLibrary(paths []string) (*catalog.Catalog, error) {
	lib, err := catalog.Library()
	if err != nil {
		return nil, err
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			if err := lib.Add(os.DirFS(filepath.Dir(p)), []string{filepath.Base(p)}); err != nil {
				return nil, err
			}
			continue
		}
		var files []string
		err = filepath.WalkDir(p, func(f string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(f, ".card") {
				rel, _ := filepath.Rel(p, f)
				files = append(files, filepath.ToSlash(rel))
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		if err := lib.Add(os.DirFS(p), files); err != nil {
			return nil, err
		}
	}
	return lib, nil
}

// libraryError reports a library that cannot be read.
func libraryError(e *env, err error) error {
	_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", "library", "cannot read the card library: %v", err).
		WithHint("check the --path arguments; every .card file must balance its braces and strings")}, nil)
	return exitError{exitFindings}
}
