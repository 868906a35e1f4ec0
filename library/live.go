package library

import (
	"context"
	"sync"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library/watch"
)

// WatchOptions tune Session.Watch.
type WatchOptions struct {
	// Debounce, MaxWait and RemoveGrace as in watch.Options (zero:
	// defaults).
	Debounce, MaxWait, RemoveGrace time.Duration
	// OnError receives watcher problems (folders that cannot be watched,
	// unreadable files).
	OnError func(*diag.Diagnostic)
	// Lock, if set, is held while a batch is applied and onUpdate runs:
	// callers that also apply changes themselves (a server saving a file
	// it was sent) take it around their own Apply.
	Lock sync.Locker
}

// Watch watches the roots (folders or files, recursively) and applies every
// save to the session, calling onUpdate with the update and the time from
// the first file event to the result. The first call carries the initial
// scan. Watch blocks until ctx is cancelled, then returns nil; it leaves no
// goroutine behind. It is the API `throne watch`, `throne play --watch` and
// servers use.
func (s *Session) Watch(ctx context.Context, roots []string, opt WatchOptions, onUpdate func(u *Update, saveToResult time.Duration)) error {
	w, err := watch.New(watch.Options{
		Debounce:    opt.Debounce,
		MaxWait:     opt.MaxWait,
		RemoveGrace: opt.RemoveGrace,
		OnError:     opt.OnError,
		Handler: func(ctx context.Context, b watch.Batch) {
			changes := make([]FileChange, len(b.Changes))
			for i, c := range b.Changes {
				changes[i] = FileChange{Path: interp.UserPath(c.Path), Data: c.Content, Removed: c.Kind == watch.Removed}
			}
			if opt.Lock != nil {
				opt.Lock.Lock()
				defer opt.Lock.Unlock()
			}
			up := s.Apply(changes)
			onUpdate(up, time.Since(b.FirstEvent))
		},
	})
	if err != nil {
		return err
	}
	for _, r := range roots {
		if err := w.Add(r); err != nil {
			_ = w.Close()
			return err
		}
	}
	return w.Run(ctx)
}
