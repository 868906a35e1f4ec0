package diag

// CodeInfo is a diagnostic code with its one-line meaning.
type CodeInfo struct {
	Code, Meaning string
}

// Codes lists every stable diagnostic code of the language front end, in
// order. Other packages own the ranges E05xx (scenarios, partly), E06xx
// (lua), E07xx (decks) and E09xx (cli) and list theirs themselves.
func Codes() []CodeInfo {
	return []CodeInfo{
		{"E0101", "a character that starts no token"},
		{"E0102", "a string without its closing quote on the same line"},
		{"E0103", "a raw (backtick) string without its closing backtick"},
		{"E0104", "an unknown escape in a string (valid: \\\" \\\\ \\n \\t)"},
		{"E0105", "a statement that does not start with a word"},
		{"E0106", "a `}` `)` or `]` that closes nothing, or the wrong bracket"},
		{"E0107", "a block `{` without its `}`"},
		{"E0108", "a `(` or `[` without its `)` or `]`"},
		{"E0109", "something after a block's `}` on the same line"},
		{"E0110", "a `,` or `;` out of place"},
		{"E0111", "blocks and brackets nested more than 100 deep"},
		{"E0199", "internal parser error (please report)"},

		{"E0201", "unknown statement or declaration"},
		{"E0202", "unknown card type, or a card with no type or two types"},
		{"E0203", "unknown faction"},
		{"E0204", "unknown trait (warning: new traits are allowed)"},
		{"E0205", "a value of the wrong type (e.g. cost \"three\")"},
		{"E0206", "duplicate card code"},
		{"E0207", "duplicate ability id within a card or keyword"},
		{"E0208", "a field the card type requires is missing"},
		{"E0209", "a field the card type does not have"},
		{"E0210", "an ability kind the card type cannot have"},
		{"E0211", "a reaction or interrupt without its trigger, or with the wrong timing word"},
		{"E0212", "a trigger on an ability that has none (action, constant, …)"},
		{"E0213", "a statement with the wrong number of values"},
		{"E0214", "a field given twice"},
		{"E0215", "unknown icon"},
		{"E0216", "an ability without an id or body"},
		{"E0217", "an effect that needs a target and has none"},
		{"E0218", "a target name that is never declared"},
		{"E0219", "a target name declared twice"},
		{"E0220", "duplicate pack or cycle"},
		{"E0221", "a card statement without code or title"},

		{"E0301", "unknown trigger, effect, cost, filter, condition or value word"},
		{"E0302", "a required parameter of a phrase is missing"},
		{"E0303", "a parameter of the wrong kind"},
		{"E0304", "words left over after a phrase"},
		{"E0305", "a malformed selector"},
		{"E0306", "a malformed condition"},

		{"E0401", "unknown keyword"},
		{"E0402", "a value given to a keyword that takes none"},
		{"E0403", "a keyword used without the value it needs"},
		{"E0404", "a non-repeatable keyword given twice"},
		{"E0405", "a keyword on a card type that cannot have it"},
		{"E0406", "duplicate keyword definition"},
		{"E0407", "a malformed keyword definition statement"},

		{"E0501", "duplicate scenario name"},
		{"E0502", "a malformed scenario"},
		{"E0503", "an unknown word in a scenario step: area, card state, expectation, event, start point, player"},
		{"E0504", "a number out of range in a scenario (gold, power, round, seed, counts)"},

		{"E0801", "text for a card that is not loaded (warning)"},
		{"E0802", "duplicate text for a card and language"},
		{"E0803", "text for an ability id the card does not have (warning)"},
	}
}
