package interp

// Diagnostic codes of the interpreter (their meanings are in the one code
// table, dsl/diag/codes.go). The checker (dsl/check) owns the codes of the
// same hundreds below these ranges; the interpreter's start at x20.
const (
	CodeUnknownWord       = "E0301" // a word not in the vocabulary (normally caught by the checker)
	CodePlayerWord        = "E0320" // an unknown player word
	CodeNotConstant       = "E0321" // an effect that cannot be the body of a constant ability
	CodeEachTarget        = "E0322" // a target written with "each"
	CodeLimitPeriod       = "E0323" // an unknown limit period
	CodeDuration          = "E0324" // an unknown duration
	CodeTargetOnly        = "E0325" // a filter that judges a card with the others chosen for a target, outside a target
	CodeCompileInternal   = "E0399" // internal error while compiling a checked card (a bug)
	CodeAbilityKind       = "E0420" // an ability kind that cannot be compiled where it stands
	CodeAreaFlag          = "E0421" // an unknown area flag in a keyword definition
	CodeEngineRule        = "E0422" // an unknown engine rule in a keyword definition
	CodeRestriction       = "E0423" // a restriction that names no action
	CodeScenarioShape     = "E0510" // a malformed scenario statement
	CodeScenarioCard      = "E0511" // a card named in a scenario is unknown
	CodeScenarioRun       = "E0512" // the game refused a scripted answer or stopped
	CodeScenarioFail      = "E0513" // an expectation did not hold
	CodeNoHooks           = "E0630" // an ability uses a Lua hook but the card has none
	CodeHookUndefined     = "E0631" // the named Lua hook is not defined
	CodeLuaFileUnreadable = "E0632" // the card's .lua file cannot be read
	CodeLuaFileConfined   = "E0633" // the card's .lua file is outside its folder, not a regular file, or too large
	CodeCannotRead        = "E0902" // a .card file or folder cannot be read
)
