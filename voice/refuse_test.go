package voice_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"edge/asr"
	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
	"edge/voice"
	"edge/wyoming/wyomingtest"
)

// TestRefuseChinese: a transcript-only recogniser (a Chinese model behind
// Wyoming) hears "打开洗碗机", a dishwasher the demo home lacks, through
// the decoys of its Chinese grammar, then "[unk]" (Vosk's word for what
// its grammar lacks): neither reaches the turn, and, with no wake word,
// nothing is said; "打开空调" then does.
func TestRefuseChinese(t *testing.T) {
	if m := wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
	refuse, err := asr.Refuser(hometest.Load(t, "demo"), lang.For("zh"))
	if err != nil {
		t.Fatal(err)
	}
	script := wyomingtest.NewScript("打 开 洗 碗 机", "[unk]", "打 开 空 调")
	srv, err := wyomingtest.ServeASR(script, "script", []string{"zh"})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	tts, said, err := wyomingtest.ServeTTS()
	if err != nil {
		t.Fatal(err)
	}
	defer tts.Stop()
	var mu sync.Mutex
	var asked []string
	ask := demoAsk(t)
	speaker := &memSpeaker{}
	pcm := speak(t, "打开空调", "cmn")
	mic := &memMic{speaker: speaker, lines: []line{{pcm: pcm}, {pcm: pcm}, {pcm: pcm}}}
	log := run(t, voice.Config{Mic: mic, ASR: srv.URI, Lang: "zh", TTS: tts.URI, Speaker: speaker, Refuse: refuse,
		Ask: func(ctx context.Context, text string) turn.Result {
			mu.Lock()
			asked = append(asked, text)
			mu.Unlock()
			return ask(ctx, text)
		}})
	waitFor(t, "answered", log, func() bool { return speaker.count() == 1 })
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(asked, "|") != "打开空调" || len(script.Heard()) != 3 {
		t.Errorf("asked %q after %d transcripts", asked, len(script.Heard()))
	}
	if got := strings.Join(said.Texts(), "|"); got != "cmn: 哪一个：卧室的，还是客厅的？" {
		t.Errorf("said %q", got)
	}
	for _, want := range []string{`msg="no command heard" heard=打开洗碗机`, `msg="no command heard" heard=[unk]`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log lacks %s:\n%s", want, log)
		}
	}
}
