package lsp

import (
	"strings"
	"unicode/utf8"
)

// cursorContext is where the cursor stands in a .card file, read from the
// text before it (so half-typed files work): the statements whose blocks
// enclose it and the words of the statement being written.
type cursorContext struct {
	blocks      [][]string // head words of the enclosing blocks, outermost first
	words       []string   // the statement's words before the one being typed
	prefix      string     // the part of the word being typed before the cursor
	prefixStart int        // byte offset of prefix
	inString    bool       // inside "…" (prefix is the string's text so far)
	inRaw       bool       // inside `…` (Lua)
	inComment   bool
}

// block returns the innermost block's head ("" at the top level).
func (c *cursorContext) block() []string {
	if len(c.blocks) == 0 {
		return nil
	}
	return c.blocks[len(c.blocks)-1]
}

// contextAt reads text up to off.
func contextAt(text string, off int) cursorContext {
	if off > len(text) {
		off = len(text)
	}
	var c cursorContext
	depth := 0
	i := 0
	for i < off {
		ch := text[i]
		switch {
		case ch == '#':
			j := strings.IndexByte(text[i:], '\n')
			if j < 0 || i+j >= off {
				c.inComment = true
				return c
			}
			i += j
		case ch == '"':
			j := i + 1
			for j < len(text) && text[j] != '"' && text[j] != '\n' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			if j >= off {
				c.inString, c.prefix, c.prefixStart = true, text[i+1:off], i+1
				return c
			}
			c.words = append(c.words, text[i:min(j+1, len(text))])
			i = j + 1
		case ch == '`':
			j := strings.IndexByte(text[i+1:], '`')
			if j < 0 || i+1+j >= off {
				c.inRaw = true
				return c
			}
			c.words = append(c.words, "`…`")
			i += j + 2
		case ch == '{':
			c.blocks = append(c.blocks, c.words)
			c.words, depth = nil, 0
			i++
		case ch == '}':
			if len(c.blocks) > 0 {
				c.blocks = c.blocks[:len(c.blocks)-1]
			}
			c.words, depth = nil, 0
			i++
		case ch == '\n' || ch == ';':
			if depth == 0 {
				c.words = nil
			}
			i++
		case ch == '(' || ch == '[':
			depth++
			i++
		case ch == ')' || ch == ']':
			if depth > 0 {
				depth--
			}
			i++
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == ',':
			i++
		case isWordByte(ch):
			j := i
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			if j >= off {
				c.prefix, c.prefixStart = text[i:off], i
				return c
			}
			c.words = append(c.words, text[i:j])
			i = j
		default:
			// operators and anything else: one word per run
			j := i
			for j < off && strings.IndexByte("<>=!+-*/:", text[j]) >= 0 {
				j++
			}
			if j == i {
				_, size := utf8.DecodeRuneInString(text[i:])
				j = i + size
			}
			c.words = append(c.words, text[i:j])
			i = j
		}
	}
	c.prefixStart = off
	return c
}

// blockKind names the kind of block a head opens: file, card, ability,
// keyword, scenario, setup, text, area or other.
func blockKind(head []string, isAbility func(string) bool) string {
	if head == nil {
		return "file"
	}
	if len(head) == 0 {
		return "other"
	}
	switch head[0] {
	case "card", "keyword", "scenario", "setup", "text", "area":
		return head[0]
	}
	if isAbility(head[0]) {
		return "ability"
	}
	return "other"
}
