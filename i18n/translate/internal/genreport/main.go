// Command genreport writes cards/i18n-report.de.md: the findings of the
// German translation check over the built-in library with their verdicts
// (translate.GermanReport over the embedded library). It is run by `go generate ./i18n/translate`
// (from that folder) and refuses to write while a finding has no verdict or
// a verdict matches nothing; the package's tests only compare.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/i18n/translate"
	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genreport:", err)
		os.Exit(1)
	}
}

func run() error {
	srcs, err := library.Embedded(nil)
	if err != nil {
		return err
	}
	lib := translate.New(srcs, nil, interp.NewRegistry().Vocab())
	report, problems := translate.GermanReport(lib)
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, p)
	}
	if len(problems) > 0 {
		return fmt.Errorf("%d findings or verdicts need attention (verdicts.de.txt); nothing written", len(problems))
	}
	name := filepath.Join("..", "..", "cards", translate.ReportFile)
	return atomicfile.Write(name, report, 0o644)
}
