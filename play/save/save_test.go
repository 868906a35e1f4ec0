package save

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadRejectsOtherFormats: a saved game of another format (or version)
// is refused with a message naming both formats.
func TestReadRejectsOtherFormats(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.json")
	if err := os.WriteFile(p, []byte(`{"format": "throne-game/9", "game": {"start": {}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(p); err == nil || !strings.Contains(err.Error(), `format "throne-game/9"`) {
		t.Errorf("err = %v", err)
	}
}
