package voice

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"testing"
)

// tone is seconds of a 440 Hz tone at an amplitude (0 for silence), 16
// kHz 16-bit mono.
func tone(s float64, amplitude float64) []byte {
	n := int(s * 16000)
	out := make([]byte, 2*n)
	for i := range n {
		v := amplitude * 32767 * math.Sin(2*math.Pi*440*float64(i)/16000)
		binary.LittleEndian.PutUint16(out[2*i:], uint16(int16(v)))
	}
	return out
}

// events feeds audio to a gate and lists, at each frame's start in
// seconds, the events other than none and within.
func events(g *gate, pcm []byte) []string {
	var out []string
	i := 0
	g.feed(pcm, func(f []byte, e event) bool {
		at := float64(i) * float64(frame)
		i++
		switch e {
		case start:
			out = append(out, "start "+sec(at)+" pre "+sec(float64(len(g.preRoll()))/32000))
		case end:
			out = append(out, "end "+sec(at))
		}
		return true
	})
	return out
}

func sec(s float64) string { return fmt.Sprintf("%.2f", s) }

func TestGate(t *testing.T) {
	cat := func(parts ...[]byte) []byte {
		var out []byte
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		pcm  []byte
		want []string
	}{
		// speech from 1.00 s: it starts after 60 ms of it, with 300 ms
		// before; it ends 800 ms after the speech does.
		{"an utterance", cat(tone(1, 0), tone(1, 0.3), tone(1.5, 0)), []string{"start 1.04 pre 0.36", "end 2.78"}},
		{"a click is not speech", cat(tone(1, 0), tone(0.04, 0.3), tone(1, 0)), nil},
		{"too quiet", cat(tone(1, 0), tone(1, 0.005), tone(1, 0)), nil},
		// 20 s of speech is cut at 15 s (with what came before its
		// start), and what goes on is another utterance.
		{"the longest", cat(tone(0.5, 0), tone(20, 0.3)), []string{"start 0.54 pre 0.36", "end 15.18", "start 15.24 pre 0.06"}},
		// a steady hum is learnt as noise: speech must be louder by the
		// margin.
		{"over a hum", cat(tone(3, 0.05), tone(1, 0.3), tone(1.5, 0.05)), []string{"start 3.04 pre 0.36", "end 4.78"}},
		{"a hum alone", tone(5, 0.05), nil},
	} {
		g := newGate(DefaultVAD, 16000, 2, 1)
		if got := events(g, tc.pcm); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
