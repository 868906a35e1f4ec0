package main

import (
	"fmt"
	"io"
	"os"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/po"
)

// readPO reads and parses the PO file name (see parsePO).
func readPO(w io.Writer, name string) (*po.File, []byte, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", name, diag.Cause(err)), hint: "name a PO file made by `throne i18n export`"}
	}
	f, err := parsePO(w, name, data)
	return f, data, err
}

// parsePO parses a PO file read from name; on errors it writes them to w
// and returns the exit error of findings.
func parsePO(w io.Writer, name string, data []byte) (*po.File, error) {
	f, ds := po.Parse(name, data)
	if ds.HasErrors() {
		writeDiags(w, "text", ds, diag.Sources{name: data})
		return nil, exitError{code: exitFindings}
	}
	return f, nil
}

// headerLanguage is the Language field of a PO file's header ("" when
// there is none).
func headerLanguage(f *po.File) string {
	lang := ""
	if h := f.Header(); h != nil {
		for _, hf := range po.HeaderFields(h.Translation()) {
			if hf.Name == "Language" && hf.Value != "" {
				lang = hf.Value
			}
		}
	}
	return lang
}
