package vocab

import (
	"fmt"
	"sort"
	"strings"
)

// Rule keeps a word or form that an earlier language version had and a
// later one removed or renamed: the old pattern is still read, and the
// phrase is rewritten to Replace, a template of the new form in the old
// pattern's parameters. The checker reads an old phrase as its
// replacement, warns that it is deprecated and offers the rewrite as a
// fix (`throne fix` makes it).
//
//	Pattern: "give-strength {target:cards} {n:int} [until {d:duration}]"
//	Replace: "give {target} {n:signed} strength [until {d}]"
//
// In a template, `{name}` is the old parameter's words as written,
// `{name:signed}` a number with its sign (`2` → `+2`), `{name|text}` the
// parameter or text when it was not given; `[ … ]` is written only when
// every parameter in it was given (a group of literal words only when
// the old phrase had them); `( … )` are parentheses; `;` starts a second
// statement of the same kind (`do A; do B`). An empty Replace is a form
// with no mechanical replacement: Note says what to write instead.
type Rule struct {
	Kind    Kind
	Name    string // the old word
	Pattern string // the old pattern
	Replace string // the new form's template, or "" (see Note)
	Since   int    // the first language version without the old form
	Note    string // why, or what to write when Replace is ""
}

// TItem is one element of a parsed template.
type TItem struct {
	Lit      string  // a literal word or operator
	Param    string  // a parameter of the old pattern
	Conv     string  // "signed", or ""
	Default  string  // written when Param was not given
	Optional []TItem // `[ … ]`
	Paren    []TItem // `( … )`
	Group    bool    // Optional or Paren (either may be empty)
	Next     bool    // `;`: a new statement starts here
}

// ParseTemplate parses a rule's Replace template.
func ParseTemplate(src string) ([]TItem, error) {
	toks := tokenizeTemplate(src)
	items, rest, err := templateItems(toks, "")
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("template %q: unexpected %q", src, rest[0])
	}
	return items, nil
}

func tokenizeTemplate(src string) []string {
	var out []string
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.IndexByte("[]();", c) >= 0:
			out = append(out, string(c))
			i++
		case c == '{':
			j := strings.IndexByte(src[i:], '}')
			if j < 0 {
				j = len(src) - i - 1
			}
			out = append(out, src[i:i+j+1])
			i += j + 1
		default:
			j := i
			for j < len(src) && strings.IndexByte(" \t[]();{", src[j]) < 0 {
				j++
			}
			out = append(out, src[i:j])
			i = j
		}
	}
	return out
}

func templateItems(toks []string, closer string) ([]TItem, []string, error) {
	var items []TItem
	for len(toks) > 0 {
		t := toks[0]
		toks = toks[1:]
		switch {
		case t == closer:
			return items, toks, nil
		case t == "]" || t == ")":
			return nil, nil, fmt.Errorf("unbalanced %q", t)
		case t == "[" || t == "(":
			want := "]"
			if t == "(" {
				want = ")"
			}
			inner, rest, err := templateItems(toks, want)
			if err != nil {
				return nil, nil, err
			}
			it := TItem{Group: true}
			if t == "[" {
				it.Optional = inner
			} else {
				it.Paren = inner
			}
			items = append(items, it)
			toks = rest
		case t == ";":
			items = append(items, TItem{Next: true})
		case strings.HasPrefix(t, "{"):
			body := strings.TrimSuffix(strings.TrimPrefix(t, "{"), "}")
			it := TItem{Param: body}
			if i := strings.IndexByte(body, '|'); i >= 0 {
				it.Param, it.Default = body[:i], body[i+1:]
			}
			if i := strings.IndexByte(it.Param, ':'); i >= 0 {
				it.Param, it.Conv = it.Param[:i], it.Param[i+1:]
			}
			if it.Param == "" || it.Conv != "" && it.Conv != "signed" {
				return nil, nil, fmt.Errorf("bad parameter %q", t)
			}
			items = append(items, it)
		default:
			items = append(items, TItem{Lit: t})
		}
	}
	if closer != "" {
		return nil, nil, fmt.Errorf("missing %q", closer)
	}
	return items, nil, nil
}

// params lists the parameter names a template uses.
func templateParams(items []TItem, out map[string]bool) {
	for _, it := range items {
		if it.Param != "" {
			out[it.Param] = true
		}
		templateParams(it.Optional, out)
		templateParams(it.Paren, out)
	}
}

// RuleTable is implemented by vocabularies that keep the rules of the
// words earlier versions had (Set does).
type RuleTable interface {
	// Rule returns the rule for the old word name of kind k, or nil.
	Rule(k Kind, name string) *Rule
	// Rules lists every rule, by kind and name.
	Rules() []*Rule
}

// AddRule adds a rule after checking its old pattern and template: the
// template may use only the old pattern's parameters, and the old word
// may not be a word the set has now.
func (s *Set) AddRule(r *Rule) error {
	p, err := ParsePattern(r.Pattern)
	if err != nil {
		return fmt.Errorf("rule %q: %w", r.Name, err)
	}
	if p.Name != r.Name {
		return fmt.Errorf("rule %q: pattern %q starts with %q", r.Name, r.Pattern, p.Name)
	}
	if s.Lookup(r.Kind, r.Name) != nil {
		return fmt.Errorf("rule %q: the %s is a word of the language now", r.Name, r.Kind)
	}
	if r.Replace == "" && r.Note == "" {
		return fmt.Errorf("rule %q: a rule without a replacement needs a note", r.Name)
	}
	if r.Replace != "" {
		items, err := ParseTemplate(r.Replace)
		if err != nil {
			return fmt.Errorf("rule %q: %w", r.Name, err)
		}
		used := map[string]bool{}
		templateParams(items, used)
		for n := range used {
			if p.Param(n) == nil {
				return fmt.Errorf("rule %q: template names {%s}, which the old pattern lacks", r.Name, n)
			}
		}
	}
	if s.rules == nil {
		s.rules = map[Kind]map[string]*Rule{}
	}
	if s.rules[r.Kind] == nil {
		s.rules[r.Kind] = map[string]*Rule{}
	}
	if s.rules[r.Kind][r.Name] != nil {
		return fmt.Errorf("rule %q: a %s rule with this name already exists", r.Name, r.Kind)
	}
	s.rules[r.Kind][r.Name] = r
	return nil
}

// Rule implements RuleTable.
func (s *Set) Rule(k Kind, name string) *Rule { return s.rules[k][name] }

// Rules implements RuleTable.
func (s *Set) Rules() []*Rule {
	var out []*Rule
	for _, k := range Kinds {
		names := make([]string, 0, len(s.rules[k]))
		for n := range s.rules[k] {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			out = append(out, s.rules[k][n])
		}
	}
	return out
}
