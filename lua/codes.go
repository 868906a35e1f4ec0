package lua

// Diagnostic codes of the Lua hook layer (E06xx). Each names one way a hook
// can fail; the code is stable and its meaning is in the one code table
// (dsl/diag/codes.go).
const (
	// CodeSyntax: the Lua source does not parse or compile.
	CodeSyntax = "E0601"
	// CodeTooComplex: the source is too large or nested too deeply to compile safely.
	CodeTooComplex = "E0602"
	// CodeRuntime: the hook raised a Lua error (error(), a bad index, a bad argument …).
	CodeRuntime = "E0603"
	// CodeBudget: the hook ran out of its per-call step budget (endless or too long loop).
	CodeBudget = "E0604"
	// CodeDepth: the hook nested Lua calls deeper than the call-depth limit (runaway recursion).
	CodeDepth = "E0605"
	// CodeMemory: the hook built a string or table larger than allowed, or allocated too many string bytes in one call.
	CodeMemory = "E0606"
	// CodeEffectInPure: a pure hook (condition, cost check, targets …) asked for a game effect.
	CodeEffectInPure = "E0607"
	// CodeMissingHook: the hook function named by the ability is not defined by the Lua source.
	CodeMissingHook = "E0608"
	// CodeBadResult: the hook returned a value of the wrong kind (targets must be a list of card ids …).
	CodeBadResult = "E0609"
	// CodeInternal: a Go panic inside the bridge or the host was caught; the game goes on.
	CodeInternal = "E0610"
	// CodeNesting: hooks called each other (through engine effects) deeper than allowed.
	CodeNesting = "E0611"
	// CodeHost: the host (the engine) refused a request, e.g. an unknown effect name.
	CodeHost = "E0612"
	// CodeEffects: the hook asked for more game effects (log lines, tokens, events …) than one call or one game may.
	CodeEffects = "E0613"
)
