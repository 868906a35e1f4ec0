package interp

import (
	"fmt"
	"io"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// kindIntro explains each kind of the vocabulary on the reference page.
var kindIntro = map[vocab.Kind]string{
	vocab.KindTrigger:   "Triggers follow `after`, `when` and `when-would` in reactions and interrupts. Keyword definitions add their own with `event NAME`.",
	vocab.KindEffect:    "Effects follow `do` and `then`. Modifying effects (give, gain-icon, blank, income, …) are also the bodies of constant abilities; elsewhere they last until their `until` duration.",
	vocab.KindCost:      "Costs follow `cost` and are paid, in order, before the effects.",
	vocab.KindFilter:    "Filters narrow a selector: `[quantity] noun {filter}` (for example `up-to 2 character controlled-by opponent kneeling`).",
	vocab.KindCondition: "Conditions follow `if`; combine them with `and`, `or`, `not` and parentheses, or compare values (`challenge-margin >= 5`).",
	vocab.KindValue:     "Values are numbers computed from the game; use them in comparisons or, in parentheses, wherever a number is expected.",
}

// WriteMarkdown writes the vocabulary reference (spec/vocabulary.md). The
// page is generated from the registry, so it cannot drift from what the
// checker accepts and the interpreter runs.
func (r *Registry) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# Vocabulary\n\n")
	b.WriteString("<!-- Generated from the interpreter's registry by `go test ./interp -run TestVocabularyPage -update`. Do not edit. -->\n\n")
	b.WriteString("Every word a phrase may use, with its pattern. In a pattern, `{name:kind}` is a\n")
	b.WriteString("parameter, `[ … ]` is optional, and `word(a|b)` is one of the listed words.\n")
	b.WriteString("`throne doc NAME` prints the same entry in the terminal.\n\n")
	b.WriteString("Player words: " + strings.Join(quoteAll(check.PlayerWords()), ", ") + ".\n\n")
	b.WriteString("Card references: " + strings.Join(quoteAll(check.References()), ", ") + " (and the names of the ability's targets).\n\n")
	b.WriteString("Durations: " + strings.Join(quoteAll(durationNames()), ", ") + ".\n\n")
	for _, k := range vocab.Kinds {
		fmt.Fprintf(&b, "## %ss\n\n%s\n\n", strings.ToUpper(k.String()[:1])+k.String()[1:], kindIntro[k])
		b.WriteString("| pattern | meaning | example |\n|---|---|---|\n")
		for _, e := range r.Entries(k) {
			fmt.Fprintf(&b, "| `%s` | %s | `%s` |\n", mdCell(e.Pattern), mdCell(e.Doc), mdCell(e.Example))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func quoteAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = "`" + w + "`"
	}
	return out
}

// mdCell escapes a table cell.
func mdCell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
