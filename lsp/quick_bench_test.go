package lsp

import (
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func BenchmarkQuickCheck(b *testing.B) {
	reg := interp.NewRegistry()
	lib, _ := library.Load(reg, library.Options{Builtin: true})
	q := newQuickCheck(reg, lib)
	text := knightCard
	for b.Loop() {
		q.update("/x/my.card", &text)
		q.run([]string{"/x/my.card"})
	}
}
