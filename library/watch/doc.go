// Package watch is the file-watching core of the authoring loop (`throne
// watch`): a fan saves a card in any editor and, within a blink, the
// consumer gets the new content of every file that changed, read once and
// whole, to check, rerun scenarios and hot-swap into a running game.
//
// # Watching
//
// A Watcher (New, Add, Run) watches folder trees with fsnotify. fsnotify
// does not recurse, so the Watcher adds a watch for every folder below a
// root, adds one when a folder is created (then lists it, so files written
// into a new folder before its watch existed are not missed) and drops the
// watches of a folder that is removed, renamed or moved away (inotify would
// otherwise keep reporting a moved folder under its old name). It watches
// folders, never single files, so that files replaced by rename are still
// seen; Add on a file watches its folder and delivers that file only. A
// root that is itself removed or renamed is reported (CodeRootGone, a
// warning) and its files are reported Removed after the removal grace;
// the Watcher then watches the root's parent, and when the root comes back
// (renamed back, or created anew) says so (CodeRootBack, a note) and
// watches it again, delivering its files.
//
// Only files whose names end with one of Options.Extensions (default
// ".card", ".lua") are delivered. Editor temp files and hidden names are
// ignored whatever their extension (see IsEditorTemp), as are hidden
// folders (.git, .idea).
//
// # Batches of net changes
//
// Events are coalesced: a batch is delivered once no event has arrived for
// Options.Debounce (10 ms), or at the latest Options.MaxWait (100 ms) after
// its first event, so a continuous stream still flushes. The watcher does
// not interpret event sequences: it remembers which paths were touched and,
// at flush time, looks at the disk. A path that holds a regular file whose
// content hash differs from the last delivered content is Changed (with the
// content); a path that no longer holds a file but was delivered before is
// Removed once it has stayed missing for Options.RemoveGrace (30 ms), so a
// save by rename that straddles two batches never shows a removal; anything
// else (a temp file that came and went, a touch, a save
// without edits) is not reported (Options.ReportUnchanged reports touches).
// So every editor's save sequence reduces to its net effect:
//
//   - vim (default): writes and deletes "4913", renames x.card → x.card~,
//     writes a new x.card, removes x.card~ → x.card Changed.
//   - vim with backupcopy=yes: copies to x.card~, truncates and writes
//     x.card in place → x.card Changed.
//   - JetBrains safe write: writes x.card___jb_tmp___, renames x.card →
//     x.card___jb_old___, renames the tmp to x.card, deletes the old →
//     x.card Changed.
//   - Emacs: lock symlink .#x.card, renames x.card → x.card~ on the first
//     save, writes a new x.card → x.card Changed.
//   - Atomic rename-over (VS Code and many tools): writes .x.card.tmp and
//     renames it over x.card → x.card Changed.
//   - Plain truncate-then-write, or an editor that writes in several calls
//     (several Write events) → one Changed with the final content.
//   - Delete → Removed; rename a → b → a Removed, b Changed; rename to an
//     unwatched extension → Removed; move between folders likewise.
//   - Removing, renaming or moving a folder → every file below it Removed
//     (and, for a move inside the tree, Changed under the new names). A
//     missing file whose content arrives under another name in the same
//     batch was moved: its removal is in that batch, without the grace, so
//     a consumer never holds both names.
//
// A file read while half-written is delivered as it was read; the final
// write's event always brings a later batch with the whole content.
// Consumers never read files themselves.
//
// When the system drops events (inotify queue overflow) the Watcher reports
// CodeEventsLost and rescans every root, so no change is lost for good.
// Problems are reported as dsl/diag diagnostics to Options.OnError; the
// Watcher never panics on file system input.
//
// # Last good versions
//
// LastGood keeps, per path, the last content that a validate callback (the
// loader) accepted: a broken save keeps the last good version of every card
// in use, and the next good save recovers.
//
// # Latency
//
// Each Batch carries FirstEvent and Delivered; Batch.Latency is the
// watcher's share of "save → result". With the default 10 ms debounce,
// save → batch is about 10.5–11 ms at the median and 11–13.5 ms at p95 on
// a busy 2-core machine (BenchmarkSaveToBatch, TestSaveToBatchLatency): the
// debounce is nearly all of it.
//
// # Goroutines
//
// New starts one goroutine that drains fsnotify into a queue (fsnotify may
// block while holding its own lock, so the goroutine that calls its Add and
// Remove must not be the one it waits for). Run handles the queue and calls
// the Handler on the caller's goroutine; when Run returns, or after Close,
// no goroutine is left.
package watch
