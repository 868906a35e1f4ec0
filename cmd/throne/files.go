package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/thronescript/thronescript/internal/atomicfile"
)

// writeFile replaces the file name with data (through atomicfile); the
// error says which file could not be written, and why.
func writeFile(name string, data []byte) error {
	if err := atomicfile.Write(name, data, 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %v", name, unwrapPath(err))
	}
	return nil
}

// unwrapPath is the cause of a file error without the operation and path
// (the messages name the file themselves).
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
