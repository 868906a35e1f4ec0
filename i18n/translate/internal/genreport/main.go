// Command genreport writes cards/i18n-report.de.md: the findings of the
// German translation check over the built-in library with their verdicts
// (translate.GermanReport). It is run by `go generate ./i18n/translate`
// (from that folder) and refuses to write while a finding has no verdict or
// a verdict matches nothing; the package's tests only compare.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/i18n/translate"
	"github.com/thronescript/thronescript/interp"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genreport:", err)
		os.Exit(1)
	}
}

func run() error {
	lib, err := translate.Builtin(interp.NewRegistry().Vocab())
	if err != nil {
		return err
	}
	report, problems := translate.GermanReport(lib)
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, p)
	}
	if len(problems) > 0 {
		return fmt.Errorf("%d findings or verdicts need attention (verdicts.go); nothing written", len(problems))
	}
	name := filepath.Join("..", "..", "cards", translate.ReportFile)
	tmp, err := os.CreateTemp(filepath.Dir(name), ".i18n-report-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(report); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
