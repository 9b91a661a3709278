package asr_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/asr"
	"edge/home"
	"edge/home/hometest"
	"edge/lang"
	_ "edge/lang/all"
	"edge/wyoming"
	"edge/wyoming/wyomingtest"
)

func need(t *testing.T) {
	t.Helper()
	if m := asr.DefaultModel.Missing() + wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
}

// heard keeps the hypotheses of a recogniser.
type heard struct {
	mu sync.Mutex
	hs []asr.Hypothesis
}

func (h *heard) add(hy asr.Hypothesis) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.hs = append(h.hs, hy)
}

func (h *heard) all() []asr.Hypothesis {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.hs)
}

// demo starts the recogniser of the demo home, verified.
func demo(t *testing.T, h *home.Home) (*asr.Live, *heard) {
	t.Helper()
	var got heard
	o, err := asr.ForHome(h, lang.Default(), asr.Config{Verify: asr.DefaultVerify, Heard: got.add})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := asr.NewLive(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rec.Close() })
	return rec, &got
}

func speak(t *testing.T, text string) []byte {
	t.Helper()
	pcm, err := wyomingtest.Speak(text, "en-us", 0)
	if err != nil {
		t.Fatal(err)
	}
	return pcm
}

// transcribe sends audio to an ASR service as a client does.
func transcribe(t *testing.T, uri string, pcm []byte) string {
	t.Helper()
	c, err := wyoming.Dial(context.Background(), uri)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	send := func(typ string, data any, payload []byte) {
		if err := c.Send(typ, data, payload, time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	send(wyoming.TypeTranscribe, wyoming.Transcribe{Language: "en"}, nil)
	send(wyoming.TypeAudioStart, asr.Format, nil)
	for i := 0; i < len(pcm); i += 2048 {
		send(wyoming.TypeAudioChunk, asr.Format, pcm[i:min(i+2048, len(pcm))])
	}
	send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil)
	e, err := c.Read(time.Now().Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	var tr wyoming.Transcript
	if e.Type != wyoming.TypeTranscript || e.Decode(&tr) != nil {
		t.Fatalf("answer %s %s", e.Type, e.Data)
	}
	return tr.Text
}

// TestServeHearsTheHome: espeak-ng's commands of the demo home are heard
// exactly through its grammar, and the speech-to-text service says so
// over Wyoming (describe lists its language); silence, chat and a
// command to a dishwasher the home lacks (heard through a decoy) are
// empty transcripts.
func TestServeHearsTheHome(t *testing.T) {
	need(t)
	rec, got := demo(t, hometest.Load(t, "demo"))
	srv, err := asr.Serve("127.0.0.1:0", rec, asr.Info("edge", "test", []string{"en"}))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	info, err := wyoming.Describe(context.Background(), srv.URI, 10*time.Second)
	if err != nil || !slices.Equal(info.Kinds(), []string{"asr"}) || !slices.Equal(info.Languages("asr"), []string{"en"}) || !info.ASR[0].Installed {
		t.Fatalf("describe: %+v, %v", info, err)
	}
	for _, tc := range []struct{ said, heard, why string }{
		{"turn on the kitchen light", "turn on the kitchen light", ""},
		{"turn off the extractor fan", "turn off the extractor fan", ""},
		{"set the bedroom ac to twenty two degrees", "set the bedroom ac to twenty two degrees", ""},
		{"turn on the dishwasher", "", "decoy"},
		{"the weather is nice today", "", "fit"},
	} {
		if h := transcribe(t, srv.URI, speak(t, tc.said)); h != tc.heard {
			t.Errorf("%q heard %q, want %q", tc.said, h, tc.heard)
		}
		hs := got.all()
		if last := hs[len(hs)-1]; last.Why != tc.why || last.Refused != (tc.why != "") {
			t.Errorf("%q: %+v", tc.said, last)
		}
	}
	if h := transcribe(t, srv.URI, make([]byte, 32000)); h != "" {
		t.Errorf("silence heard as %q", h)
	}
}

// TestLiveUpdate: a home given a dishwasher is heard anew: the
// dishwasher, a decoy before, is a device now, and "turn on the
// dishwasher" is heard; the same home again starts nothing.
func TestLiveUpdate(t *testing.T) {
	need(t)
	h := hometest.Load(t, "demo")
	rec, _ := demo(t, h)
	pcm := speak(t, "turn on the dishwasher")
	if got, err := rec.Transcribe(pcm, asr.Format, "en"); got != "" || err != nil {
		t.Fatalf("before: %q, %v", got, err)
	}
	h.Devices = append(h.Devices, home.Device{ID: "switch.dishwasher", Name: "Dishwasher", Room: "kitchen", Type: "switch", Capabilities: []string{"onoff"}})
	o, err := asr.ForHome(h, lang.Default(), asr.Config{Verify: asr.DefaultVerify})
	if err != nil {
		t.Fatal(err)
	}
	if changed, err := rec.Update(o); !changed || err != nil {
		t.Fatalf("update: %v, %v", changed, err)
	}
	if got, err := rec.Transcribe(pcm, asr.Format, "en"); got != "turn on the dishwasher" || err != nil {
		t.Errorf("after: %q, %v", got, err)
	}
	if changed, err := rec.Update(o); changed || err != nil {
		t.Errorf("the same home: %v, %v", changed, err)
	}
	if _, err := rec.Transcribe(pcm, wyoming.Audio{Rate: 22050, Width: 2, Channels: 1}, "en"); err == nil || !strings.Contains(err.Error(), "16000 Hz") {
		t.Errorf("22 kHz: %v", err)
	}
}

// TestSaidAlike: the grammar's words with a pronunciation in common in
// Debian's dictionary ("tv" is also said "television") are said alike;
// words of no pronunciation in common, or not of the grammar, are not.
func TestSaidAlike(t *testing.T) {
	need(t)
	o, err := asr.ForHome(hometest.Load(t, "demo"), lang.Default(), asr.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := asr.NewPocketsphinx(o)
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	for _, tc := range []struct {
		a, b string
		want bool
	}{{"tv", "television", true}, {"television", "tv", true}, {"the", "the", true}, {"fan", "tv", false}, {"eighty", "ninety", false}, {"tv", "nosuchword", false}} {
		if got := rec.SaidAlike(tc.a, tc.b); got != tc.want {
			t.Errorf("%s, %s: alike %v", tc.a, tc.b, got)
		}
	}
}

// TestMissingModel: a model that is not installed is said at start, with
// the package to install.
func TestMissingModel(t *testing.T) {
	m := asr.ModelIn(t.TempDir())
	m.Batch = "no-such-pocketsphinx_batch"
	if _, err := asr.NewPocketsphinx(asr.Options{Model: m}); err == nil || !strings.Contains(err.Error(), "apt-get install pocketsphinx") {
		t.Errorf("no program: %v", err)
	}
	if _, err := asr.NewPocketsphinx(asr.Options{Model: asr.ModelIn(t.TempDir())}); asr.DefaultModel.Missing() == "" && (err == nil || !strings.Contains(err.Error(), "apt-get install pocketsphinx-en-us")) {
		t.Errorf("no model: %v", err)
	}
}

// TestAsked: with the rule of what is said unasked, a reply ("the
// kitchen light", "the second one") is not heard until the recogniser is
// told a question was asked, then is, and is not once it is told the
// question is answered; a command is heard either way. A recogniser made
// again for a new home keeps what was asked.
func TestAsked(t *testing.T) {
	need(t)
	h := hometest.Load(t, "demo")
	o, err := asr.ForHome(h, lang.Default(), asr.Config{Verify: asr.DefaultVerify, Unasked: true})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := asr.NewLive(o)
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	hears := func(when, said, want string) {
		t.Helper()
		if got, err := rec.Transcribe(speak(t, said), asr.Format, "en"); got != want || err != nil {
			t.Errorf("%s: %q heard %q, %v; want %q", when, said, got, err, want)
		}
	}
	command := "turn on the kitchen light"
	for _, reply := range []string{"the kitchen light", "the second one"} {
		hears("unasked", reply, "")
	}
	hears("unasked", command, command)
	rec.Asked(true)
	for _, reply := range []string{"the kitchen light", "the second one"} {
		hears("asked", reply, reply)
	}
	hears("asked", command, command)
	h.Devices = append(h.Devices, home.Device{ID: "switch.dishwasher", Name: "Dishwasher", Room: "kitchen", Type: "switch", Capabilities: []string{"onoff"}})
	if o, err = asr.ForHome(h, lang.Default(), asr.Config{Verify: asr.DefaultVerify, Unasked: true}); err != nil {
		t.Fatal(err)
	}
	if changed, err := rec.Update(o); !changed || err != nil {
		t.Fatalf("update: %v, %v", changed, err)
	}
	hears("asked, a new home", "the dishwasher", "the dishwasher")
	rec.Asked(false)
	hears("answered", "the kitchen light", "")
	hears("answered", "turn on the dishwasher", "turn on the dishwasher")
}
