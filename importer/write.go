package importer

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/internal/atomicfile"
)

// Merged returns the library's files merged into the existing ones read by
// read (nil: nothing exists), by path. read returns fs.ErrNotExist for a
// file that does not exist yet.
func (l *Output) Merged(read func(path string) ([]byte, error)) (map[string][]byte, error) {
	out := make(map[string][]byte, len(l.Files))
	for _, p := range l.Paths() {
		gen := l.Files[p]
		if read == nil {
			out[p] = gen
			continue
		}
		old, err := read(p)
		if errors.Is(err, fs.ErrNotExist) {
			out[p] = gen
			continue
		}
		if err != nil {
			return nil, err
		}
		m, err := Merge(p, old, gen)
		if err != nil {
			return nil, err
		}
		out[p] = m
	}
	return out, nil
}

// WriteDir merges the library into the folder dir (creating files and
// folders as needed) and returns the paths whose content changed.
func (l *Output) WriteDir(dir string) (changed []string, err error) {
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, filepath.FromSlash(p))) }
	files, err := l.Merged(read)
	if err != nil {
		return nil, err
	}
	for _, p := range l.Paths() {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if old, err := os.ReadFile(full); err == nil && bytes.Equal(old, files[p]) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return changed, err
		}
		if err := atomicfile.Write(full, files[p], 0o644); err != nil {
			return changed, err
		}
		changed = append(changed, p)
	}
	return changed, nil
}

// CountIncomplete counts the cards declared in the stats files among
// files (paths not ending in .<lang>.card) and those that carry an
// `incomplete` marker. Files that do not scan are skipped.
func CountIncomplete(files map[string][]byte) (cards, incomplete int) {
	statsCards(files, func(_, _ string, it *item) {
		cards++
		for _, c := range it.Body {
			if c.Key == "incomplete" {
				incomplete++
				break
			}
		}
	})
	return cards, incomplete
}

// statsCards calls f with each card block (its path, code and item) of the
// stats files among files; files that do not scan are skipped.
func statsCards(files map[string][]byte, f func(path, code string, it *item)) {
	for p, src := range files {
		if !isStatsFile(p) {
			continue
		}
		its, err := items(p, src)
		if err != nil {
			continue
		}
		for _, it := range its {
			if code, ok := strings.CutPrefix(it.Key, "card "); ok {
				f(p, code, it)
			}
		}
	}
}

// isStatsFile reports whether p is a stats file (x.card, not x.de.card).
func isStatsFile(p string) bool {
	base := path.Base(p)
	parts := strings.Split(base, ".")
	return len(parts) == 2 && parts[1] == "card"
}

// DuplicateCards returns, for each card code declared in more than one of
// the stats files among files, the sorted paths declaring it. A card the
// data moved to another file (its faction or type changed) shows up here:
// the merge keeps the old block, which must be removed by hand after its
// behaviour is moved.
func DuplicateCards(files map[string][]byte) map[string][]string {
	where := map[string][]string{}
	statsCards(files, func(p, code string, _ *item) { where[code] = append(where[code], p) })
	out := map[string][]string{}
	for code, ps := range where {
		if len(ps) > 1 {
			sort.Strings(ps)
			out[code] = ps
		}
	}
	return out
}
