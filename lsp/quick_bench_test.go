package lsp

import (
	"testing"

	"github.com/thronescript/thronescript/interp"
)

func BenchmarkQuickCheck(b *testing.B) {
	reg := interp.NewRegistry()
	lib, _ := interp.Load(reg, interp.Options{Builtin: true})
	q := newQuickCheck(reg, lib)
	text := knightCard
	for b.Loop() {
		q.update("/x/my.card", &text)
		q.run([]string{"/x/my.card"})
	}
}
