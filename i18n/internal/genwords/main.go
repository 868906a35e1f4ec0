// Command genwords regenerates the German spelling list
// cards/i18n/de.words.gz and the number table cards/i18n/de.numbers that
// `throne i18n check` reads. It is run by `go generate ./i18n` (never at
// build or test time) and reads Debian's German word list (package
// wngerman, /usr/share/dict/ngerman, or -dict) and the German text files
// of the library (cards/**/*.de.card). Without the word list it says so
// and leaves the files as they are.
//
// de.words.gz is every word of the word list and those the library's
// texts use at least three times, sorted, one a line (gzip): in lower
// case, or capitalized where the list writes it only so (nouns). de.numbers lists the nouns the library's texts count: for
// each noun written after "1" and, with another ending, after a larger
// number, the line "singular plural" ("karte karten").
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/thronescript/thronescript/internal/atomicfile"
)

func main() {
	dict := flag.String("dict", "/usr/share/dict/ngerman", "Debian's German word list (package wngerman)")
	cardsDir := flag.String("cards", filepath.Join("..", "cards"), "the library's cards folder")
	flag.Parse()
	words, err := os.ReadFile(*dict)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(os.Stderr, "genwords: no %s (apt-get install wngerman): the word list is left as it is\n", *dict)
		return
	}
	if err != nil {
		fail(err)
	}
	texts, err := germanTexts(*cardsDir)
	if err != nil {
		fail(err)
	}
	// A word is kept in lower case, or capitalized where the list has it
	// only so (a noun: "Karte"): a noun written in lower case inside a
	// sentence is what an extraction leaves of a split word ("Strategie
	// karte").
	set := map[string]bool{}
	for _, w := range strings.Split(string(words), "\n") {
		if w = strings.TrimSpace(w); w != "" && !strings.ContainsAny(w, " ") {
			set[w] = true
		}
	}
	for w := range set {
		if lw := strings.ToLower(w); lw != w && set[lw] {
			delete(set, w) // written both ways: the lower-case form stands for both
		}
	}
	// The library's words that the texts use at least three times (terms
	// of the game, names: "Giftmarker", "unverteidigte"); a word written
	// once or twice may be one of the source data's typos ("intiieren"),
	// which the spelling check is there to find.
	seen := map[string]int{}
	for _, t := range texts {
		for _, w := range wordRe.FindAllString(t, -1) {
			seen[strings.ToLower(w)]++
		}
	}
	for w, n := range seen {
		if n >= 3 && !set[capital(w)] {
			set[w] = true
		}
	}
	list := make([]string, 0, len(set))
	for w := range set {
		list = append(list, w)
	}
	slices.Sort(list)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = zw.Write([]byte(strings.Join(list, "\n") + "\n"))
	if err := zw.Close(); err != nil {
		fail(err)
	}
	out := filepath.Join(*cardsDir, "i18n")
	if err := atomicfile.Write(filepath.Join(out, "de.words.gz"), gz.Bytes(), 0o644); err != nil {
		fail(err)
	}
	if err := atomicfile.Write(filepath.Join(out, "de.numbers"), numbers(texts), 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("genwords: %d words, de.words.gz %d bytes\n", len(list), gz.Len())
}

var (
	wordRe   = regexp.MustCompile(`\p{L}+`)
	stringRe = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	// untranslatedRe finds a text block's `untranslated` line.
	untranslatedRe = regexp.MustCompile(`(?m)^\s*untranslated\s*$`)
	// counted is a number and the noun it counts ("3 Karten", "1 Macht"),
	// with at most one adjective between ("1 zufällige Karte").
	counted = regexp.MustCompile(`\b(\d+) (?:(\p{Ll}+) )?(\p{Lu}\p{Ll}+)\b`)
)

// partitive are the words after a number that make it "one of" the
// plural noun after them ("1 dieser Karten").
var partitive = map[string]bool{"dieser": true, "jener": true, "der": true, "deiner": true, "seiner": true, "ihrer": true, "aller": true}

// germanTexts reads the strings of the library's German text files.
func germanTexts(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".de.card") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, block := range strings.Split(string(src), "\ntext ") {
			if untranslatedRe.MatchString(block) {
				continue // English copies awaiting a translator: no German words
			}
			for _, m := range stringRe.FindAllStringSubmatch(block, -1) {
				if s, err := strconv.Unquote(`"` + m[1] + `"`); err == nil {
					out = append(out, s)
				}
			}
		}
		return nil
	})
	return out, err
}

// numbers is the number table of the texts: the nouns seen after 1 whose
// forms after larger numbers differ, as "singular plural" lines.
func numbers(texts []string) []byte {
	one, many := map[string]bool{}, map[string]bool{}
	for _, t := range texts {
		for _, m := range counted.FindAllStringSubmatch(t, -1) {
			if partitive[m[2]] {
				continue // "1 dieser Karten": one of them
			}
			n, _ := strconv.Atoi(m[1])
			w := strings.ToLower(m[3])
			if n == 1 {
				one[w] = true
			} else {
				many[w] = true
			}
		}
	}
	var lines []string
	for s := range one {
		if many[s] {
			continue // the same form for both ("1 Macht", "2 Macht")
		}
		for _, end := range []string{"n", "en", "e", "er", "s"} {
			if many[s+end] && !one[s+end] {
				lines = append(lines, s+" "+s+end)
				break
			}
		}
	}
	slices.Sort(lines)
	head := "# Nouns the library's German texts count: singular and plural (after 1 and after larger numbers).\n# Written by `go generate ./i18n` (i18n/internal/genwords); read by the number check of throne i18n check.\n"
	return []byte(head + strings.Join(lines, "\n") + "\n")
}

// capital is w with its first letter in upper case.
func capital(w string) string {
	for i, r := range w {
		return string(unicode.ToUpper(r)) + w[i+len(string(r)):]
	}
	return w
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "genwords:", err)
	os.Exit(1)
}
