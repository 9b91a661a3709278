package wyomingtest

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/lang"
	_ "edge/lang/all"
	"edge/phrases"
	"edge/wyoming"
)

// demoGrammar is the JSGF edge phrases writes for the demo home.
func demoGrammar(t *testing.T) string {
	t.Helper()
	g, err := phrases.Build(hometest.Load(t, "demo"), lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := g.WriteJSGF(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func need(t *testing.T) {
	t.Helper()
	if m := PocketsphinxMissing() + EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
}

// transcribe sends audio to an ASR service as a client does.
func transcribe(t *testing.T, uri string, pcm []byte) string {
	t.Helper()
	c, err := wyoming.Dial(context.Background(), uri)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	format := wyoming.Audio{Rate: 16000, Width: 2, Channels: 1}
	send := func(typ string, data any, payload []byte) {
		if err := c.Send(typ, data, payload, time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	send(wyoming.TypeTranscribe, wyoming.Transcribe{Language: "en"}, nil)
	send(wyoming.TypeAudioStart, format, nil)
	for i := 0; i < len(pcm); i += 2048 {
		send(wyoming.TypeAudioChunk, format, pcm[i:min(i+2048, len(pcm))])
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

// TestPocketsphinxHearsTheHome: espeak-ng's "turn on the kitchen light"
// is heard exactly through the demo home's grammar, and the ASR service
// says so over Wyoming; with the general language model it is not.
func TestPocketsphinxHearsTheHome(t *testing.T) {
	need(t)
	rec, err := NewPocketsphinx(demoGrammar(t), DefaultVerify)
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	srv, err := ServeASR(rec, "pocketsphinx", []string{"en"})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	info, err := wyoming.Describe(context.Background(), srv.URI, 10*time.Second)
	if err != nil || !slices.Equal(info.Kinds(), []string{"asr"}) || !slices.Equal(info.ASR[0].Models[0].Languages, []string{"en"}) {
		t.Fatalf("describe: %+v, %v", info, err)
	}
	for _, text := range []string{"turn on the kitchen light", "turn off the extractor fan", "set the bedroom ac to twenty two degrees"} {
		pcm, err := Speak(text, "en-us", 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := transcribe(t, srv.URI, pcm); got != text {
			t.Errorf("heard %q, said %q", got, text)
		}
	}
	if got := transcribe(t, srv.URI, make([]byte, 32000)); got != "" {
		t.Errorf("silence heard as %q", got)
	}
}

// TestVerification: held to the demo home's grammar, pocketsphinx finds
// a sentence of the home ("the one in the study") in "the weather is nice
// today"; verification refuses it, as it fits the audio far worse than a
// loop of phones does, and the recogniser says nothing; a command of the
// home fits, and is heard.
func TestVerification(t *testing.T) {
	need(t)
	rec, err := NewPocketsphinx(demoGrammar(t), DefaultVerify)
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Close()
	for _, tc := range []struct{ said, heard string }{{"the weather is nice today", ""}, {"turn on the kitchen light", "turn on the kitchen light"}} {
		pcm, err := Speak(tc.said, "en-us", 0)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := rec.Recognize(pcm); got != tc.heard || err != nil {
			t.Errorf("%q heard %q, %v; want %q", tc.said, got, err, tc.heard)
		}
	}
	h := rec.Heard()
	if len(h) != 2 || h[0].Text == "" || !h[0].Refused || h[0].Fit >= DefaultVerify.MinFit || h[1].Refused || h[1].Fit < DefaultVerify.MinFit || len(h[1].Each) != len(DefaultVerify.Warps) {
		t.Errorf("hypotheses %+v", h)
	}
}

// TestEspeakService: synthesize answers audio-start, chunks of the
// voice's samples and audio-stop, in the voice of the language asked.
func TestEspeakService(t *testing.T) {
	need(t)
	srv, said, err := ServeTTS()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	for _, tc := range []struct {
		voice wyoming.SynthesizeVoice
		text  string
	}{{wyoming.SynthesizeVoice{Language: "zh"}, "已打开客厅主灯。"}, {wyoming.SynthesizeVoice{Name: "en-us"}, "Which one?"}} {
		c, err := wyoming.Dial(context.Background(), srv.URI)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Send(wyoming.TypeSynthesize, wyoming.Synthesize{Text: tc.text, Voice: &tc.voice}, nil, time.Minute); err != nil {
			t.Fatal(err)
		}
		var types []string
		var pcm []byte
		var format wyoming.Audio
		for {
			e, err := c.Read(time.Now().Add(time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			if len(types) == 0 || types[len(types)-1] != e.Type {
				types = append(types, e.Type)
			}
			if e.Type == wyoming.TypeAudioStart {
				e.Decode(&format)
			}
			pcm = append(pcm, e.Payload...)
			if e.Type == wyoming.TypeAudioStop {
				break
			}
		}
		c.Close()
		if !slices.Equal(types, []string{"audio-start", "audio-chunk", "audio-stop"}) || format.Rate != 22050 || format.Width != 2 || format.Channels != 1 {
			t.Errorf("%q: events %v, format %+v", tc.text, types, format)
		}
		if len(pcm) < format.BytesPerSecond()/2 {
			t.Errorf("%q: %d bytes of audio", tc.text, len(pcm))
		}
	}
	if got := strings.Join(said.Texts(), "|"); got != "cmn: 已打开客厅主灯。|en-us: Which one?" {
		t.Errorf("said %q", got)
	}
}

// TestCompose: a word the dictionary lacks is said as the words it is
// made of, the fewest.
func TestCompose(t *testing.T) {
	all := map[string][]string{"un": {"AH N"}, "mute": {"M Y UW T"}, "extract": {"EH K S T R AE K T"}, "or": {"AO R"},
		"ex": {"EH K S"}, "tract": {"T R AE K T"}}
	for w, want := range map[string]string{"unmute": "AH N M Y UW T", "extractor": "EH K S T R AE K T AO R", "xyz": ""} {
		if got, _ := compose(w, all); got != want {
			t.Errorf("%s: %q, want %q", w, got, want)
		}
	}
}

// TestSaidAlike: the grammar's words with a pronunciation in common in
// Debian's dictionary ("tv" is also said "television") are said alike;
// "the" (two pronunciations) is said as itself, and words of no
// pronunciation in common, or not of the grammar, are not alike.
func TestSaidAlike(t *testing.T) {
	need(t)
	rec, err := NewPocketsphinx(demoGrammar(t), nil)
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
