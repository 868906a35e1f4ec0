package lsp

import (
	"github.com/thronescript/thronescript/dsl/syntax"
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

// contextAt reads text up to off with the language's lexer
// (syntax.Lex), so it sees the tokens the parser sees.
func contextAt(text string, off int) cursorContext {
	if off > len(text) {
		off = len(text)
	}
	var c cursorContext
	c.prefixStart = off
	toks := syntax.Lex(text[:off])
	depth := 0
	for i, t := range toks {
		last := i == len(toks)-1 && t.End == off
		switch t.Kind {
		case syntax.TokenComment:
			if last {
				return cursorContext{inComment: true, prefixStart: off}
			}
		case syntax.TokenString:
			if last && t.Unclosed {
				c.inString, c.prefix, c.prefixStart = true, text[t.Offset+1:off], t.Offset+1
				return c
			}
			c.words = append(c.words, text[t.Offset:t.End])
		case syntax.TokenRaw:
			if last && t.Unclosed {
				c.inRaw = true
				return c
			}
			c.words = append(c.words, "`…`")
		case syntax.TokenLBrace:
			c.blocks = append(c.blocks, c.words)
			c.words, depth = nil, 0
		case syntax.TokenRBrace:
			if len(c.blocks) > 0 {
				c.blocks = c.blocks[:len(c.blocks)-1]
			}
			c.words, depth = nil, 0
		case syntax.TokenEnd:
			if depth == 0 {
				c.words = nil
			}
		case syntax.TokenLParen, syntax.TokenCallOpen, syntax.TokenLBrack:
			depth++
		case syntax.TokenRParen, syntax.TokenRBrack:
			depth = max(depth-1, 0)
		case syntax.TokenComma:
		case syntax.TokenWord, syntax.TokenNumber:
			if last {
				c.prefix, c.prefixStart = text[t.Offset:off], t.Offset
				return c
			}
			c.words = append(c.words, text[t.Offset:t.End])
		case syntax.TokenOp:
			// a word being typed may end in a hyphen: forced-
			if last && text[t.Offset:t.End] == "-" && i > 0 && toks[i-1].End == t.Offset && toks[i-1].Kind == syntax.TokenWord {
				c.words = c.words[:len(c.words)-1]
				c.prefix, c.prefixStart = text[toks[i-1].Offset:off], toks[i-1].Offset
				return c
			}
			c.words = append(c.words, text[t.Offset:t.End])
		}
	}
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
