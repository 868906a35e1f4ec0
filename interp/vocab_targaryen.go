package interp

// registerTargaryen adds the generic words first needed by the Core Set's Targaryen cards.
// Every word is generic: it names no card and no keyword.
func registerTargaryen(r *Registry) {
	_ = r
}
