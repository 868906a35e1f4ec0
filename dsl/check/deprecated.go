package check

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// CodeDeprecated is a word or form of an earlier language version: a
// warning with the rewrite as its fix, or an error when no mechanical
// rewrite exists (the rule's note says what to write).
const CodeDeprecated = "E0310"

// rule returns the rule for the old word name of kind k, or nil.
func (c *checker) rule(k vocab.Kind, name string) *vocab.Rule {
	if rt, ok := c.cfg.Vocab.(vocab.RuleTable); ok {
		return rt.Rule(k, name)
	}
	return nil
}

// hasRule reports whether v is an old word of kind k.
func (c *checker) hasRule(k vocab.Kind, v *syntax.Value) bool {
	return v.Kind == syntax.WordValue && c.rule(k, v.Text) != nil
}

// oldForm reads the phrase of an earlier version at ws[*i] with its rule's
// old pattern, reports it (a warning whose fix writes the new form) and
// returns the words of the new form, one list per statement (`;` in the
// template). It returns nil when the old phrase itself has a mistake
// (reported as for any phrase) or the rule has no replacement (an error
// with the rule's note).
func (c *checker) oldForm(k vocab.Kind, r *vocab.Rule, ws []*syntax.Value, i *int, stops stopSet, sc *scope) [][]*syntax.Value {
	start := *i
	old := &vocab.Entry{Kind: k, Name: r.Name, Pattern: r.Pattern}
	p := c.pattern(old)
	if p == nil {
		return nil
	}
	ph := &Phrase{Entry: old, Args: map[string]*Arg{}}
	*i++
	m := &matcher{c: c, ws: ws, i: *i, sc: sc, kind: k, ph: ph, stops: stops, pat: p, spans: map[string][2]int{}}
	before := len(c.diags)
	ok := m.items(p.Items, nil)
	*i = m.i
	words := ws[start:m.i]
	at := valueRange(nil, words)
	if !ok || c.diags[before:].HasErrors() {
		return nil
	}
	since := fmt.Sprintf("language version %d", r.Since)
	if r.Replace == "" {
		c.errorf(CodeDeprecated, at, "`%s` was removed in %s", r.Name, since).
			WithDetail("the old form was `%s`", r.Pattern).WithHint("%s", r.Note)
		return nil
	}
	items, err := vocab.ParseTemplate(r.Replace)
	if err != nil {
		return nil // the registry tests keep templates valid
	}
	head := ws[start]
	e := &expander{ws: ws, spans: m.spans, args: ph.Args, at: head.Range}
	e.items(items)
	e.parts = append(e.parts, e.cur)
	text := make([]string, len(e.parts))
	for n, part := range e.parts {
		text[n] = renderValues(part)
	}
	newText := strings.Join(text, "; ")
	if s := c.stmt; s != nil && len(text) > 1 {
		indent := strings.Repeat(" ", max(0, s.Range.Start.Column-1))
		newText = strings.Join(text, "\n"+indent+s.Word+" ")
	}
	c.warnf(CodeDeprecated, at, "`%s` is a word of an earlier language version (removed in version %d)", r.Name, r.Since).
		WithDetail("%s: `%s` is now written `%s`", r.Note, r.Pattern, r.Replace).
		WithHint("`throne fix` rewrites it").
		WithFix("write `"+strings.Join(text, "; ")+"`", diag.Replace(at, newText))
	return e.parts
}

// newForm matches the words of a rewritten phrase against the current
// vocabulary into ph; the statements after the first go to c.rewrites for the
// `do` or `then` statement being read (search-deck-other-than-named-by
// became `name …` and `search-deck …`).
func (c *checker) newForm(k vocab.Kind, ph *Phrase, parts [][]*syntax.Value, at diag.Range, stops stopSet, sc *scope) bool {
	j := 0
	ok := c.matchPhrase(k, ph, parts[0], &j, stops, sc)
	if ok && j < len(parts[0]) {
		c.leftover(ph, parts[0][j:])
	}
	ph.Range = at
	for _, part := range parts[1:] {
		extra := c.phrase(k, part, at, sc)
		extra.Range = at
		c.rewrites = append(c.rewrites, extra)
	}
	return ok
}

// oldValue reads an old value word whose new form is a value in
// parentheses (`sum-of A and B` is `(A + B)`).
func (c *checker) oldValue(ws []*syntax.Value, i *int, stops stopSet, sc *scope) (*IntExpr, bool) {
	r := c.rule(vocab.KindValue, ws[*i].Text)
	if r == nil || !strings.HasPrefix(r.Replace, "(") {
		return nil, false
	}
	start := *i
	parts := c.oldForm(vocab.KindValue, r, ws, i, stops, sc)
	if len(parts) != 1 || len(parts[0]) != 1 {
		return nil, true
	}
	e := c.intExpr(parts[0][0], sc)
	e.Range = valueRange(nil, ws[start:*i])
	return e, true
}

// expander lays out a template with the old phrase's words.
type expander struct {
	ws    []*syntax.Value
	spans map[string][2]int
	args  map[string]*Arg
	at    diag.Range // where the new words stand: the old word
	parts [][]*syntax.Value
	cur   []*syntax.Value
}

func (e *expander) given(items []vocab.TItem) bool {
	params, lits := 0, 0
	for _, it := range items {
		switch {
		case it.Param != "":
			params++
			if _, ok := e.spans[it.Param]; !ok && it.Default == "" {
				return false
			}
		case it.Lit != "":
			if a := e.args[it.Lit]; a != nil && a.Kind == "literal" {
				lits++
				if !a.Present {
					return false
				}
			}
		case it.Group:
			if !e.given(it.Optional) && !e.given(it.Paren) && (len(it.Optional) > 0 || len(it.Paren) > 0) {
				return false
			}
		}
	}
	return params > 0 || lits > 0
}

func (e *expander) items(items []vocab.TItem) {
	for _, it := range items {
		switch {
		case it.Next:
			e.parts = append(e.parts, e.cur)
			e.cur = nil
		case it.Lit != "":
			kind := syntax.WordValue
			if strings.IndexAny(it.Lit[:1], "+-*/<>=!") >= 0 {
				kind = syntax.OpValue
			}
			e.cur = append(e.cur, &syntax.Value{Kind: kind, Text: it.Lit, Range: e.at})
		case it.Param != "":
			sp, ok := e.spans[it.Param]
			if !ok {
				if it.Default != "" {
					e.cur = append(e.cur, &syntax.Value{Kind: syntax.WordValue, Text: it.Default, Range: e.at})
				}
				continue
			}
			for _, v := range e.ws[sp[0]:sp[1]] {
				if it.Conv == "signed" && sp[1]-sp[0] == 1 {
					v = signed(v)
				}
				e.cur = append(e.cur, v)
			}
		case it.Paren != nil || it.Group && it.Optional == nil:
			outer := e.cur
			e.cur = nil
			e.items(it.Paren)
			inner := e.cur
			e.cur = append(outer, &syntax.Value{Kind: syntax.ParenValue, Items: inner, Range: spanOr(e.at, inner)})
		default:
			if e.given(it.Optional) {
				e.items(it.Optional)
			}
		}
	}
}

// signed writes an unsigned number with its sign (`2` → `+2`) and x as a
// value in parentheses, for a parameter that became signed.
func signed(v *syntax.Value) *syntax.Value {
	switch {
	case isUnsigned(v):
		return &syntax.Value{Kind: syntax.NumberValue, Text: "+" + v.Text, Range: v.Range}
	case v.Kind == syntax.WordValue && (v.Text == "x" || v.Text == "X"):
		return &syntax.Value{Kind: syntax.ParenValue, Items: []*syntax.Value{v}, Range: v.Range}
	}
	return v
}

// renderValues writes values as the formatter does.
func renderValues(vs []*syntax.Value) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(' ')
		}
		syntax.WriteValue(&b, v, 0)
	}
	return b.String()
}

// rewordings are the log texts version 1 wrote differently, as a scenario
// expectation quotes them: the plural "(s)" became the number's form
// ("draws 3 card(s)" → "draws 3 cards", "gets -2 gold token(s)" →
// "gets -2 gold tokens"). spec/changelog.md lists the rewordings no rule
// can make.
var rewordings = []struct {
	re   *regexp.Regexp
	word string
}{
	{regexp.MustCompile(`(^|\s)([-+]?\d+)((?:\s+[\p{L}-]+)?)\s+card\(s\)`), "card"},
	{regexp.MustCompile(`(^|\s)([-+]?\d+)((?:\s+[\p{L}-]+)?)\s+token\(s\)`), "token"},
}

// oldLog reads the log text of an expectation, rewording what version 1
// wrote differently: a warning whose fix writes the new text, which the
// expectation then uses.
func (c *checker) oldLog(v *syntax.Value) string {
	text := v.Text
	for _, r := range rewordings {
		text = r.re.ReplaceAllStringFunc(text, func(m string) string {
			sub := r.re.FindStringSubmatch(m)
			word := r.word + "s"
			if n, _ := strconv.Atoi(strings.TrimPrefix(sub[2], "+")); n == 1 {
				word = r.word
			}
			return sub[1] + sub[2] + sub[3] + " " + word
		})
	}
	if text == v.Text {
		return text
	}
	c.warnf(CodeDeprecated, v.Range, "the log says this differently since language version 2").
		WithDetail("log texts give a number its form: `%s` is now `%s`", v.Text, text).
		WithHint("`throne fix` rewrites it").
		WithFix("write "+syntax.Quote(text), diag.Replace(v.Range, syntax.Quote(text)))
	return text
}

// language checks `language N`: the language version the file was written
// for (without the line, the current one). The words and forms an older
// version had are read as their rules say; an older number gets a
// warning whose fix makes it the current one (`throne fix` makes it with
// the rewrites, which do not depend on it).
func (c *checker) language(s *syntax.Stmt) {
	c.noBlock(s)
	if !c.wantValues(s, 1, 1, fmt.Sprintf("language %d", vocab.Current)) {
		return
	}
	v := s.Values[0]
	n, err := strconv.Atoi(v.Text)
	if !isUnsigned(v) || err != nil || n < 1 || n > vocab.Current {
		c.errorf(CodeWrongValue, v.Range, "unknown language version %s", show(v)).
			WithHint("the versions are 1 to %d (spec/changelog.md)", vocab.Current)
		return
	}
	if n < vocab.Current {
		cur := strconv.Itoa(vocab.Current)
		what := "the file is"
		if IsModFile(v.Range.Start.Filename) {
			what = "the workspace's files are" // throne.mod
		}
		c.warnf(CodeDeprecated, v.Range, "%s written for language version %d; the current one is %d", what, n, vocab.Current).
			WithDetail("spec/changelog.md lists what changed; the old forms are read as they were meant").
			WithHint("`throne fix` rewrites the old forms and the version").
			WithFix("write `language "+cur+"`", diag.Replace(v.Range, cur))
	}
}
