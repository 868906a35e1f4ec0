// Package atomicfile replaces files whole: the new content goes to a
// temporary file in the same folder, is synced, and is renamed over the old
// one, so a crash or a full disk never leaves half a file.
package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Write replaces name with data (mode perm).
func Write(name string, data []byte, perm fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), perm); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
