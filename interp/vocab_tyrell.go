package interp

// registerTyrell adds the generic words first needed by the Core Set's Tyrell cards.
// Every word is generic: it names no card and no keyword.
func registerTyrell(r *Registry) {
	_ = r
}
