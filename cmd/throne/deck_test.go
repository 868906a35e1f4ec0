package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDeckCheckBounded: a deck list with 1,000 unknown codes prints the
// first 200 diagnostics and one line counting the rest, in text and in
// JSON, as throne check does (issue 31: JSON listed all of them, and every
// one was kept in memory).
func TestDeckCheckBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"faction_code": "stark", "slots": {`)
	for i := range 1000 {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `"%05d": 1`, 30000+i)
	}
	b.WriteString("}}\n")
	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	if code := run([]string{"deck", "check", path}, strings.NewReader(""), &stdout, &stderr); code != exitFindings {
		t.Fatalf("exit %d, want %d\n%s", code, exitFindings, stderr.String())
	}
	text := stderr.String()
	if n := len(regexp.MustCompile(`(?m)^\S+: error\[E07\d\d\]`).FindAllString(text, -1)); n != 200 {
		t.Errorf("%d diagnostics printed, want 200", n)
	}
	// 1,000 unknown codes, and no plots and too few draw cards
	if !strings.Contains(text, "big.json: 802 more errors not shown (only the first 200 diagnostics of a file are kept)\n") {
		t.Errorf("no line counting the rest:\n%s", text[max(0, len(text)-500):])
	}
	stdout.Reset()
	run([]string{"deck", "check", "--format", "json", path}, strings.NewReader(""), &stdout, &stderr)
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != 201 || !strings.Contains(lines[200], `"kind":"omitted"`) || !strings.Contains(lines[200], `"errors":802`) {
		t.Errorf("%d JSON lines, the last %.300s; want 200 and the count of the rest", len(lines), lines[len(lines)-1])
	}
}

// TestMeleeDecksLegal: the shipped melee decks (examples/decks/melee, the
// decks `throne play --players N` plays by default) are at least six, one
// faction each, and every one is legal in the melee format under the
// newest list for the cards as first printed, the decks' era (`deck check
// --format melee --list gotvalyrian1.0`: no restricted pair, no banned card).
func TestMeleeDecksLegal(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "examples", "decks", "melee", "*.txt"))
	if err != nil || len(files) < 6 {
		t.Fatalf("%d melee decks (%v), want at least 6", len(files), err)
	}
	var stdout, stderr strings.Builder
	if code := run(append([]string{"deck", "check", "--format", "melee", "--list", "gotvalyrian1.0"}, files...), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	factions := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m): legal \(melee, [^)]*\): ([a-z-]+),`).FindAllStringSubmatch(stdout.String(), -1) {
		factions[m[1]] = true
	}
	if len(factions) != len(files) {
		t.Fatalf("%d factions among %d decks:\n%s", len(factions), len(files), stdout.String())
	}
}
