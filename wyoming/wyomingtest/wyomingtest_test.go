package wyomingtest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/wyoming"
)

func need(t *testing.T) {
	t.Helper()
	if m := EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
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
