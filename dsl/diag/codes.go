package diag

// CodeInfo is a diagnostic code with its one-line meaning and the package
// that reports it (the first one, when several do).
type CodeInfo struct {
	Code, Meaning, Package string
}

// Codes is the one table of diagnostic codes of the whole project, in
// order; spec/language.md lists it and `throne doc` reads it. The ranges:
// E01xx syntax, E02xx card structure, E03xx vocabulary and phrases, E04xx
// keywords, E05xx scenarios, E06xx Lua, E07xx decks, E08xx translations,
// E09xx command line and files. Packages name the codes they report with
// constants; a test checks that every code written anywhere in the module is
// in this table, and once. The slice is new on each call.
func Codes() []CodeInfo {
	return []CodeInfo{
		{"E0101", "a character that starts no token", "dsl/syntax"},
		{"E0102", "a string without its closing quote on the same line", "dsl/syntax"},
		{"E0103", "a raw (backtick) string without its closing backtick", "dsl/syntax"},
		{"E0104", "an unknown escape in a string (valid: \\\" \\\\ \\n \\t)", "dsl/syntax"},
		{"E0105", "a statement that does not start with a word", "dsl/syntax"},
		{"E0106", "a `}` `)` or `]` that closes nothing, or the wrong bracket", "dsl/syntax"},
		{"E0107", "a block `{` without its `}`", "dsl/syntax"},
		{"E0108", "a `(` or `[` without its `)` or `]`", "dsl/syntax"},
		{"E0109", "something after a block's `}` on the same line", "dsl/syntax"},
		{"E0110", "a `,` or `;` out of place", "dsl/syntax"},
		{"E0111", "blocks, brackets and phrases nested more than 100 deep (`not not …`, a selector in a filter in a selector)", "dsl/syntax"},
		{"E0112", "bytes that are not UTF-8 text (fmt and i18n import leave the file unchanged)", "dsl/syntax"},
		{"E0113", "a carriage return not followed by a newline (old Mac line ends)", "dsl/syntax"},
		{"E0114", "not a text file (NUL bytes, mostly invalid UTF-8) or larger than the size limit", "dsl/syntax"},

		{"E0201", "unknown statement or declaration", "dsl/check"},
		{"E0202", "unknown card type, or a card with no type or two types", "dsl/check"},
		{"E0203", "unknown faction", "dsl/check"},
		{"E0204", "unknown trait (warning: new traits are allowed)", "dsl/check"},
		{"E0205", "a value of the wrong type (e.g. cost \"three\")", "dsl/check"},
		{"E0206", "duplicate card code", "dsl/check"},
		{"E0207", "duplicate ability id within a card or keyword", "dsl/check"},
		{"E0208", "a field the card type requires is missing", "dsl/check"},
		{"E0209", "a field the card type does not have", "dsl/check"},
		{"E0210", "an ability kind the card type cannot have", "dsl/check"},
		{"E0211", "a reaction or interrupt without its trigger, or with the wrong timing word", "dsl/check"},
		{"E0212", "a trigger on an ability that has none (action, constant, …)", "dsl/check"},
		{"E0213", "a statement with the wrong number of values", "dsl/check"},
		{"E0214", "a field given twice", "dsl/check"},
		{"E0215", "unknown icon", "dsl/check"},
		{"E0216", "an ability without an id or body", "dsl/check"},
		{"E0217", "an effect that needs a target and has none", "dsl/check"},
		{"E0218", "a target name that is never declared", "dsl/check"},
		{"E0219", "a target name declared twice", "dsl/check"},
		{"E0220", "duplicate pack or cycle", "dsl/check"},
		{"E0221", "a card statement without code or title", "dsl/check"},
		{"E0222", "a target no effect, cost or condition of the ability names (warning: the player chooses a card and nothing happens to it)", "dsl/check"},
		{"E0223", "an `else` line that follows no `do`, `then` or `else` line with `if`", "dsl/check"},
		{"E0224", "a card's pack code that no pack declares (warning)", "dsl/check"},
		{"E0229", "a name an author gives (a target, a remembered value) that is a word the language reads in the same places (self, it, you, opponent, x, …)", "dsl/check"},

		{"E0301", "unknown trigger, effect, cost, filter, condition or value word", "dsl/check"},
		{"E0302", "a required parameter of a phrase is missing", "dsl/check"},
		{"E0303", "a parameter of the wrong kind", "dsl/check"},
		{"E0304", "words left over after a phrase", "dsl/check"},
		{"E0305", "a malformed selector", "dsl/check"},
		{"E0306", "a malformed condition", "dsl/check"},
		{"E0307", "a name outside its set: an area, event, cost kind, via tag, restriction or permission word, framework step, area flag or engine rule nobody declares", "dsl/check"},
		{"E0308", "an effect written as a cost that cannot be paid as one (the engine cannot tell it would change its cards in full)", "dsl/check"},
		{"E0309", "an effect or flag that changes the event an interrupt interrupts (`cancels`, `saves`, a replacement: `substitute`, `send-instead-to`, …) in an ability that is not an interrupt, where it would do nothing", "dsl/check"},
		{"E0310", "a word or form of an earlier language version: a warning whose fix writes the new form (`throne fix` makes it), or an error when the form has no mechanical replacement (the hint says what to write)", "dsl/check"},
		{"E0311", "an effect that acts on cards in play, on its own card, in an ability used from an area out of play (`return-to-hand self` from the discard pile): the cost is paid and nothing happens", "dsl/check"},
		{"E0320", "an unknown player word", "interp"},
		{"E0321", "an effect that cannot be the body of a constant ability", "interp"},
		{"E0322", "a target written with \"each\"", "interp"},
		{"E0323", "an unknown limit period", "interp"},
		{"E0324", "an unknown duration", "interp"},
		{"E0325", "a filter that judges a card with the others chosen for a target, outside a target", "interp"},
		{"E0399", "internal error while compiling a checked card or keyword (a bug; please report)", "interp"},

		{"E0401", "unknown keyword", "dsl/check"},
		{"E0402", "a value given to a keyword that takes none", "dsl/check"},
		{"E0403", "a keyword used without the value it needs", "dsl/check"},
		{"E0404", "a non-repeatable keyword given twice", "dsl/check"},
		{"E0405", "a keyword on a card type that cannot have it", "dsl/check"},
		{"E0406", "duplicate keyword definition", "dsl/check"},
		{"E0407", "a malformed keyword definition statement", "dsl/check"},
		{"E0408", "a keyword definition declares an event the engine raises (it has its trigger word already): an error in the built-in library, a warning in a workspace, whose files read the name as the keyword's event", "dsl/check"},
		{"E0420", "an ability kind that cannot be compiled where it stands", "interp"},
		{"E0421", "an unknown area flag in a keyword definition", "interp"},
		{"E0422", "an unknown engine rule in a keyword definition", "interp"},
		{"E0423", "a restriction that names no action", "interp"},

		{"E0501", "duplicate scenario name", "dsl/check"},
		{"E0502", "a malformed scenario", "dsl/check"},
		{"E0503", "an unknown word in a scenario step: area, card state, expectation, event, start point, player", "dsl/check"},
		{"E0504", "a number out of range in a scenario (gold, power, round, seed, counts)", "dsl/check"},
		{"E0505", "a card named in a scenario is in neither the checked files nor the built-in library", "dsl/check"},
		{"E0510", "a malformed scenario statement", "interp"},
		{"E0511", "a card named in a scenario is unknown", "interp"},
		{"E0512", "the game refused a scripted answer, or stopped", "interp"},
		{"E0513", "an expectation of a scenario did not hold", "interp"},

		{"E0601", "the Lua source does not parse or compile", "lua"},
		{"E0602", "the Lua source is too large or nested too deeply", "lua"},
		{"E0603", "the hook raised a Lua error", "lua"},
		{"E0604", "the hook ran out of its per-call or per-game step budget", "lua"},
		{"E0605", "the hook nested Lua calls deeper than the call-depth limit", "lua"},
		{"E0606", "the hook built too large a string or table, or allocated too many bytes", "lua"},
		{"E0607", "a pure hook asked for a game effect", "lua"},
		{"E0608", "the hook function is not defined by the Lua source", "lua"},
		{"E0609", "the hook returned a value of the wrong kind", "lua"},
		{"E0610", "a Go panic in the bridge or the host was caught", "lua"},
		{"E0611", "hooks called each other through the engine too deeply", "lua"},
		{"E0612", "the host refused a request from the hook", "lua"},
		{"E0613", "the hook asked for more game effects (log lines, tokens, events) than a call or a game may", "lua"},
		{"E0630", "an ability uses a Lua hook but the card has none", "interp"},
		{"E0631", "the named Lua hook is not defined", "interp"},
		{"E0632", "the card's .lua file cannot be read", "interp"},
		{"E0633", "the card's .lua file lies outside the card's folder, is not a regular file, or is too large", "interp"},

		{"E0701", "a line of a deck list cannot be read", "deck"},
		{"E0702", "no card with that title or code in the library", "deck"},
		{"E0703", "a title names several cards; name the pack", "deck"},
		{"E0704", "the card is not in the pack the line names", "deck"},
		{"E0705", "no faction, an unknown one, or more than one", "deck"},
		{"E0706", "more than one agenda", "deck"},
		{"E0707", "a card type that cannot be in a deck", "deck"},
		{"E0708", "the plot deck does not have exactly 7 cards", "deck"},
		{"E0709", "a plot has more copies than its plot deck limit allows", "deck"},
		{"E0710", "more than one plot is duplicated", "deck"},
		{"E0711", "the draw deck has fewer than 60 cards", "deck"},
		{"E0712", "more copies of a title than its deck limit", "deck"},
		{"E0713", "a loyal card of another faction", "deck"},
		{"E0714", "a card of another faction that the agenda does not allow", "deck"},
		{"E0715", "the agenda's own deck-building restriction is broken", "deck"},
		{"E0716", "a quantity of zero or an impossible number", "deck"},
		{"E0717", "a JSON deck list that cannot be decoded", "deck"},
		{"E0718", "a card banned by the chosen restricted and banned list", "deck"},
		{"E0719", "more than one restricted card in the deck", "deck"},
		{"E0720", "cards of one pod together in a deck", "deck"},

		{"E0801", "a card has no text block in the checked language", "i18n"},
		{"E0802", "an ability of the card has no text in the checked language", "i18n"},
		{"E0803", "a text block lacks its title, or its traits while the card has traits", "i18n"},
		{"E0804", "a keyword's value in the text differs from the card", "i18n"},
		{"E0805", "a keyword of the card is missing from the text's keyword line", "i18n"},
		{"E0806", "the keyword line names a keyword the card does not have, or an unknown one", "i18n"},
		{"E0807", "the numbers of an ability text differ from the source-language text", "i18n"},
		{"E0808", "the icon glyphs of an ability text differ from the source-language text", "i18n"},
		{"E0809", "an ability label does not match the ability's kind, or is missing", "i18n"},
		{"E0810", "a trait named in the text is not the glossary translation of the source's trait", "i18n"},
		{"E0811", "the traits line does not match the card's traits in the glossary translation", "i18n"},
		{"E0812", "a card title named in the source text is not named by its translated title", "i18n"},
		{"E0813", "a glossary term of the source text has no translation in the text (warning)", "i18n"},
		{"E0814", "the text uses a word the glossary forbids (warning)", "i18n"},
		{"E0815", "a note line in a text block, reporting a known data problem (warning)", "i18n"},
		{"E0816", "a text block for a card code that does not exist", "i18n"},
		{"E0817", "a text for an ability id the card does not have", "i18n"},
		{"E0818", "malformed or unbalanced markup (<b>, <i>) in a text", "i18n"},
		{"E0819", "two text blocks for the same card and language", "dsl/check"},
		{"E0820", "a glossary line that cannot be read", "i18n"},
		{"E0821", "the same id twice in one glossary", "i18n"},
		{"E0822", "a glossary id with an unknown kind", "i18n"},
		{"E0823", "an id present in one language's glossary but not the other's (warning)", "i18n"},
		{"E0824", "a negation in one text of an ability and none in the other (not/nicht, no/kein, without/ohne)", "i18n"},
		{"E0825", "an \"or\" or an \"and\" in one text of an ability and none in the other", "i18n"},
		{"E0826", "the translation of an ability has fewer sentences than its source text", "i18n"},
		{"E0827", "a counted noun does not agree with its number (\"Ziehe 3 Karte\")", "i18n"},
		{"E0828", "a word no dictionary of the language knows: an error where a word one edit away exists, else a warning", "i18n"},
		{"E0829", "a plot value (initiative, reserve, claim) that the translation names and the source text does not: a swapped value", "i18n"},
		{"E0850", "PO file: a line that is not PO syntax", "i18n/po"},
		{"E0851", "PO file: a bad string literal (unterminated, bad escape)", "i18n/po"},
		{"E0852", "PO file: an entry without msgid or msgstr, or with misordered keywords", "i18n/po"},
		{"E0853", "PO file: two entries with the same msgctxt and msgid", "i18n/po"},
		{"E0854", "PO import: an entry whose msgctxt no longer names a card field (warning)", "i18n/po"},
		{"E0855", "PO import: a msgctxt that is not \"<code>|<field>\"", "i18n/po"},
		{"E0856", "PO file: bytes that are not UTF-8 text (nothing is imported)", "i18n/po"},
		{"E0857", "PO import: an entry translated from another source text than the library's (warning; not imported, fuzzy)", "i18n/translate"},
		{"E0858", "PO import: an entry whose text fails a translation check (not imported; the other entries are)", "i18n/translate"},
		{"E0859", "message catalog PO import: an entry that names no catalog text, or whose plural forms cannot be one template", "i18n/messages"},
		{"E0860", "message catalog PO import: a translation with a placeholder its English text lacks (not imported)", "i18n/messages"},
		{"E0861", "(warning) message catalog: a text left untranslated, which the log shows in English", "i18n/messages"},
		{"E0862", "message catalog: a placeholder asking for a grammatical case its [grammar] does not list", "i18n/messages"},
		{"E0863", "PO import: a translation holding a control character (NUL, ESC, …) that a card file cannot hold (nothing is imported)", "i18n/translate"},

		{"E0901", "a wrong command line (unknown command or flag, bad flag value)", "cmd/throne"},
		{"E0902", "a file or folder that cannot be read", "cmd/throne"},
		{"E0903", "card data that cannot be imported", "cmd/throne"},
		{"E0904", "a file that cannot be written", "cmd/throne"},
		{"E0905", "no card with that code or title in the library", "cmd/throne"},
		{"E0906", "simulate --compare: no deck plays the changed cards", "cmd/throne"},
		{"E0907", "(warning) a game stopped at a loop of triggered abilities", "cmd/throne"},
		{"E0908", "more diagnostics in a file than are kept: the count of the rest (throne check keeps the first 200)", "dsl/diag"},
		{"E0950", "a folder or file cannot be watched", "library/watch"},
		{"E0951", "the system dropped events; everything is rescanned", "library/watch"},
		{"E0952", "a changed file cannot be read", "library/watch"},
		{"E0953", "a changed file is larger than Options.MaxFileSize", "library/watch"},
		{"E0954", "the system file watcher reported an error", "library/watch"},
		{"E0955", "(note) a folder watch went stale; everything is rescanned", "library/watch"},
		{"E0956", "(warning) a watched folder was removed or renamed; watched for its return", "library/watch"},
		{"E0957", "(note) a watched folder that was gone is back and watched again", "library/watch"},
	}
}

// Retired lists, in order, the codes no package reports any more, each with
// what it meant and the package that reported it. A retired code keeps its
// meaning and is never given another: an old log, test or page that names it
// still means what it said. The slice is new on each call.
func Retired() []CodeInfo {
	return []CodeInfo{
		{"E0199", "retired (issue 35): an internal parser error, where the grammar rejected input the hand-written recovery pass had accepted; participle is now the one parser of the statement grammar, and its errors are E0105–E0111", "dsl/syntax"},
	}
}

// Meaning returns the one-line meaning of code (a retired code's too), or
// "" for an unknown code.
func Meaning(code string) string {
	for _, c := range append(Codes(), Retired()...) {
		if c.Code == code {
			return c.Meaning
		}
	}
	return ""
}
