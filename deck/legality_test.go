package deck

import (
	"strings"
	"testing"
)

// testList restricts Stark 01, Stark 02 and Plot 1 in joust (Stark 03 with
// Stark 01 in a pod; Stark 04 and Stark 05 in a pod without a restricted
// card), bans Stark 06 in every format and Stark 07 in joust only.
func testList() *List {
	return &List{Code: "test1.0", Name: "Test v1.0", Date: "2020-01-01", CardSet: OriginalCardSet,
		Banned: []string{"90006"},
		Formats: []FormatList{
			{Name: "joust", Restricted: []string{"90001", "90002", "91001"}, Banned: []string{"90007"},
				Pods: []Pod{{Restricted: "90001", Cards: []string{"90003"}}, {Cards: []string{"90004", "90005"}}}},
			{Name: "melee", Restricted: []string{"90008", "90009"}},
		}}
}

func TestCheckLegality(t *testing.T) {
	base := baseDeck() // Stark 01 … Stark 20, Plot 1 … Plot 7
	without := func(titles ...string) string {
		s := base
		for _, x := range titles {
			s = strings.Replace(s, "3x "+x+" (Test Pack)\n", "", 1)
		}
		return s
	}
	tests := []struct {
		name, format, deck string
		codes              []string
		line               string // the line of the first diagnostic
	}{
		{name: "banned everywhere", format: "melee", deck: without("Stark 04", "Stark 08"),
			codes: []string{CodeBanned}, line: "3x Stark 06 (Test Pack)"},
		{name: "banned in joust only, legal in melee", format: "melee", deck: without("Stark 06", "Stark 08"), codes: nil},
		{name: "format ban", format: "joust", deck: without("Stark 01", "Stark 02", "Stark 04", "Stark 06"),
			codes: []string{CodeBanned}, line: "3x Stark 07 (Test Pack)"},
		{name: "three restricted cards", format: "joust", deck: without("Stark 03", "Stark 04", "Stark 06", "Stark 07"),
			codes: []string{CodeRestricted, CodeRestricted}, line: "3x Stark 01 (Test Pack)"}, // Plot 1 is the first
		{name: "one restricted card, three copies", format: "joust", deck: strings.Replace(without("Stark 02", "Stark 03", "Stark 04", "Stark 06", "Stark 07"), "1x Plot 1 (Test Pack)\n", "", 1)},
		{name: "restricted pod", format: "joust", deck: strings.Replace(without("Stark 02", "Stark 04", "Stark 06", "Stark 07"), "1x Plot 1 (Test Pack)\n", "", 1),
			codes: []string{CodePod}, line: "3x Stark 03 (Test Pack)"},
		{name: "pod card without its restricted card", format: "joust", deck: without("Stark 01", "Stark 02", "Stark 04", "Stark 06", "Stark 07"), codes: nil},
		{name: "pod of two", format: "joust", deck: without("Stark 01", "Stark 02", "Stark 06", "Stark 07"),
			codes: []string{CodePod}, line: "3x Stark 05 (Test Pack)"},
		{name: "melee restrictions", format: "melee", deck: without("Stark 06"),
			codes: []string{CodeRestricted}, line: "3x Stark 09 (Test Pack)"},
	}
	ix := fixtureIndex()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, ds := ParseText("deck.txt", []byte(tt.deck), ix)
			if len(ds) > 0 {
				t.Fatalf("the deck does not read: %s", ds.Error())
			}
			ds = CheckLegality(d, testList(), tt.format)
			var codes []string
			for _, x := range ds {
				codes = append(codes, x.Code)
				if x.Summary == "" || x.Hint == "" || x.Subject.Start.Line < 1 || !strings.Contains(x.Summary, "Test v1.0 ("+tt.format) {
					t.Errorf("diagnostic without summary, hint, position or list: %+v", x)
				}
			}
			if strings.Join(codes, " ") != strings.Join(tt.codes, " ") {
				t.Fatalf("codes %v, want %v\n%s", codes, tt.codes, ds.Error())
			}
			if tt.line != "" {
				if got := strings.Split(tt.deck, "\n")[ds[0].Subject.Start.Line-1]; got != tt.line {
					t.Errorf("first diagnostic at %q, want %q", got, tt.line)
				}
			}
		})
	}
	if ds := CheckLegality(nil, testList(), "joust"); ds != nil {
		t.Errorf("nil deck: %v", ds)
	}
}

// TestLists checks the embedded lists: they decode, oldest first, each with
// its joust and melee rules, and FindList's default and errors.
func TestLists(t *testing.T) {
	ls, err := Lists()
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) < 30 {
		t.Fatalf("%d lists, want the 30+ published versions", len(ls))
	}
	for i, l := range ls {
		if i > 0 && ls[i-1].Date > l.Date {
			t.Errorf("%s (%s) after %s (%s)", l.Code, l.Date, ls[i-1].Code, ls[i-1].Date)
		}
		for _, f := range Formats {
			if l.Format(f) == nil {
				t.Errorf("%s has no %s rules", l.Code, f)
			}
		}
	}
	def, err := FindList("")
	if err != nil || def.Code != "gotstandard2.1" {
		t.Fatalf("default list %v, %v; want the newest, gotstandard2.1", def, err)
	}
	for _, l := range ls {
		if l.Date > def.Date {
			t.Errorf("default %s is older than %s", def.Code, l.Code)
		}
	}
	if l, err := NewestList(OriginalCardSet); err != nil || l.Code != "gotvalyrian1.0" {
		t.Errorf("NewestList(original) = %v, %v; want gotvalyrian1.0", l, err)
	}
	if l, err := FindList("FFG1.2"); err != nil || l.Code != "ffg1.2" || len(l.Format("melee").Restricted) != 14 {
		t.Errorf("FindList(FFG1.2) = %v, %v", l, err)
	}
	if _, err := FindList("ffg9.9"); err == nil || !strings.Contains(err.Error(), "gotstandard2.1") {
		t.Errorf("unknown code: %v", err)
	}
}
