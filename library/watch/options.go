package watch

import (
	"context"
	"path/filepath"
	"strings"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Defaults used when the matching Options field is zero.
const (
	DefaultDebounce    = 10 * time.Millisecond
	DefaultMaxWait     = 100 * time.Millisecond
	DefaultMaxFileSize = 4 << 20
	DefaultRemoveGrace = 30 * time.Millisecond
)

// DefaultExtensions returns the file name endings watched when
// Options.Extensions is empty: ".card" and ".lua".
func DefaultExtensions() []string { return []string{".card", ".lua"} }

// Diagnostic codes reported by this package (the E09xx cli/io range).
const (
	CodeCannotWatch  = "E0950" // a folder or file cannot be watched
	CodeEventsLost   = "E0951" // the system dropped events; everything is rescanned
	CodeCannotRead   = "E0952" // a changed file cannot be read
	CodeFileTooLarge = "E0953" // a changed file is larger than Options.MaxFileSize
	CodeWatchFailed  = "E0954" // the system file watcher reported an error
	CodeWatchStale   = "E0955" // (note) a folder watch went stale; everything is rescanned
	CodeRootGone     = "E0956" // (warning) a watched root was removed or renamed; watched for its return
	CodeRootBack     = "E0957" // (note) a watched root that was gone is back and watched again
)

// Handler receives each batch of net changes. It runs on the goroutine that
// called Run, one batch at a time, in order; while it runs, new events are
// queued and coalesced into the next batch. It may call Watcher.Add.
type Handler func(ctx context.Context, b Batch)

// Options configure a Watcher. The zero value of every field but Handler
// means "use the default".
type Options struct {
	// Handler receives the batches. Required.
	Handler Handler

	// OnError receives problems (unreadable files, lost events, folders that
	// cannot be watched) as diagnostics. Nil discards them. It is called on
	// Run's goroutine or on the goroutine calling Add, never with the
	// Watcher's lock held.
	OnError func(*diag.Diagnostic)

	// Extensions lists the file name endings to watch, with the dot
	// (".card", or ".de.card"); matching ignores case. Empty means
	// DefaultExtensions().
	Extensions []string

	// Debounce is the quiet period after the last event before a batch is
	// delivered. Zero means DefaultDebounce.
	Debounce time.Duration

	// MaxWait caps how long the first event of a batch may wait while
	// events keep arriving. Zero means DefaultMaxWait.
	MaxWait time.Duration

	// RemoveGrace is how long a delivered file must stay missing before it
	// is reported Removed: editors that save by renaming (vim, JetBrains,
	// Emacs) leave the path empty for a moment, and a batch flushed in that
	// moment would report a removal followed by a change. A file that
	// reappears within the grace is reported Changed (or nothing, if its
	// content is the same). Zero means DefaultRemoveGrace; negative means
	// report removals at once.
	RemoveGrace time.Duration

	// MaxFileSize is the largest file read, in bytes; larger files are
	// reported with CodeFileTooLarge and skipped. Zero means
	// DefaultMaxFileSize.
	MaxFileSize int64

	// ReportUnchanged reports a file as Changed even when its content is the
	// same as last delivered (for example after a touch or a save without
	// edits).
	ReportUnchanged bool

	// Ignore, if set, is asked about every file and folder besides the
	// built-in rules (IsEditorTemp, dot names); returning true skips it.
	Ignore func(path string, isDir bool) bool
}

func (o Options) withDefaults() Options {
	if o.Debounce <= 0 {
		o.Debounce = DefaultDebounce
	}
	if o.MaxWait <= 0 {
		o.MaxWait = DefaultMaxWait
	}
	if o.RemoveGrace == 0 {
		o.RemoveGrace = DefaultRemoveGrace
	}
	if o.MaxFileSize <= 0 {
		o.MaxFileSize = DefaultMaxFileSize
	}
	if len(o.Extensions) == 0 {
		o.Extensions = DefaultExtensions()
	}
	exts := make([]string, 0, len(o.Extensions))
	for _, e := range o.Extensions {
		if e = strings.ToLower(e); e != "" {
			exts = append(exts, e)
		}
	}
	o.Extensions = exts
	return o
}

// IsEditorTemp reports whether a file name (without folder) is one that
// editors and tools write beside the real file while saving, or a hidden
// file: vim's write test "4913" (and any all-digit name), swap files
// (*.swp, *.swx, *.swo, *.swn), backups (*~, *.bak, *.orig), JetBrains
// safe-write files (*___jb_tmp___, *___jb_old___), Emacs locks and
// autosaves (.#x, #x#), temporary files (*.tmp), Office locks (~$x) and
// every dotfile (.x.card.tmp, .x.card.swp, .DS_Store).
func IsEditorTemp(name string) bool {
	if name == "" || name[0] == '.' || name[0] == '#' || strings.HasPrefix(name, "~$") {
		return true
	}
	if strings.Trim(name, "0123456789") == "" { // all digits (name is not empty)
		return true
	}
	lower := strings.ToLower(name)
	for _, suffix := range []string{"~", ".swp", ".swx", ".swo", ".swn", ".bak", ".orig", ".tmp", ".temp", "___jb_tmp___", "___jb_old___", ".crswap"} {
		if strings.HasSuffix(lower, suffix) {
			return true
		}
	}
	return false
}

// SkippedDir reports whether a folder below a root is skipped by every
// walker of card folders (this watcher and library.WalkSources): hidden
// folders (.git, .idea), node_modules and testdata.
func SkippedDir(name string) bool {
	return strings.HasPrefix(name, ".") && name != "." && name != ".." || name == "node_modules" || name == "testdata"
}

// ignoredDir reports whether a folder is skipped: SkippedDir and those
// Options.Ignore rejects.
func (w *Watcher) ignoredDir(path string) bool {
	return SkippedDir(filepath.Base(path)) || w.opts.Ignore != nil && w.opts.Ignore(path, true)
}

// matches reports whether a file path passes the name filter.
func (w *Watcher) matches(path string) bool {
	name := filepath.Base(path)
	if IsEditorTemp(name) {
		return false
	}
	lower := strings.ToLower(name)
	ok := false
	for _, ext := range w.opts.Extensions {
		if len(lower) > len(ext) && strings.HasSuffix(lower, ext) {
			ok = true
			break
		}
	}
	return ok && (w.opts.Ignore == nil || !w.opts.Ignore(path, false))
}
