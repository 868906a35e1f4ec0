//go:build !unix

package watch

import "os"

// openNoBlock opens path for reading.
func openNoBlock(path string) (*os.File, error) {
	return os.Open(path)
}

// fileID identifies a folder on disk; unused where unknown.
type fileID struct{ dev, ino uint64 }

// dirID reports no identity on this system.
func dirID(string) (fileID, bool) { return fileID{}, false }

// isStaleWatch reports whether err says a watch was no longer there.
func isStaleWatch(error) bool { return false }
