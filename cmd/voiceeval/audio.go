package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"

	"edge/wyoming/wyomingtest"
)

// A voice is SYNTH:NAME: espeak-ng's voices (espeak:en-us), flite's
// (flite:slt) or festival's (festival:kal_diphone), two other synthesisers
// Debian packages.
func synthesize(text, voice, dir string) ([]byte, error) {
	synth, name, _ := strings.Cut(voice, ":")
	var cmd []string
	stdin := ""
	switch synth {
	case "espeak":
		return wyomingtest.Speak(text, name, 0)
	case "flite":
		cmd = []string{"flite", "-voice", name, "-t", text, "-o"}
	case "festival":
		cmd, stdin = []string{"text2wave", "-eval", "(voice_" + name + ")", "-otype", "riff", "-o"}, text
	default:
		return nil, fmt.Errorf("voice %q: want espeak:NAME, flite:NAME or festival:NAME", voice)
	}
	f, err := os.CreateTemp(dir, synth+"-*.wav")
	if err != nil {
		return nil, err
	}
	f.Close()
	defer os.Remove(f.Name())
	c := exec.Command(cmd[0], append(cmd[1:], f.Name())...)
	c.Stdin = strings.NewReader(stdin)
	if out, err := c.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %v: %s", synth, err, bytes.TrimSpace(out))
	}
	return soxRaw(f.Name(), nil)
}

// soxRaw reads a file (or raw 16 kHz audio on standard input, for "-")
// as 16 kHz, 16-bit mono samples, with sox's effects.
func soxRaw(in string, stdin []byte, effects ...string) ([]byte, error) {
	raw := []string{"-t", "raw", "-r", "16000", "-e", "signed-integer", "-b", "16", "-c", "1"}
	var args []string
	if in == "-" {
		args = append(append([]string{"-q", "-R"}, raw...), "-")
	} else {
		args = []string{"-q", "-R", in}
	}
	args = append(append(append(args, raw...), "-"), effects...)
	var out, errs bytes.Buffer
	cmd := exec.Command(wyomingtest.Sox, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(stdin), &out, &errs
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("sox: %v: %s", err, bytes.TrimSpace(errs.Bytes()))
	}
	return out.Bytes(), nil
}

// noiseSeconds is how much of each noise sox makes; each clip takes its
// noise from it at an offset of its own, from a fixed seed.
const noiseSeconds = 30

// makeNoise makes white or pink noise with sox (repeatable: -R), in
// samples.
func makeNoise(kind string) ([]float64, error) {
	args := []string{"-q", "-R", "-n", "-t", "raw", "-r", "16000", "-e", "signed-integer", "-b", "16", "-c", "1", "-",
		"synth", strconv.Itoa(noiseSeconds), kind + "noise", "vol", "0.5"}
	out, err := exec.Command(wyomingtest.Sox, args...).Output()
	if err != nil {
		return nil, fmt.Errorf("sox %snoise: %v", kind, err)
	}
	return samples(out), nil
}

func samples(pcm []byte) []float64 {
	out := make([]float64, len(pcm)/2)
	for i := range out {
		out[i] = float64(int16(binary.LittleEndian.Uint16(pcm[2*i:])))
	}
	return out
}

func pcmOf(s []float64) []byte {
	out := make([]byte, 2*len(s))
	for i, v := range s {
		binary.LittleEndian.PutUint16(out[2*i:], uint16(int16(max(-32768, min(32767, math.Round(v))))))
	}
	return out
}

// rms is the root mean square of samples.
func rms(s []float64) float64 {
	var sum float64
	for _, v := range s {
		sum += v * v
	}
	return math.Sqrt(sum / float64(max(1, len(s))))
}

// speechLevel is the RMS of the 20 ms frames of speech: those within 30
// dB of the loudest.
func speechLevel(s []float64) float64 {
	const frame = 320
	var levels []float64
	top := 0.0
	for i := 0; i+frame <= len(s); i += frame {
		l := rms(s[i : i+frame])
		levels = append(levels, l)
		top = max(top, l)
	}
	var sum float64
	n := 0
	for _, l := range levels {
		if l >= top/math.Pow(10, 30.0/20) {
			sum += l * l
			n++
		}
	}
	return math.Sqrt(sum / float64(max(1, n)))
}

// condition is how a clip is heard: a microphone's noise floor always,
// noise of a kind at an SNR, reverb.
type condition struct {
	name   string
	noise  string // "white", "pink" or ""
	snr    float64
	reverb bool
}

var conditionName = regexp.MustCompile(`^(clean|(white|pink)(\d+)|reverb(\d+)?)$`)

// parseCondition reads clean, white20, pink15, reverb (reverb alone) or
// reverb15 (reverb and pink noise at 15 dB).
func parseCondition(s string) (condition, error) {
	m := conditionName.FindStringSubmatch(s)
	if m == nil {
		return condition{}, fmt.Errorf("condition %q: want clean, whiteN, pinkN, reverb or reverbN (N: SNR in dB)", s)
	}
	c := condition{name: s}
	switch {
	case m[2] != "":
		c.noise = m[2]
		c.snr, _ = strconv.ParseFloat(m[3], 64)
	case strings.HasPrefix(s, "reverb"):
		c.reverb = true
		if m[4] != "" {
			c.noise = "pink"
			c.snr, _ = strconv.ParseFloat(m[4], 64)
		}
	}
	return c, nil
}

// Around each clip: silence of padSeconds before and after, where a
// microphone's noise floor (pink, floorDBFS) is, as in every condition:
// digital silence is never heard.
const (
	padSeconds = 0.4
	floorDBFS  = -60
)

// noises are the noises made, by kind.
type noises map[string][]float64

// hearAs makes a clip as heard in a condition: padded, reverberated,
// noise added at the SNR to the speech's level, and the noise floor.
// The noise is taken at an offset drawn from seed.
func (n noises) hearAs(pcm []byte, c condition, seed uint64) ([]byte, error) {
	pad := make([]float64, int(padSeconds*16000))
	s := append(append(append([]float64{}, pad...), samples(pcm)...), pad...)
	if c.reverb {
		out, err := soxRaw("-", pcmOf(s), "reverb", "50", "50", "60")
		if err != nil {
			return nil, err
		}
		s = samples(out)
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	add := func(noise []float64, level float64) {
		if len(noise) <= len(s) {
			return
		}
		off := r.IntN(len(noise) - len(s))
		scale := level / rms(noise[off:off+len(s)])
		for i := range s {
			s[i] += noise[off+i] * scale
		}
	}
	if c.noise != "" {
		add(n[c.noise], speechLevel(s)/math.Pow(10, c.snr/20))
	}
	add(n["pink"], 32768*math.Pow(10, floorDBFS/20.0))
	return pcmOf(s), nil
}
