package sim

import (
	"io"
	"strings"
	"testing"
)

// rendered writes a report with each of the writers given (its WriteText,
// its WriteJSON) into one string; an error fails t.
func rendered(t testing.TB, writers ...func(io.Writer) error) string {
	t.Helper()
	var b strings.Builder
	for _, w := range writers {
		if err := w(&b); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}
