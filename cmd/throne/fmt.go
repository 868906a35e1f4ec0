package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/format"
	"github.com/thronescript/thronescript/dsl/syntax"
)

func newFmtCmd(e *env) *cobra.Command {
	var list, write bool
	cmd := help("fmt", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				if list || write {
					return usageError{msg: "-l and -w need file or folder paths", hint: "run `throne fmt -w mycards/`"}
				}
				src, err := io.ReadAll(e.stdin)
				if err != nil {
					return err
				}
				out, ok := formatOne(e, "<stdin>", src)
				if !ok {
					return exitError{code: exitFindings}
				}
				_, _ = e.stdout.Write(out)
				return nil
			}
			srcs, err := readCardPaths(args)
			if err != nil {
				return err
			}
			failed := false
			for _, s := range srcs {
				out, ok := formatOne(e, s.Name, s.Src)
				if !ok {
					failed = true
					continue
				}
				same := bytes.Equal(out, s.Src)
				if list && !same {
					fmt.Fprintln(e.stdout, s.Name)
				}
				if write && !same {
					if err := writeFile(s.Name, out); err != nil {
						fmt.Fprintf(e.stderr, "throne: error[E0904]: %v\n", err)
						failed = true
					}
				}
				if !list && !write {
					_, _ = e.stdout.Write(out)
				}
			}
			if failed {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	cmd.Flags().BoolVarP(&list, "list", "l", false, "list files whose formatting differs")
	cmd.Flags().BoolVarP(&write, "write", "w", false, "write the result to the file instead of printing it")
	return cmd
}

// formatOne formats src; on syntax errors it reports them on stderr.
func formatOne(e *env, name string, src []byte) ([]byte, bool) {
	f, ds := syntax.ParseFile(name, src)
	if ds.HasErrors() {
		_ = diag.WriteText(e.stderr, ds, diag.Sources{name: src})
		return nil, false
	}
	return format.File(f), true
}
