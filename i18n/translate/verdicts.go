package translate

// i18nVerdict is the judgement of one finding of `throne i18n check --lang
// de` over the built-in library: a finding matches when its code and file
// are these and its summary contains Match. Each was checked against the
// English and German card data (ThronesDB) by reading both texts.
type i18nVerdict struct {
	Code, File, Match string
	// FalseAlarm: the check is wrong. Modelled: the check is right that the
	// behaviour's ability kind differs from the printed text's, by the
	// author's choice; the text itself is right.
	FalseAlarm, Modelled bool
	Text                 string
}

// i18nVerdicts are the verdicts on the findings of the German check.
func i18nVerdicts() []i18nVerdict {
	return []i18nVerdict{
		// 01059 Dragonstone Port / Hafen von Drachenstein.
		{Code: "E0813", File: "cards/core/baratheon.de.card", Match: `"marshaling-action" says "phase"`,
			Text: "The German card says \"in dieser Runde\" (this round) where the English says \"this phase\"; its sibling 01056 Gläubige von Drachenstein says \"in dieser Phase\" for the same English wording. A translation error in the printed German text (the German data has it so), kept as printed; a `note` in the text block would document it."},
		// 01127 Samwell Tarly.
		{Code: "E0802", File: "cards/core/nights-watch.de.card", Match: `01127 has no text for ability "constant"`,
			Text: "The German data for Samwell Tarly has only the Insight line; the English card also prints \"+1 Reserve.\". A gap in the German source data: add `ability constant \"Reservewert +1.\"` (the glossary's term; the German cards print \"Reservewert +1\", one title \"+1 Reserve\") and drop the note."},
		{Code: "E0815", File: "cards/core/nights-watch.de.card", Match: "01127: German data lacks the text of ability constant",
			Text: "The note records the same gap as the E0802 above (which it turns into a warning: a data problem of the source, not of the translation)."},
		// 11111 Moqorro.
		{Code: "E0813", File: "cards/dance-of-shadows/daggers-in-the-dark.de.card", Match: `"reaction" says "challenge"`,
			Text: "The German text of Moqorro drops \"during a challenge\" (\"während einer Herausforderung\"): read literally, the German card may trigger when Moqorro comes out of shadows outside a challenge, where it would have no defending character to choose. A real omission in the official German text (the data has it so)."},
		// 11090 Penance / Bußgang.
		{Code: "E0815", File: "cards/dance-of-shadows/in-daznaks-pit.de.card", Match: `11090: source data markup "<bHerrschaftsaktion:</b>"`,
			Text: "The German source data has broken markup, `<bHerrschaftsaktion:</b>` (the `>` of `<b>` is missing); the importer now reads it as the label `<b>Herrschaftsaktion:</b>` and writes the ability text, and notes the repair. A real defect of the source data, already worked around."},
		// 11058 (Streets of King's Landing) constant.
		{Code: "E0813", File: "cards/dance-of-shadows/streets-of-kings-landing.de.card", Match: `"constant" says "marshaling phase"`,
			Text: "The German card says \"Ein Mal pro Phase\" where the English says \"Once per marshaling phase\". Marshaling from the discard pile can only happen in the marshaling phase, so the rules effect is the same, but the wording does differ in the official German text: a harmless real difference, kept as printed."},
	}
}
