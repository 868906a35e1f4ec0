// Package atomicfile replaces files whole: the new content goes to a
// temporary file in the same folder, is synced, and is renamed over the old
// one, so a crash or a full disk never leaves half a file. On any error the
// original stays as it was and the temporary file is removed.
package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Write replaces path with data. A new file gets perm; an existing file
// keeps its mode.
func Write(path string, data []byte, perm fs.FileMode) error {
	return WriteFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFunc replaces path with what fill writes. The target is touched only
// after fill, the write and the sync all succeeded.
func WriteFunc(path string, perm fs.FileMode, fill func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return &fs.PathError{Op: "write", Path: path, Err: errors.New("not a regular file")}
		}
		perm = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if err = fill(f); err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	if err = f.Chmod(perm); err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	if err = f.Sync(); err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	if err = f.Close(); err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	if err = os.Rename(tmp, path); err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	syncDir(dir)
	return nil
}

// CheckWritable reports whether a file could be written at path later: the
// folder exists and accepts a new file. Nothing is left behind.
func CheckWritable(path string) error {
	dir := filepath.Dir(path)
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return &fs.PathError{Op: "write", Path: path, Err: errors.New("is a folder")}
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: diag.Cause(err)}
	}
	name := f.Name()
	_ = f.Close()
	return os.Remove(name)
}

// syncDir makes the rename durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}
