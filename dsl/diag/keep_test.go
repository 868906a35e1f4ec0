package diag

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// randomDiags returns n diagnostics over three files with many equal
// positions and codes (so that the order of equal ones matters).
func randomDiags(seed uint64, n int) Diagnostics {
	r := rand.New(rand.NewPCG(seed, 1))
	ds := make(Diagnostics, n)
	for i := range ds {
		p := Pos{Filename: fmt.Sprintf("f%d.card", r.IntN(3)), Offset: r.IntN(40), Line: 1, Column: 1}
		sev := []Severity{Error, Warning, Note}[r.IntN(3)]
		ds[i] = &Diagnostic{Severity: sev, Code: fmt.Sprintf("E010%d", r.IntN(3)), Summary: fmt.Sprint(i), Subject: Range{Start: p, End: p}}
	}
	return ds
}

// firstPerFile is what Keep must keep: the sorted list, cut to max per
// file, and the counts of the rest.
func firstPerFile(ds Diagnostics, max int) (Diagnostics, map[string]Count) {
	sorted := append(Diagnostics{}, ds...)
	sorted.Sort()
	var out Diagnostics
	n := map[string]int{}
	more := map[string]Count{}
	for _, d := range sorted {
		f := d.Subject.Start.Filename
		if n[f]++; n[f] > max {
			c := more[f]
			c.add(d)
			more[f] = c
			continue
		}
		out = append(out, d)
	}
	return out, more
}

// TestKeepFirstPerFile: Keep keeps exactly the first Max diagnostics of
// each file in the order of Sort (equal ones in the order added), counts
// the rest by severity in one diagnostic sorted last in its file, and
// keeping in two steps (some, then the result with the others) keeps the
// same.
func TestKeepFirstPerFile(t *testing.T) {
	for _, tc := range []struct {
		seed     uint64
		n, max   int
		twoSteps bool
	}{
		{1, 10, 50, false}, {2, 300, 7, false}, {3, 300, 7, true}, {4, 1000, 1, true}, {5, 1000, 200, true}, {6, 5, 0, false},
	} {
		ds := randomDiags(tc.seed, tc.n)
		k := NewKeep(tc.max)
		if tc.twoSteps {
			first := NewKeep(tc.max)
			first.Add(ds[:tc.n/2]...)
			k.Add(first.Result()...)
			k.Add(ds[tc.n/2:]...)
		} else {
			k.Add(ds...)
		}
		got := k.Result()
		max := tc.max
		if max <= 0 {
			max = tc.n
		}
		want, more := firstPerFile(ds, max)
		var kept Diagnostics
		gotMore := map[string]Count{}
		for i, d := range got {
			if d.Omitted == nil {
				kept = append(kept, d)
				continue
			}
			f := d.Subject.Start.Filename
			gotMore[f] = *d.Omitted
			if i+1 < len(got) && got[i+1].Subject.Start.Filename == f {
				t.Errorf("seed %d: the count of %s is not last in its file", tc.seed, f)
			}
			if d.Code != CodeOmitted || (d.Omitted.Errors > 0) != (d.Severity == Error) {
				t.Errorf("seed %d: count %+v has code %s, severity %s", tc.seed, *d.Omitted, d.Code, d.Severity)
			}
		}
		if len(kept) != len(want) {
			t.Fatalf("seed %d: kept %d, want %d", tc.seed, len(kept), len(want))
		}
		for i := range want {
			if kept[i] != want[i] {
				t.Errorf("seed %d: kept[%d] = %v (%s), want %v (%s)", tc.seed, i, kept[i], kept[i].Summary, want[i], want[i].Summary)
				break
			}
		}
		if fmt.Sprint(gotMore) != fmt.Sprint(more) {
			t.Errorf("seed %d: counted %v, want %v", tc.seed, gotMore, more)
		}
		if all := CountAll(got); all != CountAll(ds) {
			t.Errorf("seed %d: CountAll of the result %+v, of all %+v", tc.seed, all, CountAll(ds))
		}
		if got.HasErrors() != ds.HasErrors() {
			t.Errorf("seed %d: HasErrors %v, want %v", tc.seed, got.HasErrors(), ds.HasErrors())
		}
	}
}

// TestKeptCountPrinted: the count of the diagnostics not kept is printed
// as one line after the file's in text, and as an object of kind
// "omitted" with the counts in JSON.
func TestKeptCountPrinted(t *testing.T) {
	ds, src := manyErrors(MaxPerFile+325, 20)
	ds = append(ds, Warningf("E0204", ds[0].Subject, "w"))
	k := NewKeep(MaxPerFile)
	k.Add(ds...)
	kept := k.Result()
	var b strings.Builder
	if err := WriteText(&b, kept, src); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if got := strings.Count(out, "error[E0101]"); got != MaxPerFile-1 {
		t.Errorf("%d errors printed, want %d", got, MaxPerFile-1)
	}
	last := "big.card: 326 more errors not shown (only the first 200 diagnostics of a file are kept)\n"
	if !strings.HasSuffix(out, last) {
		t.Errorf("the output does not end with %q:\n%s", last, out[len(out)-300:])
	}
	b.Reset()
	if err := WriteJSON(&b, kept); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	var j map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &j); err != nil {
		t.Fatal(err)
	}
	if j["kind"] != "omitted" || j["code"] != CodeOmitted || fmt.Sprint(j["omitted"]) != "map[errors:326 notes:0 warnings:0]" {
		t.Errorf("last JSON line: %s", lines[len(lines)-1])
	}
	if len(lines) != MaxPerFile+1 {
		t.Errorf("%d JSON lines, want %d", len(lines), MaxPerFile+1)
	}
}
