//go:build unix

package watch

import (
	"errors"
	"os"
	"syscall"
)

// isStaleWatch reports whether err says a watch was no longer there.
func isStaleWatch(err error) bool { return errors.Is(err, syscall.EINVAL) }

// fileID identifies a folder on disk, whatever its name.
type fileID struct{ dev, ino uint64 }

// dirID returns the identity of the folder at path (following a link).
func dirID(path string) (fileID, bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileID{}, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return fileID{dev: uint64(st.Dev), ino: uint64(st.Ino)}, true
}

// openNoBlock opens path for reading without blocking on a FIFO.
func openNoBlock(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
