package diag

import (
	"fmt"
	"sort"
)

// Edit replaces the text of Range with NewText. An empty range inserts;
// an empty NewText deletes. Offsets are byte offsets in the file of
// Range.Start.Filename, the positions the diagnostics carry.
type Edit struct {
	Range   Range
	NewText string
}

// Fix is one machine-applicable way out of a diagnostic: a title for a
// menu or a button ("write `give t (2) strength`") and the edits that make
// it, all in one file. The same fixes drive `throne fix`, the language
// server's quick fixes and the browser editor's buttons (as hcl's Extra or
// gopls' suggested fixes).
type Fix struct {
	Title string
	Edits []Edit
	// Guess marks a fix that is a guess ("did you mean `stark`?"): offered
	// to a person, by the language server and the browser editor, and
	// never made by `throne fix`.
	Guess bool
}

// WithFix adds a fix and returns d, for chaining.
func (d *Diagnostic) WithFix(title string, edits ...Edit) *Diagnostic {
	d.Fixes = append(d.Fixes, Fix{Title: title, Edits: edits})
	return d
}

// WithGuess adds a fix that is a guess (Fix.Guess) and returns d.
func (d *Diagnostic) WithGuess(title string, edits ...Edit) *Diagnostic {
	d.Fixes = append(d.Fixes, Fix{Title: title, Edits: edits, Guess: true})
	return d
}

// Sure returns the fixes of d that are not guesses.
func (d *Diagnostic) Sure() []Fix {
	var out []Fix
	for _, f := range d.Fixes {
		if !f.Guess {
			out = append(out, f)
		}
	}
	return out
}

// Replace is the edit that replaces r with text.
func Replace(r Range, text string) Edit { return Edit{Range: r, NewText: text} }

// FixJSON is the machine form of a fix in JSON diagnostics.
type FixJSON struct {
	Title string     `json:"title"`
	Edits []EditJSON `json:"edits"`
	Guess bool       `json:"guess,omitempty"`
}

// EditJSON is an edit with 1-based lines and columns (columns count runes,
// as everywhere in the diagnostics) and byte offsets.
type EditJSON struct {
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"endOffset"`
	NewText   string `json:"newText"`
}

func fixesJSON(fs []Fix) []FixJSON {
	if len(fs) == 0 {
		return nil
	}
	out := make([]FixJSON, len(fs))
	for i, f := range fs {
		out[i].Title, out[i].Guess = f.Title, f.Guess
		out[i].Edits = make([]EditJSON, len(f.Edits))
		for j, e := range f.Edits {
			out[i].Edits[j] = EditJSON{
				Line: e.Range.Start.Line, Column: e.Range.Start.Column,
				EndLine: e.Range.End.Line, EndColumn: e.Range.End.Column,
				Offset: e.Range.Start.Offset, EndOffset: e.Range.End.Offset,
				NewText: e.NewText,
			}
		}
	}
	return out
}

// ApplyEdits applies the edits to src (one file's text) and returns the new
// text and the edits it applied. Edits are taken in order of position; an
// edit that overlaps one already taken, or whose range lies outside src,
// is left out (a second pass over the new text picks it up again if it
// still applies). Two insertions at one offset are both applied, in the
// order given. A deletion that leaves its lines blank removes them.
func ApplyEdits(src []byte, edits []Edit) ([]byte, []Edit) {
	es := append([]Edit(nil), edits...)
	sort.SliceStable(es, func(i, j int) bool {
		return es[i].Range.Start.Offset < es[j].Range.Start.Offset
	})
	var out []byte
	var applied []Edit
	at := 0 // end of the last edit taken
	for _, e := range es {
		s, t := e.Range.Start.Offset, e.Range.End.Offset
		if s < at || t < s || t > len(src) {
			continue
		}
		if e.NewText == "" && s < t {
			s, t = wholeLines(src, s, t)
			if s < at {
				s = at
			}
		}
		out = append(out, src[at:s]...)
		out = append(out, e.NewText...)
		at = t
		applied = append(applied, e)
	}
	out = append(out, src[at:]...)
	return out, applied
}

// wholeLines widens the deletion [s, t) to its whole lines when nothing but
// spaces is left on them, so that removing a statement leaves no blank
// line (nor two blank lines where it stood between two).
func wholeLines(src []byte, s, t int) (int, int) {
	ls := s
	for ls > 0 && (src[ls-1] == ' ' || src[ls-1] == '\t') {
		ls--
	}
	le := t
	for le < len(src) && (src[le] == ' ' || src[le] == '\t' || src[le] == '\r') {
		le++
	}
	if (ls == 0 || src[ls-1] == '\n') && (le == len(src) || src[le] == '\n') {
		if le < len(src) {
			le++
		}
		// between two blank lines (or a blank line and the start): one is enough
		if (ls == 0 || ls >= 2 && src[ls-2] == '\n') && le < len(src) && src[le] == '\n' {
			le++
		}
		return ls, le
	}
	return s, t
}

// FixEdits lists the edits of the first fix of each diagnostic of ds in
// file that is not a guess, the edits `throne fix` makes: a fix whose edits overlap an
// earlier diagnostic's is dropped whole (it is found again on the next
// pass), so no fix is half made.
func FixEdits(ds Diagnostics, file string) []Edit {
	type span struct{ s, t int }
	var taken []span
	var out []Edit
	overlaps := func(e Edit) bool {
		for _, x := range taken {
			s, t := e.Range.Start.Offset, e.Range.End.Offset
			if s < x.t && x.s < t || s == t && s > x.s && s < x.t || x.s == x.t && x.s > s && x.s < t {
				return true
			}
		}
		return false
	}
	for _, d := range ds {
		sure := d.Sure()
		if len(sure) == 0 || d.Subject.Start.Filename != file {
			continue
		}
		f := sure[0]
		ok := len(f.Edits) > 0
		for _, e := range f.Edits {
			if e.Range.Start.Filename != file || overlaps(e) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for _, e := range f.Edits {
			taken = append(taken, span{e.Range.Start.Offset, e.Range.End.Offset})
			out = append(out, e)
		}
	}
	return out
}

// String describes an edit for messages and tests: "12:3-12:9 → `text`".
func (e Edit) String() string {
	return fmt.Sprintf("%d:%d-%d:%d → %q", e.Range.Start.Line, e.Range.Start.Column, e.Range.End.Line, e.Range.End.Column, e.NewText)
}
