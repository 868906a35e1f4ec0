package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden demo logs in testdata/golden")

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
			file := filepath.Join("testdata", "golden", "demo-seed3."+lang+".log")
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Errorf("%s differs from the golden file (go test -update if intended):\n%s", file, out.String())
			}
		})
	}
}
