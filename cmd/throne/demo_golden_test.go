package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
)

// TestDemoGoldenLogs: the README's demo, `throne play --p1 bot --p2 bot
// --seed 3`, prints the same log in English and in German as the golden
// files (run go test -update after an intended change and read the diff).
func TestDemoGoldenLogs(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run([]string{"play", "--p1", "bot", "--p2", "bot", "--seed", "3", "--lang", lang}, strings.NewReader(""), &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			golden.Check(t, filepath.Join("testdata", "golden", "demo-seed3."+lang+".log"), out.Bytes(), "")
		})
	}
}
