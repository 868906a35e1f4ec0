package interp

// abilityStatements are the statements of an ability's body and what each
// does (`throne doc statements`; spec/language.md section 5 has them in
// its table). The phrases after them are the vocabulary's. `cost` and
// `step` are left out: `throne doc costs` and `throne doc steps` list
// what follows them.
var abilityStatements = []FlagInfo{
	{"after", "`after EVENT`: the trigger of a reaction (\"After …\")."},
	{"when", "`when EVENT`: the trigger of an interrupt (\"When …\")."},
	{"when-would", "`when-would EVENT`: the trigger of an interrupt to an event that has not happened yet (\"would\"): it may cancel or save it."},
	{"phase", "`phase P`: an action offered only in the action windows of phase P (\"Marshaling Action:\")."},
	{"from", "`from AREA…`: the areas the ability works from (without it: in play; an event: the hand)."},
	{"if", "`if CONDITION`: the ability's condition or play restriction (several are and-ed). After an effect, `do EFFECT if CONDITION`: that effect's own condition, read when the line resolves (\"if X, also Y\")."},
	{"target", "`target NAME SELECTOR`: a target chosen at initiation, in the order written."},
	{"do", "`do EFFECT [if CONDITION]`: an effect; with `if`, only when the condition holds as the line resolves."},
	{"then", "`then EFFECT [if CONDITION]`: an effect that happens only if everything before it resolved in full (Rules Reference, \"Then\")."},
	{"else", "`else EFFECT [if CONDITION]`: after a `do`/`then` line with `if`, the effect that happens instead when that condition (and those of the `else … if` lines before) does not hold (\"put it into play, or into your hand if …\")."},
	{"limit", "`limit N per P`: the ability is initiated at most N times per P (challenge, phase, round, game), counted per copy of the card."},
	{"max", "`max N per P`: at most N per P for each player, counted per title (per keyword in a keyword definition)."},
	{"cannot-be-canceled", "Flag: the ability's effects cannot be canceled."},
	{"cancels", "Flag (interrupts): resolving the ability cancels the event it interrupts."},
	{"saves", "Flag (interrupts): resolving the ability saves the card the event would have killed, discarded, …"},
	{"active-player-only", "Flag (actions): only the active player may initiate it."},
	{"any-player", "Flag (actions): any player may initiate the action of this card in play, not only its controller (\"Any player may initiate this ability\"); the player who does is `you` for that use."},
	{"may", "Flag (framework abilities): its controller is asked whether to use it."},
	{"lua", "`lua HOOK`: a Lua function of the card's hook file runs as the last effect."},
	{"log-as", "`log-as \"text\"`: the log line written instead of \"uses\"."},
}

// AbilityStatements lists the statements of an ability's body with their
// meaning.
func AbilityStatements() []FlagInfo { return append([]FlagInfo(nil), abilityStatements...) }
