// Package library loads card libraries: the embedded one and .card files
// and folders on disk (read, parsed, checked and compiled by interp), and
// keeps a Session that reloads them file by file as they are saved.
package library

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library/watch"
)

// Options say what to load.
type Options struct {
	// Builtin loads the embedded card library (which includes the keyword
	// prelude) before Paths.
	Builtin bool
	// Prelude loads only the embedded keyword prelude (when Builtin is off).
	Prelude bool
	// Paths are .card files or folders (searched recursively).
	Paths []string
	// Workers parse files in parallel (0: GOMAXPROCS).
	Workers int
}

// Load reads, parses, checks and compiles what opt names. Diagnostics of
// every file are collected; the Library holds what compiled.
func Load(r *interp.Registry, opt Options) (*interp.Library, diag.Diagnostics) {
	srcs, ds := sources(opt)
	lib, more := interp.Build(srcs, interp.WithRegistry(r), interp.WithReadFile(ReadFile), interp.WithWorkers(opt.Workers))
	return lib, append(ds, more...)
}

// ReadIndex reads, parses and checks what opt names, without compiling
// it, and indexes its cards: what `throne show` and `throne cards` need,
// sooner than Load. Diagnostics of every file are collected; the index
// holds what was checked.
func ReadIndex(r *interp.Registry, opt Options) (*Index, diag.Sources, diag.Diagnostics) {
	srcs, ds := sources(opt)
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	files, more := syntax.ParseFiles(srcs, syntax.Workers(workers))
	ds = append(ds, more...)
	checked, more := check.Check(files, r.CheckConfig())
	ds = append(ds, more...)
	ds.Sort()
	src := diag.Sources{}
	for _, s := range srcs {
		src[s.Name] = s.Src
	}
	return NewIndex(checked), src, ds
}

// sources reads the files opt names.
func sources(opt Options) ([]syntax.Source, diag.Diagnostics) {
	var srcs []syntax.Source
	var ds diag.Diagnostics
	if opt.Builtin || opt.Prelude {
		keep := func(p string) bool { return opt.Builtin || strings.HasPrefix(p, "prelude/") }
		builtin, err := Embedded(keep)
		if err != nil {
			ds = append(ds, ioDiag(interp.BuiltinPrefix, err))
		}
		srcs = append(srcs, builtin...)
	}
	mods := map[string]bool{}
	for _, p := range opt.Paths {
		if m := ModAbove(p); m != "" && !mods[m] {
			mods[m] = true
			if data, err := os.ReadFile(m); err == nil {
				srcs = append(srcs, syntax.Source{Name: interp.UserPath(m), Src: data})
			}
		}
		files, err := CardFiles(p)
		if err != nil {
			ds = append(ds, ioDiag(p, err))
			continue
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				ds = append(ds, ioDiag(f, err))
				continue
			}
			srcs = append(srcs, syntax.Source{Name: interp.UserPath(f), Src: data})
		}
	}
	return srcs, ds
}

// Embedded reads the embedded library's .card files whose paths (relative to
// cards/) keep accepts (nil: all), in cards.Files order, named with
// interp.BuiltinPrefix.
func Embedded(keep func(path string) bool) ([]syntax.Source, error) {
	var out []syntax.Source
	for _, p := range cards.Files() {
		if keep != nil && !keep(p) {
			continue
		}
		data, err := fs.ReadFile(cards.FS, p)
		if err != nil {
			return out, err
		}
		out = append(out, syntax.Source{Name: interp.BuiltinPrefix + p, Src: data})
	}
	return out, nil
}

// CardFiles lists the .card files at p (a file or a folder, searched by
// WalkSources), sorted.
func CardFiles(p string) ([]string, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{p}, nil
	}
	var out []string
	err = WalkSources(p, false, func(f string, _ fs.DirEntry) error {
		out = append(out, f)
		return nil
	})
	sort.Strings(out)
	return out, err
}

// WalkSources is the one walker of card folders (check, fmt, test, watch,
// i18n, play, the language server): it calls fn, in lexical order, for
// every .card file and throne.mod under the folder root — and every .lua
// file when lua is set — skipping the folders below root that watch.SkippedDir names
// (hidden, node_modules, testdata) and editors' temporary and hidden files
// (watch.IsEditorTemp), as the watcher does. fn may return
// filepath.SkipAll. An unreadable folder is skipped and its error returned
// at the end.
func WalkSources(root string, lua bool, fn func(path string, d fs.DirEntry) error) error {
	return walkFiles(root, func(p string, d fs.DirEntry) error {
		if watch.IsEditorTemp(d.Name()) {
			return nil
		}
		if strings.HasSuffix(p, ".card") || lua && strings.HasSuffix(p, ".lua") || d.Name() == check.ModFile {
			return fn(p, d)
		}
		return nil
	})
}

// IsSource reports whether a file's path names a source of the library:
// a .card file, a .lua file, or a workspace's throne.mod.
func IsSource(path string) bool {
	return strings.HasSuffix(path, ".card") || strings.HasSuffix(path, ".lua") || filepath.Base(path) == check.ModFile
}

// ModAbove returns the throne.mod nearest above the file or folder p, as
// go finds go.mod: in p's folder (p's parent when p is a folder, whose own
// throne.mod WalkSources lists) or the nearest folder above it; "" when
// there is none.
func ModAbove(p string) string {
	dir := filepath.Dir(filepath.Clean(p))
	for {
		m := filepath.Join(dir, check.ModFile)
		if st, err := os.Stat(m); err == nil && st.Mode().IsRegular() {
			return m
		}
		abs, err := filepath.Abs(dir)
		if err != nil || filepath.Dir(abs) == abs {
			return ""
		}
		dir = filepath.Join(dir, "..")
	}
}

// walkFiles calls fn, in lexical order, for every file (not folder) under
// the folder root, skipping the folders below root that watch.SkippedDir
// names. fn may return filepath.SkipAll. An unreadable folder is skipped
// and its error returned at the end.
func walkFiles(root string, fn func(path string, d fs.DirEntry) error) error {
	var first error
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if first == nil {
				first = err
			}
			if d != nil && d.IsDir() && p != root {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if p != root && watch.SkippedDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		return fn(p, d)
	})
	if err != nil {
		return err
	}
	return first
}

func ioDiag(name string, err error) *diag.Diagnostic {
	return diag.Errorf(interp.CodeCannotRead, diag.Range{Start: diag.Pos{Filename: name}}, "cannot read %s: %v", name, diag.Cause(err)).
		WithHint("check the path; throne reads .card files and folders of them")
}

// ReadFile reads a file named in a diagnostic or a card (a Lua hook file):
// from the embedded library when the name has interp.BuiltinPrefix, else
// from disk.
func ReadFile(name string) ([]byte, error) {
	if rest, ok := strings.CutPrefix(name, interp.BuiltinPrefix); ok {
		return fs.ReadFile(cards.FS, rest)
	}
	return ReadBounded(name, syntax.MaxFileSize)
}

// ErrNotRegular is the error (inside a *fs.PathError) of ReadBounded for
// a name that is not a regular file: a device, a fifo, a folder.
var ErrNotRegular = errors.New("not a regular file")

// SizeError is the error (inside a *fs.PathError) of ReadBounded for a
// file larger than its limit: Size bytes (when it grew while it was read,
// Grew, and Size the bytes read, one more than Max).
type SizeError struct {
	Size, Max int64
	Grew      bool
}

func (e *SizeError) Error() string {
	if e.Grew {
		return fmt.Sprintf("more than the limit of %d bytes", e.Max)
	}
	return fmt.Sprintf("%d bytes, more than the limit of %d", e.Size, e.Max)
}

// ReadBounded reads a regular file of at most max bytes; anything else
// (a device, a fifo, a huge file) is an error before a byte is read
// (ErrNotRegular, a *SizeError), and a fifo is not even opened.
func ReadBounded(name string, max int64) ([]byte, error) {
	if fi, err := os.Stat(name); err == nil { // before Open: opening a fifo waits for a writer
		if err := bounded(name, fi, max); err != nil {
			return nil, err
		}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := bounded(name, fi, max); err != nil { // replaced since
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err == nil && int64(len(data)) > max {
		err = &fs.PathError{Op: "read", Path: name, Err: &SizeError{Size: int64(len(data)), Max: max, Grew: true}}
	}
	return data, err
}

// bounded is ReadBounded's error for a file that is not a regular file of
// at most max bytes.
func bounded(name string, fi fs.FileInfo, max int64) error {
	if !fi.Mode().IsRegular() {
		return &fs.PathError{Op: "read", Path: name, Err: ErrNotRegular}
	}
	if fi.Size() > max {
		return &fs.PathError{Op: "read", Path: name, Err: &SizeError{Size: fi.Size(), Max: max}}
	}
	return nil
}
