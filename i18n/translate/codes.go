package translate

// Diagnostic codes of the PO import's checks (their meanings are in the one
// code table, dsl/diag/codes.go).
const (
	CodeOutdated = "E0857" // an entry translated from another source text than the library's (warning; not imported)
	CodeRefused  = "E0858" // an entry whose text fails a translation check (not imported)
	CodeControl  = "E0863" // a translation holding a control character a card file cannot hold (nothing imported)
)
