package rules

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
)

// TestGolden_RandomGameLogs pins the logs of two seeded random games as
// each player reads them (masked) and as an omniscient reader does: the
// same seed and choices must give the same log, byte for byte.
func TestGolden_RandomGameLogs(t *testing.T) {
	lib := testLibrary()
	for _, seed := range []uint64{3, 11} {
		g := playRandom(t, lib, seed)
		for reader, name := range map[int]string{-1: "all", 0: "p1", 1: "p2"} {
			got := strings.Join(g.RenderLog(reader, EnglishCatalog()), "\n") + "\n"
			path := filepath.Join("testdata", "golden", "seed"+itoa(int(seed))+"-"+name+".log")
			golden.Check(t, path, []byte(got), "")
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}
