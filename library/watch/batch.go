package watch

import "time"

// Kind says what happened to a path.
type Kind int

// The kinds of change.
const (
	// Changed: the file exists now and its content differs from the content
	// last delivered for that path (or the path is new).
	Changed Kind = iota + 1
	// Removed: the file no longer exists (deleted, renamed away, its folder
	// removed or renamed).
	Removed
)

// String returns "changed" or "removed".
func (k Kind) String() string {
	switch k {
	case Changed:
		return "changed"
	case Removed:
		return "removed"
	default:
		return "unknown"
	}
}

// Change is the net effect of a burst of events on one path.
type Change struct {
	Path    string // the path, joined onto the root given to Add
	Kind    Kind
	Content []byte // the whole file as read once by the watcher; nil when Removed
}

// Batch is one delivery of net changes, at most one Change per path, sorted
// by path.
type Batch struct {
	Changes []Change
	// FirstEvent is when the first raw event (or Add scan) of this batch was
	// seen.
	FirstEvent time.Time
	// Delivered is when the batch was handed to the Handler.
	Delivered time.Time
}

// Latency is the time from the first raw event to delivery: the watcher's
// share of "save → result".
func (b Batch) Latency() time.Duration { return b.Delivered.Sub(b.FirstEvent) }

// Paths lists the paths in the batch, in order.
func (b Batch) Paths() []string {
	out := make([]string, len(b.Changes))
	for i, c := range b.Changes {
		out[i] = c.Path
	}
	return out
}
