package i18n

// Diagnostic codes of the translation checks (E08xx; their meanings are in
// the one code table, dsl/diag/codes.go). The PO reader in i18n/po uses
// E085x; dsl/check reports E0816, E0817 and E0819 for text blocks.
const (
	CodeMissingText       = "E0801" // a card has no text block in the checked language
	CodeMissingAbility    = "E0802" // an ability of the card has no text in the checked language
	CodeMissingField      = "E0803" // a text block lacks its title, or its traits while the card has traits
	CodeKeywordValue      = "E0804" // a keyword's value in the text differs from the card ("Schatten (2)" on a shadow(3) card)
	CodeKeywordMissing    = "E0805" // a keyword of the card is missing from the text's keyword line
	CodeKeywordExtra      = "E0806" // the keyword line names a keyword the card does not have (or an unknown one)
	CodeNumber            = "E0807" // the numbers of an ability text differ from the source-language text
	CodeIcon              = "E0808" // the icon glyphs ([military], [stark], …) of an ability text differ from the source
	CodeLabel             = "E0809" // an ability label ("Reaktion:") does not match the ability's kind, or is missing
	CodeTrait             = "E0810" // a trait named in the text is not the glossary translation of the source's trait
	CodeTraitsLine        = "E0811" // the traits line does not match the card's traits in the glossary translation
	CodeTitle             = "E0812" // a card title named in the source text is not named by its translated title
	CodeTerm              = "E0813" // warning: a glossary term of the source text has no translation in the text
	CodeForbidden         = "E0814" // warning: the text uses a word the glossary forbids
	CodeNote              = "E0815" // warning: a note line in a text block (a known data problem)
	CodeUnknownCard       = "E0816" // a text block for a card code that does not exist
	CodeUnknownAbility    = "E0817" // a text for an ability id the card does not have
	CodeMarkup            = "E0818" // malformed or unbalanced markup (<b>, <i>) in a text
	CodeGlossarySyntax    = "E0820" // a glossary line that cannot be read
	CodeGlossaryDuplicate = "E0821" // the same id twice in one glossary
	CodeGlossaryKind      = "E0822" // a glossary id with an unknown kind
	CodeGlossaryMissing   = "E0823" // warning: an id present in one language's glossary but not the other's
	CodeNegation          = "E0824" // a negation in one text of an ability and none in the other
	CodeConjunction       = "E0825" // an "or" (or "and") in one text of an ability and none in the other
	CodeSentences         = "E0826" // the translation of an ability has fewer sentences than its source
	CodeAgreement         = "E0827" // a counted noun does not agree with its number ("3 Karte")
	CodeSpelling          = "E0828" // a word no dictionary of the language knows (an error where a word one edit away exists)
	CodeValue             = "E0829" // a plot value (initiative, reserve, claim) the translation names and the source does not
)
