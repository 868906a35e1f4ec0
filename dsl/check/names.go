package check

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// Name sets that keyword definitions add to (the vocabulary declares the
// engine's own names of each set; see vocab.Declarer).
const (
	setArea     = "area"
	setEvent    = "event"
	setCostKind = "cost-kind"
	setVia      = "via"
)

// setNames say what a name of each set is, for messages.
var setNames = map[string]string{
	setArea:              "area",
	setEvent:             "event",
	setCostKind:          "cost kind",
	setVia:               "`via` tag",
	"player-restriction": "player restriction",
	"card-restriction":   "card restriction",
	"card-permission":    "card permission",
	"step":               "framework step",
	"step-event":         "framework event",
	"restriction-action": "restriction action",
	"engine-rule":        "engine rule",
	"area-flag":          "area flag",
}

// nameSet lists the known names of a set: those the vocabulary declares
// and those the keyword definitions being checked declare. It is nil when
// the vocabulary declares none (a vocabulary that cannot judge).
func (c *checker) nameSet(set string) []string {
	d, ok := c.cfg.Vocab.(vocab.Declarer)
	if !ok || len(d.Declared(set)) == 0 {
		return nil
	}
	out := append([]string{}, d.Declared(set)...)
	switch set {
	case setArea:
		out = c.scenarioAreas()
	case setEvent:
		out = append(out, sortedKeys(c.events)...)
	case setCostKind:
		for _, k := range c.lib.Keywords {
			out = append(out, k.CostKinds...)
		}
	case "step":
		for _, k := range c.lib.Keywords {
			for _, st := range k.Steps {
				out = append(out, st.Name)
			}
		}
	case setVia:
		// a keyword's cards enter play via its cost kinds or its
		// play-from ids
		for _, k := range c.lib.Keywords {
			out = append(append(out, k.CostKinds...), k.PlayFrom...)
		}
	}
	return out
}

// checkName reports v unless it is a known name of set (when the set is
// known at all). It returns false when it reported.
func (c *checker) checkName(set string, v *syntax.Value) bool {
	known := c.nameSet(set)
	if known == nil || (v.Kind == syntax.WordValue || v.Kind == syntax.StringValue) && contains(known, v.Text) {
		return true
	}
	what := setNames[set]
	if what == "" {
		what = set
	}
	d := c.errorf(CodeUnknownName, v.Range, "unknown %s %s", what, show(v))
	if sug := diag.Suggest(v.Text, known); sug != "" {
		d.WithHint("did you mean `%s`?", sug)
		guess(d, v.Range, v.Text, sug, v.Kind == syntax.StringValue)
	} else if other, word := c.otherSet(set, v.Text); other != "" {
		d.WithHint("`%s` is a %s: %s", word, setNames[other], strings.ReplaceAll(otherSetHint[other], "WORD", word))
	} else {
		d.WithHint("known %ss: %s", what, strings.Join(dedupe(known), ", "))
	}
	if set == setVia {
		d.WithDetail("a `via` tag is `marshal`, a cost kind or the id of a keyword's play-from ability")
	}
	return false
}

// otherSetHint says how to use a word of a set where another was written.
var otherSetHint = map[string]string{
	"player-restriction": "write `player-cannot WORD [for PLAYER]`",
	"card-restriction":   "write `forbid CARDS WORD` or `cannot CARDS WORD`",
	"card-permission":    "write `allow CARDS WORD`",
}

// otherSet finds a restriction or permission set that holds w (or a near
// spelling of it), for a word written in the wrong kind of phrase
// (`forbid self trigger-abilities` means the player word).
func (c *checker) otherSet(set, w string) (string, string) {
	for _, o := range []string{"player-restriction", "card-restriction", "card-permission"} {
		if o == set || !contains([]string{"player-restriction", "card-restriction", "card-permission"}, set) {
			continue
		}
		known := c.nameSet(o)
		if contains(known, w) {
			return o, w
		}
		if sug := diag.Suggest(w, known); sug != "" {
			return o, sug
		}
		for _, k := range known {
			if hasParts(k, w) {
				return o, k
			}
		}
	}
	return "", ""
}

// hasParts reports whether every hyphen-joined part of w is a part of k
// (trigger-abilities and trigger-card-abilities).
func hasParts(k, w string) bool {
	parts := strings.Split(k, "-")
	for _, p := range strings.Split(w, "-") {
		if !contains(parts, p) {
			return false
		}
	}
	return true
}

func dedupe(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}
