// Command throne is the Thronescript toolkit: check, format, test, watch,
// play and simulate cards written in the Thronescript card language.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
