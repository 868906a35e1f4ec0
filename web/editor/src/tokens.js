// The tokens of .card text as the language's lexer reads them: generated
// from syntax.TokenPatterns (dsl/syntax/tokens.go) by
// `go test ./web -run TestEditorTokens -update`; do not edit. Each pattern
// is a JavaScript RegExp source for the u flag, tried in this order.
export const tokenPatterns = [
  ["comment", "#[^\\n]*"],
  ["raw", "`[^`]*`?"],
  ["string", "\"(?:[^\"\\\\\\n]|\\\\[\\s\\S]|\\\\$)*\"?"],
  ["word", "[\\p{L}_][\\p{L}\\p{Nd}\\p{M}_]*(?:-[\\p{L}\\p{Nd}\\p{M}_]+)*"],
  ["number", "[+-]?[0-9]+(?:-[0-9]+)*"],
  ["op", "[<>=!]=|[<>=:+*/-]"],
  ["lbrace", "\\{"],
  ["rbrace", "\\}"],
  ["lparen", "\\("],
  ["rparen", "\\)"],
  ["lbrack", "\\["],
  ["rbrack", "\\]"],
  ["comma", ","],
  ["end", "[;\\n]"],
];
export const tokensVersion = "card-tokens-8c5daffe30de";
