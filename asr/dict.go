package asr

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
)

// Dict is a pronouncing dictionary: each word's pronunciations, each its
// phones separated by spaces, in the acoustic model's phone set.
type Dict map[string][]string

// ReadDict reads a dictionary in CMU Sphinx's format: a word a line, its
// phones after it ("the(2) DH IY" is a second pronunciation of "the").
func ReadDict(path string) (Dict, error) {
	return readDict(path, nil)
}

// readDict reads the entries of a dictionary file of the words keep
// keeps (nil: all).
func readDict(path string, keep func(string) bool) (Dict, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseDict(f, keep)
}

// ParseDict reads a dictionary in CMU Sphinx's format.
func ParseDict(r io.Reader) (Dict, error) { return parseDict(r, nil) }

func parseDict(r io.Reader, keep func(string) bool) (Dict, error) {
	d := Dict{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		w, pron, ok := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		pron = strings.Join(strings.Fields(pron), " ")
		if !ok || pron == "" || strings.HasPrefix(w, "#") {
			continue
		}
		if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
			w = w[:i]
		}
		if keep != nil && !keep(w) {
			continue
		}
		if !slices.Contains(d[w], pron) {
			d[w] = append(d[w], pron)
		}
	}
	return d, sc.Err()
}

// Maker makes the pronunciations of a word a dictionary lacks (none when
// it cannot).
type Maker func(word string) []string

// Cover is the dictionary of some words: each word's pronunciations in d,
// or else those the first maker that can makes; and the words none can
// say. Whatever the makers, a word made of two of d's words in a row is
// said as them ("unmute": "un" "mute"), and a word made of more as them
// when no maker says it.
func (d Dict) Cover(words []string, makers ...Maker) (Dict, []string) {
	out := Dict{}
	var missing []string
	for _, w := range words {
		prons := d[w]
		parts, composed := d.compose(w)
		if len(prons) == 0 && composed && len(parts) <= 2 {
			prons = []string{strings.Join(parts, " ")}
		}
		for _, m := range makers {
			if len(prons) == 0 {
				prons = m(w)
			}
		}
		if len(prons) == 0 && composed {
			prons = []string{strings.Join(parts, " ")}
		}
		if len(prons) == 0 {
			missing = append(missing, w)
			continue
		}
		out[w] = prons
	}
	return out, missing
}

// parts are the words and the runs of two letters or more of words,
// those Cover may look up.
func parts(words []string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		for i := range len(w) {
			for j := i + 2; j <= len(w); j++ {
				out[w[i:j]] = true
			}
		}
	}
	return out
}

// compose says a word as the fewest dictionary words of two or more
// letters it is made of, in a row ("extractor": "extract" "or"): the
// first pronunciation of each.
func (d Dict) compose(w string) ([]string, bool) {
	best := make([][]string, len(w)+1)
	best[0] = []string{}
	for i := 0; i < len(w); i++ {
		if best[i] == nil {
			continue
		}
		for j := i + 2; j <= len(w); j++ {
			if p := d[w[i:j]]; len(p) > 0 && (best[j] == nil || len(best[j]) > len(best[i])+1) {
				best[j] = append(slices.Clone(best[i]), p[0])
			}
		}
	}
	return best[len(w)], best[len(w)] != nil
}

// Write writes the dictionary's entries, those of some words (nil: all),
// in CMU Sphinx's format, sorted by word.
func (d Dict) Write(w io.Writer, words []string) error {
	if words == nil {
		for word := range d {
			words = append(words, word)
		}
	}
	words = slices.Clone(words)
	slices.Sort(words)
	bw := bufio.NewWriter(w)
	for _, word := range slices.Compact(words) {
		for i, p := range d[word] {
			if i == 0 {
				fmt.Fprintf(bw, "%s %s\n", word, p)
			} else {
				fmt.Fprintf(bw, "%s(%d) %s\n", word, i+1, p)
			}
		}
	}
	return bw.Flush()
}

// With is the dictionary with the entries of another added (replacing
// those of the same words).
func (d Dict) With(o Dict) Dict {
	out := make(Dict, len(d)+len(o))
	for w, p := range d {
		out[w] = p
	}
	for w, p := range o {
		out[w] = p
	}
	return out
}

// jsgfWord is a word of a grammar: what is not a rule, a mark or a
// keyword.
var jsgfWord = regexp.MustCompile(`<[^>]*>|"[^"]*"|[^\s|;=()\[\]*+<>"]+`)

// GrammarWords lists the words of a JSGF grammar's rules, sorted.
func GrammarWords(grammar string) []string {
	seen := map[string]bool{}
	for _, line := range strings.Split(grammar, "\n") {
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "grammar ") {
			continue
		}
		if _, body, ok := strings.Cut(line, " = "); ok {
			line = body
		}
		for _, w := range jsgfWord.FindAllString(line, -1) {
			if !strings.HasPrefix(w, "<") {
				seen[strings.Trim(w, `"`)] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		if w != "" {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}
