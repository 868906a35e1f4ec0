package diag

import (
	"container/heap"
	"fmt"
	"slices"
)

// CodeOmitted is the code of the diagnostic that stands for the
// diagnostics of a file Keep did not keep (Omitted holds their count).
const CodeOmitted = "E0908"

// Count counts diagnostics by severity.
type Count struct {
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Notes    int `json:"notes"`
}

// add counts d (or the diagnostics d stands for).
func (c *Count) add(d *Diagnostic) {
	if d.Omitted != nil {
		c.Errors += d.Omitted.Errors
		c.Warnings += d.Omitted.Warnings
		c.Notes += d.Omitted.Notes
		return
	}
	c.addSev(d.Severity)
}

func (c *Count) addSev(sev Severity) {
	switch sev {
	case Error:
		c.Errors++
	case Warning:
		c.Warnings++
	default:
		c.Notes++
	}
}

// CountAll counts ds by severity, with the diagnostics that omitted
// diagnostics stand for ("325000 errors and 0 warnings").
func CountAll(ds Diagnostics) Count {
	var c Count
	for _, d := range ds {
		c.add(d)
	}
	return c
}

// Keep collects diagnostics and keeps, per file, only the first Max in the
// order of Sort; the others are counted, so that a file with a million
// mistakes costs the memory of Max diagnostics, not of a million. Result
// returns what was kept, and for each file that lost some one diagnostic
// (CodeOmitted) holding their count, sorted last in its file; adding such
// a diagnostic to a Keep adds its count. Max ≤ 0 keeps every diagnostic.
//
// The kept diagnostics are exactly the first Max per file of the whole
// list, sorted: a Keep over some of the diagnostics and then one over
// its result and the rest keep the same ones as a Keep over them all.
type Keep struct {
	Max   int
	all   Diagnostics // Max ≤ 0
	files map[string]*kept
	n     int // diagnostics added: the order of equal ones
}

// kept is the diagnostics a Keep keeps of one file: a heap whose top is
// the last in the order of Sort, and the count of those dropped.
type kept struct {
	h    keptHeap
	more Count
}

type keptAt struct {
	d   *Diagnostic
	seq int
}

// keptHeap is a max-heap by the order of Sort (then by the order added).
type keptHeap []keptAt

func (h keptHeap) Len() int           { return len(h) }
func (h keptHeap) Less(i, j int) bool { return after(h[i], h[j]) }
func (h keptHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *keptHeap) Push(x any)        { *h = append(*h, x.(keptAt)) }
func (h *keptHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// after reports whether a comes after b in the order Keep keeps.
func after(a, b keptAt) bool {
	if c := compare(a.d, b.d); c != 0 {
		return c > 0
	}
	return a.seq > b.seq
}

// NewKeep returns a Keep of the first max diagnostics per file (all when
// max ≤ 0).
func NewKeep(max int) *Keep { return &Keep{Max: max} }

// Add adds diagnostics.
func (k *Keep) Add(ds ...*Diagnostic) {
	for _, d := range ds {
		k.add(d)
	}
}

func (k *Keep) add(d *Diagnostic) {
	if k.Max <= 0 {
		k.all = append(k.all, d)
		return
	}
	file := d.Subject.Start.Filename
	f := k.files[file]
	if f == nil {
		if k.files == nil {
			k.files = map[string]*kept{}
		}
		f = &kept{}
		k.files[file] = f
	}
	if d.Omitted != nil {
		f.more.add(d)
		return
	}
	e := keptAt{d, k.n}
	k.n++
	switch {
	case len(f.h) < k.Max:
		heap.Push(&f.h, e)
	case after(f.h[0], e):
		f.more.add(f.h[0].d)
		f.h[0] = e
		heap.Fix(&f.h, 0)
	default:
		f.more.add(d)
	}
}

// Drops reports whether Add would not keep a diagnostic of code at r
// now (it would only count it): a caller may then leave out what costs
// (a hint searching for a suggestion). Later diagnostics only make Drops
// true more often.
func (k *Keep) Drops(code string, r Range) bool {
	if k == nil || k.Max <= 0 {
		return false
	}
	f := k.files[r.Start.Filename]
	if f == nil || len(f.h) < k.Max {
		return false
	}
	d := Diagnostic{Code: code, Subject: r}
	return !after(f.h[0], keptAt{&d, k.n})
}

// Skip is Drops, and when it reports true it counts a diagnostic of
// severity sev as not kept, as Add would: the caller need not build it.
func (k *Keep) Skip(sev Severity, code string, r Range) bool {
	if !k.Drops(code, r) {
		return false
	}
	k.n++
	k.files[r.Start.Filename].more.addSev(sev)
	return true
}

// Result returns the diagnostics kept, sorted, each file's followed by
// the diagnostic that counts those not kept (when there are).
func (k *Keep) Result() Diagnostics {
	if k.Max <= 0 {
		out := slices.Clone(k.all)
		out.Sort()
		return out
	}
	var all []keptAt
	for file, f := range k.files {
		all = append(all, f.h...)
		if f.more != (Count{}) {
			all = append(all, keptAt{d: omitted(file, f.more, k.Max)})
		}
	}
	slices.SortFunc(all, func(a, b keptAt) int {
		if after(a, b) {
			return 1
		}
		if after(b, a) {
			return -1
		}
		return 0
	})
	out := make(Diagnostics, len(all))
	for i, e := range all {
		out[i] = e.d
	}
	return out
}

// omitted is the diagnostic counting the diagnostics of file not kept.
func omitted(file string, c Count, max int) *Diagnostic {
	sev := Note
	switch {
	case c.Errors > 0:
		sev = Error
	case c.Warnings > 0:
		sev = Warning
	}
	more := ""
	for _, n := range []struct {
		n    int
		what string
	}{{c.Errors, "error"}, {c.Warnings, "warning"}, {c.Notes, "note"}} {
		if n.n == 0 {
			continue
		}
		if more == "" {
			more = fmt.Sprintf("%d more %s", n.n, n.what)
		} else {
			more += fmt.Sprintf(" and %d %s", n.n, n.what)
		}
		if n.n != 1 {
			more += "s"
		}
	}
	return &Diagnostic{
		Severity: sev, Code: CodeOmitted,
		Summary: fmt.Sprintf("%s not shown (only the first %d diagnostics of a file are kept)", more, max),
		Subject: Range{Start: Pos{Filename: file}, End: Pos{Filename: file}},
		Omitted: &c,
	}
}
