//go:build unix

package watch

import (
	"os"
	"syscall"
)

// openNoBlock opens path for reading without blocking on a FIFO.
func openNoBlock(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
