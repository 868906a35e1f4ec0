package main

import (
	"embed"
	"strings"

	"github.com/spf13/cobra"
)

// helpFiles holds each command's help as a text file: help/NAME.txt, NAME
// being the command's path after `throne` with its words joined by '-'
// (help/i18n-status.txt; the root's is help/throne.txt). A file is the
// usage line, the one-line help, and after a blank line the long help.
//
//go:embed help/*.txt
var helpFiles embed.FS

// help gives cmd the usage line, one-line help and long help of its help
// file, and returns it. A missing file leaves them empty (TestHelpFiles
// fails on it).
func help(name string, cmd *cobra.Command) *cobra.Command {
	b, err := helpFiles.ReadFile("help/" + name + ".txt")
	if err != nil {
		return cmd
	}
	use, rest, _ := strings.Cut(string(b), "\n")
	short, long, _ := strings.Cut(rest, "\n")
	cmd.Use, cmd.Short, cmd.Long = use, short, strings.TrimSuffix(strings.TrimPrefix(long, "\n"), "\n")
	return cmd
}
