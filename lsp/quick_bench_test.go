package lsp

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
)

func BenchmarkQuickCheck(b *testing.B) {
	lib := gametest.Library(b)
	q := newQuickCheck(lib.Registry, lib)
	text := knightCard
	for b.Loop() {
		q.update("/x/my.card", &text)
		q.run([]string{"/x/my.card"})
	}
}
