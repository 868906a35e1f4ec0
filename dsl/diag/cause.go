package diag

import (
	"errors"
	"io/fs"
	"os"
)

// Cause is the cause of a file error without the operation and path that
// fs.PathError and os.LinkError add ("no such file or directory" rather
// than "open x.card: no such file or directory"), for a message that names
// the file itself. Any other error is returned as it is.
func Cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
