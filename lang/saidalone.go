package lang

import (
	"fmt"
	"slices"
	"strings"
)

// SaidAlone is words said alone that ask nothing of a device, and their
// answer: Says are the words ("thanks", 谢谢; "undo", 撤销); Before the
// words that may come before them ("ok", 好的), After those that may
// follow ("a lot", 啦), each lower case without punctuation; Answer is
// what is answered ("You're welcome.", 不客气。).
type SaidAlone struct {
	Says   []string `yaml:"says"`
	Before []string `yaml:"before"`
	After  []string `yaml:"after"`
	Answer string   `yaml:"answer"`
}

// Thanks is the pack's thanks said alone.
func (b *Phrasebook) Thanks() SaidAlone { return b.p.Thanks }

// Undo is the pack's asking to undo what was done, said alone.
func (b *Phrasebook) Undo() SaidAlone { return b.p.Undo }

// Resume is the pack's asking to go on with what was stopped, said
// alone.
func (b *Phrasebook) Resume() SaidAlone { return b.p.Resume }

// Pardon is the pack's asking to hear the question again, said alone.
func (b *Phrasebook) Pardon() SaidAlone { return b.p.Pardon }

// check lists what the words said alone of a phrasebook under key lack;
// answered says they need an answer.
func (t SaidAlone) check(key string, answered bool) []error {
	var errs []error
	if len(t.Says) == 0 {
		errs = append(errs, fmt.Errorf("%s: says: missing", key))
	}
	if answered && t.Answer == "" {
		errs = append(errs, fmt.Errorf("%s: answer: missing", key))
	}
	for _, w := range slices.Concat(t.Says, t.Before, t.After) {
		if HelpWords(w) != w {
			errs = append(errs, fmt.Errorf("%s: %q is not lower case without punctuation (%q)", key, w, HelpWords(w)))
		}
	}
	return errs
}

// said reports whether text, as HelpWords gives it, is thanks alone: one
// of Says, with one of Before before it and one of After after it or not.
// Spaces are not compared, so a language written without them matches
// with or without a pause ("好的谢谢", "好的，谢谢").
func (t SaidAlone) said(text string) bool {
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

// SaidAloneBy returns the pack whose words said alone of which (Thanks,
// Undo or Pardon) the text is ("thanks", "ok thank you", 好的谢谢; "undo
// that", 撤销; "sorry, what?", 你说什么).
func SaidAloneBy(text string, which func(Speaker) SaidAlone) (Pack, bool) {
	t := HelpWords(text)
	for _, p := range Packs() {
		if which(p).said(t) {
			return p, true
		}
	}
	return nil, false
}
