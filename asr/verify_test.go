package asr

import (
	"math"
	"os"
	"strings"
	"testing"
)

// TestFit: the fit is the words' acoustic score less the phones' over the
// same frames (a phone cut by the words' ends counted in proportion), per
// frame of words (silence not counted).
func TestFit(t *testing.T) {
	words := segmentation{{"<sil>", 0, 10, -100}, {"on", 10, 30, -400}, {"off", 30, 40, -300}, {"</s>", 40, 50, -100}}
	phones := segmentation{{"SIL", 0, 10, -50}, {"AA", 10, 20, -100}, {"N", 20, 40, -200}, {"SIL", 40, 60, -100}}
	// From the first word to the last, frames 10 to 40: words -700,
	// phones -100-200 = -300; 30 frames of words. The silence before and
	// after is not counted.
	if got, want := fit(words, phones), -400.0/30; math.Abs(got-want) > 1e-9 {
		t.Errorf("fit %v, want %v", got, want)
	}
	if got := fit(segmentation{{"<sil>", 0, 10, -100}}, phones); got != 0 {
		t.Errorf("silence: fit %v", got)
	}
	if got := fit(nil, phones); got != 0 {
		t.Errorf("nothing: fit %v", got)
	}
}

// TestDecide: each warp's decoding is a vote when it fits at the least
// fit or better; votes for the same words (or words said alike) are
// heard, with the best fit's words; votes that disagree, or words found
// that do not fit, are refused; nothing found is nothing heard.
func TestDecide(t *testing.T) {
	v := Verify{MinFit: -40, Warps: []float64{1, 1.4}}
	alike := func(a, b string) bool { return a+b == "tvtelevision" || a+b == "televisiontv" }
	d := func(w float64, words string, fit float64) Decoding {
		return Decoding{Warp: w, Words: strings.Fields(words), Fit: fit}
	}
	for _, tc := range []struct {
		name    string
		each    []Decoding
		text    string
		fit     float64
		refused bool
	}{
		{"agree", []Decoding{d(1, "turn on the tv", -30), d(1.4, "turn on the television", -20)}, "turn on the television", -20, false},
		{"disagree", []Decoding{d(1, "turn on the fan", -30), d(1.4, "turn on the tv", -20)}, "turn on the tv", -20, true},
		{"one fits", []Decoding{d(1, "turn on the fan", -50), d(1.4, "turn on the tv", -35)}, "turn on the tv", -35, false},
		{"one hears nothing", []Decoding{d(1, "", 0), d(1.4, "turn on the tv", -35)}, "turn on the tv", -35, false},
		{"none fits", []Decoding{d(1, "turn on the fan", -50), d(1.4, "turn on the tv", -45)}, "turn on the tv", -45, true},
		{"a word less", []Decoding{d(1, "turn on the light", -30), d(1.4, "turn on the light in the hall", -30)}, "turn on the light", -30, true},
		{"nothing", []Decoding{d(1, "", 0), d(1.4, "", 0)}, "", 0, false},
	} {
		h := v.Decide(tc.each, Agreement(alike, nil), nil)
		if h.Text != tc.text || h.Fit != tc.fit || h.Refused != tc.refused || len(h.Each) != len(tc.each) {
			t.Errorf("%s: %q %v refused %v; want %q %v refused %v", tc.name, h.Text, h.Fit, h.Refused, tc.text, tc.fit, tc.refused)
		}
	}
	// Without a test of words said alike, only the same words agree.
	if h := v.Decide([]Decoding{d(1, "turn on the tv", -30), d(1.4, "turn on the television", -20)}, nil, nil); !h.Refused {
		t.Errorf("tv and television agree with no test of words said alike: %+v", h)
	}
	// Sentences that do the same agree, whatever their words; sentences
	// that do other things do not, nor do they when nothing says what
	// they do.
	does := func(a, b string) bool {
		act := map[string]string{"turn on the light in the bedroom": "bedroom on", "turn on the lights in the bedroom": "bedroom on", "turn off the lights in the bedroom": "bedroom off"}
		return act[a] != "" && act[a] == act[b]
	}
	all := Verify{MinFit: -40, All: true, Warps: []float64{1, 1.4}}
	for _, tc := range []struct {
		a, b    string
		refused bool
	}{
		{"turn on the light in the bedroom", "turn on the lights in the bedroom", false},
		{"turn on the light in the bedroom", "turn off the lights in the bedroom", true},
		{"turn on the light in the hall", "turn on the lights in the hall", true},
	} {
		for _, v := range []Verify{v, all} {
			h := v.Decide([]Decoding{d(1, tc.a, -30), d(1.4, tc.b, -20)}, Agreement(nil, does), nil)
			if h.Refused != tc.refused || h.Text != tc.b {
				t.Errorf("%q and %q (all %v): %q refused %v (%s); want refused %v", tc.a, tc.b, v.All, h.Text, h.Refused, h.Why, tc.refused)
			}
		}
	}
	// A verification of no warps decodes once, unwarped.
	if w := (Verify{}).warps(); len(w) != 1 || w[0] != 1 || warpArgs(1) != nil || strings.Join(warpArgs(1.4), " ") != "-warp_type inverse_linear -warp_params 1.4" {
		t.Errorf("warps %v, args %q", w, warpArgs(1.4))
	}
}

// TestDecideRecorded: pocketsphinx's segmentations of espeak-ng's female
// voice saying "switch on the television" (testdata/hypseg: the home's
// grammar unwarped, warped by 1.4, and the loop of phones). Unwarped it
// hears "switch on the air conditioner", and that fits (−23.54: its words
// score 3296 below the phones over 140 frames of words); warped it hears
// "switch on the tv", which fits too. One decoding would have turned on
// the air conditioner; the two warps disagree, and nothing is heard.
func TestDecideRecorded(t *testing.T) {
	b, err := os.ReadFile("testdata/hypseg/television.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	var segs []segmentation
	for _, l := range lines {
		s, err := parseHypseg(l, "utt288")
		if err != nil {
			t.Fatal(err)
		}
		segs = append(segs, s)
	}
	if len(segs) != 3 {
		t.Fatalf("%d segmentations", len(segs))
	}
	phones := segs[2]
	each := []Decoding{{Warp: 1, Words: segs[0].words(), Fit: fit(segs[0], phones)}, {Warp: 1.4, Words: segs[1].words(), Fit: fit(segs[1], phones)}}
	if got := strings.Join(each[0].Words, " "); got != "switch on the air conditioner" || math.Abs(each[0].Fit+23.5414) > 1e-4 {
		t.Errorf("unwarped: %q fit %v", got, each[0].Fit)
	}
	if got := strings.Join(each[1].Words, " "); got != "switch on the tv" || math.Abs(each[1].Fit+24.66) > 0.01 {
		t.Errorf("warped: %q fit %v", got, each[1].Fit)
	}
	alike := func(a, b string) bool { return a+b == "tvtelevision" || a+b == "televisiontv" }
	if h := DefaultVerify.Decide(each, Agreement(alike, nil), nil); !h.Refused || h.Text != "switch on the air conditioner" {
		t.Errorf("two warps: %+v", h)
	}
	if h := (Verify{MinFit: DefaultVerify.MinFit}).Decide(each[:1], Agreement(alike, nil), nil); h.Refused || h.Text != "switch on the air conditioner" {
		t.Errorf("one decoding: %+v", h)
	}
}

// TestDecideKeys: a key word that fits worse than MinKeyFit in a decoding
// that votes refuses the sentence ("key"), whatever the sentence's fit;
// the same word not key, or no least fit of key words, does not; the
// reasons of other refusals are said.
func TestDecideKeys(t *testing.T) {
	v := Verify{MinFit: -40, MinKeyFit: -60, Warps: []float64{1, 1.4}}
	d := func(w float64, words string, fit float64, fits ...float64) Decoding {
		return Decoding{Warp: w, Words: strings.Fields(words), Fit: fit, WordFits: fits}
	}
	key := func(w string) bool { return w == "twenty" || w == "on" }
	each := []Decoding{d(1, "set the fan to twenty percent", -30, -20, -10, -25, -15, -70, -30), d(1.4, "set the fan to twenty percent", -35, -20, -10, -25, -15, -50, -30)}
	if h := v.Decide(each, nil, key); !h.Refused || h.Why != "key" || h.Text != "set the fan to twenty percent" {
		t.Errorf("a key word that fits badly: %+v", h)
	}
	if h := v.Decide(each, nil, func(string) bool { return false }); h.Refused {
		t.Errorf("no key words: %+v", h)
	}
	if h := (Verify{MinFit: -40, Warps: v.Warps}).Decide(each, nil, key); h.Refused {
		t.Errorf("no least fit of key words: %+v", h)
	}
	each[0].WordFits[4] = -59
	if h := v.Decide(each, nil, key); h.Refused {
		t.Errorf("key words that fit: %+v", h)
	}
	if h := v.Decide([]Decoding{d(1, "turn on the tv", -50), d(1.4, "turn on the fan", -45)}, nil, key); h.Why != "fit" {
		t.Errorf("none fits: %+v", h)
	}
	if h := v.Decide([]Decoding{d(1, "turn on the tv", -30), d(1.4, "turn on the fan", -35)}, nil, key); h.Why != "warps" {
		t.Errorf("warps disagree: %+v", h)
	}
}

// TestDecideMargin: with a margin, decodings that disagree are heard as
// the best fit's words when every other fits worse by the margin or
// more; else they are refused; key words are checked in the decodings
// that agree with the best.
func TestDecideMargin(t *testing.T) {
	v := Verify{MinFit: -40, Margin: 8, MinKeyFit: -60, Warps: []float64{1, 1.4}}
	d := func(w float64, words string, fit float64, fits ...float64) Decoding {
		return Decoding{Warp: w, Words: strings.Fields(words), Fit: fit, WordFits: fits}
	}
	key := func(w string) bool { return w == "nine" || w == "eight" }
	if h := v.Decide([]Decoding{d(1, "set it to nine", -20, -10, -10, -10, -30), d(1.4, "set it to eight", -30, -10, -10, -10, -70)}, nil, key); h.Refused || h.Text != "set it to nine" {
		t.Errorf("ten better: %+v", h)
	}
	if h := v.Decide([]Decoding{d(1, "set it to nine", -25, -10, -10, -10, -30), d(1.4, "set it to eight", -30)}, nil, key); !h.Refused || h.Why != "warps" {
		t.Errorf("five better: %+v", h)
	}
	if h := v.Decide([]Decoding{d(1, "set it to nine", -20, -10, -10, -10, -65), d(1.4, "set it to eight", -30)}, nil, key); !h.Refused || h.Why != "key" {
		t.Errorf("its key word fits badly: %+v", h)
	}
}

// TestDecideAll: with All, every decoding votes whatever its fit: one
// that hears other words, or none, refuses; the best must fit.
func TestDecideAll(t *testing.T) {
	v := Verify{MinFit: -47, All: true, Warps: []float64{1, 1.4}}
	d := func(w float64, words string, fit float64) Decoding {
		return Decoding{Warp: w, Words: strings.Fields(words), Fit: fit}
	}
	for _, tc := range []struct {
		each []Decoding
		why  string
	}{
		{[]Decoding{d(1, "dim the dining light", -46), d(1.4, "", 0)}, "warps"},
		{[]Decoding{d(1, "send the robot vacuum home", -43), d(1.4, "send the phone home", -67)}, "warps"},
		{[]Decoding{d(1, "turn on the tv", -50), d(1.4, "turn on the tv", -49)}, "fit"},
		{[]Decoding{d(1, "turn on the tv", -30), d(1.4, "turn on the tv", -60)}, ""},
	} {
		if h := v.Decide(tc.each, nil, nil); h.Why != tc.why || h.Refused != (tc.why != "") {
			t.Errorf("%v: %+v, want %q", tc.each, h, tc.why)
		}
	}
}

// TestDecodingWordFits: each word of a decoding fits over its own frames.
func TestDecodingWordFits(t *testing.T) {
	words := segmentation{{"<sil>", 0, 10, -100}, {"on", 10, 30, -400}, {"off", 30, 40, -300}, {"</s>", 40, 50, -100}}
	phones := segmentation{{"SIL", 0, 10, -50}, {"AA", 10, 20, -100}, {"N", 20, 40, -200}, {"SIL", 40, 60, -100}}
	d := decoding(1.4, words, phones)
	// on: -400 against -100 and half of -200 over 20 frames; off: -300
	// against the other half over 10.
	if strings.Join(d.Words, " ") != "on off" || len(d.WordFits) != 2 || math.Abs(d.WordFits[0]+10) > 1e-9 || math.Abs(d.WordFits[1]+20) > 1e-9 {
		t.Errorf("decoding %+v", d)
	}
}

// TestDecodingWhole: a decoding counts the phones of the loop outside its
// words (by their middle) and the frames of silence and noise between
// its words, not those before or after them.
func TestDecodingWhole(t *testing.T) {
	words := segmentation{{"<sil>", 0, 20, -100}, {"lock", 20, 40, -400}, {"<sil>", 40, 45, -50}, {"[NOISE]", 45, 52, -50}, {"door", 52, 70, -300}, {"</s>", 70, 90, -100}}
	phones := segmentation{{"SIL", 0, 5, -50}, {"AH", 5, 12, -50}, {"N", 12, 21, -50}, {"L", 21, 30, -100}, {"AA", 30, 69, -200}, {"R", 69, 75, -10}, {"+NSN+", 75, 85, -10}, {"S", 85, 90, -10}}
	d := decoding(1, words, phones)
	// AH (middle 8) and S (87) are outside; N's middle (16) too; R's (72) too.
	if d.Outside != 4 || d.Pause != 12 {
		t.Errorf("outside %d, pause %d; want 4 and 12", d.Outside, d.Pause)
	}
	if d := decoding(1, segmentation{{"<sil>", 0, 90, -100}}, phones); d.Outside != 0 || d.Pause != 0 || len(d.Words) != 0 {
		t.Errorf("no words: %+v", d)
	}
}

// TestDecideWhole: a sentence that leaves more than MaxOutside phones out,
// or pauses more than MaxPause frames, in any decoding, is refused; at
// the limits, or unchecked, it is heard.
func TestDecideWhole(t *testing.T) {
	v := Verify{MinFit: -40, All: true, Warps: []float64{1, 1.4}, MaxOutside: 1, MaxPause: 20}
	d := func(w float64, outside, pause int) Decoding {
		return Decoding{Warp: w, Words: []string{"lock", "the", "door"}, Fit: -30, Outside: outside, Pause: pause}
	}
	for _, tc := range []struct {
		each []Decoding
		v    Verify
		why  string
	}{
		{[]Decoding{d(1, 1, 20), d(1.4, 0, 0)}, v, ""},
		{[]Decoding{d(1, 0, 0), d(1.4, 2, 0)}, v, "outside"},
		{[]Decoding{d(1, 0, 21), d(1.4, 0, 0)}, v, "pause"},
		{[]Decoding{d(1, 5, 50), d(1.4, 5, 50)}, Verify{MinFit: -40, All: true, Warps: []float64{1, 1.4}}, ""},
	} {
		if h := tc.v.Decide(tc.each, nil, nil); h.Why != tc.why || h.Refused != (tc.why != "") || h.Text != "lock the door" {
			t.Errorf("%+v: %+v, want %q", tc.each, h, tc.why)
		}
	}
}

// TestFollowAllOrNone: word decoders that cannot start again leave none
// running, and the error is said; the next utterance tries again.
func TestFollowAllOrNone(t *testing.T) {
	p := &Pocketsphinx{batch: "/nonexistent/pocketsphinx_batch", unasked: "edge.unasked", verify: Verify{Warps: []float64{1, 1.4}}}
	p.want.Store(true)
	for range 2 {
		if err := p.follow(); err == nil || len(p.words) != 0 || !p.asked {
			t.Fatalf("follow: %v, %d decoders, asked %v", err, len(p.words), p.asked)
		}
	}
}
