// Gengrammar writes the TextMate grammar of the VS Code extension
// (examples/editors/vscode/syntaxes/thronescript.tmLanguage.json) from the
// language itself: the lexer's token patterns, the checker's words and
// interp's vocabulary. Run by `go generate ./lsp`; TestGrammarCurrent
// fails when the committed grammar is not its output.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/interp"
)

// grammarPath is the grammar's file, from lsp/ (where go generate runs).
var grammarPath = filepath.Join("..", "examples", "editors", "vscode", "syntaxes", "thronescript.tmLanguage.json")

func main() {
	out := flag.String("o", grammarPath, "the grammar file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gengrammar:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	g, err := builtinGrammar()
	if err != nil {
		return err
	}
	return atomicfile.Write(out, g, 0o644)
}

// builtinGrammar is the grammar of the built-in vocabulary and prelude.
func builtinGrammar() ([]byte, error) {
	reg := interp.NewRegistry()
	prelude, err := fs.Sub(cards.FS, "prelude")
	if err != nil {
		return nil, err
	}
	return grammar(sources{entries: reg.Entries, decl: reg.Declared, prelude: prelude})
}
