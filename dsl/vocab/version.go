package vocab

// Version is one release of the language: the vocabulary and forms of the
// library's language as of one dated commit. spec/changelog.md lists what
// changed between them.
type Version struct {
	N      int
	Date   string // the release's day
	Commit string // the last commit of that day
}

// Versions lists the releases of the language, oldest first; the last is
// the current one, which a file without a `language` line is written for.
func Versions() []Version {
	return []Version{
		{1, "2026-11-21", "2f982fa"},
		{2, "2026-11-25", "51027c5"},
		{3, "2026-11-27", "38ac068"},
	}
}

// Current is the current language version.
const Current = 3
