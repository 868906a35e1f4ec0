package po

// Diagnostic codes of the PO reader and importer (E085x, within the E08xx
// i18n range; their meanings are in the one code table, dsl/diag/codes.go).
const (
	CodeSyntax    = "E0850" // a line that is not PO syntax
	CodeString    = "E0851" // a bad string literal: unterminated, bad escape, text after it
	CodeEntry     = "E0852" // an entry without msgid or msgstr, or with keywords out of order
	CodeDuplicate = "E0853" // two entries with the same msgctxt and msgid
	CodeStale     = "E0854" // import: an entry whose msgctxt no longer names a card field (warning)
	CodeContext   = "E0855" // import: a msgctxt that is not "<code>|<field>"
	CodeNotUTF8   = "E0856" // bytes that are not UTF-8 text
)
