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
		// 05006 Tywin Lannister.
		{Code: "E0802", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `05006 has no text for ability "interrupt"`,
			Text: "The German data puts the interrupt and a second line \"Goldwert +2\" (+2 Income) into the text; the English data has only the interrupt. The two sources disagree about a line of the card: the German interrupt text exists but cannot be aligned. A real discrepancy between the sources; which one matches the printed card must be settled against the card itself."},
		{Code: "E0815", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `05006: German text has 2 ability paragraphs`,
			Text: "The note records the misalignment behind the E0802 above (the extra \"Goldwert +2\" line of the German data)."},
		{Code: "E0815", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `05006: unaligned German paragraph 1`,
			Text: "The German interrupt text, kept in a note because the paragraphs could not be aligned (see the E0802 above)."},
		{Code: "E0815", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `05006: unaligned German paragraph 2`,
			Text: "The \"Goldwert +2\" line the English data lacks (see the E0802 above)."},
		// 05007 Chella Daughter of Cheyk.
		{Code: "E0813", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `"reaction" says "challenge"`,
			Text: "The German data breaks the word Herausforderung with a space (\"Heraus forderung\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 05017 (Lions of Casterly Rock) reminder text.
		{Code: "E0815", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `source data "limitierte  arte"`,
			Text: "The German reminder text of Limited has a run of spaces and a lost letter (\"limitierte  arte\" for \"limitierte Karte\"); the importer reads the spaces as one and notes it; the lost K stays (reminder text is not checked). A real defect of the source data."},
		// 05032 Bridge of Skulls.
		{Code: "E0808", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `icon [military] in the de text of ability "interrupt"`,
			Text: "The English data writes \"a military challenge\" in words where the German data has the [military] icon. The same meaning; the English data most likely lost the icon markup of the printed card. A harmless real difference of the data (a warning since the check knows the icon words)."},
		// 05037 Alerie Tyrell.
		{Code: "E0813", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `"reaction" says "printed cost"`,
			Text: "The German data breaks \"aufgedruckten\" with a space (\"aufge druckten\") and lost the H of \"Hand\" (\"auf die and\"): left-overs of hyphenation and extraction. A real defect of the source data, kept as imported."},
		// 05050 (Lions of Casterly Rock) constant.
		{Code: "E0813", File: "cards/lions-of-casterly-rock/lions-of-casterly-rock.de.card", Match: `"constant" says "challenges phase"`,
			Text: "The German data breaks the word Herausforderungsphase with a space (\"Heraus forderungsphase\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 04029 Shae.
		{Code: "E0813", File: "cards/war-of-five-kings/called-to-arms.de.card", Match: `"challenges-action" says "stand"`,
			Text: "The German data misspells \"aufzurichten\" as \"aufzurichen\" (the t is missing). A real typing error of the source data, kept as imported."},
		// 04038 (Called to Arms) agenda.
		{Code: "E0802", File: "cards/war-of-five-kings/called-to-arms.de.card", Match: `04038 has no text for ability "constant"`,
			Text: "The German data joins the two English paragraphs into one line (\"…aufnehmen.Reduziere…\", the line break and the space are lost), so the German text cannot be aligned; the whole text is in the notes. A real defect of the source data's line structure."},
		{Code: "E0802", File: "cards/war-of-five-kings/called-to-arms.de.card", Match: `04038 has no text for ability "constant-2"`,
			Text: "The same joined line as the E0802 above."},
		{Code: "E0815", File: "cards/war-of-five-kings/called-to-arms.de.card", Match: `04038: German text has 1 ability paragraphs`,
			Text: "The note records the joined paragraphs behind the two E0802 above."},
		{Code: "E0815", File: "cards/war-of-five-kings/called-to-arms.de.card", Match: `04038: unaligned German paragraph 1`,
			Text: "The German text of both paragraphs, kept in a note (see the E0802 above)."},
		// 04052 (For Family Honor) attachment.
		{Code: "E0813", File: "cards/war-of-five-kings/for-family-honor.de.card", Match: `"reaction" says "attachment"`,
			Text: "The German data breaks \"Verstärkung\" into \"Ver stär kung\" and has \"wor den is\" for \"worden ist\": left-overs of hyphenation at line ends. A real defect of the source data, kept as imported."},
		// 04082 Harrenhal.
		{Code: "E0813", File: "cards/war-of-five-kings/ghosts-of-harrenhal.de.card", Match: `"reaction" says "faction card"`,
			Text: "The German data breaks the word Fraktionskarte with a space (\"Fraktions karte\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 04084 (Ghosts of Harrenhal) event.
		{Code: "E0813", File: "cards/war-of-five-kings/ghosts-of-harrenhal.de.card", Match: `"challenges-action" says "attacking"`,
			Text: "The German data breaks the word angreifenden with a space (\"angrei fenden\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 04098 (Ghosts of Harrenhal) plot or location.
		{Code: "E0813", File: "cards/war-of-five-kings/ghosts-of-harrenhal.de.card", Match: `"constant" says "Reserve"`,
			Text: "The English card says \"-1 Reserve.\", the German data \"Initiativewert -1\" (-1 Initiative): another stat. A real error of the German data (or of the printed German card)."},
		// 04067 (There Is My Claim).
		{Code: "E0813", File: "cards/war-of-five-kings/there-is-my-claim.de.card", Match: `"reaction" says "standing phase"`,
			Text: "The German text says \"Aufrichtenphase\" where the rules and every other card say \"Aufrichtphase\". A real spelling difference of the German text, kept as printed."},
		// 04102 (Tyrion's Chain) event.
		{Code: "E0813", File: "cards/war-of-five-kings/tyrions-chain.de.card", Match: `"action" says "challenge"`,
			Text: "The German data breaks \"Herausforderung\" (\"Heraus forderung\") and \"Charakter\" (\"Cha rakter\") with spaces, left-overs of hyphenation. A real defect of the source data, kept as imported."},
		// 04108 The Valyrian.
		{Code: "E0802", File: "cards/war-of-five-kings/tyrions-chain.de.card", Match: `04108 has no text for ability "action"`,
			Text: "The German data splits the English paragraph in two lines (the sentence \"X ist die Anzahl…\" on a line of its own), so the German text cannot be aligned; it is in the notes. A real difference of the source data's line structure."},
		{Code: "E0815", File: "cards/war-of-five-kings/tyrions-chain.de.card", Match: `04108: German text has 2 ability paragraphs`,
			Text: "The note records the split paragraph behind the E0802 above."},
		{Code: "E0815", File: "cards/war-of-five-kings/tyrions-chain.de.card", Match: `04108: unaligned German paragraph 1`,
			Text: "The first half of the German action text (see the E0802 above)."},
		{Code: "E0815", File: "cards/war-of-five-kings/tyrions-chain.de.card", Match: `04108: unaligned German paragraph 2`,
			Text: "The second half of the German action text (see the E0802 above)."},
		// 02086 (Calm over Westeros).
		{Code: "E0815", File: "cards/westeros/calm-over-westeros.de.card", Match: `source data "Reservewert + 1"`,
			Text: "The German data writes \"Reservewert + 1\" with a space between sign and number; the importer reads it as \"+1\" and notes it. A real (harmless) defect of the source data, worked around."},
		// 02065 (No Middle Ground).
		{Code: "E0815", File: "cards/westeros/no-middle-ground.de.card", Match: `source data "Keine Verstärkungen außer Waffe."`,
			Text: "The German data lacks the italics of the trait in \"Keine Verstärkungen außer Waffe.\"; the importer reads it as \"außer <i>Waffe</i>\" (so the keyword line is recognised) and notes it. A real markup defect of the source data, worked around."},
		// 02010 Cersei's Wheelhouse.
		{Code: "E0813", File: "cards/westeros/taking-the-black.de.card", Match: `"constant" says "Initiative"`,
			Text: "The English card says \"-1 Initiative.\", the German data \"Reservewert -1\" (-1 Reserve): another stat. A real error of the German data (or of the printed German card)."},
		// 02043 (The King's Peace).
		{Code: "E0815", File: "cards/westeros/the-kings-peace.de.card", Match: `02043: German traits`,
			Text: "The German data writes \"Haus Rothweyn.Ritter.\" without the space after the first period, so its traits line reads as one trait where the card has two (House Redwyne, Knight). A real (harmless) defect of the source data."},
		// 02045 Ser Alliser Thorne.
		{Code: "E0815", File: "cards/westeros/the-kings-peace.de.card", Match: `source data "Allisar  Thorn"`,
			Text: "The German data has two spaces inside the card's own title (\"Ser Allisar  Thorn\"); the importer reads them as one and notes it, so the title check finds the name. A real (harmless) defect of the source data, worked around."},
		// 02031 (The Road to Winterfell).
		{Code: "E0813", File: "cards/westeros/the-road-to-winterfell.de.card", Match: `"reaction" says "unique"`,
			Text: "The German data breaks the word einzigartiger with a space (\"einzig artiger\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 02038 (The Road to Winterfell).
		{Code: "E0802", File: "cards/westeros/the-road-to-winterfell.de.card", Match: `02038 has no text for ability "reaction"`,
			Text: "The German data puts \"Mische dein Deck.\" (Shuffle your deck.) on a line of its own, so the German text has two paragraphs where the English has one and cannot be aligned; it is in the notes. A real difference of the source data's line structure."},
		{Code: "E0815", File: "cards/westeros/the-road-to-winterfell.de.card", Match: `02038: German text has 2 ability paragraphs`,
			Text: "The note records the split paragraph behind the E0802 above."},
		{Code: "E0815", File: "cards/westeros/the-road-to-winterfell.de.card", Match: `02038: unaligned German paragraph 1`,
			Text: "The German reaction text (see the E0802 above)."},
		{Code: "E0815", File: "cards/westeros/the-road-to-winterfell.de.card", Match: `02038: unaligned German paragraph 2`,
			Text: "The German \"Mische dein Deck.\" line (see the E0802 above)."},
		// 03012 Bear Island Loyalist.
		{Code: "E0813", File: "cards/wolves-of-the-north/wolves-of-the-north.de.card", Match: `"constant" says "challenge"`,
			Text: "The German data breaks the word Herausforderung with a space (\"Heraus forderung\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 03019 (Wolves of the North) attachment.
		{Code: "E0813", File: "cards/wolves-of-the-north/wolves-of-the-north.de.card", Match: `"constant" says "intimidate"`,
			Text: "The German data breaks the word Einschüchternd with a space (\"Ein schüchternd\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
		// 03040 Young Spearwife.
		{Code: "E0813", File: "cards/wolves-of-the-north/wolves-of-the-north.de.card", Match: `"constant" says "faction card"`,
			Text: "The German data breaks the word Fraktionskarte with a space (\"Fraktions karte\"), a left-over of hyphenation at a line end; the printed card has the one word. A real defect of the source data, kept as imported."},
	}
}
