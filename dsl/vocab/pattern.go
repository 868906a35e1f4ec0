package vocab

import (
	"fmt"
	"strings"
)

// ParamKind is the kind of value a pattern parameter takes.
type ParamKind int

// Parameter kinds.
const (
	ParamInt       ParamKind = iota // 3, x, or a value phrase in parens
	ParamSigned                     // +2, -1
	ParamCard                       // a selector for one card
	ParamCards                      // a selector
	ParamPlayer                     // you, opponent, …
	ParamTrait                      // Knight, "House Bolton"
	ParamFaction                    // stark, …
	ParamIcon                       // military intrigue power
	ParamKeyword                    // renown, shadow(2)
	ParamArea                       // hand, shadows, …
	ParamCardType                   // character, location, …
	ParamDuration                   // end-of-phase, …
	ParamString                     // "…"
	ParamChallenge                  // military intrigue power
	ParamPhase                      // plot draw marshaling challenges dominance standing taxation
	ParamCond                       // a condition
	ParamWord                       // one of the listed words: word(a|b|c)
	ParamName                       // a name from a named set: name(cost-kind), checked against what the vocabulary and the keywords declare
)

var paramKindNames = [...]string{"int", "signed", "card", "cards", "player", "trait", "faction", "icon",
	"keyword", "area", "cardtype", "duration", "string", "challenge", "phase", "cond", "word", "name"}

// String returns the kind as written in patterns: "cards".
func (k ParamKind) String() string { return enumName(paramKindNames[:], k, "paramkind") }

// Param is a {name:kind} parameter of a pattern.
type Param struct {
	Name     string
	Kind     ParamKind
	Words    []string // the choices of a word(a|b|c) parameter
	Set      string   // the set of a name(SET) parameter: "cost-kind", "via", "player-restriction", …
	Optional bool     // inside an optional group
}

// String returns the parameter as written: {n:int}, {op:word(<|>)}.
func (p *Param) String() string {
	if p.Kind == ParamWord {
		return fmt.Sprintf("{%s:word(%s)}", p.Name, strings.Join(p.Words, "|"))
	}
	if p.Kind == ParamName {
		return fmt.Sprintf("{%s:name(%s)}", p.Name, p.Set)
	}
	return fmt.Sprintf("{%s:%s}", p.Name, p.Kind)
}

// Item is one element of a pattern: a literal word, a parameter, or an
// optional group of items.
type Item struct {
	Lit      string
	Param    *Param
	Optional []Item
}

// IsOptional reports whether the item is an optional group.
func (it Item) IsOptional() bool { return it.Lit == "" && it.Param == nil }

// Pattern is a parsed phrase pattern:
//
//	gain-power {n:int} [on {target:card}]
type Pattern struct {
	Name  string // the first word, the entry's name
	Items []Item // after the name
}

// ParsePattern parses a pattern. The first item must be a literal word (the
// entry name); parameter names must be unique.
func ParsePattern(src string) (*Pattern, error) {
	toks, err := patternTokens(src)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 || !isLiteral(toks[0]) {
		return nil, fmt.Errorf("pattern %q: must start with a word (the entry's name)", src)
	}
	pp := &patternParser{src: src, toks: toks[1:], seen: map[string]bool{}}
	items, err := pp.items(false, 0)
	if err != nil {
		return nil, err
	}
	return &Pattern{Name: toks[0], Items: items}, nil
}

func isLiteral(t string) bool { return t != "[" && t != "]" && !strings.HasPrefix(t, "{") }

// patternTokens splits a pattern into words, "[", "]" and "{…}" parameters.
func patternTokens(src string) ([]string, error) {
	var out []string
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '[' || c == ']':
			out = append(out, string(c))
			i++
		case c == '{':
			j := strings.IndexByte(src[i:], '}')
			if j < 0 {
				return nil, fmt.Errorf("pattern %q: unclosed {", src)
			}
			out = append(out, src[i:i+j+1])
			i += j + 1
		case c == '}':
			return nil, fmt.Errorf("pattern %q: unexpected }", src)
		default:
			j := i
			for j < len(src) && !strings.ContainsRune(" \t[]{}", rune(src[j])) {
				j++
			}
			out = append(out, src[i:j])
			i = j
		}
	}
	return out, nil
}

type patternParser struct {
	src  string
	toks []string
	i    int
	seen map[string]bool
}

func (pp *patternParser) items(optional bool, depth int) ([]Item, error) {
	var out []Item
	for pp.i < len(pp.toks) {
		t := pp.toks[pp.i]
		pp.i++
		switch {
		case t == "[":
			inner, err := pp.items(true, depth+1)
			if err != nil {
				return nil, err
			}
			if len(inner) == 0 {
				return nil, fmt.Errorf("pattern %q: empty [ ]", pp.src)
			}
			out = append(out, Item{Optional: inner})
		case t == "]":
			if depth == 0 {
				return nil, fmt.Errorf("pattern %q: unexpected ]", pp.src)
			}
			return out, nil
		case strings.HasPrefix(t, "{"):
			p, err := pp.param(t, optional)
			if err != nil {
				return nil, err
			}
			out = append(out, Item{Param: p})
		default:
			out = append(out, Item{Lit: t})
		}
	}
	if depth > 0 {
		return nil, fmt.Errorf("pattern %q: unclosed [", pp.src)
	}
	return out, nil
}

func (pp *patternParser) param(t string, optional bool) (*Param, error) {
	body := t[1 : len(t)-1]
	name, kind, ok := strings.Cut(body, ":")
	if !ok || name == "" {
		return nil, fmt.Errorf("pattern %q: parameter %s must be {name:kind}", pp.src, t)
	}
	if pp.seen[name] {
		return nil, fmt.Errorf("pattern %q: parameter name %q used twice", pp.src, name)
	}
	pp.seen[name] = true
	p := &Param{Name: name, Optional: optional}
	if strings.HasPrefix(kind, "word(") && strings.HasSuffix(kind, ")") {
		p.Kind = ParamWord
		p.Words = strings.Split(kind[5:len(kind)-1], "|")
		for _, w := range p.Words {
			if w == "" {
				return nil, fmt.Errorf("pattern %q: empty choice in %s", pp.src, t)
			}
		}
		return p, nil
	}
	if strings.HasPrefix(kind, "name(") && strings.HasSuffix(kind, ")") && len(kind) > len("name()") {
		p.Kind, p.Set = ParamName, kind[5:len(kind)-1]
		return p, nil
	}
	for i, n := range paramKindNames {
		if n == kind && ParamKind(i) != ParamWord && ParamKind(i) != ParamName {
			p.Kind = ParamKind(i)
			return p, nil
		}
	}
	return nil, fmt.Errorf("pattern %q: unknown parameter kind %q in %s (kinds: %s)", pp.src, kind, t,
		strings.Join(paramKindNames[:len(paramKindNames)-2], ", ")+", word(a|b), name(set)")
}

// String returns the pattern in its canonical written form.
func (p *Pattern) String() string {
	var b strings.Builder
	b.WriteString(p.Name)
	writeItems(&b, p.Items)
	return b.String()
}

func writeItems(b *strings.Builder, items []Item) {
	for _, it := range items {
		b.WriteByte(' ')
		switch {
		case it.Param != nil:
			b.WriteString(it.Param.String())
		case it.Lit != "":
			b.WriteString(it.Lit)
		default:
			b.WriteString("[")
			var inner strings.Builder
			writeItems(&inner, it.Optional)
			b.WriteString(strings.TrimPrefix(inner.String(), " "))
			b.WriteString("]")
		}
	}
}

// Params lists the parameters in order, including those in optional groups.
func (p *Pattern) Params() []*Param {
	var out []*Param
	var walk func([]Item)
	walk = func(items []Item) {
		for _, it := range items {
			if it.Param != nil {
				out = append(out, it.Param)
			} else if it.Lit == "" {
				walk(it.Optional)
			}
		}
	}
	walk(p.Items)
	return out
}

// Param returns the parameter called name, or nil.
func (p *Pattern) Param(name string) *Param {
	for _, q := range p.Params() {
		if q.Name == name {
			return q
		}
	}
	return nil
}
