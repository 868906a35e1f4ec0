package importer

import (
	"fmt"
	"strings"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// item is one top-level statement of a file with the blank lines and
// comments before it, cut from the source at the positions dsl/syntax
// gives, so a merge keeps every byte it does not replace.
type item struct {
	Lead string // trivia before the statement
	Key  string // "card 11002", "text de 11002", "pack TSC", "cycle core", … ("" for trailing trivia)
	Head string // from the statement start to "{" (and the rest of that line when blank)
	Body []chunk
	Tail string // "}" to the end of its line
	Flat string // the whole statement when it has no block
}

// chunk is one statement inside a block with the trivia before it.
type chunk struct {
	Lead string
	Key  string // statement word; "ability <id>" for text abilities
	Stmt string // the statement and its terminator
}

// String returns the item's source text, leading trivia included.
func (it *item) String() string {
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

// items splits a file into top-level items; name is used in errors.
func items(name string, src []byte) ([]*item, error) {
	f, ds := syntax.ParseFile(name, src)
	if ds.HasErrors() {
		return nil, fmt.Errorf("%s", ds.Errors()[0].Error())
	}
	s := string(src)
	var out []*item
	at := 0
	for _, st := range f.Stmts {
		start := st.Range.Start.Offset
		end := stmtEnd(s, st.Range.End.Offset)
		it := &item{Lead: s[at:start], Key: itemKey(st, strings.TrimRight(strings.TrimSpace(s[start:end]), ";"))}
		if st.Block == nil {
			it.Flat = s[start:end]
		} else {
			open, close := st.Block.Range.Start.Offset, st.Block.Range.End.Offset-1
			headEnd := open + 1
			if k := strings.IndexByte(s[headEnd:close], '\n'); k >= 0 && strings.TrimSpace(s[headEnd:headEnd+k]) == "" {
				headEnd += k + 1
			}
			it.Head = s[start:headEnd]
			it.Body = body(s, st.Block, headEnd, close)
			it.Tail = s[close:end]
		}
		out = append(out, it)
		at = end
	}
	if at < len(s) {
		out = append(out, &item{Lead: s[at:]})
	}
	return out, nil
}

// body splits a block's statements (from, to = offset of its "}") into
// chunks; trivia before the "}" becomes a last chunk without a key.
func body(s string, b *syntax.Block, from, to int) []chunk {
	var out []chunk
	at := from
	for _, st := range b.Stmts {
		start := st.Range.Start.Offset
		if start < at { // a statement on the line of the "{"
			start = at
		}
		end := stmtEnd(s, st.Range.End.Offset)
		if end > to {
			end = to
		}
		out = append(out, chunk{Lead: s[at:start], Key: chunkKey(st), Stmt: s[start:end]})
		at = end
	}
	if at < to {
		out = append(out, chunk{Lead: s[at:to]})
	}
	return out
}

// stmtEnd is the offset after a statement's terminator: its ";", or the
// rest of its line (a trailing comment and the newline), or the next token
// on the line (a "}").
func stmtEnd(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
		i++
	}
	if i >= len(s) {
		return i
	}
	switch s[i] {
	case ';':
		return i + 1
	case '#':
		if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
			return i + j + 1
		}
		return len(s)
	case '\n':
		return i + 1
	}
	return i
}

// itemKey names a top-level statement for merging; other statements are
// named by their text.
func itemKey(st *syntax.Stmt, text string) string {
	v := func(i int) string {
		if i < len(st.Values) {
			return st.Values[i].Text
		}
		return ""
	}
	switch st.Word {
	case "card", "pack", "cycle", "keyword", "scenario":
		if len(st.Values) >= 1 {
			return st.Word + " " + v(0)
		}
	case "text":
		if len(st.Values) >= 2 {
			return "text " + v(0) + " " + v(1)
		}
	}
	return text
}

func chunkKey(st *syntax.Stmt) string {
	if st.Word == "ability" && len(st.Values) >= 1 {
		return "ability " + st.Values[0].Text
	}
	return st.Word
}
