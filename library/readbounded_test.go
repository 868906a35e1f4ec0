package library_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/thronescript/thronescript/library"
)

// TestReadBounded: a regular file within the limit is read; a larger one
// is a *SizeError and a fifo ErrNotRegular, neither read (a fifo not even
// opened: opening it waited for a writer, so the card file a watcher or the
// language server met held its reader for good); a missing file is the
// open error.
func TestReadBounded(t *testing.T) {
	dir := t.TempDir()
	small, big, fifo := filepath.Join(dir, "a.card"), filepath.Join(dir, "big.card"), filepath.Join(dir, "pipe.card")
	for name, n := range map[string]int{small: 10, big: 11} {
		if err := os.WriteFile(name, []byte(strings.Repeat("x", n)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if data, err := library.ReadBounded(small, 10); err != nil || len(data) != 10 {
		t.Errorf("the small file: %d bytes, %v", len(data), err)
	}
	var size *library.SizeError
	if _, err := library.ReadBounded(big, 10); !errors.As(err, &size) || size.Size != 11 || size.Max != 10 || err.Error() != "read "+big+": 11 bytes, more than the limit of 10" {
		t.Errorf("the big file: %v", err)
	}
	if _, err := library.ReadBounded(filepath.Join(dir, "none.card"), 10); !errors.Is(err, os.ErrNotExist) || !strings.HasPrefix(err.Error(), "open ") {
		t.Errorf("a missing file: %v", err)
	}
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if _, err := library.ReadBounded(fifo, 10); !errors.Is(err, library.ErrNotRegular) {
		t.Errorf("the fifo: %v", err)
	}
}
