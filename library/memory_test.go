package library

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/interp"
)

// memoryChild, set in the environment, makes TestCheckMemoryBounded the
// check it measures (in a child process, traced by the collector).
const memoryChild = "THRONE_MEMORY_CHILD"

// gcLive is a cycle's line of GODEBUG=gctrace=1: its number, and the heap
// at the cycle's start, at its end and marked live, in MB.
var gcLive = regexp.MustCompile(`^gc (\d+) @.* (\d+)->(\d+)->(\d+) MB`)

// TestCheckMemoryBounded: `throne check` of a generated library of 4 MB in
// files of 100 cards keeps its live heap within a small multiple of the
// input (the input itself, read before, not counted). Checking every
// file's syntax tree, checked cards and compiled definitions at once (Build
// without CheckOnly) keeps about 35 times the input live at the end of a
// cycle; checking a few files at a time keeps about 5, at most 12. The
// live heap is the collector's own count at the end of each of the check's
// cycles (GODEBUG=gctrace=1 in a child process that runs the check; the
// child names its cycles by number), not a sample of the heap on a timer:
// the test used to sample every 2 ms and failed under load (the sampler
// and the collector starved in turn) though the check had not changed.
func TestCheckMemoryBounded(t *testing.T) {
	if os.Getenv(memoryChild) != "" {
		checkForMemory(t)
		return
	}
	if testing.Short() {
		t.Skip("generates and checks 4 MB")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckMemoryBounded$", "-test.count=1")
	cmd.Env = append(os.Environ(), memoryChild+"=1", "GODEBUG=gctrace=1", "GOGC=100")
	var out, trace bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &trace
	if err := cmd.Run(); err != nil {
		t.Fatalf("the check: %v\n%s%s", err, out.String(), trace.String())
	}
	var size, first, last int
	if m := regexp.MustCompile(`memory: (\d+) bytes checked in cycles (\d+) to (\d+)`).FindStringSubmatch(out.String()); m != nil {
		size, _ = strconv.Atoi(m[1])
		first, _ = strconv.Atoi(m[2])
		last, _ = strconv.Atoi(m[3])
	}
	base, peak, cycles := -1, -1, 0
	for _, line := range strings.Split(trace.String(), "\n") {
		m := gcLive.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		live, _ := strconv.Atoi(m[4])
		switch {
		case n == first-1:
			base = live // runtime.GC with the input read, just before the check
		case n >= first && n <= last:
			peak, cycles = max(peak, live), cycles+1
		}
	}
	if size <= 0 || base < 0 || cycles == 0 {
		t.Fatalf("no trace of the check's cycles (input %d bytes, cycles %d to %d, %d traced) in:\n%s%s", size, first, last, cycles, out.String(), trace.String())
	}
	x := float64(max(peak-base, 0)<<20) / float64(size)
	t.Logf("%d bytes: live heap %d MB before, at most %d MB in %d cycles of the check: %.1f times the input", size, base, peak, cycles, x)
	if x > 12 {
		t.Errorf("checking %d bytes kept up to %d MB live above the %d MB before it, %.1f times the input; want at most 12", size, peak-base, base, x)
	}
}

// checkForMemory is TestCheckMemoryBounded's child: it writes the library,
// reads it, collects, checks it, and says on stdout which of the
// collector's cycles (in its trace, on stderr) were the check's.
func checkForMemory(t *testing.T) {
	dir := t.TempDir()
	size := copiedCards(t, dir, 4<<20, 100)
	srcs, ds := sources(Options{Paths: []string{dir}})
	r := interp.NewRegistry()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	first := ms.NumGC + 1
	more, _ := NewChecker(r).Check(srcs)
	runtime.GC()
	runtime.ReadMemStats(&ms)
	fmt.Printf("memory: %d bytes checked in cycles %d to %d\n", size, first, ms.NumGC)
	if ds = append(ds, more...); ds.HasErrors() {
		t.Fatalf("the generated library has errors:\n%s", ds.Error())
	}
	runtime.KeepAlive(srcs)
}
