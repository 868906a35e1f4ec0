package translate

import (
	_ "embed"
	"fmt"
	"strings"
)

// i18nVerdict is the judgement of one finding of `throne i18n check --lang
// de` over the built-in library: a finding matches when its code and file
// are these and its summary contains Match.
type i18nVerdict struct {
	Code, File, Match string
	// FalseAlarm: the check is wrong. Modelled: the check is right that the
	// behaviour's ability kind differs from the printed text's, by the
	// author's choice; the text itself is right.
	FalseAlarm, Modelled bool
	Text                 string
}

// verdictsDE holds the verdicts on the findings of the German check, in the
// format its header comment describes.
//
//go:embed verdicts.de.txt
var verdictsDE string

// i18nVerdicts are the verdicts on the findings of the German check;
// problems names the paragraphs of verdicts.de.txt that are not verdicts.
func i18nVerdicts() (out []i18nVerdict, problems []string) {
	return parseVerdicts("verdicts.de.txt", verdictsDE)
}

// parseVerdicts reads verdicts: paragraphs separated by blank lines, each
// (after its # comment lines) `CODE FILE KIND`, `match TEXT` and the
// verdict's text.
func parseVerdicts(name, data string) (out []i18nVerdict, problems []string) {
	line := 0
	for _, para := range strings.Split(data, "\n\n") {
		start := line + 1
		line += strings.Count(para, "\n") + 2
		var ls []string
		for _, l := range strings.Split(para, "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				ls = append(ls, l)
			}
		}
		if len(ls) == 0 {
			continue
		}
		head := strings.Fields(ls[0])
		match, ok := "", len(ls) >= 3 && len(head) == 3
		if ok {
			match, ok = strings.CutPrefix(ls[1], "match ")
		}
		v := i18nVerdict{Match: match, Text: strings.Join(ls[min(2, len(ls)):], " ")}
		if ok {
			v.Code, v.File = head[0], head[1]
			switch head[2] {
			case "real":
			case "false-alarm":
				v.FalseAlarm = true
			case "modelled":
				v.Modelled = true
			default:
				ok = false
			}
		}
		if !ok || match == "" {
			problems = append(problems, fmt.Sprintf("%s:%d: a verdict is `CODE FILE real|false-alarm|modelled`, `match TEXT` and its text: %q", name, start, ls[0]))
			continue
		}
		out = append(out, v)
	}
	return out, problems
}
