package cards

import (
	"slices"
	"strings"
	"testing"
)

func TestGlossaries(t *testing.T) {
	langs := GlossaryLanguages()
	if !slices.Equal(langs, []string{"de", "en"}) {
		t.Fatalf("GlossaryLanguages() = %v, want [de en]", langs)
	}
	for _, lang := range langs {
		name, src, err := Glossary(lang)
		if err != nil {
			t.Fatal(err)
		}
		if name != lang+".glossary" || !strings.Contains(string(src), "keyword:shadow |") {
			t.Errorf("%s: unexpected glossary %q (%d bytes)", lang, name, len(src))
		}
	}
	if _, _, err := Glossary("xx"); err == nil {
		t.Error("Glossary(\"xx\") succeeded, want an error")
	}
}
