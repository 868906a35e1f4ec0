package web

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
)

// TestPageTextsInCatalog: every text a page shows through t("KEY") has its
// page-KEY entry in the English catalog (and so, by the catalog coverage
// test, in every other language).
func TestPageTextsInCatalog(t *testing.T) {
	en := string(messages.CatalogSource("en"))
	call := regexp.MustCompile(`(?:\btt?\(|"data-t(?:-placeholder|-title)?": )"([a-z0-9-]+)"\s*[,)}]`)
	dynamic := regexp.MustCompile(`\btt?\("[^"]*"\s*\+`)
	n := 0
	_ = fs.WalkDir(assets, "assets", func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "vendor" {
			return fs.SkipDir // the editor's bundle (web/editor): no page texts
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".js") {
			return err
		}
		b, _ := assets.ReadFile(p)
		for _, m := range dynamic.FindAllString(string(b), -1) {
			t.Errorf("%s: %s…: a key made at run time cannot be checked; write each t(\"KEY\") out", p, m)
		}
		for _, m := range call.FindAllStringSubmatch(string(b), -1) {
			n++
			if !strings.Contains(en, "\npage-"+m[1]+" = ") {
				t.Errorf("%s: t(%q) has no page-%s in catalog.en.txt", p, m[1], m[1])
			}
		}
		return nil
	})
	if n == 0 {
		t.Fatal("no t() call found in the pages")
	}
}
