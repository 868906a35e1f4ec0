package web

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/library/watch"
)

// workspace is the set of files the editor may read and write: the .card
// and .lua files under the roots. A file is named as `throne check` names
// it (the root as given, joined with the path below it), and every name a
// request brings is resolved again, lexically and through symbolic links,
// before anything is read or written.
type workspace struct {
	roots []root
}

type root struct {
	given string // as on the command line
	abs   string // absolute, cleaned
	real  string // with symbolic links resolved
	dir   bool
}

var errOutside = errors.New("not a .card or .lua file inside the workspace")

func newWorkspace(given []string) (*workspace, error) {
	ws := &workspace{}
	for _, g := range given {
		abs, err := filepath.Abs(g)
		if err != nil {
			return nil, err
		}
		real, err := filepath.EvalSymlinks(abs)
		if err != nil {
			return nil, fmt.Errorf("cannot serve %s: %w", g, err)
		}
		st, err := os.Stat(real)
		if err != nil {
			return nil, fmt.Errorf("cannot serve %s: %w", g, err)
		}
		ws.roots = append(ws.roots, root{given: g, abs: abs, real: real, dir: st.IsDir()})
	}
	return ws, nil
}

// files lists the workspace's .card and .lua files by name, sorted.
func (ws *workspace) files() []string {
	seen := map[string]bool{}
	out := []string{} // an empty workspace lists no file, never null
	for _, r := range ws.roots {
		if !r.dir {
			if !seen[r.given] {
				seen[r.given] = true
				out = append(out, r.given)
			}
			continue
		}
		_ = library.WalkSources(r.given, true, func(p string, d fs.DirEntry) error {
			if d.Type()&fs.ModeSymlink != 0 {
				if _, err := ws.resolve(p); err != nil {
					return nil // a link out of the workspace is not listed
				}
			}
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// sources reads the workspace's .card files as `throne check` would,
// except those larger than maxFileSize: each of those is a diagnostic
// (E0953, as the watcher says) instead of a source.
func (ws *workspace) sources() ([]syntax.Source, diag.Diagnostics) {
	var out []syntax.Source
	var ds diag.Diagnostics
	for _, f := range ws.files() {
		if !strings.HasSuffix(f, ".card") && !check.IsModFile(f) {
			continue
		}
		b, err := ws.read(f)
		var big *tooLargeError
		switch {
		case err == nil:
			out = append(out, syntax.Source{Name: interp.UserPath(f), Src: b})
		case errors.As(err, &big):
			ds = append(ds, big.d)
		}
	}
	return out, ds
}

// resolve checks that name is a .card or .lua file inside a root — lexically
// and with symbolic links resolved (the file, if it exists, and its folder)
// — and returns the path to open.
func (ws *workspace) resolve(name string) (string, error) {
	return ws.resolveExt(name, sourceExts)
}

// sourceExts are the editor's files; deckExts the deck lists'.
var (
	sourceExts = []string{".card", ".lua"}
	deckExts   = []string{".txt", ".json"}
)

// absName is the absolute path of a file name that ends in one of exts
// (errOutside for any other name).
func absName(name string, exts []string) (string, error) {
	if name == "" || strings.ContainsRune(name, 0) || !slices.Contains(exts, filepath.Ext(name)) {
		return "", errOutside
	}
	abs, err := filepath.Abs(filepath.FromSlash(name))
	if err != nil {
		return "", errOutside
	}
	return abs, nil
}

// resolveExt is resolve for a file whose name ends in one of exts.
func (ws *workspace) resolveExt(name string, exts []string) (string, error) {
	abs, err := absName(name, exts)
	if err != nil {
		return "", err
	}
	for _, r := range ws.roots {
		if !r.dir {
			if abs != r.abs {
				continue
			}
		} else if rel, err := filepath.Rel(r.abs, abs); err != nil || !filepath.IsLocal(rel) {
			continue
		}
		// the folder, with links resolved, must be inside the root's real folder
		realDir, err := filepath.EvalSymlinks(filepath.Dir(abs))
		if err != nil {
			return "", errOutside
		}
		target := filepath.Join(realDir, filepath.Base(abs))
		if st, err := os.Lstat(target); err == nil {
			if st.Mode()&fs.ModeSymlink != 0 {
				t, err := filepath.EvalSymlinks(target)
				if err != nil {
					return "", errOutside
				}
				target = t
			} else if !st.Mode().IsRegular() {
				return "", errOutside
			}
		}
		if !r.dir {
			if target != r.real {
				return "", errOutside
			}
			return target, nil
		}
		if rel, err := filepath.Rel(r.real, target); err != nil || !filepath.IsLocal(rel) {
			return "", errOutside
		}
		return target, nil
	}
	return "", errOutside
}

// maxFileSize is the largest workspace file serve reads: the watcher's
// limit, so that a file the watcher leaves alone is never read by the
// editor either (a huge file would only cost memory and parsing time).
const maxFileSize = watch.DefaultMaxFileSize

// tooLargeError is the error of a file larger than maxFileSize; d is its
// diagnostic, as the watcher reports it.
type tooLargeError struct{ d *diag.Diagnostic }

func (e *tooLargeError) Error() string { return e.d.Summary }

func tooLarge(name string, size int64) *tooLargeError {
	at := diag.Pos{Filename: interp.UserPath(name), Line: 1, Column: 1}
	return &tooLargeError{diag.Errorf(watch.CodeFileTooLarge, diag.Range{Start: at, End: at}, "%q is larger than %d bytes (%d); not read", name, maxFileSize, size).
		WithHint("card and Lua files are small; is this the right folder?")}
}

// read reads a workspace file of at most maxFileSize bytes; a larger one
// is a *tooLargeError before a byte of it is read.
func (ws *workspace) read(name string) ([]byte, error) {
	return ws.readExt(name, sourceExts)
}

// readExt is read for a file whose name ends in one of exts.
func (ws *workspace) readExt(name string, exts []string) ([]byte, error) {
	p, err := ws.resolveExt(name, exts)
	if err != nil {
		return nil, err
	}
	if err := regularFile(p, os.Stat); err != nil { // a link to a fifo or a device: never opened
		return nil, err
	}
	data, err := library.ReadBounded(p, maxFileSize)
	var big *library.SizeError
	switch {
	case errors.Is(err, library.ErrNotRegular):
		return nil, errOutside
	case errors.As(err, &big):
		return nil, tooLarge(name, big.Size)
	}
	return data, err
}

func (ws *workspace) write(name string, data []byte) error {
	p, err := ws.resolve(name)
	if err != nil {
		return err
	}
	return atomicfile.Write(p, data, 0o644)
}

// errExists is the error of a new name that is taken already.
var errExists = errors.New("a file of that name exists already")

// prepare makes the folders a new file name needs: the name must be a .card
// or .lua file inside a folder root, and the deepest folder of it that
// exists (links resolved) inside the root's real folder. It returns the
// path to write (resolve's answer once the folders exist).
func (ws *workspace) prepare(name string, exts []string) (string, error) {
	abs, err := absName(name, exts)
	if err != nil {
		return "", err
	}
	for _, r := range ws.roots {
		if !r.dir {
			continue
		}
		rel, err := filepath.Rel(r.abs, abs)
		if err != nil || !filepath.IsLocal(rel) {
			continue
		}
		dir := filepath.Dir(abs)
		var missing []string
		for {
			if _, err := os.Lstat(dir); err == nil {
				break
			}
			missing = append(missing, dir)
			if dir == r.abs || filepath.Dir(dir) == dir {
				return "", errOutside
			}
			dir = filepath.Dir(dir)
		}
		real, err := filepath.EvalSymlinks(dir)
		if err != nil {
			return "", errOutside
		}
		if rel, err := filepath.Rel(r.real, real); err != nil || (rel != "." && !filepath.IsLocal(rel)) {
			return "", errOutside
		}
		if len(missing) > 0 {
			if err := os.MkdirAll(filepath.Join(real, strings.TrimPrefix(filepath.Dir(abs), dir)), 0o755); err != nil {
				return "", err
			}
		}
		return ws.resolveExt(name, exts)
	}
	return "", errOutside
}

// create writes a new file (its folders made as needed); a taken name is
// errExists.
func (ws *workspace) create(name string, data []byte) error {
	p, err := ws.prepare(name, sourceExts)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(p); err == nil {
		return errExists
	}
	return atomicfile.Write(p, data, 0o644)
}

// rename moves a workspace file to a new name inside the workspace (never
// over another file).
func (ws *workspace) rename(from, to string) error {
	src, err := ws.regular(from)
	if err != nil {
		return err
	}
	dst, err := ws.prepare(to, sourceExts)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(dst); err == nil {
		return errExists
	}
	return os.Rename(src, dst)
}

// remove deletes a workspace file.
func (ws *workspace) remove(name string) error {
	p, err := ws.regular(name)
	if err != nil {
		return err
	}
	return os.Remove(p)
}

// regular resolves the name of a workspace file that is there and is a
// regular file itself (not a link: errOutside).
func (ws *workspace) regular(name string) (string, error) {
	p, err := ws.resolve(name)
	if err == nil {
		err = regularFile(p, os.Lstat)
	}
	return p, err
}

// regularFile is errOutside for a file that stat (os.Stat, or os.Lstat for
// the file itself) finds but that is not a regular file, and stat's error
// when it finds none.
func regularFile(p string, stat func(string) (fs.FileInfo, error)) error {
	st, err := stat(p)
	if err == nil && !st.Mode().IsRegular() {
		err = errOutside
	}
	return err
}
