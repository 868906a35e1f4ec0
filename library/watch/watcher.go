package watch

import (
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Watcher watches folder trees (and single files) for saves and delivers
// the net changes in batches to a Handler. Build one with New, add roots
// with Add, then call Run.
type Watcher struct {
	opts Options
	fw   *fsnotify.Watcher
	kick chan struct{} // wakes Run after Add

	// The pump goroutine drains fsnotify into queue at once, so fsnotify
	// never blocks on us: it may hold its own lock while sending, and Run
	// calls fsnotify's Add and Remove.
	queueMu  sync.Mutex
	queue    []item
	queueEnd bool          // fsnotify closed its channels
	queued   chan struct{} // signalled when queue grows or ends
	pumpDone chan struct{}

	mu        sync.Mutex
	dirs      map[string]bool   // watched folder → recursive (false: parent of a file root)
	ids       map[string]fileID // watched folder → its identity on disk
	byID      map[fileID]string // identity → watched folder
	roots     []string          // recursive roots, for rescans
	lost      map[string]bool   // recursive roots removed or renamed, waiting to come back
	fileRoots map[string]bool   // files added one by one
	known     map[string][sha256.Size]byte
	gone      map[string]goneFile // known files found missing, within the removal grace
	dirty     map[string]struct{}
	diags     diag.Diagnostics // waiting for OnError, see unlockAndReport
	first     time.Time        // first raw event of the pending batch; zero when none
	last      time.Time        // latest raw event of the pending batch
	flushing  bool             // a flush (and its Handler call) is under way
	running   bool
	closed    bool
}

// New returns a Watcher that delivers batches to opts.Handler. Call Run
// (which closes the Watcher when it returns) or Close.
func New(opts Options) (*Watcher, error) {
	if opts.Handler == nil {
		return nil, errors.New("watch: Options.Handler is nil")
	}
	fw, err := fsnotify.NewBufferedWatcher(256)
	if err != nil {
		return nil, diag.Errorf(CodeWatchFailed, diag.Range{}, "cannot start the file watcher: %v", err).
			WithHint("the system may be out of inotify instances; raise fs.inotify.max_user_instances")
	}
	w := &Watcher{
		opts:      opts.withDefaults(),
		fw:        fw,
		kick:      make(chan struct{}, 1),
		queued:    make(chan struct{}, 1),
		pumpDone:  make(chan struct{}),
		dirs:      map[string]bool{},
		ids:       map[string]fileID{},
		byID:      map[fileID]string{},
		fileRoots: map[string]bool{},
		lost:      map[string]bool{},
		known:     map[string][sha256.Size]byte{},
		gone:      map[string]goneFile{},
		dirty:     map[string]struct{}{},
	}
	go w.pump()
	return w, nil
}

// item is one fsnotify event or error.
type item struct {
	ev  fsnotify.Event
	err error
}

// pump moves everything fsnotify sends into w.queue until fsnotify closes.
func (w *Watcher) pump() {
	defer close(w.pumpDone)
	events, errs := w.fw.Events, w.fw.Errors
	for events != nil || errs != nil {
		var it item
		select {
		case ev, ok := <-events:
			if !ok {
				events = nil
				continue
			}
			it.ev = ev
		case err, ok := <-errs:
			if !ok {
				errs = nil
				continue
			}
			it.err = err
		}
		w.queueMu.Lock()
		w.queue = append(w.queue, it)
		w.queueMu.Unlock()
		w.signal()
	}
	w.queueMu.Lock()
	w.queueEnd = true
	w.queueMu.Unlock()
	w.signal()
}

func (w *Watcher) signal() {
	select {
	case w.queued <- struct{}{}:
	default:
	}
}

// take empties the queue.
func (w *Watcher) take() (items []item, end bool) {
	w.queueMu.Lock()
	defer w.queueMu.Unlock()
	items, w.queue = w.queue, nil
	return items, w.queueEnd
}

// Add watches root: a folder (recursively, including folders created later)
// or a single file (whatever its extension). The files found now are
// delivered as Changed in the next batch. Add may be called before or
// while Run runs.
func (w *Watcher) Add(root string) error {
	root = filepath.Clean(root)
	fi, err := os.Stat(root)
	if err != nil {
		return cannotWatch(root, err)
	}
	w.mu.Lock()
	defer w.unlockAndReport()
	if w.closed {
		return errors.New("watch: Add on a closed Watcher")
	}
	now := time.Now()
	if fi.IsDir() {
		if err := w.watchDir(root, true, now); err != nil {
			return cannotWatch(root, err)
		}
		if !slices.Contains(w.roots, root) {
			w.roots = append(w.roots, root)
		}
		w.scanTree(root, now)
	} else {
		parent := filepath.Dir(root)
		if _, ok := w.dirs[parent]; !ok {
			if err := w.watchDir(parent, false, now); err != nil {
				return cannotWatch(parent, err)
			}
		}
		w.fileRoots[root] = true
		w.markDirty(root, now)
	}
	select {
	case w.kick <- struct{}{}:
	default:
	}
	return nil
}

func cannotWatch(path string, err error) *diag.Diagnostic {
	d := diag.Errorf(CodeCannotWatch, fileRange(path), "cannot watch %q: %v", path, diag.Cause(err))
	if errors.Is(err, fs.ErrNotExist) {
		return d.WithHint("check the path")
	}
	if strings.Contains(err.Error(), "no space left") || strings.Contains(err.Error(), "too many") {
		return d.WithHint("the system limit on watches is reached; raise fs.inotify.max_user_watches")
	}
	return d
}

func fileRange(path string) diag.Range {
	return diag.Range{Start: diag.Pos{Filename: path}, End: diag.Pos{Filename: path}}
}

// Close stops watching. Run calls it on return; calling it again is harmless.
func (w *Watcher) Close() error {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return nil
	}
	w.closed = true
	w.mu.Unlock()
	err := w.fw.Close()
	<-w.pumpDone
	return err
}

// Run delivers batches to the Handler until ctx is cancelled, then closes
// the watcher and returns nil. Pending changes not yet delivered when ctx
// is cancelled are dropped. Run may be called once.
func (w *Watcher) Run(ctx context.Context) error {
	w.mu.Lock()
	if w.running || w.closed {
		w.mu.Unlock()
		return errors.New("watch: Run called twice or after Close")
	}
	w.running = true
	w.mu.Unlock()
	defer w.Close()

	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	for {
		if due, ok := w.due(); ok {
			timer.Reset(time.Until(due))
		} else {
			timer.Stop()
		}
		select {
		case <-ctx.Done():
			return nil
		case <-w.queued:
			items, end := w.take()
			for _, it := range items {
				if it.err != nil {
					w.handleError(it.err)
				} else {
					w.handle(it.ev)
				}
			}
			if end {
				return nil
			}
		case <-w.kick:
		case <-timer.C:
			if due, ok := w.due(); ok && !time.Now().Before(due) {
				w.flush(ctx)
			}
		}
	}
}

// due returns when the next flush should happen: the pending batch's
// debounce or max-wait, or the end of a removal grace.
func (w *Watcher) due() (time.Time, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	var at time.Time
	ok := false
	if len(w.dirty) > 0 {
		at, ok = w.last.Add(w.opts.Debounce), true
		if limit := w.first.Add(w.opts.MaxWait); limit.Before(at) {
			at = limit
		}
	}
	for _, g := range w.gone {
		if !ok || g.deadline.Before(at) {
			at, ok = g.deadline, true
		}
	}
	return at, ok
}

func (w *Watcher) markDirty(path string, now time.Time) {
	if len(w.dirty) == 0 {
		w.first = now
	}
	w.last = now
	w.dirty[path] = struct{}{}
}

// accept reports whether an event on path concerns a file we deliver.
func (w *Watcher) accept(path string) bool {
	if w.fileRoots[path] {
		return true
	}
	if _, ok := w.known[path]; ok {
		return true
	}
	return w.dirs[filepath.Dir(path)] && w.matches(path)
}

// handle records one raw event.
func (w *Watcher) handle(ev fsnotify.Event) {
	now := time.Now()
	path := filepath.Clean(ev.Name)
	w.mu.Lock()
	defer w.unlockAndReport()
	if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
		// A folder that went away (or moved: inotify keeps watching the
		// moved inode under the old name) drops its watches; its files are
		// rechecked and so reported Removed. A move inside the tree also
		// brings a Create for the new name, handled below.
		_, watched := w.dirs[path]
		wasRoot := watched && w.dirs[path] && slices.Contains(w.roots, path)
		w.dropTree(path, now)
		if wasRoot {
			w.rootGone(path, now)
		}
		if w.accept(path) {
			w.markDirty(path, now)
		}
	}
	if ev.Has(fsnotify.Create) {
		fi, err := os.Lstat(path)
		switch {
		case err != nil:
			// Gone again already; a known file is rechecked at flush.
			if _, ok := w.known[path]; ok {
				w.markDirty(path, now)
			}
		case fi.IsDir():
			if w.lost[path] {
				w.rootBack(path, now)
			} else if w.dirs[filepath.Dir(path)] && !w.ignoredDir(path) {
				w.addTree(path, now)
			}
		default:
			if w.accept(path) {
				w.markDirty(path, now)
			}
		}
	}
	if ev.Has(fsnotify.Write) || ev.Has(fsnotify.Chmod) {
		if w.accept(path) {
			w.markDirty(path, now)
		}
	}
}

// rootGone handles a root that was removed or renamed: it says so and
// watches the root's parent folder (not recursively) for the root to come
// back. Its files are rechecked, and so reported Removed once the removal
// grace is over unless the root is back by then.
func (w *Watcher) rootGone(root string, now time.Time) {
	w.lost[root] = true
	parent := filepath.Dir(root)
	d := diag.Warningf(CodeRootGone, fileRange(root), "the watched folder %q was removed or renamed; watching for it to come back", root).
		WithHint("its cards count as removed until it is back")
	if _, ok := w.dirs[parent]; !ok {
		if err := w.watchDir(parent, false, now); err != nil {
			d = diag.Warningf(CodeRootGone, fileRange(root), "the watched folder %q was removed or renamed, and its parent cannot be watched (%v)", root, diag.Cause(err)).
				WithHint("restart throne watch once the folder is back")
		}
	}
	w.report(d)
	// back already (rm -rf root; cp -r src root before the parent's watch)
	if fi, err := os.Stat(root); err == nil && fi.IsDir() {
		w.rootBack(root, now)
	}
}

// rootBack watches a root that came back after rootGone, and says so.
func (w *Watcher) rootBack(root string, now time.Time) {
	delete(w.lost, root)
	w.addTree(root, now)
	d := diag.Warningf(CodeRootBack, fileRange(root), "the watched folder %q is back; watching it again", root)
	d.Severity = diag.Note
	w.report(d)
}

// addTree watches dir and every folder below it, then lists them: a file
// created before its folder's watch was in place is found by the listing,
// one created after by an event; either way it is marked once.
func (w *Watcher) addTree(dir string, now time.Time) {
	if err := w.watchDir(dir, true, now); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			w.report(cannotWatch(dir, err))
		}
		return
	}
	w.scanTree(dir, now)
}

// scanTree walks the already watched folder dir, watching subfolders and
// marking matching files.
func (w *Watcher) scanTree(dir string, now time.Time) {
	// The trailing separator makes WalkDir follow dir itself when it is a
	// symbolic link to a folder (a root may be one); links below are not
	// followed.
	_ = filepath.WalkDir(dir+string(filepath.Separator), func(path string, d fs.DirEntry, err error) error {
		path = filepath.Clean(path)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				w.report(cannotWatch(path, err))
			}
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if path == dir {
				return nil
			}
			if w.ignoredDir(path) {
				return fs.SkipDir
			}
			if err := w.watchDir(path, true, now); err != nil {
				if !errors.Is(err, fs.ErrNotExist) {
					w.report(cannotWatch(path, err))
				}
				return fs.SkipDir
			}
			return nil
		}
		if w.matches(path) {
			w.markDirty(path, now)
		}
		return nil
	})
}

// watchDir adds a watch on the folder path. If the same folder is still
// watched under another name (it was moved here and the move's events are
// still queued), that name's watches are dropped first: inotify would
// otherwise hand back the old watch, which reports under the old name and
// dies when the old name is dropped.
func (w *Watcher) watchDir(path string, recursive bool, now time.Time) error {
	id, hasID := dirID(path)
	if hasID {
		if other, ok := w.byID[id]; ok && other != path {
			w.dropTree(other, now)
		}
	}
	if err := w.fw.Add(path); err != nil {
		return err
	}
	if !w.dirs[path] {
		w.dirs[path] = recursive
	}
	if hasID {
		w.ids[path] = id
		w.byID[id] = path
	}
	return nil
}

// dropTree forgets the watches on path and every folder below it, and marks
// the known files below it for a recheck. It does nothing when path is not
// a watched folder.
func (w *Watcher) dropTree(path string, now time.Time) {
	if _, ok := w.dirs[path]; !ok {
		return
	}
	prefix := path + string(filepath.Separator)
	for d := range w.dirs {
		if d == path || strings.HasPrefix(d, prefix) {
			// The kernel may have dropped the watch already (deleted folder).
			_ = w.fw.Remove(d)
			delete(w.dirs, d)
			if id, ok := w.ids[d]; ok {
				delete(w.ids, d)
				if w.byID[id] == d {
					delete(w.byID, id)
				}
			}
		}
	}
	for f := range w.known {
		if strings.HasPrefix(f, prefix) {
			w.markDirty(f, now)
		}
	}
}

// handleError reports an fsnotify error; lost events trigger a rescan.
func (w *Watcher) handleError(err error) {
	w.mu.Lock()
	defer w.unlockAndReport()
	if errors.Is(err, fsnotify.ErrEventOverflow) {
		w.report(diag.Warningf(CodeEventsLost, diag.Range{}, "the system dropped file events; rescanning every watched folder").
			WithHint("raise fs.inotify.max_queued_events if this happens often"))
		w.rescan()
		return
	}
	if isStaleWatch(err) {
		// fsnotify tried to drop a watch the kernel had already dropped
		// (a folder moved or removed while its events were in flight).
		// Nothing is known to be lost; rescan to be sure.
		d := diag.Warningf(CodeWatchStale, diag.Range{}, "a folder watch went stale (%v); rescanning every watched folder", err)
		d.Severity = diag.Note
		w.report(d)
		w.rescan()
		return
	}
	w.report(diag.Errorf(CodeWatchFailed, diag.Range{}, "file watcher: %v", err))
}

// rescan rechecks every known file and walks every root again, so changes
// whose events were lost are still delivered. w.mu is held.
func (w *Watcher) rescan() {
	now := time.Now()
	for f := range w.known {
		w.markDirty(f, now)
	}
	for f := range w.fileRoots {
		w.markDirty(f, now)
	}
	for _, r := range w.roots {
		w.addTree(r, now)
	}
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// report queues a diagnostic for OnError; w.mu is held. The queue is
// emptied by unlockAndReport, so OnError never runs under the lock.
func (w *Watcher) report(d *diag.Diagnostic) {
	if w.opts.OnError != nil {
		w.diags = append(w.diags, d)
	}
}

// unlockAndReport releases w.mu, then hands the queued diagnostics to
// OnError.
func (w *Watcher) unlockAndReport() {
	ds := w.diags
	w.diags = nil
	w.mu.Unlock()
	for _, d := range ds {
		w.opts.OnError(d)
	}
}

// flush reads every dirty path (and every missing file whose removal grace
// is over) and delivers the net changes.
func (w *Watcher) flush(ctx context.Context) {
	now := time.Now()
	w.mu.Lock()
	w.flushing = true
	defer func() {
		w.mu.Lock()
		w.flushing = false
		w.mu.Unlock()
	}()
	var first time.Time
	if len(w.dirty) > 0 {
		first = w.first
	}
	paths := make([]string, 0, len(w.dirty))
	for p := range w.dirty {
		paths = append(paths, p)
	}
	for p, g := range w.gone {
		if _, ok := w.dirty[p]; !ok && !now.Before(g.deadline) {
			paths = append(paths, p)
		}
	}
	clear(w.dirty)
	slices.Sort(paths)
	var b Batch
	arrived := map[[sha256.Size]byte]bool{} // contents of the Changed files
	for _, p := range paths {
		data, exists, err := w.read(p)
		if err != nil {
			w.report(err)
			continue
		}
		old, wasKnown := w.known[p]
		if !exists {
			g, waiting := w.gone[p]
			switch {
			case !wasKnown:
				delete(w.gone, p)
			case !waiting && w.opts.RemoveGrace > 0:
				// Editors replace files by rename; give the new file time
				// to appear before reporting the old one removed.
				w.gone[p] = goneFile{since: first, deadline: now.Add(w.opts.RemoveGrace)}
			case waiting && now.Before(g.deadline):
				// Still within the grace.
			default:
				delete(w.gone, p)
				delete(w.known, p)
				if waiting && !g.since.IsZero() && (first.IsZero() || g.since.Before(first)) {
					first = g.since
				}
				b.Changes = append(b.Changes, Change{Path: p, Kind: Removed})
			}
			continue
		}
		delete(w.gone, p)
		sum := sha256.Sum256(data)
		if wasKnown && sum == old && !w.opts.ReportUnchanged {
			continue
		}
		w.known[p] = sum
		b.Changes = append(b.Changes, Change{Path: p, Kind: Changed, Content: data})
		arrived[sum] = true
	}
	// A missing file whose content arrived under another name in this
	// batch was moved (a renamed folder, a file moved between folders):
	// its removal goes in the same batch, or the consumer would see both
	// names at once (a card code "used twice").
	for p, g := range w.gone {
		if arrived[w.known[p]] {
			delete(w.gone, p)
			delete(w.known, p)
			if !g.since.IsZero() && (first.IsZero() || g.since.Before(first)) {
				first = g.since
			}
			b.Changes = append(b.Changes, Change{Path: p, Kind: Removed})
		}
	}
	slices.SortFunc(b.Changes, func(x, y Change) int { return strings.Compare(x.Path, y.Path) })
	w.unlockAndReport()
	if len(b.Changes) == 0 {
		return
	}
	b.FirstEvent = first
	b.Delivered = time.Now()
	if b.FirstEvent.IsZero() {
		b.FirstEvent = b.Delivered
	}
	w.opts.Handler(ctx, b)
}

// goneFile is a known file found missing, waiting out Options.RemoveGrace.
type goneFile struct {
	since    time.Time // first event of the batch that found it missing
	deadline time.Time // when it is reported Removed if still missing
}

// read returns the content of the regular file at path; exists is false
// when there is no regular file there.
func (w *Watcher) read(path string) (data []byte, exists bool, d *diag.Diagnostic) {
	f, err := openNoBlock(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, false, nil
		}
		return nil, false, diag.Errorf(CodeCannotRead, fileRange(path), "cannot read %q: %v", path, diag.Cause(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, false, diag.Errorf(CodeCannotRead, fileRange(path), "cannot read %q: %v", path, diag.Cause(err))
	}
	if !fi.Mode().IsRegular() {
		return nil, false, nil
	}
	max := w.opts.MaxFileSize
	data, err = io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, false, diag.Errorf(CodeCannotRead, fileRange(path), "cannot read %q: %v", path, diag.Cause(err))
	}
	if int64(len(data)) > max {
		return nil, false, diag.Errorf(CodeFileTooLarge, fileRange(path), "%q is larger than %d bytes; not read", path, max).
			WithHint("card and Lua files are small; is this the right folder?")
	}
	return data, true, nil
}
