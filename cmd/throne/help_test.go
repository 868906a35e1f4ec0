package main

import (
	"io"
	"io/fs"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestHelpFiles checks that every command reads its help from its own file
// of help/ (a usage line starting with the command's name, a one-line help
// and, most often, a long help) and that no help file is left unread.
func TestHelpFiles(t *testing.T) {
	files, err := fs.Glob(helpFiles, "help/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no help files: %v", err)
	}
	unread := map[string]bool{}
	for _, f := range files {
		unread[strings.TrimSuffix(strings.TrimPrefix(f, "help/"), ".txt")] = true
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Name() == "help" || c.Name() == "completion" {
			return // cobra's own
		}
		name := "throne"
		if c.HasParent() {
			name = strings.ReplaceAll(strings.TrimPrefix(c.CommandPath(), "throne "), " ", "-")
		}
		if !unread[name] {
			t.Errorf("%s: no help/%s.txt, or read twice", c.CommandPath(), name)
		}
		delete(unread, name)
		if !strings.HasPrefix(c.Use, c.Name()) || c.Short == "" {
			t.Errorf("help/%s.txt: want the usage line, the one-line help and (after a blank line) the long help", name)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRoot(&env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}))
	for name := range unread {
		t.Errorf("help/%s.txt is no command's help", name)
	}
}
