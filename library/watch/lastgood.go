package watch

import (
	"context"
	"maps"
	"slices"
	"sync"
)

// Snapshot maps paths to file contents.
type Snapshot map[string][]byte

// LastGood keeps, for each path, the last content that validated: a broken
// save keeps the previous good version in use, the next good save replaces
// it, and a removed file is dropped. The zero value is empty and ready; it
// is safe for concurrent use (a game may read while the watcher applies).
type LastGood struct {
	mu    sync.RWMutex
	files Snapshot
}

// Apply folds a batch into the store. validate decides whether a changed
// file's content is good (nil accepts everything); it is called without the
// store's lock held, once per Changed path, in batch order. Good contents
// replace the stored ones; bad ones leave the stored content alone. Removed
// paths are dropped from the store and listed as accepted. accepted and
// rejected are in batch (path) order.
func (s *LastGood) Apply(b Batch, validate func(path string, data []byte) bool) (accepted, rejected []string) {
	ok := make([]bool, len(b.Changes))
	for i, c := range b.Changes {
		ok[i] = c.Kind == Removed || validate == nil || validate(c.Path, c.Content)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.files == nil {
		s.files = Snapshot{}
	}
	for i, c := range b.Changes {
		switch {
		case !ok[i]:
			rejected = append(rejected, c.Path)
		case c.Kind == Removed:
			delete(s.files, c.Path)
			accepted = append(accepted, c.Path)
		default:
			s.files[c.Path] = c.Content
			accepted = append(accepted, c.Path)
		}
	}
	return accepted, rejected
}

// Get returns the last good content of path.
func (s *LastGood) Get(path string) ([]byte, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	data, ok := s.files[path]
	return data, ok
}

// Snapshot returns a copy of the store (the contents are shared and must
// not be modified).
func (s *LastGood) Snapshot() Snapshot {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(Snapshot, len(s.files))
	for p, data := range s.files {
		out[p] = data
	}
	return out
}

// Paths lists the stored paths, sorted.
func (s *LastGood) Paths() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := slices.Sorted(maps.Keys(s.files))
	return out
}

// Len returns the number of stored paths.
func (s *LastGood) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.files)
}

// Handler returns a watcher Handler that applies each batch to s with
// validate, then calls next (if not nil) with the batch and the outcome:
// the glue between a Watcher and a consumer that reloads cards.
func (s *LastGood) Handler(validate func(path string, data []byte) bool, next func(ctx context.Context, b Batch, accepted, rejected []string)) Handler {
	return func(ctx context.Context, b Batch) {
		accepted, rejected := s.Apply(b, validate)
		if next != nil {
			next(ctx, b, accepted, rejected)
		}
	}
}
