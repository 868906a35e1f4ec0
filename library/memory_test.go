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

// gcLive is a cycle's line of GODEBUG=gctrace=1: the heap at the cycle's
// start, at its end and marked live, in MB.
var gcLive = regexp.MustCompile(`(\d+)->(\d+)->(\d+) MB`)

// TestCheckMemoryBounded: `throne check` of a generated library of 4 MB in
// files of 100 cards keeps its live heap within a small multiple of the
// input (the input itself, read before, not counted). Checking every
// file's syntax tree, checked cards and compiled definitions at once (Build
// without CheckOnly) keeps about 35 times the input live at the end of a
// cycle; checking a few files at a time keeps about 5, at most 12. The live heap is the collector's own count at the
// end of every cycle (GODEBUG=gctrace=1, in a child process that runs the
// check), not a sample of the heap on a timer: the test used to sample
// every 2 ms and failed under load (the sampler and the collector starved
// in turn) though the check had not changed.
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
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("the check: %v\n%s", err, out.String())
	}
	size, base, peak, cycles := -1, -1, -1, 0
	for _, line := range strings.Split(out.String(), "\n") {
		if rest, ok := strings.CutPrefix(line, "memory: checking "); ok {
			size, _ = strconv.Atoi(strings.Fields(rest)[0])
			continue
		}
		if strings.HasPrefix(line, "memory: checked") {
			break
		}
		m := gcLive.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		live, _ := strconv.Atoi(m[3])
		switch {
		case size < 0:
			base = live // the last cycle before the check: runtime.GC with the input read
		default:
			peak, cycles = max(peak, live), cycles+1
		}
	}
	if size <= 0 || base < 0 || cycles == 0 {
		t.Fatalf("no trace of the check's cycles (input %d bytes, %d cycles) in:\n%s", size, cycles, out.String())
	}
	x := float64(max(peak-base, 0)<<20) / float64(size)
	t.Logf("%d bytes: live heap %d MB before, at most %d MB in %d cycles of the check: %.1f times the input", size, base, peak, cycles, x)
	if x > 12 {
		t.Errorf("checking %d bytes kept up to %d MB live above the %d MB before it, %.1f times the input; want at most 12", size, peak-base, base, x)
	}
}

// checkForMemory is TestCheckMemoryBounded's child: it writes the library,
// reads it, collects, and checks it between two lines on stderr that mark
// the check's cycles in the collector's trace.
func checkForMemory(t *testing.T) {
	dir := t.TempDir()
	size := copiedCards(t, dir, 4<<20, 100)
	srcs, ds := sources(Options{Paths: []string{dir}})
	r := interp.NewRegistry()
	runtime.GC()
	fmt.Fprintf(os.Stderr, "memory: checking %d bytes\n", size)
	more, _ := NewChecker(r).Check(srcs)
	runtime.GC()
	fmt.Fprintln(os.Stderr, "memory: checked")
	if ds = append(ds, more...); ds.HasErrors() {
		t.Fatalf("the generated library has errors:\n%s", ds.Error())
	}
	runtime.KeepAlive(srcs)
}
