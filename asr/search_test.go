package asr_test

import (
	"encoding/binary"
	"os/exec"
	"strconv"
	"testing"

	"edge/asr"
	"edge/home/hometest"
	"edge/lang"
	"edge/phrases"
	"edge/wyoming/wyomingtest"
)

// TestSearchReachesTheEnd: a spread of the demo home's commands (every
// seventh of the grammar's), said by two of espeak-ng's voices over a
// microphone's noise floor, each ends at the end of a sentence of the
// grammar in every warp's decoding. With pocketsphinx's own word beam, a
// long sentence's search could lose every sentence before its last word
// ("Final result does not match the grammar"), and nothing was heard
// though the command was said.
func TestSearchReachesTheEnd(t *testing.T) {
	need(t)
	h := hometest.Load(t, "demo")
	g, err := phrases.Build(h, lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	var last asr.Hypothesis
	o, err := asr.ForHome(h, lang.Default(), asr.Config{Verify: asr.DefaultVerify, Heard: func(hy asr.Hypothesis) { last = hy }})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := asr.NewPocketsphinx(o)
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	floor := noiseFloor(t, 8)
	said := 0
	for i, s := range g.Sentences() {
		if s.Kind != phrases.Command || i%7 != 0 {
			continue
		}
		for _, voice := range []string{"en-us", "en-us+f3"} {
			pcm, err := wyomingtest.Speak(s.Text, voice, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rec.Recognize(overFloor(pcm, floor)); err != nil {
				t.Fatal(err)
			}
			said++
			for _, d := range last.Each {
				if len(d.Words) == 0 {
					t.Errorf("%q (%s): no sentence of the grammar at the end of warp %g's search", s.Text, voice, d.Warp)
				}
			}
		}
	}
	if said < 100 {
		t.Fatalf("%d commands said, want a spread of 100 or more", said)
	}
}

// noiseFloor is a microphone's noise floor: seconds of pink noise at
// about -60 dBFS, the same at every run (sox -R).
func noiseFloor(t *testing.T, seconds int) []byte {
	t.Helper()
	out, err := exec.Command(wyomingtest.Sox, "-q", "-R", "-n", "-t", "raw", "-r", "16000", "-e", "signed-integer", "-b", "16", "-c", "1", "-",
		"synth", strconv.Itoa(seconds), "pinknoise", "vol", "0.001").Output()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// overFloor is speech with 0.4 s before and after it, over a noise floor
// (as long as the floor is, at most).
func overFloor(speech, floor []byte) []byte {
	pad := make([]byte, 12800)
	pcm := append(append(append([]byte{}, pad...), speech...), pad...)
	pcm = pcm[:min(len(pcm), len(floor))&^1]
	for i := 0; i < len(pcm); i += 2 {
		v := int(int16(binary.LittleEndian.Uint16(pcm[i:]))) + int(int16(binary.LittleEndian.Uint16(floor[i:])))
		binary.LittleEndian.PutUint16(pcm[i:], uint16(int16(max(-32768, min(32767, v)))))
	}
	return pcm
}
