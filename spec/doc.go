// Package spec holds the reference manual of the card language
// (language.md). Its test parses and checks every example of the manual.
package spec
