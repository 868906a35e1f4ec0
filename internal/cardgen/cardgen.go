// Package cardgen writes generated card files for benchmarks and bounded
// tests of the language front end (imported by tests only; no module
// imports), and measures the CPU time and the peak heap they use.
package cardgen

import (
	"fmt"
	"strings"
	"syscall"
	"time"
)

var factions = []string{"stark", "lannister", "baratheon", "greyjoy", "martell", "nights-watch", "targaryen", "tyrell"}

// Cards writes n well-formed cards (about 520 bytes each) with the codes
// code, code+1, …: a character with a reaction, numbered in pack GEN.
func Cards(code, n int) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		c := code + i
		fmt.Fprintf(&b, "# generated card %d\ncard %05d \"Generated %d\" {\n  character\n  pack GEN %d\n", c, c, c, i+1)
		fmt.Fprintf(&b, "  faction %s\n  unique\n  cost %d\n  strength %d\n", factions[c%len(factions)], c%7, c%5+1)
		b.WriteString("  icons military intrigue\n  traits Knight \"House Tully\"\n  keywords shadow(2) renown\n")
		b.WriteString("  reaction gain-power {\n    after challenge-won by you with self participating\n")
		b.WriteString("    target t character controlled-by opponent with strength <= 3\n")
		b.WriteString("    cost kneel self; cost gold 1\n    do give t +1 strength until end-of-phase\n")
		b.WriteString("    then draw (count character controlled-by you)\n    limit 1 per phase\n  }\n}\n")
	}
	return []byte(b.String())
}

// CPUTime is the CPU time (user+system, all threads) the process has used
// so far: benchmarks report work per CPU-second, which machine load does not
// distort the way wall time is distorted.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
