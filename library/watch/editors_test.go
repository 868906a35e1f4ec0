package watch

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The save styles of real editors, done with real files. Each returns the
// first error; none sleeps.

// savePlain truncates and writes in one call (most editors, vim with
// backupcopy=yes minus the backup).
func savePlain(path, content string) error {
	return os.WriteFile(path, []byte(content), 0o644)
}

// saveTwoWrites truncates, then writes in two calls: two Write events.
func saveTwoWrites(path, content string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	half := len(content) / 2
	if _, err := f.WriteString(content[:half]); err != nil {
		f.Close()
		return err
	}
	if _, err := f.WriteString(content[half:]); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// probeVim is vim's check that the folder is writable: create "4913", then
// delete it.
func probeVim(dir string) error {
	probe := filepath.Join(dir, "4913")
	if err := os.WriteFile(probe, nil, 0o644); err != nil {
		return err
	}
	return os.Remove(probe)
}

// saveVim is vim's default (backupcopy=auto, writebackup): probe, rename
// x → x~, write a new x, remove x~.
func saveVim(path, content string) error {
	if err := probeVim(filepath.Dir(path)); err != nil {
		return err
	}
	backup := path + "~"
	if err := os.Rename(path, backup); err != nil && !os.IsNotExist(err) {
		return err
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		return err
	}
	if err := os.Remove(backup); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// saveVimBackupCopy is vim with backupcopy=yes: probe, copy x → x~,
// truncate and write x in place, remove x~.
func saveVimBackupCopy(path, content string) error {
	if err := probeVim(filepath.Dir(path)); err != nil {
		return err
	}
	backup := path + "~"
	if old, err := os.ReadFile(path); err == nil {
		if err := os.WriteFile(backup, old, 0o644); err != nil {
			return err
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(content); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Remove(backup); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// saveJetBrains is IntelliJ/GoLand "safe write": write x___jb_tmp___,
// rename x → x___jb_old___, rename tmp → x, delete old.
func saveJetBrains(path, content string) error {
	tmp, old := path+"___jb_tmp___", path+"___jb_old___"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		return err
	}
	if err := os.Rename(path, old); err != nil && !os.IsNotExist(err) {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if err := os.Remove(old); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// saveAtomic writes a hidden temp file and renames it over x (VS Code's
// and many tools' atomic write).
func saveAtomic(path, content string) error {
	tmp := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".tmp")
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// saveEmacs is Emacs's first save: lock symlink .#x, rename x → x~, write
// a new x, drop the lock.
func saveEmacs(path, content string) error {
	lock := filepath.Join(filepath.Dir(path), ".#"+filepath.Base(path))
	if err := os.Symlink("fan@host.1234:1700000000", lock); err != nil {
		return err
	}
	if err := os.Rename(path, path+"~"); err != nil && !os.IsNotExist(err) {
		return err
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		return err
	}
	return os.Remove(lock)
}

// touch changes the modification time only.
func touch(path string) error {
	now := time.Now()
	return os.Chtimes(path, now, now)
}

func TestEditorSaves(t *testing.T) {
	const v1 = "card 1 \"Old\" {\n  character\n}\n"
	const v2 = "card 1 \"New\" {\n  character\n  cost 3\n}\n"
	type files = map[string]string
	type editorTest struct {
		name    string
		opts    Options
		initial files // relative path → content, before the watcher starts
		save    func(dir string) error
		want    files // every matching file afterwards
	}
	// each editor's way of saving x.card from v1 to v2
	var tests []editorTest
	for _, ed := range []struct {
		name string
		save func(path, content string) error
	}{
		{"plain truncate+write", savePlain}, {"two writes", saveTwoWrites},
		{"vim backupcopy=yes (in place)", saveVimBackupCopy}, {"jetbrains safe write", saveJetBrains},
		{"atomic rename over", saveAtomic}, {"emacs first save with lock file", saveEmacs},
	} {
		tests = append(tests, editorTest{name: ed.name, initial: files{"x.card": v1}, want: files{"x.card": v2},
			save: func(d string) error { return ed.save(filepath.Join(d, "x.card"), v2) }})
	}
	tests = append(tests, []editorTest{
		{
			name:    "vim default (4913, x~ rename, new file)",
			initial: files{"x.card": v1, "y.lua": "return 1\n"},
			save:    func(d string) error { return saveVim(filepath.Join(d, "x.card"), v2) },
			want:    files{"x.card": v2, "y.lua": "return 1\n"},
		},
		{
			name:    "new file",
			initial: files{"x.card": v1},
			save:    func(d string) error { return savePlain(filepath.Join(d, "new.lua"), "return 2\n") },
			want:    files{"x.card": v1, "new.lua": "return 2\n"},
		},
		{
			name:    "delete",
			initial: files{"x.card": v1, "y.card": v2},
			save:    func(d string) error { return os.Remove(filepath.Join(d, "x.card")) },
			want:    files{"y.card": v2},
		},
		{
			name:    "rename to another card name",
			initial: files{"x.card": v1},
			save:    func(d string) error { return os.Rename(filepath.Join(d, "x.card"), filepath.Join(d, "z.card")) },
			want:    files{"z.card": v1},
		},
		{
			name:    "rename to an unwatched extension",
			initial: files{"x.card": v1},
			save:    func(d string) error { return os.Rename(filepath.Join(d, "x.card"), filepath.Join(d, "x.txt")) },
			want:    files{},
		},
		{
			name:    "rename from an unwatched extension",
			initial: files{"x.txt": v1},
			save:    func(d string) error { return os.Rename(filepath.Join(d, "x.txt"), filepath.Join(d, "x.card")) },
			want:    files{"x.card": v1},
		},
		{
			name:    "move between folders",
			initial: files{"a/x.card": v1, "b/y.card": v2},
			save: func(d string) error {
				return os.Rename(filepath.Join(d, "a/x.card"), filepath.Join(d, "b/x.card"))
			},
			want: files{"b/x.card": v1, "b/y.card": v2},
		},
		{
			name:    "delete and recreate with the same content",
			initial: files{"x.card": v1},
			save: func(d string) error {
				if err := os.Remove(filepath.Join(d, "x.card")); err != nil {
					return err
				}
				return savePlain(filepath.Join(d, "x.card"), v1)
			},
			want: files{"x.card": v1},
		},
		{
			name:    "touch without change is not reported",
			initial: files{"x.card": v1},
			save:    func(d string) error { return touch(filepath.Join(d, "x.card")) },
			want:    files{"x.card": v1},
		},
		{
			name:    "save without change is not reported",
			initial: files{"x.card": v1},
			save:    func(d string) error { return saveVim(filepath.Join(d, "x.card"), v1) },
			want:    files{"x.card": v1},
		},
		{
			name:    "temp and hidden files are ignored",
			initial: files{"x.card": v1},
			save: func(d string) error {
				for _, name := range []string{"x.card~", ".x.card.swp", "x.card.swx", "4913", "x.card___jb_tmp___", ".#x.card", "#x.card#", ".hidden.card", ".git/y.card", "notes.txt"} {
					if err := savePlain(filepath.Join(d, name), v2); err != nil {
						if err := os.MkdirAll(filepath.Dir(filepath.Join(d, name)), 0o755); err != nil {
							return err
						}
						if err := savePlain(filepath.Join(d, name), v2); err != nil {
							return err
						}
					}
				}
				return nil
			},
			want: files{"x.card": v1},
		},
		{
			name:    "configured extensions",
			opts:    Options{Extensions: []string{".DE.card"}},
			initial: files{"x.card": v1, "x.de.card": v1},
			save: func(d string) error {
				if err := savePlain(filepath.Join(d, "x.card"), v2); err != nil {
					return err
				}
				return savePlain(filepath.Join(d, "x.de.card"), v2)
			},
			want: files{"x.de.card": v2},
		},
	}...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for rel, content := range tt.initial {
				writeFile(t, filepath.Join(dir, rel), content)
			}
			h := startWatcher(t, tt.opts, dir)
			state := h.initial(dir)
			before := map[string]string{}
			for k, v := range state {
				before[k] = v
			}

			if err := tt.save(dir); err != nil {
				t.Fatal(err)
			}
			batches := h.fence(dir)
			fold(state, batches)

			want := map[string]string{}
			for rel, content := range tt.want {
				want[filepath.Join(dir, rel)] = content
			}
			if d := diffStates(want, state); d != "" {
				t.Errorf("net state after save:%s\nbatches:%s", d, describe(batches))
			}
			// Only the paths whose content changed may be mentioned.
			changed := map[string]bool{}
			for p := range want {
				if before[p] != want[p] {
					changed[p] = true
				}
			}
			for p := range before {
				if _, ok := want[p]; !ok {
					changed[p] = true
				}
			}
			for _, p := range paths(batches) {
				if !changed[p] {
					t.Errorf("batch mentions %s, which did not change%s", p, describe(batches))
				}
				delete(changed, p)
			}
			for p := range changed {
				t.Errorf("no change delivered for %s%s", p, describe(batches))
			}
			t.Logf("%d batch(es)%s", len(batches), describe(batches))
			if ds := h.diagnostics(); len(ds) > 0 {
				t.Errorf("unexpected diagnostics: %v", ds)
			}
		})
	}
}
