package syntax

import (
	"math/rand"
	"testing"
)

// TestGrammarErrorPositions: where the grammar rejects a statement, the
// position participle reports — which becomes the diagnostic's — is the
// first token no statement can continue with (the end, when a bracket is
// left open). It checks 20,000 random statements as the token lexer passes
// them on against viable, which reads the same grammar as a small
// automaton. With participle's lookahead of 1 (before issue 35) 1,726 of
// them were reported at an enclosing bracket instead.
func TestGrammarErrorPositions(t *testing.T) {
	alpha := []kind{tIdent, tAtom, tLParen, tRParen, tLBrack, tRBrack, tComma}
	r := rand.New(rand.NewSource(1))
	bad := 0
	for n := 0; n < 20000; n++ {
		key := []byte{byte(tIdent)}
		for j := r.Intn(24); j > 0; j-- {
			switch x := alpha[r.Intn(len(alpha))]; {
			case x == tIdent: // a word before a value is a call's
				key = append(key, byte(tIdent), byte(tCallOpen))
			case x == tAtom && kind(key[len(key)-1]) == tAtom: // one run
			default:
				key = append(key, byte(x))
			}
		}
		if r.Intn(4) == 0 {
			key = append(key, byte(tLBrace), byte(tRBrace))
		}
		sh := shapeOf(key)
		got := len(key) + 1 // accepted
		if sh.err != "" {
			got = sh.errAt
		}
		if want := viable(key); got != want {
			if bad++; bad <= 5 {
				t.Errorf("%v: the grammar stops at %d (%s), want %d", key, got, sh.err, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 20000 statements: the error is not where the statement goes wrong", bad)
	}
}

// viable returns where the statement key (token types as the token lexer
// passes them on; a block as `{` `}` at its end) goes wrong: the index of
// the first token no statement can continue with, len(key) when it ends
// with a bracket open, or len(key)+1 when it is a statement.
func viable(key []byte) int {
	var open []kind
	prev := tTerm
	for i, b := range key {
		k := kind(b)
		var ok bool
		switch k {
		case tIdent:
			ok = i == 0 || i+1 < len(key) && kind(key[i+1]) == tCallOpen
		case tCallOpen:
			ok = prev == tIdent && i > 1
		case tAtom:
			ok = i > 0 && prev != tAtom // a run is one atom
		case tLParen, tLBrack:
			ok = i > 0
		case tComma:
			ok = len(open) > 0 && prev != tComma && prev != tLParen && prev != tLBrack && prev != tCallOpen
		case tRParen:
			ok = len(open) > 0 && open[len(open)-1] != tLBrack
		case tRBrack:
			ok = len(open) > 0 && open[len(open)-1] == tLBrack
		case tLBrace:
			ok = i > 0 && len(open) == 0
		case tRBrace:
			ok = prev == tLBrace
		}
		if !ok {
			return i
		}
		switch k {
		case tCallOpen, tLParen, tLBrack:
			open = append(open, k)
		case tRParen, tRBrack:
			open = open[:len(open)-1]
		}
		prev = k
	}
	if len(open) > 0 {
		return len(key)
	}
	return len(key) + 1
}
