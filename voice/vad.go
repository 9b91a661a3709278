package voice

import (
	"encoding/binary"
	"math"
)

// VAD tunes the gate that finds speech by its energy.
type VAD struct {
	// Threshold is the loudness that may be speech, in dBFS (-40): a
	// frame is speech when it is louder than Threshold and than the
	// noise heard between utterances by Margin dB.
	Threshold, Margin float64
	// Start is how long speech must last to start an utterance, End how
	// long the silence that ends one, Max the longest utterance, and
	// PreRoll how much audio before the start an utterance keeps.
	Start, End, Max, PreRoll Seconds
}

// Seconds is a length of audio.
type Seconds float64

// DefaultVAD suits a microphone in a quiet room.
var DefaultVAD = VAD{Threshold: -40, Margin: 10, Start: 0.06, End: 0.8, Max: 15, PreRoll: 0.3}

// frame is the gate's unit of audio: 20 ms.
const frame Seconds = 0.02

// gate finds utterances in 16-bit audio: fed chunks in order, it says
// when an utterance starts (with the audio kept from before it), goes on,
// and ends.
type gate struct {
	cfg        VAD
	rate, step int // samples a second; bytes a sample of the first channel, a frame's stride
	width      int
	pending    []byte // audio not yet a whole frame
	// noise is the loudness heard outside utterances, in dBFS, learnt
	// from the first frame on (heard).
	noise  float64
	heard  bool
	voiced int // frames of speech in a row, before the start
	silent int // frames of silence in a row, in an utterance
	frames int // frames of the utterance
	in     bool
	pre    [][]byte // the frames before the start (PreRoll)
}

// event is what the gate makes of a frame.
type event int

const (
	none   event = iota
	start        // an utterance started: the frame, and those of pre, are its first
	within       // the frame belongs to the utterance
	end          // the utterance ended (its last frame was the one before)
)

func newGate(cfg VAD, rate, width, channels int) *gate {
	return &gate{cfg: cfg, rate: rate, width: width, step: width * channels}
}

// frameBytes is the length of one frame.
func (g *gate) frameBytes() int { return int(float64(g.rate)*float64(frame)) * g.step }

// frames counts the frames of a length of audio.
func (g *gate) count(s Seconds) int { return int(math.Ceil(float64(s / frame))) }

// feed cuts audio into frames and tells, for each, what it is, until
// each says to stop: the rest of the audio is then dropped.
func (g *gate) feed(pcm []byte, each func(frame []byte, e event) (more bool)) {
	g.pending = append(g.pending, pcm...)
	n := g.frameBytes()
	for len(g.pending) >= n {
		f := g.pending[:n:n]
		g.pending = g.pending[n:]
		if !each(f, g.frame(f)) {
			g.pending = nil
			return
		}
	}
	g.pending = append([]byte(nil), g.pending...)
}

// frame decides one frame.
func (g *gate) frame(f []byte) event {
	db := g.loudness(f)
	if !g.heard {
		g.noise, g.heard = db, true
	}
	speech := db > g.cfg.Threshold && db > g.noise+g.cfg.Margin
	if !g.in {
		g.noise = 0.95*g.noise + 0.05*db
		g.pre = append(g.pre, f)
		if keep := g.count(g.cfg.PreRoll) + g.count(g.cfg.Start); len(g.pre) > keep {
			g.pre = g.pre[len(g.pre)-keep:]
		}
		if speech {
			g.voiced++
		} else {
			g.voiced = 0
		}
		if g.voiced >= g.count(g.cfg.Start) {
			g.in, g.silent, g.frames, g.voiced = true, 0, len(g.pre), 0
			return start
		}
		return none
	}
	g.frames++
	if speech {
		g.silent = 0
	} else {
		g.silent++
	}
	if g.silent >= g.count(g.cfg.End) || g.frames >= g.count(g.cfg.Max) {
		g.reset()
		return end
	}
	return within
}

// reset forgets the utterance and the audio before it.
func (g *gate) reset() {
	g.in, g.pre, g.voiced, g.silent, g.frames = false, nil, 0, 0, 0
}

// preRoll is the audio kept from before the start, the start's frame
// last.
func (g *gate) preRoll() []byte {
	var out []byte
	for _, f := range g.pre {
		out = append(out, f...)
	}
	return out
}

// loudness is a frame's loudness in dBFS, from its first channel.
func (g *gate) loudness(f []byte) float64 {
	if g.width != 2 {
		return 0 // only 16-bit audio is gated: all of it counts as speech
	}
	var sum float64
	n := 0
	for i := 0; i+1 < len(f); i += g.step {
		s := float64(int16(binary.LittleEndian.Uint16(f[i:])))
		sum += s * s
		n++
	}
	if n == 0 || sum == 0 {
		return -90
	}
	return 20 * math.Log10(math.Sqrt(sum/float64(n))/32768)
}
