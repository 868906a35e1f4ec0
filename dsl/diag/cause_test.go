package diag

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"testing"
)

func TestCause(t *testing.T) {
	notExist := &fs.PathError{Op: "open", Path: "x.card", Err: fs.ErrNotExist}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"path error", notExist, "file does not exist"},
		{"wrapped path error", fmt.Errorf("reading: %w", notExist), "file does not exist"},
		{"link error", &os.LinkError{Op: "rename", Old: "a", New: "b", Err: fs.ErrPermission}, "permission denied"},
		{"other error", errors.New("disk on fire"), "disk on fire"},
	}
	for _, tt := range tests {
		if got := Cause(tt.err).Error(); got != tt.want {
			t.Errorf("%s: Cause = %q, want %q", tt.name, got, tt.want)
		}
	}
}
