package gametest

import "regexp"

// internalIDPattern is an internal id in a text a player reads: a word of
// lowercase parts joined by hyphens ("lua-choose", "order-when-revealed",
// "when-revealed"), or an id with a colon ("target:t", "cost:kneel").
var internalIDPattern = regexp.MustCompile(`(^|[^\p{L}\p{N}-])([a-z][a-z0-9]*(-[a-z0-9]+)+|[a-z]+:[a-z][a-z0-9-]*)($|[^\p{L}\p{N}-])`)

// InternalID returns the first internal id in s, "" when there is none:
// the tests that no prompt, button or log line shows one (the terminal's
// and the page's) share it.
func InternalID(s string) string {
	if m := internalIDPattern.FindStringSubmatch(s); m != nil {
		return m[2]
	}
	return ""
}
