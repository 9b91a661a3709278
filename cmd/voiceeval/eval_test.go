package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/asr"
	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/phrases"
	"edge/turn"
)

// TestParseCondition: clean, noise of a kind at an SNR, reverb alone or
// with pink noise; anything else is an error that says what is wanted.
func TestParseCondition(t *testing.T) {
	for in, want := range map[string]condition{
		"clean":    {name: "clean"},
		"white20":  {name: "white20", noise: "white", snr: 20},
		"pink15":   {name: "pink15", noise: "pink", snr: 15},
		"reverb":   {name: "reverb", reverb: true},
		"reverb15": {name: "reverb15", noise: "pink", snr: 15, reverb: true},
	} {
		if got, err := parseCondition(in); got != want || err != nil {
			t.Errorf("%s: %+v, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "brown10", "white", "pink-5", "clean2"} {
		if _, err := parseCondition(in); err == nil || !strings.Contains(err.Error(), "want clean, whiteN, pinkN") {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// TestParseVariants: variants of verification set what they name, and
// only that; a bad one is an error.
func TestParseVariants(t *testing.T) {
	vs, err := parseVariants("margin=8;fit=-42,key=-60;")
	if err != nil || len(vs) != 2 || vs[1].name != "fit=-42,key=-60" {
		t.Fatalf("%+v, %v", vs, err)
	}
	v := asr.Verify{MinFit: -47, Warps: []float64{1, 1.4}}
	vs[0].set(&v)
	if v.Margin != 8 || v.MinFit != -47 || v.MinKeyFit != 0 {
		t.Errorf("margin=8: %+v", v)
	}
	vs[1].set(&v)
	if v.Margin != 8 || v.MinFit != -42 || v.MinKeyFit != -60 {
		t.Errorf("fit=-42,key=-60: %+v", v)
	}
	for _, bad := range []string{"warp=1", "fit=x", "fit"} {
		if _, err := parseVariants(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestHearAs: the noise is added at the SNR asked, to the speech's level,
// the same for the same seed; the silences around the clip hold the
// microphone's noise floor, never digital silence.
func TestHearAs(t *testing.T) {
	speech := make([]float64, 16000)
	for i := range speech {
		speech[i] = 8000 * math.Sin(float64(i)/5)
	}
	white := make([]float64, 16000*noiseSeconds)
	pink := make([]float64, 16000*noiseSeconds)
	for i := range white {
		// in 64 bits: on a 32-bit int the products overflow, and the
		// noise would not be the same over the clip.
		white[i] = float64(int64(i)*7919%2001 - 1000)
		pink[i] = float64(int64(i)*104729%2001 - 1000)
	}
	ns := noises{"white": white, "pink": pink}
	c := condition{name: "white10", noise: "white", snr: 10}
	a, err := ns.hearAs(pcmOf(speech), c, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ns.hearAs(pcmOf(speech), c, 7)
	if string(a) != string(b) {
		t.Error("the same seed, other noise")
	}
	got := samples(a)
	pad := int(padSeconds * 16000)
	if len(got) != len(speech)+2*pad {
		t.Fatalf("%d samples", len(got))
	}
	noise := make([]float64, len(speech))
	for i := range noise {
		noise[i] = got[pad+i] - speech[i]
	}
	if snr := 20 * math.Log10(rms(speech)/rms(noise)); math.Abs(snr-10) > 0.5 {
		t.Errorf("SNR %.2f dB", snr)
	}
	floor := 20 * math.Log10(rms(samples(mustHear(t, ns, speech, condition{name: "clean"}))[:pad])/32768)
	if math.Abs(floor-floorDBFS) > 1 {
		t.Errorf("noise floor %.1f dBFS", floor)
	}
}

func mustHear(t *testing.T, ns noises, s []float64, c condition) []byte {
	t.Helper()
	out, err := ns.hearAs(pcmOf(s), c, 1)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestJudge: a command is right when its turn plans what its text plans,
// a misfire when it acts otherwise, asked when it asks; speech that is no
// command is right when nothing acts and nothing is asked.
func TestJudge(t *testing.T) {
	cmd := &utterance{text: "turn on the tv", command: true, outcome: turn.Planned, actions: "media.living_tv on map[]"}
	other := &utterance{text: "the weather is nice"}
	on := turn.Result{Outcome: turn.Planned, Actions: []turn.Action{{Device: "media.living_tv", Command: "on"}}}
	off := turn.Result{Outcome: turn.Planned, Actions: []turn.Action{{Device: "media.living_tv", Command: "off"}}}
	which := turn.Result{Outcome: turn.Clarify}
	none := turn.Result{Outcome: turn.NotUnderstood}
	for _, tc := range []struct {
		u    *utterance
		r    turn.Result
		want judgement
	}{
		{cmd, on, judgement{right: true}}, {cmd, off, judgement{misfire: true}}, {cmd, which, judgement{asked: true}}, {cmd, none, judgement{}},
		{other, none, judgement{right: true}}, {other, on, judgement{misfire: true}}, {other, which, judgement{asked: true}},
	} {
		got := judge(tc.u, tc.r)
		got.got = ""
		if got != tc.want {
			t.Errorf("%q, %s: %+v, want %+v", tc.u.text, tc.r.Outcome, got, tc.want)
		}
	}
}

// TestCheck: the targets missed are listed: commands clean and at 15 dB,
// speech that is no command acted on or asked about in any condition.
func TestCheck(t *testing.T) {
	c := config{targets: targets{clean: 0.97, noisy: 0.85, noisyMisfires: 0.01, acts: 0.01, asks: 0.03}}
	for _, s := range []string{"clean", "pink15", "white10"} {
		cond, _ := parseCondition(s)
		c.conditions = append(c.conditions, cond)
	}
	conds := []string{"clean", "pink15", "white10"}
	cmds := map[string]*tally{"clean": {n: 100, right: 97}, "pink15": {n: 100, right: 86, misfires: 1}, "white10": {n: 100, right: 10, misfires: 30}}
	others := map[string]*tally{"clean": {n: 100, right: 100}, "pink15": {n: 100, right: 96, asked: 3, misfires: 1}, "white10": {n: 100, right: 100}}
	if err := check(c, conds, cmds, others); err != nil {
		t.Errorf("all met: %v", err)
	}
	cmds["clean"].misfires, others["white10"].asked = 1, 4
	c.targets.anyMisfire = true
	err := check(c, conds, cmds, others)
	if err == nil || strings.Count(err.Error(), "\n") != 5 || !strings.Contains(err.Error(), "clean: 97.0% of commands right (97% wanted), 1 misfires") ||
		!strings.Contains(err.Error(), "white10: 0.0% of what is no command acted on (1% at most), 4.0% asked about") {
		t.Errorf("missed: %v", err)
	}
}

// TestReadCommands: the commands written down are sentences of the demo
// home's grammar, in their order; a line that is none is an error with
// its file and line.
func TestReadCommands(t *testing.T) {
	h, err := home.LoadNames("../../testdata/homes/demo.yaml", index.ReadsAs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := phrases.Build(h, lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	ss, err := readCommands("testdata/commands.txt", g.Sentences())
	if err != nil || len(ss) < 160 || ss[0].Text != "arm the house alarm" {
		t.Fatalf("%d commands, %v", len(ss), err)
	}
	bad := filepath.Join(t.TempDir(), "commands.txt")
	if err := os.WriteFile(bad, []byte("# two\nturn off the tv\n\nturn on the dishwasher\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readCommands(bad, g.Sentences()); err == nil || !strings.Contains(err.Error(), bad+`:4: "turn on the dishwasher" is no command`) {
		t.Errorf("%v", err)
	}
}
