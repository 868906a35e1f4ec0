package web

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/golden"
)

// TestEditorTokens: the page's highlighter reads the language's tokens from
// web/editor/src/tokens.js, which is syntax.TokenPatterns (the lexer's
// tokens, held to the lexer by syntax's TestTokenPatterns) written as
// JavaScript; `go test ./web -run TestEditorTokens -update` rewrites it.
// The committed bundle, assets/vendor/editor.js, must be built from it (run
// web/editor/build.sh): it holds the patterns' fingerprint.
func TestEditorTokens(t *testing.T) {
	js := editorTokens()
	golden.Check(t, "editor/src/tokens.js", []byte(js), "go test ./web -run TestEditorTokens -update")
	bundle, err := os.ReadFile("assets/vendor/editor.js")
	if err != nil {
		t.Fatal(err)
	}
	if fp := tokensFingerprint(js); !strings.Contains(string(bundle), fp) {
		t.Errorf("assets/vendor/editor.js is not built from the current editor/src/tokens.js (it lacks %s): run web/editor/build.sh", fp)
	}
}

// editorTokens writes syntax.TokenPatterns as a JavaScript module.
func editorTokens() string {
	var b strings.Builder
	b.WriteString("// The tokens of .card text as the language's lexer reads them: generated\n")
	b.WriteString("// from syntax.TokenPatterns (dsl/syntax/tokens.go) by\n")
	b.WriteString("// `go test ./web -run TestEditorTokens -update`; do not edit. Each pattern\n")
	b.WriteString("// is a JavaScript RegExp source for the u flag, tried in this order.\n")
	b.WriteString("export const tokenPatterns = [\n")
	for _, p := range syntax.TokenPatterns() {
		var src strings.Builder
		enc := json.NewEncoder(&src)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(p.Regexp); err != nil {
			panic(err)
		}
		fmt.Fprintf(&b, "  [%q, %s],\n", p.Name, strings.TrimSpace(src.String()))
	}
	b.WriteString("];\n")
	body := b.String()
	return body + "export const tokensVersion = \"" + tokensFingerprint(body) + "\";\n"
}

// tokensFingerprint names the patterns of a tokens.js (its text before the
// version line).
func tokensFingerprint(js string) string {
	if i := strings.Index(js, "export const tokensVersion"); i >= 0 {
		js = js[:i]
	}
	return fmt.Sprintf("card-tokens-%x", sha256.Sum256([]byte(js)))[:24]
}
