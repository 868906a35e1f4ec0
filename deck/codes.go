package deck

// Diagnostic codes of deck lists and deck building (E07xx; their meanings
// are in the one code table, dsl/diag/codes.go).
const (
	CodeUnreadable     = "E0701" // a line of a deck list cannot be read
	CodeUnknownCard    = "E0702" // no card with that title or code in the library
	CodeAmbiguous      = "E0703" // a title names several cards; the pack decides
	CodeWrongPack      = "E0704" // the card is not in the pack the line names
	CodeFaction        = "E0705" // no faction, an unknown one, or more than one
	CodeAgendas        = "E0706" // more than one agenda
	CodeType           = "E0707" // a card type that cannot be in a deck (title, faction card in slots)
	CodePlotCount      = "E0708" // the plot deck does not have exactly 7 cards
	CodePlotCopies     = "E0709" // a plot has more copies than allowed
	CodePlotDuplicates = "E0710" // more than one plot is duplicated
	CodeDrawCount      = "E0711" // the draw deck has fewer than 60 cards
	CodeDrawCopies     = "E0712" // more copies of a title than its deck limit
	CodeLoyal          = "E0713" // a loyal card of another faction
	CodeOutOfFaction   = "E0714" // a card of another faction the agenda does not allow
	CodeAgendaRule     = "E0715" // the agenda's own deck-building restriction is broken
	CodeQuantity       = "E0716" // a quantity of zero or an impossible number
	CodeUnreadableJSON = "E0717" // a JSON deck list that cannot be decoded
	CodeBanned         = "E0718" // a card banned by the chosen restricted and banned list
	CodeRestricted     = "E0719" // more than one restricted card
	CodePod            = "E0720" // cards of one pod together in a deck
)
