// Package cardsrc scans .card source at the level of the language's generic
// shape (top-level statements, blocks, statements inside a block, strings,
// raw strings, comments) without the full parser. The importer merges with
// it byte for byte; the catalog reads the library's stats and text with it.
package cardsrc

import (
	"fmt"
	"strings"
)

// Item is one top-level statement of a file with the blank lines and
// comments before it.
type Item struct {
	Lead string // trivia before the statement
	Key  string // "card 11002", "text de 11002", "pack TSC", "cycle core", … ("" for trailing trivia)
	Head string // from the statement start to "{" (and the rest of that line)
	Body []Chunk
	Tail string // "}" to the end of its line
	Flat string // the whole statement when it has no block
	Line int    // line of the statement's first token (1-based)
}

// Chunk is one statement inside a block with the trivia before it.
type Chunk struct {
	Lead string
	Key  string // statement word; "ability <id>" for text abilities
	Stmt string // the statement and its terminator
	Line int    // line of the statement's first token (1-based)
}

// String returns the item's source text, leading trivia included.
func (it *Item) String() string {
	var b strings.Builder
	b.WriteString(it.Lead)
	if it.Flat != "" || it.Head == "" {
		b.WriteString(it.Flat)
		return b.String()
	}
	b.WriteString(it.Head)
	for _, c := range it.Body {
		b.WriteString(c.Lead)
		b.WriteString(c.Stmt)
	}
	b.WriteString(it.Tail)
	return b.String()
}

// scanner walks .card source.
type scanner struct {
	src  string
	name string
}

func (s *scanner) line(at int) int { return 1 + strings.Count(s.src[:at], "\n") }

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

// Parse splits a file into top-level items; name is used in errors.
func Parse(name, src string) ([]*Item, error) {
	s := &scanner{src: src, name: name}
	var items []*Item
	i := 0
	for i < len(src) {
		start := i
		j := s.skipTrivia(i)
		if j >= len(src) {
			items = append(items, &Item{Lead: src[start:]})
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
		it := &Item{Lead: src[start:j], Line: s.line(j)}
		if open < 0 {
			it.Flat = src[j:end]
			it.Key = itemKey(it.Flat)
		} else {
			headEnd := open + 1
			if k := strings.IndexByte(src[headEnd:close], '\n'); k >= 0 && strings.TrimSpace(src[headEnd:headEnd+k]) == "" {
				headEnd += k + 1
			}
			it.Head = src[j:headEnd]
			it.Key = itemKey(src[j:open])
			it.Body, err = parseBody(s, headEnd, close)
			if err != nil {
				return nil, err
			}
			it.Tail = src[close:end]
		}
		items = append(items, it)
		i = end
	}
	return items, nil
}

// parseBody splits a block body (from, to = index of its "}") into chunks;
// trivia before the "}" becomes a last chunk without a key.
func parseBody(s *scanner, from, to int) ([]Chunk, error) {
	var out []Chunk
	i := from
	for i < to {
		j := s.skipTrivia(i)
		if j >= to {
			out = append(out, Chunk{Lead: s.src[i:to]})
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
		out = append(out, Chunk{Lead: s.src[i:j], Key: chunkKey(s.src[j:end]), Stmt: s.src[j:end], Line: s.line(j)})
		i = end
	}
	return out, nil
}

// Fields splits one statement into its values: words, numbers and
// operators as written, strings unquoted (escapes resolved), raw strings
// without backticks, calls with their arguments kept as written
// ("shadow(2)"). A nested block and a trailing comment end the statement.
func Fields(stmt string) []string {
	var out []string
	i := 0
	for i < len(stmt) {
		c := stmt[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';':
			i++
		case c == '#' || c == '{' || c == '}':
			return out
		case c == '"':
			var b strings.Builder
			j := i + 1
			for ; j < len(stmt) && stmt[j] != '"'; j++ {
				if stmt[j] == '\\' && j+1 < len(stmt) {
					j++
					switch stmt[j] {
					case 'n':
						b.WriteByte('\n')
					case 't':
						b.WriteByte('\t')
					default:
						b.WriteByte(stmt[j])
					}
					continue
				}
				b.WriteByte(stmt[j])
			}
			out = append(out, b.String())
			i = j + 1
		case c == '`':
			j := strings.IndexByte(stmt[i+1:], '`')
			if j < 0 {
				out = append(out, stmt[i+1:])
				return out
			}
			out = append(out, stmt[i+1:i+1+j])
			i += j + 2
		default:
			j := i
			depth := 0
			for j < len(stmt) {
				d := stmt[j]
				if d == '(' {
					depth++
				} else if d == ')' {
					depth--
				} else if depth <= 0 && (d == ' ' || d == '\t' || d == '\r' || d == '\n' || d == ';' || d == '#' || d == '{' || d == '"') {
					break
				}
				j++
			}
			out = append(out, stmt[i:j])
			i = j
		}
	}
	return out
}
