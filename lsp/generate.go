package lsp

// The VS Code extension's TextMate grammar is written from the language:
// the lexer's token patterns, the checker's words, the registry's
// vocabulary and the prelude's keywords (TestGrammarCurrent keeps it so).
//
//go:generate go run ./internal/gengrammar
