package scenario

import (
	"regexp"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// rewording is a log text of an earlier language version and what the log
// says for the same event now (spec/changelog.md, "Log texts reworded"):
// an `expect log` quoting the old text that the log lacks gets a fix
// quoting the new text, offered only when a line of the log holds it.
type rewording struct {
	old *regexp.Regexp
	new string // a regexp.Expand template over old's groups
}

// rewordings are tried in order; the first whose new text the log holds
// makes the fix.
var rewordings = []rewording{
	// marshaling into shadows announces itself (version 3)
	{regexp.MustCompile(`^a card \(#(\d+)\) moves from hand to shadows$`), "marshals a card into shadows (#$1)"},
	{regexp.MustCompile(`^(.+) moves from hand to shadows$`), "marshals $1 into shadows"},
	// a card brought out of shadows is told in one line (version 3)
	{regexp.MustCompile(`^(.+) comes out of shadows$`), "brings $1 out of shadows"},
	{regexp.MustCompile(`^(p\d) puts (.+) into play$`), "$1 brings $2 out of shadows"},
}

// reworded returns the text the log says now for old, an expected log
// text the log's lines lack, if a rewording knows it and a line holds it.
func reworded(old string, lines []string) (string, bool) {
	for _, rw := range rewordings {
		m := rw.old.FindStringSubmatchIndex(old)
		if m == nil {
			continue
		}
		text := string(rw.old.ExpandString(nil, rw.new, old, m))
		for _, l := range lines {
			if strings.Contains(l, text) {
				return text, true
			}
		}
	}
	return "", false
}

// rewordFix adds to d the fix that quotes the log's new text at r, where
// the old text is quoted.
func rewordFix(d *diag.Diagnostic, r diag.Range, text string) {
	q := `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(text) + `"`
	d.WithHint("the log says this differently since language version 3: `throne fix` rewrites it").
		WithFix("write "+q, diag.Replace(r, q))
}
