package asr

import (
	"slices"
	"strconv"
	"strings"
)

// Verify is utterance verification, for a recogniser held to a grammar:
// it finds the sentence of the grammar nearest to whatever it hears, so
// audio it fits badly becomes a sentence that was not said.
//
// Each utterance is decoded with the grammar and as a loop of phones
// (pocketsphinx's -allphone, with its phonetic language model), the best
// sequence of sounds whatever the words; the sentence's fit is its
// acoustic score less the phones', per frame of speech (a log likelihood
// ratio: 0 when the sentence explains the audio as well as the phones
// do, below 0 when worse). A sentence whose fit is below MinFit is not
// heard.
//
// The grammar's decoding is done once for each of Warps: a warp of the
// front end's frequency axis (pocketsphinx's -warp_params, inverse
// linear: 1 is none, above 1 for a shorter vocal tract than the acoustic
// model's speakers', a higher voice). Each warp is a vote: the sentences
// found that fit must be the same words (or words said alike: "tv" and
// "television"), else none is heard. A voice the acoustic model hears
// badly unwarped is often heard right warped; a word heard wrong with one
// warp is seldom heard as the same wrong word with another. The loop of
// phones is decoded once, unwarped, and each warp's sentence is measured
// against it (as good as a loop of phones for each warp on the commands
// the warps were chosen on, for one process less).
//
// A word whose confusion changes the action (a number, on or off, a
// room: a key word of the grammar) must fit at MinKeyFit or better in
// every decoding that votes: its own fit, over its frames alone, as a
// sentence's. A long sentence that fits well may hold one word that was
// not said; its fit over that word's frames is poor.
//
// A sentence must be all that was said, said at once: the loop of phones
// may find at most MaxOutside phones before its first word and after its
// last ("unlock the front door" heard as "lock the front door" leaves
// "un" out; chat heard as a shorter command leaves the rest), and the
// sentence may hold at most MaxPause frames of silence or noise between
// its words (a sentence stitched from words of longer speech pauses where
// the speech said other words; a command is said in one breath).
//
// The recogniser says "" of what is not heard (and edge "Sorry?" after
// the wake word).
type Verify struct {
	MinFit float64
	// MinKeyFit is the least fit of a key word (0: key words are not
	// checked).
	MinKeyFit float64
	// Margin is how much better than every other decoding that fits the
	// best must fit for the decodings to disagree, and its words to be
	// heard (0: they may not disagree).
	Margin float64
	// All: every decoding is a vote, whatever its fit; one that finds
	// other words, or none, refuses the sentence (the best must still fit
	// at MinFit).
	All bool
	// Warps are the front end's warps, at least one (none: 1 alone).
	Warps []float64
	// MaxOutside is the most phones of the loop outside a decoding's
	// words, MaxPause the most frames of silence or noise between them
	// (0: not checked).
	MaxOutside, MaxPause int
}

// DefaultVerify is edge's verification (edge stt, edge listen --asr
// pocketsphinx): its figures were chosen with cmd/voiceeval
// on commands of the demo home that are not those it scores
// (docs/voice.md: Voice evaluation).
var DefaultVerify = &Verify{MinFit: -47, All: true, Warps: []float64{1, 1.4}, MaxOutside: 1, MaxPause: 20}

// warps are the warps of a verification, 1 alone when it names none.
func (v Verify) warps() []float64 {
	if len(v.Warps) == 0 {
		return []float64{1}
	}
	return v.Warps
}

// warpArgs are pocketsphinx's arguments for a warp of the front end.
func warpArgs(w float64) []string {
	if w == 1 {
		return nil
	}
	return []string{"-warp_type", "inverse_linear", "-warp_params", strconv.FormatFloat(w, 'g', -1, 64)}
}

// Decoding is what the recogniser found with one warp of the front end.
type Decoding struct {
	Warp float64
	// Words are the words found (none: nothing heard), without the
	// numbers of alternative pronunciations.
	Words []string
	// Fit is how well they fit the audio (0 for no words); WordFits the
	// fit of each word over its own frames.
	Fit      float64
	WordFits []float64
	// Outside is how many phones of the loop are outside the words (their
	// middle before the first word's start or after the last's end);
	// Pause how many frames of silence or noise are between them.
	Outside, Pause int
}

// decoding is what a segmentation of the grammar found with a warp, and
// how well it fits against a loop of phones.
func decoding(warp float64, words, phones segmentation) Decoding {
	d := Decoding{Warp: warp, Words: words.words(), Fit: fit(words, phones)}
	for _, w := range words {
		if !filler(w.word) {
			d.WordFits = append(d.WordFits, fit(segmentation{w}, phones))
		}
	}
	first, last := words.span()
	if first < 0 {
		return d
	}
	for _, w := range words[first:last] {
		if filler(w.word) {
			d.Pause += w.end - w.start
		}
	}
	from, to := words[first].start, words[last].end
	for _, ph := range phones {
		if mid := (ph.start + ph.end) / 2; !filler(ph.word) && (mid < from || mid >= to) {
			d.Outside++
		}
	}
	return d
}

// Decide is what verification makes of an utterance's decodings, one for
// each warp: the words of those that fit at MinFit or better, when they
// agree (the best fit's; or when those that disagree fit worse by Margin)
// and their key words fit; refused when some found words but none fits,
// those that fit disagree, one of them leaves more than MaxOutside phones
// out or pauses more than MaxPause frames, or a key word of one of them
// fits worse than MinKeyFit; nothing when none found words. Agree says whether two
// decodings' words agree (nil: the same words only: see Agreement); key
// whether a word is a key word (nil: none is). A refused hypothesis has
// the words of the best fit.
func (v Verify) Decide(each []Decoding, agree func(a, b []string) bool, key func(string) bool) Hypothesis {
	if agree == nil {
		agree = Agreement(nil, nil)
	}
	h := Hypothesis{Each: each}
	var best []string
	var votes []Decoding
	for _, d := range each {
		if len(d.Words) == 0 {
			continue
		}
		if best == nil || d.Fit > h.Fit {
			best, h.Fit = d.Words, d.Fit
		}
		if d.Fit >= v.MinFit || v.All {
			votes = append(votes, d)
		}
	}
	if best == nil {
		return h
	}
	h.Text = strings.Join(best, " ")
	if v.All && (h.Fit < v.MinFit || len(votes) < len(each)) {
		h.Refused, h.Why = true, map[bool]string{true: "fit", false: "warps"}[h.Fit < v.MinFit]
		return h
	}
	if len(votes) == 0 {
		h.Refused, h.Why = true, "fit"
		return h
	}
	// The votes that disagree with the best fit's words must fit worse
	// by Margin or more (none: they may not disagree at all).
	for _, d := range votes {
		if !agree(best, d.Words) && (v.Margin <= 0 || h.Fit-d.Fit < v.Margin) {
			h.Refused, h.Why = true, "warps"
			return h
		}
	}
	votes = slices.DeleteFunc(votes, func(d Decoding) bool { return !agree(best, d.Words) })
	for _, d := range votes {
		switch {
		case v.MaxOutside > 0 && d.Outside > v.MaxOutside:
			h.Refused, h.Why = true, "outside"
		case v.MaxPause > 0 && d.Pause > v.MaxPause:
			h.Refused, h.Why = true, "pause"
		default:
			continue
		}
		return h
	}
	if v.MinKeyFit == 0 || key == nil {
		return h
	}
	for _, d := range votes {
		for i, w := range d.Words {
			if key(w) && i < len(d.WordFits) && d.WordFits[i] < v.MinKeyFit {
				h.Refused, h.Why = true, "key"
				return h
			}
		}
	}
	return h
}

// Agreement is when two decodings agree: the same words, or words that
// may be heard as each other (same: "tv" and "television"; nil: the
// same word only), or sentences that do the same (does, when not nil:
// true of two sentences whose actions are the same; "turn on the light
// in the bedroom" and "… lights in the bedroom", where each means every
// light there). Two hearings that do the same are one command, whatever
// words they differ in; two that would do different things (on and off,
// fifty and sixty, the desk lamp and the bedside lamp) are none.
func Agreement(same func(a, b string) bool, does func(a, b string) bool) func(a, b []string) bool {
	return func(a, b []string) bool {
		if slices.EqualFunc(a, b, func(x, y string) bool { return x == y || same != nil && same(x, y) }) {
			return true
		}
		return does != nil && does(strings.Join(a, " "), strings.Join(b, " "))
	}
}

// fit is how well the words of a decoding fit the audio against a loop
// of phones decoded from it: the difference of their acoustic scores from
// the first word's start to the last word's end, per frame of the words.
// The silence or noise before and after the words is not counted: the
// loop of phones hears a microphone's noise there better than the
// grammar's silence does, and that weighed most on short commands.
func fit(words, phones segmentation) float64 {
	speech := 0
	for _, w := range words {
		if !filler(w.word) {
			speech += w.end - w.start
		}
	}
	first, last := words.span()
	if speech == 0 {
		return 0
	}
	from, to := words[first].start, words[last].end
	return (words.ascr(from, to) - phones.ascr(from, to)) / float64(speech)
}
