package importer

import (
	"fmt"
	"strings"
)

// The merge works on the generic shape of the language only (statements,
// blocks, strings, comments), so it does not depend on the full parser and
// keeps every byte it does not own.

// item is one top-level statement of a file with the blank lines and
// comments before it.
type item struct {
	lead string // trivia before the statement
	key  string // "card 11002", "text de 11002", "pack TSC", "cycle core", … ("" for trailing trivia)
	head string // from the statement start to "{" (and the rest of that line)
	body []chunk
	tail string // "}" to the end of its line
	flat string // the whole statement when it has no block
}

// chunk is one statement inside a block with the trivia before it.
type chunk struct {
	lead string
	key  string // statement word; "ability <id>" for text abilities
	stmt string // the statement and its terminator
}

func (it *item) String() string {
	var b strings.Builder
	b.WriteString(it.lead)
	if it.flat != "" || it.head == "" {
		b.WriteString(it.flat)
		return b.String()
	}
	b.WriteString(it.head)
	for _, c := range it.body {
		b.WriteString(c.lead)
		b.WriteString(c.stmt)
	}
	b.WriteString(it.tail)
	return b.String()
}

// scanner walks .card source.
type scanner struct {
	src  string
	name string
}

func (s *scanner) errorf(at int, format string, args ...any) error {
	line := 1 + strings.Count(s.src[:at], "\n")
	return fmt.Errorf("%s:%d: %s", s.name, line, fmt.Sprintf(format, args...))
}

// skipAtom skips a string, raw string or comment starting at i, or one byte.
func (s *scanner) skipAtom(i int) (int, error) {
	switch s.src[i] {
	case '"':
		for j := i + 1; j < len(s.src); j++ {
			switch s.src[j] {
			case '\\':
				j++
			case '"':
				return j + 1, nil
			case '\n':
				return 0, s.errorf(i, "string not closed on its line")
			}
		}
		return 0, s.errorf(i, "string not closed")
	case '`':
		j := strings.IndexByte(s.src[i+1:], '`')
		if j < 0 {
			return 0, s.errorf(i, "raw string not closed")
		}
		return i + 1 + j + 1, nil
	case '#':
		j := strings.IndexByte(s.src[i:], '\n')
		if j < 0 {
			return len(s.src), nil
		}
		return i + j, nil
	}
	return i + 1, nil
}

// skipTrivia skips white space, newlines and comments.
func (s *scanner) skipTrivia(i int) int {
	for i < len(s.src) {
		switch s.src[i] {
		case ' ', '\t', '\r', '\n':
			i++
		case '#':
			j, _ := s.skipAtom(i)
			i = j
		default:
			return i
		}
	}
	return i
}

// statement scans one statement from i. It returns the index after its
// terminator (newline or ";", kept), or at a closing "}" of the enclosing
// block (not consumed), and the index of its own block's "{" if it has one
// (-1 otherwise) with the matching "}".
func (s *scanner) statement(i int) (end, open, close int, err error) {
	open, close = -1, -1
	depth := 0
	for i < len(s.src) {
		c := s.src[i]
		switch {
		case c == '(' || c == '[':
			depth++
			i++
		case c == ')' || c == ']':
			depth--
			i++
		case c == '{' && depth == 0 && open < 0:
			open = i
			cl, err := s.matchBrace(i)
			if err != nil {
				return 0, 0, 0, err
			}
			close = cl
			i = cl + 1
		case c == '{':
			cl, err := s.matchBrace(i)
			if err != nil {
				return 0, 0, 0, err
			}
			i = cl + 1
		case c == '}':
			return i, open, close, nil
		case (c == '\n' || c == ';') && depth <= 0:
			return i + 1, open, close, nil
		default:
			j, err := s.skipAtom(i)
			if err != nil {
				return 0, 0, 0, err
			}
			i = j
		}
	}
	return i, open, close, nil
}

// matchBrace returns the index of the "}" matching the "{" at i.
func (s *scanner) matchBrace(i int) (int, error) {
	depth := 0
	for j := i; j < len(s.src); {
		switch s.src[j] {
		case '{':
			depth++
			j++
		case '}':
			depth--
			if depth == 0 {
				return j, nil
			}
			j++
		default:
			k, err := s.skipAtom(j)
			if err != nil {
				return 0, err
			}
			j = k
		}
	}
	return 0, s.errorf(i, "block not closed: missing \"}\"")
}

// words returns the first n plain tokens of a statement (words, numbers,
// strings without quotes).
func words(stmt string, n int) []string {
	var out []string
	f := strings.Fields(stmt)
	for _, w := range f {
		if len(out) == n {
			break
		}
		w = strings.TrimRight(w, "{;")
		if w == "" {
			break
		}
		out = append(out, w)
	}
	return out
}

func itemKey(head string) string {
	w := words(head, 3)
	if len(w) == 0 {
		return ""
	}
	switch w[0] {
	case "card", "pack", "cycle", "keyword", "scenario":
		if len(w) >= 2 {
			return w[0] + " " + w[1]
		}
	case "text":
		if len(w) >= 3 {
			return "text " + w[1] + " " + w[2]
		}
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(head), "{"))
}

func chunkKey(stmt string) string {
	w := words(stmt, 2)
	if len(w) == 0 {
		return ""
	}
	if w[0] == "ability" && len(w) == 2 {
		return "ability " + w[1]
	}
	return w[0]
}

// parseItems splits a file into top-level items.
func parseItems(name, src string) ([]*item, error) {
	s := &scanner{src: src, name: name}
	var items []*item
	i := 0
	for i < len(src) {
		start := i
		j := s.skipTrivia(i)
		if j >= len(src) {
			items = append(items, &item{lead: src[start:]})
			break
		}
		if src[j] == '}' {
			return nil, s.errorf(j, "unexpected \"}\"")
		}
		end, open, close, err := s.statement(j)
		if err != nil {
			return nil, err
		}
		if end < len(src) && src[end] == '}' {
			return nil, s.errorf(end, "unexpected \"}\"")
		}
		it := &item{lead: src[start:j]}
		if open < 0 {
			it.flat = src[j:end]
			it.key = itemKey(it.flat)
		} else {
			headEnd := open + 1
			if k := strings.IndexByte(src[headEnd:close], '\n'); k >= 0 && strings.TrimSpace(src[headEnd:headEnd+k]) == "" {
				headEnd += k + 1
			}
			it.head = src[j:headEnd]
			it.key = itemKey(src[j:open])
			it.body, err = parseBody(s, headEnd, close)
			if err != nil {
				return nil, err
			}
			it.tail = src[close:end]
		}
		items = append(items, it)
		i = end
	}
	return items, nil
}

// parseBody splits a block body (from, to = index of its "}") into chunks;
// trivia before the "}" becomes a last chunk without a key.
func parseBody(s *scanner, from, to int) ([]chunk, error) {
	var out []chunk
	i := from
	for i < to {
		j := s.skipTrivia(i)
		if j >= to {
			out = append(out, chunk{lead: s.src[i:to]})
			break
		}
		// a statement ends at the block's "}" at the latest
		end, _, _, err := s.statement(j)
		if err != nil {
			return nil, err
		}
		if end > to {
			end = to
		}
		out = append(out, chunk{lead: s.src[i:j], key: chunkKey(s.src[j:end]), stmt: s.src[j:end]})
		i = end
	}
	return out, nil
}

// cardOwned lists the statements of a card block the importer owns: they
// are replaced or removed by every import. Everything else is hand-written.
var cardOwned = map[string]bool{
	"character": true, "location": true, "attachment": true, "event": true, "plot": true, "agenda": true, "title": true,
	"pack": true, "faction": true, "loyal": true, "unique": true, "cost": true, "strength": true, "icons": true,
	"income": true, "initiative": true, "claim": true, "reserve": true, "traits": true, "keywords": true, "deck-limit": true,
}

// Merge merges a freshly generated file into an existing one. In card
// blocks the imported statements (cardOwned) are replaced in place,
// removed when the import no longer has them, and added after their
// predecessor when new; `incomplete`, abilities and every other statement
// are kept. In text, pack and cycle blocks the statements the import
// produces are replaced and `note` lines are regenerated; statements the
// import does not produce (a translator's added line) are kept. Blocks the
// import does not produce (custom cards) are kept; new blocks are inserted
// after their predecessor in the generated file.
func Merge(name string, existing, generated []byte) ([]byte, error) {
	old, err := parseItems(name, string(existing))
	if err != nil {
		return nil, err
	}
	fresh, err := parseItems(name+" (generated)", string(generated))
	if err != nil {
		return nil, err
	}
	byKey := map[string]int{}
	for i, it := range old {
		if it.key != "" {
			if _, dup := byKey[it.key]; dup {
				return nil, fmt.Errorf("%s: %q is declared twice; fix the file before importing", name, it.key)
			}
			byKey[it.key] = i
		}
	}
	out := append([]*item(nil), old...)
	placed := map[string]bool{}
	for _, n := range fresh {
		if n.key == "" {
			continue
		}
		if i, ok := byKey[n.key]; ok {
			out[i] = mergeItem(out[i], n)
			placed[n.key] = true
		}
	}
	// insert the new items after their predecessor
	pos := -1 // index in out after which the next new item goes
	for _, n := range fresh {
		if n.key == "" {
			continue
		}
		if placed[n.key] {
			for i, it := range out {
				if it.key == n.key {
					pos = i
				}
			}
			continue
		}
		ins := *n
		ins.lead = "\n"
		at := pos + 1
		if pos < 0 {
			at = firstKeyed(out)
			if at < len(out) {
				// before the first statement: it keeps the file's header
				ins.lead = out[at].lead
				moved := *out[at]
				moved.lead = "\n"
				out[at] = &moved
			} else {
				at, ins.lead = 0, n.lead
			}
		}
		out = append(out[:at], append([]*item{&ins}, out[at:]...)...)
		pos = at
		placed[n.key] = true
	}
	var b strings.Builder
	for _, it := range out {
		b.WriteString(it.String())
	}
	return []byte(b.String()), nil
}

func firstKeyed(items []*item) int {
	for i, it := range items {
		if it.key != "" {
			return i
		}
	}
	return len(items)
}

// mergeItem merges the generated block n into the existing block o.
func mergeItem(o, n *item) *item {
	if o.head == "" || n.head == "" { // flat statements: the import owns them
		m := *n
		m.lead = o.lead
		return &m
	}
	isCard := strings.HasPrefix(n.key, "card ")
	produced := map[string]bool{}
	for _, c := range n.body {
		produced[c.key] = true
	}
	owned := func(key string) bool {
		if key == "" {
			return false
		}
		if isCard {
			return cardOwned[key]
		}
		return produced[key] || key == "note"
	}
	// new chunks by key, in order (keys may repeat: note)
	queue := map[string][]int{}
	for i, c := range n.body {
		if owned(c.key) {
			queue[c.key] = append(queue[c.key], i)
		}
	}
	type slot struct {
		c     chunk
		fresh int // index in n.body, or -1
	}
	var body []slot
	for _, c := range o.body {
		if !owned(c.key) {
			body = append(body, slot{c, -1})
			continue
		}
		q := queue[c.key]
		if len(q) == 0 {
			if strings.TrimSpace(c.lead) != "" { // keep comments of a removed statement
				body = append(body, slot{chunk{lead: c.lead}, -1})
			}
			continue
		}
		queue[c.key] = q[1:]
		body = append(body, slot{chunk{lead: c.lead, key: c.key, stmt: n.body[q[0]].stmt}, q[0]})
	}
	// insert new owned chunks after the slot holding their predecessor
	where := map[int]int{} // n.body index → body index
	for i, s := range body {
		if s.fresh >= 0 {
			where[s.fresh] = i
		}
	}
	for i, c := range n.body {
		if !owned(c.key) {
			continue
		}
		if _, ok := where[i]; ok {
			continue
		}
		at := 0
		for k := i - 1; k >= 0; k-- {
			if w, ok := where[k]; ok {
				at = w + 1
				break
			}
		}
		body = append(body[:at], append([]slot{{c, i}}, body[at:]...)...)
		for k, w := range where {
			if w >= at {
				where[k] = w + 1
			}
		}
		where[i] = at
	}
	m := &item{lead: o.lead, key: o.key, head: n.head, tail: o.tail}
	for _, s := range body {
		m.body = append(m.body, s.c)
	}
	return m
}
