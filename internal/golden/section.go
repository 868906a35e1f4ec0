package golden

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// Section fails t unless the text between the markers <!-- name --> and
// <!-- /name --> of the file at path (a page such as README.md; the
// markers may stand in a line or on lines of their own) equals got, so a
// figure a page quotes is the one its command gives now. With -update it
// first rewrites that text, the rest of the file kept. rerun is the
// command that rewrites it.
//
// Updates of one file by several tests, or by several packages' test
// processes at once (go test ./... -update), take turns: each holds a lock
// file beside the page (path.lock) while it reads and replaces the page.
func Section(t TB, path, name, got, rerun string) {
	t.Helper()
	if rerun == "" {
		rerun = "go test -update"
	}
	if *update {
		if err := updateSection(path, name, got); err != nil {
			t.Fatalf("%v", err)
			return
		}
	}
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	want, err := section(doc, name)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
		return
	}
	if want != got {
		t.Errorf("%s, section %s, differs from the output (check it, then run %s): %s", path, name, rerun, firstDiff([]byte(want), []byte(got)))
	}
}

// markers returns a section's opening and closing markers.
func markers(name string) (open, close []byte) {
	return []byte("<!-- " + name + " -->"), []byte("<!-- /" + name + " -->")
}

// sectionAt returns where the text of section name begins and ends in doc.
func sectionAt(doc []byte, name string) (start, end int, err error) {
	open, close := markers(name)
	i := bytes.Index(doc, open)
	if i < 0 {
		return 0, 0, fmt.Errorf("no marker %s", open)
	}
	if bytes.Contains(doc[i+len(open):], open) {
		return 0, 0, fmt.Errorf("marker %s stands twice", open)
	}
	start = i + len(open)
	j := bytes.Index(doc[start:], close)
	if j < 0 {
		return 0, 0, fmt.Errorf("no marker %s after %s", close, open)
	}
	return start, start + j, nil
}

// section returns the text of section name of doc.
func section(doc []byte, name string) (string, error) {
	start, end, err := sectionAt(doc, name)
	if err != nil {
		return "", err
	}
	return string(doc[start:end]), nil
}

// replaceSection returns doc with the text of section name replaced by
// text.
func replaceSection(doc []byte, name, text string) ([]byte, error) {
	start, end, err := sectionAt(doc, name)
	if err != nil {
		return nil, err
	}
	out := append([]byte{}, doc[:start]...)
	out = append(out, text...)
	return append(out, doc[end:]...), nil
}

// lockWait bounds how long an update waits for another's lock file.
const lockWait = time.Minute

// updateSection replaces the text of section name of the file at path,
// holding path.lock, and writes the file whole (a temporary file renamed
// over it) when the text changed.
func updateSection(path, name, text string) error {
	lock := path + ".lock"
	for waited := time.Duration(0); ; waited += 10 * time.Millisecond {
		f, err := os.OpenFile(lock, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			f.Close()
			break
		}
		if !errors.Is(err, os.ErrExist) {
			return err
		}
		if waited > lockWait {
			return fmt.Errorf("%s is held for more than %v: remove it if no test is updating %s", lock, lockWait, path)
		}
		time.Sleep(10 * time.Millisecond)
	}
	defer os.Remove(lock)
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := replaceSection(doc, name, text)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if bytes.Equal(out, doc) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(out); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if fi, err := os.Stat(path); err == nil {
		os.Chmod(tmp.Name(), fi.Mode().Perm())
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Thousands writes n as a page quotes a figure: commas between groups of
// three digits (4,156).
func Thousands(n int) string {
	if n < 0 {
		return "-" + Thousands(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
