package i18n

import (
	"testing"
)

// TestOfficialTexts runs the checks over the printed German texts of the
// card data. They report the data's real problems (a broken label, two
// cards whose texts do not split alike, translations that drop a phrase);
// the golden file lists them, so a new false alarm fails the test.
func TestOfficialTexts(t *testing.T) {
	in, srcs := officialInput(t, loadOfficial(t), nil)
	ds := Check(in)
	t.Logf("%d cards, %d findings: %s", len(in.Cards), len(ds), summarize(ds))
	diagGolden(t, "official.golden", ds, srcs)
}
