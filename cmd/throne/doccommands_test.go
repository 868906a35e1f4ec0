package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// docCommand is a command line of a documentation page's shell block:
// `throne …` or `go run ./cmd/throne …`, with an optional comment.
var docCommand = regexp.MustCompile(`^\s*(?:throne|go run \./cmd/throne)((?:\s[^#]*)?)(?:#.*)?$`)

// docCommands returns the throne command lines of README.md's ```sh blocks
// and of the indented code blocks of examples/*/README.md, from the
// repository root.
func docCommands(t *testing.T) map[string]string {
	t.Helper()
	pages := []string{"README.md"}
	m, err := filepath.Glob("examples/*/README.md")
	if err != nil {
		t.Fatal(err)
	}
	pages = append(pages, m...)
	out := map[string]string{} // command line → place
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		inSh := false
		for i, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "```") {
				inSh = strings.TrimSpace(strings.TrimPrefix(line, "```")) == "sh" && !inSh
				continue
			}
			if !inSh && !strings.HasPrefix(line, "    ") {
				continue
			}
			if c := docCommand.FindStringSubmatch(line); c != nil {
				out[strings.TrimSpace(c[1])] = page + ":" + strconv.Itoa(i+1)
			}
		}
	}
	return out
}

// TestDocCommandsRun runs the throne commands README.md and
// examples/*/README.md show, from the repository root, so a documented
// command cannot fail. An output file (`-o FILE`) is written to a
// temporary folder instead.
func TestDocCommandsRun(t *testing.T) {
	tmp := t.TempDir()
	t.Chdir(filepath.Join("..", ".."))
	cmds := docCommands(t)
	if len(cmds) < 5 {
		t.Fatalf("only %d documented commands found", len(cmds))
	}
	for c, place := range cmds {
		t.Run(c, func(t *testing.T) {
			args := strings.Fields(c)
			for i := range args {
				if i > 0 && args[i-1] == "-o" {
					args[i] = filepath.Join(tmp, filepath.Base(args[i]))
				}
			}
			var out, errb bytes.Buffer
			if code := run(args, strings.NewReader(""), &out, &errb); code != 0 {
				t.Errorf("`throne %s` (%s) exits %d:\n%s%s", c, place, code, out.String(), errb.String())
			}
		})
	}
}
