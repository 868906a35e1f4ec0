// Package diag holds diagnostics as values: every mistake found in a card,
// a Lua hook, a deck, a scenario or a flag is a Diagnostic with a severity, a
// stable code, a summary, an optional detail and hint, and a source range.
//
// Functions collect Diagnostics instead of stopping at the first error, so
// one run can report every problem at once (in the style of hashicorp/hcl v2).
package diag

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
)

// Severity says how serious a diagnostic is.
type Severity int

// Severities, from the most serious.
const (
	Error Severity = iota
	Warning
	Note
)

// String returns "error", "warning" or "note".
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	default:
		return "note"
	}
}

// Pos is a position in a source file. Line and Column are 1-based; Column
// counts runes; Offset is a 0-based byte offset.
type Pos struct {
	Filename string
	Offset   int
	Line     int
	Column   int
}

// IsValid reports whether p names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as file:line:col.
func (p Pos) String() string {
	if !p.IsValid() {
		if p.Filename == "" {
			return "-"
		}
		return p.Filename
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// Range is a span of source text; End is exclusive.
type Range struct {
	Start, End Pos
}

// Diagnostic is one finding.
type Diagnostic struct {
	Severity Severity
	Code     string // stable code, e.g. "E0203"; see codes.go
	Summary  string // one line, lower-case start, no trailing period
	Detail   string // optional longer explanation
	Hint     string // optional: what to do about it
	Subject  Range
	// Omitted is set on the diagnostic (CodeOmitted) that stands for the
	// diagnostics of its file a Keep did not keep: their count.
	Omitted *Count
	// Fixes are machine-applicable edits that resolve the diagnostic, the
	// first being the one `throne fix` makes (see Fix).
	Fixes []Fix
}

// Error implements error.
func (d *Diagnostic) Error() string {
	return fmt.Sprintf("%s: %s[%s]: %s", d.Subject.Start, d.Severity, d.Code, d.Summary)
}

// Diagnostics is a list of findings.
type Diagnostics []*Diagnostic

// HasErrors reports whether any diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Errors returns only the error diagnostics.
func (ds Diagnostics) Errors() Diagnostics {
	var out Diagnostics
	for _, d := range ds {
		if d.Severity == Error {
			out = append(out, d)
		}
	}
	return out
}

// Error implements error, listing every diagnostic on its own line.
func (ds Diagnostics) Error() string {
	lines := make([]string, len(ds))
	for i, d := range ds {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Sort orders diagnostics by file, then position, then code; the count of
// a file's omitted diagnostics comes after the file's others.
func (ds Diagnostics) Sort() {
	sort.SliceStable(ds, func(i, j int) bool { return compare(ds[i], ds[j]) < 0 })
}

// compare is the order of Sort.
func compare(x, y *Diagnostic) int {
	a, b := x.Subject.Start, y.Subject.Start
	if a.Filename != b.Filename {
		return strings.Compare(a.Filename, b.Filename)
	}
	if (x.Omitted != nil) != (y.Omitted != nil) {
		if x.Omitted != nil {
			return 1
		}
		return -1
	}
	if a.Offset != b.Offset {
		return cmp.Compare(a.Offset, b.Offset)
	}
	return strings.Compare(x.Code, y.Code)
}

// Errorf builds an error diagnostic.
func Errorf(code string, r Range, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: Error, Code: code, Summary: sprintf(format, args), Subject: r}
}

// Warningf builds a warning diagnostic.
func Warningf(code string, r Range, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: Warning, Code: code, Summary: sprintf(format, args), Subject: r}
}

// WithHint sets the hint and returns d, for chaining.
func (d *Diagnostic) WithHint(format string, args ...any) *Diagnostic {
	d.Hint = sprintf(format, args)
	return d
}

// WithDetail sets the detail and returns d, for chaining.
func (d *Diagnostic) WithDetail(format string, args ...any) *Diagnostic {
	d.Detail = sprintf(format, args)
	return d
}

// sprintf is fmt.Sprintf, without a copy of a constant text (no arguments,
// no verbs): a file with many mistakes of one kind keeps one hint, not one
// per diagnostic.
func sprintf(format string, args []any) string {
	if len(args) == 0 && !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, args...)
}
