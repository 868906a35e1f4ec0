package spec

import (
	"flag"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
)

var update = flag.Bool("update", false, "regenerate the generated sections of language.md")

const (
	grammarBegin = "<!-- grammar: generated from syntax.Grammar() by `go test ./spec -run TestGrammarSection -update`; do not edit -->\n"
	grammarEnd   = "<!-- end grammar -->\n"
)

// TestGrammarSection keeps the grammar section of language.md equal to the
// EBNF the parser is built from; -update rewrites it.
func TestGrammarSection(t *testing.T) {
	want := "```\n" + layoutEBNF(syntax.Grammar()) + "```\n"
	generatedSection(t, grammarBegin, grammarEnd, want, "go test ./spec -run TestGrammarSection -update")
}

// layoutEBNF breaks productions longer than a line before their top-level
// alternatives, aligned under the `=`.
func layoutEBNF(ebnf string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(ebnf), "\n") {
		eq := strings.Index(line, " = ")
		if len(line) <= 80 || eq < 0 {
			b.WriteString(line + "\n")
			continue
		}
		indent := strings.Repeat(" ", eq+1)
		depth, start := 0, 0
		for k := 0; k < len(line); k++ {
			switch line[k] {
			case '(':
				depth++
			case ')':
				depth--
			case '|':
				if depth == 0 && k > eq {
					b.WriteString(strings.TrimRight(line[start:k], " ") + "\n" + indent)
					start = k
				}
			}
		}
		b.WriteString(line[start:] + "\n")
	}
	return b.String()
}

func TestLayoutEBNF(t *testing.T) {
	in := "A = b .\nValue = (<x> (<y>)?) | <number> | <op> | <string> | (<lparen> (Value <comma>?)* <rparen>) | <raw> ."
	want := "A = b .\nValue = (<x> (<y>)?)\n      | <number>\n      | <op>\n      | <string>\n      | (<lparen> (Value <comma>?)* <rparen>)\n      | <raw> .\n"
	if got := layoutEBNF(in); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
