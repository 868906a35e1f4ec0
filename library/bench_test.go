package library_test

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// BenchmarkLoadLibrary measures reading, parsing, checking and compiling the
// whole built-in library (331 cards and the keyword prelude).
func BenchmarkLoadLibrary(b *testing.B) {
	r := interp.NewRegistry()
	b.ReportAllocs()
	for b.Loop() {
		lib, ds := library.Load(r, library.Options{Builtin: true})
		if ds.HasErrors() || len(lib.Defs) < 331 {
			b.Fatalf("library did not load: %d cards, %d errors", len(lib.Defs), len(ds.Errors()))
		}
	}
}

// BenchmarkBuildLibrary measures checking and compiling the built-in
// library parsed once beforehand: LoadLibrary without the parse.
func BenchmarkBuildLibrary(b *testing.B) {
	srcs, err := library.Embedded(nil)
	if err != nil {
		b.Fatal(err)
	}
	files, ds := syntax.ParseFiles(srcs)
	if ds.HasErrors() {
		b.Fatal(ds.Error())
	}
	r := interp.NewRegistry()
	b.ReportAllocs()
	for b.Loop() {
		lib, ds := interp.Build(srcs, interp.WithRegistry(r), interp.WithParsed(files), interp.WithReadFile(library.ReadFile))
		if ds.HasErrors() || len(lib.Defs) < 331 {
			b.Fatalf("library did not build: %d cards, %d errors", len(lib.Defs), len(ds.Errors()))
		}
	}
}
