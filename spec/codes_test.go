package spec

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

const (
	codesBegin = "<!-- codes: generated from diag.Codes() by `go test ./spec -run TestCodesSection -update`; do not edit -->\n"
	codesEnd   = "<!-- end codes -->\n"
)

// TestCodesSection keeps the code table of language.md equal to the one
// code table of the project (diag.Codes, with the retired codes of
// diag.Retired in their places); -update rewrites it.
func TestCodesSection(t *testing.T) {
	var b strings.Builder
	b.WriteString("| code | meaning | reported by |\n|---|---|---|\n")
	codes := diag.Codes()
	for _, c := range diag.Retired() {
		c.Package = "— (was " + c.Package + ")"
		codes = append(codes, c)
	}
	slices.SortFunc(codes, func(a, b diag.CodeInfo) int { return strings.Compare(a.Code, b.Code) })
	for _, c := range codes {
		fmt.Fprintf(&b, "| %s | %s | %s |\n", c.Code, strings.ReplaceAll(c.Meaning, "|", `\|`), c.Package)
	}
	generatedSection(t, codesBegin, codesEnd, b.String(), "go test ./spec -run TestCodesSection -update")
}

// generatedSection checks that the part of language.md between the begin
// and end marker lines is want; with -update it rewrites the page (temp file
// and rename).
func generatedSection(t *testing.T, begin, end, want, regenerate string) {
	t.Helper()
	page := readPage(t, "language.md")
	i, j := strings.Index(page, begin), strings.Index(page, end)
	if i < 0 || j < i {
		t.Fatalf("language.md lacks the markers:\n%s%s", begin, end)
	}
	i += len(begin)
	if page[i:j] == want {
		return
	}
	if !*update {
		t.Fatalf("a generated section of language.md is stale; run %s\ngot:\n%s\nwant:\n%s", regenerate, page[i:j], want)
	}
	page = page[:i] + want + page[j:]
	tmp := "language.md.tmp"
	if err := os.WriteFile(tmp, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, "language.md"); err != nil {
		t.Fatal(err)
	}
}
