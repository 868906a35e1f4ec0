package i18n

// The German spelling list and number table (cards/i18n/de.words.gz,
// de.numbers) come from Debian's word list and the library's German texts.
//go:generate go run ./internal/genwords -cards ../cards
