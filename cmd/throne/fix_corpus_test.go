package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// corpusExceptions reads the table of testdata/corpus/README.md: the
// scenarios of the version 1 corpus that fail after `throne fix` because a
// card's behaviour, or what the log says, was deliberately changed since,
// by name, with their file (each row says why, with the commit).
func corpusExceptions(t *testing.T) map[string]string {
	data, err := os.ReadFile("testdata/corpus/README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(data), "<!-- exceptions -->")
	table, _, _ = strings.Cut(table, "<!-- /exceptions -->")
	out := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(table), "\n")[2:] {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 3 || cells[2] == "" || !regexp.MustCompile(`^[0-9a-f]{7}: `).MatchString(cells[2]) {
			t.Fatalf("testdata/corpus/README.md: a row is scenario | file | commit: why, not %q", line)
		}
		out[cells[0]] = cells[1]
	}
	return out
}

// TestCorpusVersion1 fixes a copy of every .card file of the repository at
// 2f982fa (language version 1, testdata/corpus) with `throne fix -w`, then
// checks it and runs its scenarios on top of today's built-in library:
// every file checks without an error, a second fix changes nothing, and
// every scenario passes except the listed ones.
func TestCorpusVersion1(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 546 scenarios")
	}
	ar, err := txtar.ParseFile("testdata/corpus/v1-2f982fa.txtar")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cards := 0
	for _, f := range ar.Files {
		p := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f.Name, ".card") {
			cards++
		}
	}
	if cards != 87 {
		t.Fatalf("the corpus has %d .card files, want the 87 of 2f982fa", cards)
	}
	cli := func(args ...string) (string, int) {
		var out bytes.Buffer
		code := run(args, strings.NewReader(""), &out, &out)
		return out.String(), code
	}
	out, code := cli("fix", "-w", dir)
	if code != 0 {
		t.Fatalf("throne fix -w: exit %d\n%s", code, out)
	}
	t.Logf("throne fix -w: %s", lastLines(out))
	if out, _ := cli("fix", dir); !strings.Contains(out, "would change 0 files (0 fixes)") {
		t.Fatalf("a second throne fix would change something:\n%s", out)
	}
	clean := []string{filepath.Join(dir, "cards"), filepath.Join(dir, "examples/custom"), filepath.Join(dir, "examples/keywords"), filepath.Join(dir, "examples/localized")}
	if out, code := cli(append([]string{"check"}, clean...)...); code != 0 || strings.Contains(out, "error[") {
		t.Fatalf("throne check of the fixed corpus: exit %d\n%s", code, out)
	}
	if _, code := cli("check", filepath.Join(dir, "examples/mistakes")); code != 1 {
		t.Errorf("examples/mistakes: want errors (its mistakes are on purpose), got exit %d", code)
	}
	out, _ = cli(append([]string{"test"}, clean...)...)
	var failed []string
	exceptions := corpusExceptions(t)
	for _, m := range regexp.MustCompile(`(?m)^FAIL (.*) \((\S+):\d+:\d+\)$`).FindAllStringSubmatch(out, -1) {
		failed = append(failed, m[1])
		if file, ok := exceptions[m[1]]; ok && filepath.Join(dir, file) != filepath.Join(dir, strings.TrimPrefix(m[2], dir)) {
			t.Errorf("listed exception %s is in %s, not %s", m[1], m[2], file)
		}
	}
	summary := regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed$`).FindStringSubmatch(out)
	if summary == nil {
		t.Fatalf("throne test printed no summary:\n%s", out)
	}
	t.Logf("scenarios: %s passed, %s failed", summary[1], summary[2])
	for _, name := range failed {
		if _, ok := exceptions[name]; !ok {
			t.Errorf("scenario fails after throne fix and is not a listed exception: %s", name)
		}
	}
	for name := range exceptions {
		if !slices.Contains(failed, name) {
			t.Errorf("listed exception passes now (remove it from the list): %s", name)
		}
	}
	if t.Failed() {
		t.Logf("throne test:\n%s", out)
	}
}

func lastLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-2):], "; ")
}
