package main

import (
	"fmt"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/atomicfile"
)

// writeFile replaces the file name with data (through atomicfile); the
// error says which file could not be written, and why.
func writeFile(name string, data []byte) error {
	if err := atomicfile.Write(name, data, 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %v", name, diag.Cause(err))
	}
	return nil
}
