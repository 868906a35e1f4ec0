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
		// 01051 Shireen Baratheon / Sharin Baratheon.
		{Code: "E0802", File: "cards/core/baratheon.de.card", Match: `01051 has no text for ability "interrupt"`,
			Text: "The German source data (Core 01051) appends the errata marker `<em>Errata aus FAQ v1.3d</em>` to the text as a second paragraph, so the importer could not pair the paragraphs with the one English ability and left the German text in a note. Fix in the data: `ability interrupt \"<b>Unterbrechung:</b> Sobald Sharin Baratheon getötet wird, wähle einen Charakter und beuge ihn.\"` and drop the three notes."},
		{Code: "E0815", File: "cards/core/baratheon.de.card", Match: "01051: German text has 2 ability paragraphs",
			Text: "The note records the same data problem as the E0802 above; it goes away with that fix."},
		{Code: "E0815", File: "cards/core/baratheon.de.card", Match: "01051: unaligned German paragraph 1",
			Text: "Holds the German interrupt text that belongs in `ability interrupt` (see the E0802 above)."},
		{Code: "E0815", File: "cards/core/baratheon.de.card", Match: "01051: unaligned German paragraph 2",
			Text: "The errata marker of the German data; not card text. Drop it with the fix above."},
		// 01059 Dragonstone Port / Hafen von Drachenstein.
		{Code: "E0813", File: "cards/core/baratheon.de.card", Match: `"marshaling-action" says "phase"`,
			Text: "The German card says \"in dieser Runde\" (this round) where the English says \"this phase\"; its sibling 01056 Gläubige von Drachenstein says \"in dieser Phase\" for the same English wording. A translation error in the printed German text (the German data has it so), kept as printed; a `note` in the text block would document it."},
		// 01127 Samwell Tarly.
		{Code: "E0802", File: "cards/core/nights-watch.de.card", Match: `01127 has no text for ability "constant"`,
			Text: "The German data for Samwell Tarly has only the Insight line; the English card also prints \"+1 Reserve.\". A gap in the German source data: add `ability constant \"Reservewert +1.\"` (the glossary's term; the German cards print \"Reservewert +1\", one title \"+1 Reserve\") and drop the note."},
		{Code: "E0815", File: "cards/core/nights-watch.de.card", Match: "01127: German text has 0 ability paragraphs",
			Text: "The note records the same gap as the E0802 above."},
		// 11111 Moqorro.
		{Code: "E0813", File: "cards/dance-of-shadows/daggers-in-the-dark.de.card", Match: `"reaction" says "challenge"`,
			Text: "The German text of Moqorro drops \"during a challenge\" (\"während einer Herausforderung\"): read literally, the German card may trigger when Moqorro comes out of shadows outside a challenge, where it would have no defending character to choose. A real omission in the official German text (the data has it so)."},
		// 11090 Penance / Bußgang.
		{Code: "E0802", File: "cards/dance-of-shadows/in-daznaks-pit.de.card", Match: `11090 has no text for ability "dominance-action"`,
			Text: "The German source data has broken markup, `<bHerrschaftsaktion:</b>` (the `>` of `<b>` is missing), so the importer did not recognise the label and left the text in a note. Fix in the data: `ability dominance-action \"<b>Herrschaftsaktion:</b> Lege beliebig viel Macht …\"` and drop the note."},
		{Code: "E0815", File: "cards/dance-of-shadows/in-daznaks-pit.de.card", Match: "11090: German paragraph 1 reads as constant",
			Text: "The note holds the German text with the broken `<b` tag (see the E0802 above)."},
		// 11058 (Streets of King's Landing) constant.
		{Code: "E0813", File: "cards/dance-of-shadows/streets-of-kings-landing.de.card", Match: `"constant" says "marshaling phase"`,
			Text: "The German card says \"Ein Mal pro Phase\" where the English says \"Once per marshaling phase\". Marshaling from the discard pile can only happen in the marshaling phase, so the rules effect is the same, but the wording does differ in the official German text: a harmless real difference, kept as printed."},
		// Behaviour written with another ability kind than the printed text.
		{Code: "E0809", File: "cards/core/stark.de.card", Match: `ability "constant" has no label; a forced-interrupt ability needs`, Modelled: true,
			Text: "01147 Sansa Stark: the printed constant \"enters play knelt\" is modelled as a forced interrupt with the text's id, because the engine has no constant for entering play kneeling. The check is right that behaviour and text disagree in kind; this goes away when the engine gains that constant (see throne cards --coverage)."},
		{Code: "E0809", File: "cards/core/baratheon.de.card", Match: `ability "constant" has no label; a forced-reaction ability needs`, Modelled: true,
			Text: "01052 Stannis Baratheon: the printed constant (each player cannot stand more than 2 characters during the standing phase) is modelled as a forced reaction to the standing phase beginning, with the text's id: each player chooses up to 2 kneeling characters and the others cannot stand until the phase ends. The check is right that behaviour and text disagree in kind; the German text itself is fine."},
		{Code: "E0809", File: "cards/core/targaryen.de.card", Match: `ability "constant" has no label; a forced-reaction ability needs`, Modelled: true,
			Text: "01165 Ser Jorah Mormont: the printed constant (sacrifice him if he has 3 or more betrayal tokens) is modelled as a forced reaction to a betrayal token being placed on him, with the text's id; only his own ability places those tokens. The check is right that behaviour and text disagree in kind; the German text itself is fine."},
		{Code: "E0809", File: "cards/dance-of-shadows/streets-of-kings-landing.de.card", Match: `ability "constant" has no label; a marshaling action ability needs`, Modelled: true,
			Text: "11058 King's Landing: the printed constant (once per marshaling phase, marshal a location from your discard pile) is modelled as a marshaling action with the text's id. The check is right that behaviour and text disagree in kind; the German text itself is fine."},
	}
}
