// Package spec holds the reference manual of the card language
// (language.md, vocabulary.md, lua.md). Its tests load every card-language
// block of these pages, of README.md and of examples/*/README.md with the
// interpreter's registry and run their scenarios (docs_test.go).
package spec
