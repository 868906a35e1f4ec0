package messages

import (
	"testing"

	"github.com/thronescript/thronescript/rules"
)

func TestCatalogErrors(t *testing.T) {
	if _, err := LoadCatalog("fr", nil); err == nil {
		t.Error("unknown language accepted")
	}
	c := &Catalog{Messages: rules.Catalog{}, Words: map[string]string{}, Custom: map[string]string{}, UI: map[string]string{}}
	for _, bad := range []string{"[messages]\nno-such-message = x\n", "[messages]\nmarshals\n", "key = value\n", "[words]\na = b\na = c\n"} {
		if err := c.parse([]byte(bad)); err == nil {
			t.Errorf("catalog %q accepted", bad)
		}
	}
}
