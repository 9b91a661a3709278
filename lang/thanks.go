package lang

import (
	"fmt"
	"slices"
	"strings"
)

// ThanksBook is thanks said alone and its answer: Says are the words of
// thanks ("thanks", "thank you", 谢谢); Before the words that may come
// before them ("ok", 好的), After those that may follow ("a lot", 啦), each
// lower case without punctuation; Answer is the short acknowledgement
// given ("You're welcome.", 不客气。).
type ThanksBook struct {
	Says   []string `yaml:"says"`
	Before []string `yaml:"before"`
	After  []string `yaml:"after"`
	Answer string   `yaml:"answer"`
}

// Thanks is the pack's thanks said alone.
func (b *Phrasebook) Thanks() ThanksBook { return b.p.Thanks }

// check lists what the thanks of a phrasebook lacks.
func (t ThanksBook) check() []error {
	var errs []error
	if len(t.Says) == 0 {
		errs = append(errs, fmt.Errorf("thanks: says: missing"))
	}
	if t.Answer == "" {
		errs = append(errs, fmt.Errorf("thanks: answer: missing"))
	}
	for _, w := range slices.Concat(t.Says, t.Before, t.After) {
		if HelpWords(w) != w {
			errs = append(errs, fmt.Errorf("thanks: %q is not lower case without punctuation (%q)", w, HelpWords(w)))
		}
	}
	return errs
}

// said reports whether text, as HelpWords gives it, is thanks alone: one
// of Says, with one of Before before it and one of After after it or not.
// Spaces are not compared, so a language written without them matches
// with or without a pause ("好的谢谢", "好的，谢谢").
func (t ThanksBook) said(text string) bool {
	s := strings.ReplaceAll(text, " ", "")
	for _, b := range append([]string{""}, t.Before...) {
		rest, ok := strings.CutPrefix(s, strings.ReplaceAll(b, " ", ""))
		if !ok {
			continue
		}
		for _, w := range t.Says {
			tail, ok := strings.CutPrefix(rest, strings.ReplaceAll(w, " ", ""))
			if ok && (tail == "" || slices.ContainsFunc(t.After, func(a string) bool { return strings.ReplaceAll(a, " ", "") == tail })) {
				return true
			}
		}
	}
	return false
}

// ThanksSaid returns the pack whose words of thanks the text is, said
// alone ("thanks", "ok thank you", 好的谢谢): nothing is asked of edge.
func ThanksSaid(text string) (Pack, bool) {
	t := HelpWords(text)
	for _, p := range Packs() {
		if p.Thanks().said(t) {
			return p, true
		}
	}
	return nil, false
}
