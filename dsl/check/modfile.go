package check

import (
	"path"
	"strings"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// ModFile is the name of a workspace's file of settings, as go.mod is a
// module's: its `language N` line says which language version every card
// file in its folder and below was written for (a file's own `language`
// line says it for that file).
const ModFile = "throne.mod"

// IsModFile reports whether the file name is a workspace's throne.mod.
func IsModFile(name string) bool {
	return path.Base(strings.ReplaceAll(name, "\\", "/")) == ModFile
}

// modFile checks a throne.mod: `language N` lines only.
func (c *checker) modFile(f *syntax.File) {
	for _, s := range f.Stmts {
		if s.Word == "language" {
			c.language(s)
			continue
		}
		c.unknown(s, "statement of throne.mod", []string{"language"})
	}
}
