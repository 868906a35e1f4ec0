package po

import (
	"fmt"
	"strconv"
	"strings"
)

// Plural is a language's Plural-Forms header read: how many forms a
// plural entry has, and which of them a number takes.
type Plural struct {
	N    int // nplurals
	expr pluralNode
}

// Index returns the form a number takes (0 … N-1; a result outside that
// range is the last form).
func (p *Plural) Index(n int) int {
	i := p.expr.eval(n)
	if i < 0 || i >= p.N {
		return p.N - 1
	}
	return i
}

// ParsePlural reads a Plural-Forms header value as gettext writes it:
// "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);". The expression is
// C's: n, integers, ( ), ! % * / + - < <= > >= == != && || and ?:.
func ParsePlural(s string) (*Plural, error) {
	p := &Plural{}
	var expr string
	for _, part := range strings.Split(s, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "nplurals":
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 || n > 6 {
				return nil, fmt.Errorf("nplurals %q is not a number from 1 to 6", strings.TrimSpace(v))
			}
			p.N = n
		case "plural":
			expr = v
		}
	}
	if p.N == 0 {
		return nil, fmt.Errorf("no nplurals in %q", s)
	}
	if strings.TrimSpace(expr) == "" {
		return nil, fmt.Errorf("no plural expression in %q", s)
	}
	r := &pluralReader{s: expr}
	e, err := r.ternary()
	if err == nil {
		r.space()
		if r.i < len(r.s) {
			err = fmt.Errorf("unexpected %q", r.s[r.i:])
		}
	}
	if err != nil {
		return nil, fmt.Errorf("plural expression %q: %v", strings.TrimSpace(expr), err)
	}
	p.expr = e
	return p, nil
}

// pluralNode is a node of a plural expression.
type pluralNode struct {
	op   string // "n", "num", "!", "?:", or a binary operator
	num  int
	args []pluralNode
}

func (e pluralNode) eval(n int) int {
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	switch e.op {
	case "n":
		return n
	case "num":
		return e.num
	case "!":
		return b(e.args[0].eval(n) == 0)
	case "?:":
		if e.args[0].eval(n) != 0 {
			return e.args[1].eval(n)
		}
		return e.args[2].eval(n)
	case "&&":
		return b(e.args[0].eval(n) != 0 && e.args[1].eval(n) != 0)
	case "||":
		return b(e.args[0].eval(n) != 0 || e.args[1].eval(n) != 0)
	}
	x, y := e.args[0].eval(n), e.args[1].eval(n)
	switch e.op {
	case "==":
		return b(x == y)
	case "!=":
		return b(x != y)
	case "<":
		return b(x < y)
	case "<=":
		return b(x <= y)
	case ">":
		return b(x > y)
	case ">=":
		return b(x >= y)
	case "+":
		return x + y
	case "-":
		return x - y
	case "*":
		return x * y
	case "/", "%":
		if y == 0 {
			return 0
		}
		if e.op == "/" {
			return x / y
		}
		return x % y
	}
	return 0
}

// pluralReader parses a plural expression by precedence climbing.
type pluralReader struct {
	s     string
	i     int
	depth int
}

// binaryLevels lists C's binary operators from the loosest binding.
var binaryLevels = [][]string{{"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}}

func (r *pluralReader) space() {
	for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t') {
		r.i++
	}
}

func (r *pluralReader) eat(tok string) bool {
	r.space()
	if strings.HasPrefix(r.s[r.i:], tok) {
		r.i += len(tok)
		return true
	}
	return false
}

func (r *pluralReader) ternary() (pluralNode, error) {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > 100 {
		return pluralNode{}, fmt.Errorf("nested too deeply")
	}
	c, err := r.binary(0)
	if err != nil || !r.eat("?") {
		return c, err
	}
	a, err := r.ternary()
	if err != nil {
		return c, err
	}
	if !r.eat(":") {
		return c, fmt.Errorf("? without :")
	}
	b, err := r.ternary()
	return pluralNode{op: "?:", args: []pluralNode{c, a, b}}, err
}

func (r *pluralReader) binary(level int) (pluralNode, error) {
	if level == len(binaryLevels) {
		return r.unary()
	}
	x, err := r.binary(level + 1)
	for err == nil {
		op := ""
		for _, o := range binaryLevels[level] {
			r.space()
			// "<" is not the start of "<=", "!" of "!=" is handled by the
			// longer operators coming first in their level
			if strings.HasPrefix(r.s[r.i:], o) {
				op = o
				break
			}
		}
		if op == "" {
			return x, nil
		}
		r.i += len(op)
		var y pluralNode
		y, err = r.binary(level + 1)
		x = pluralNode{op: op, args: []pluralNode{x, y}}
	}
	return x, err
}

func (r *pluralReader) unary() (pluralNode, error) {
	r.space()
	switch {
	case r.eat("!"):
		x, err := r.unary()
		return pluralNode{op: "!", args: []pluralNode{x}}, err
	case r.eat("("):
		x, err := r.ternary()
		if err == nil && !r.eat(")") {
			err = fmt.Errorf("( without )")
		}
		return x, err
	case r.eat("n"):
		return pluralNode{op: "n"}, nil
	}
	j := r.i
	for j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
		j++
	}
	if j == r.i {
		if r.i >= len(r.s) {
			return pluralNode{}, fmt.Errorf("unexpected end")
		}
		return pluralNode{}, fmt.Errorf("unexpected %q", r.s[r.i:])
	}
	v, err := strconv.Atoi(r.s[r.i:j])
	r.i = j
	return pluralNode{op: "num", num: v}, err
}
