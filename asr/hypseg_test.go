package asr

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseHypseg: pocketsphinx_batch's -hypseg lines (as it writes
// them: a sentence, nothing heard, the phone loop) read as segments, and
// lines of another utterance or of another shape are errors.
func TestParseHypseg(t *testing.T) {
	for _, tc := range []struct{ line, segs, text, err string }{
		{line: "u1 S 0 T -6531 A -5857 L -674 0 -943 0 switch 42 -417 0 off 68 -641 0 the 82 -820 0 reading 119 -1139 -337 <sil> 155 -1473 0 lamp 195 -424 -337 <sil> 246\n",
			segs: "switch 0-42 -943|off 42-68 -417|the 68-82 -641|reading 82-119 -820|<sil> 119-155 -1139|lamp 155-195 -1473|<sil> 195-246 -424",
			text: "switch off the reading lamp"},
		{line: "u1 S 0 T 0 A 0 L 0 246", segs: "", text: ""},
		{line: "u1 S 0 T -9560 A -2106 L -7454 0 -93 0 SIL 3 -99 -175 S 9 27 -50 IY 20 -7 -3 +NSN+ 25",
			segs: "SIL 0-3 -93|S 3-9 -99|IY 9-20 27|+NSN+ 20-25 -7", text: "S IY"},
		{line: "u1 S 0 T -1 A -1 L 0 0 -1 0 the(2) 12", segs: "the(2) 0-12 -1", text: "the"},
		{line: "u2 S 0 T 0 A 0 L 0 246", err: `pocketsphinx: unexpected segmentation "u2 S 0 T 0 A 0 L 0 246"`},
		{line: "u1 S 0 T 0 A 0 L 0", err: `pocketsphinx: unexpected segmentation "u1 S 0 T 0 A 0 L 0"`},
		{line: "u1 S 0 T 0 A 0 L 0 0 -1 0 on", err: `pocketsphinx: unexpected segmentation "u1 S 0 T 0 A 0 L 0 0 -1 0 on"`},
		{line: "u1 S 0 T 0 A 0 L 0 9 -1 0 on 3", err: `pocketsphinx: unexpected segmentation "u1 S 0 T 0 A 0 L 0 9 -1 0 on 3"`},
		{line: "u1 S 0 T 0 A x L 0 0 -1 0 on 3", err: `pocketsphinx: unexpected segmentation "u1 S 0 T 0 A x L 0 0 -1 0 on 3"`},
		{line: "u1 S 0 T 0 A 0 L 0 0 one 0 on 3", err: `pocketsphinx: unexpected segmentation "u1 S 0 T 0 A 0 L 0 0 one 0 on 3"`},
	} {
		segs, err := parseHypseg(tc.line, "u1")
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if got := segsString(segs); got != tc.segs || msg != tc.err || segs.text() != tc.text {
			t.Errorf("%q: %q %q, %q; want %q %q, %q", tc.line, got, segs.text(), msg, tc.segs, tc.text, tc.err)
		}
	}
}

func segsString(s segmentation) string {
	var out []string
	for _, seg := range s {
		out = append(out, fmt.Sprintf("%s %d-%d %d", seg.word, seg.start, seg.end, seg.ascr))
	}
	return strings.Join(out, "|")
}

// FuzzParseHypseg reads arbitrary lines: never a panic, and segments read
// are in order, each within the frames of the utterance.
func FuzzParseHypseg(f *testing.F) {
	f.Add("u1 S 0 T -6531 A -5857 L -674 0 -943 0 switch 42 -417 0 off 68 -641 0 the 82 -820 0 reading 119 -1139 -337 <sil> 155 -1473 0 lamp 195 -424 -337 <sil> 246")
	f.Add("u1 S 0 T 0 A 0 L 0 246")
	f.Fuzz(func(t *testing.T, line string) {
		segs, err := parseHypseg(line, "u1")
		if err != nil {
			return
		}
		for i, s := range segs {
			if s.end < s.start || i > 0 && s.start != segs[i-1].end {
				t.Fatalf("%q: segments %v", line, segs)
			}
		}
		fit(segs, segs)
		segs.text()
	})
}
