package voice_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	_ "edge/drivers/sim"
	"edge/home/hometest"
	"edge/index"
	_ "edge/lang/all"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"
	"edge/voice"
	"edge/wyoming"
	"edge/wyoming/wyomingtest"
)

// format is the audio of the microphones here.
var format = wyoming.Audio{Rate: 16000, Width: 2, Channels: 1}

// chunkBytes is 20 ms of audio.
const chunkBytes = 640

// line is what a person says into the microphone: after hearing
// `after` replies, and a moment of silence, the audio of pcm; fail
// instead ends the microphone's stream (it goes down).
type line struct {
	after int
	pcm   []byte
	fail  bool
}

// memMic is a microphone that says its lines, with silence between them
// and after, a 20 ms chunk each 20 ms, as a real one does.
type memMic struct {
	mu      sync.Mutex
	lines   []line
	speaker *memSpeaker
	opened  int
}

func (m *memMic) String() string { return "the test microphone" }

func (m *memMic) Open(context.Context) (voice.Stream, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.opened++
	return &memStream{m: m}, nil
}

type memStream struct {
	m       *memMic
	pending []byte
	// quiet counts the chunks of silence said before the next line.
	quiet int
}

// pause is the silence before each line, in chunks: half a second.
const pause = 25

func (s *memStream) Read() (wyoming.Audio, []byte, error) {
	if len(s.pending) > 0 {
		n := min(chunkBytes, len(s.pending))
		c := s.pending[:n]
		s.pending = s.pending[n:]
		return format, c, nil
	}
	time.Sleep(20 * time.Millisecond)
	s.m.mu.Lock()
	defer s.m.mu.Unlock()
	if len(s.m.lines) > 0 && s.m.speaker.count() >= s.m.lines[0].after {
		if s.quiet++; s.quiet > pause {
			l := s.m.lines[0]
			s.m.lines, s.quiet = s.m.lines[1:], 0
			if l.fail {
				return wyoming.Audio{}, nil, errors.New("unplugged")
			}
			s.pending = append(l.pcm, make([]byte, 40*chunkBytes)...)
		}
	}
	return format, make([]byte, chunkBytes), nil
}

func (s *memStream) Close() error { return nil }

// memSpeaker keeps what it plays.
type memSpeaker struct {
	mu     sync.Mutex
	played [][]byte
}

func (s *memSpeaker) String() string { return "the test speaker" }

func (s *memSpeaker) Play(_ context.Context, a wyoming.Audio, pcm []byte) error {
	time.Sleep(time.Duration(float64(len(pcm)) / float64(a.BytesPerSecond()) * float64(time.Second))) // as a real one plays it
	s.mu.Lock()
	defer s.mu.Unlock()
	s.played = append(s.played, pcm)
	return nil
}

func (s *memSpeaker) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.played)
}

// logBuffer is a log written and read at once.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// wait bounds how long a test waits for the pipeline.
const wait = 90 * time.Second

// waitFor waits until cond holds.
func waitFor(t *testing.T, what string, log *logBuffer, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("never %s; the log:\n%s", what, log)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// demoAsk is a turn on the demo home, in one session.
func demoAsk(t *testing.T) func(context.Context, string) turn.Result {
	_, ask := demo(t)
	return ask
}

// demo is the demo home in a database, and a turn on it in one session.
func demo(t *testing.T) (*store.DB, func(context.Context, string) turn.Result) {
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	return db, func(ctx context.Context, text string) turn.Result {
		return eng.Ask(ctx, turn.Request{Text: text, Session: "listen", Channel: "voice"})
	}
}

func speak(t *testing.T, text, voiceName string) []byte {
	t.Helper()
	pcm, err := wyomingtest.Speak(text, voiceName, 0)
	if err != nil {
		t.Fatal(err)
	}
	return pcm
}

// run runs a pipeline until the test ends.
func run(t *testing.T, cfg voice.Config) *logBuffer {
	t.Helper()
	log := &logBuffer{}
	cfg.Logger = slog.New(slog.NewTextHandler(log, nil))
	p, err := voice.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- p.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	return log
}

// TestChinese: Chinese goes through the same pipeline, at the protocol
// level: a transcript-only recogniser hears "打开空调" (spaced, as
// recognisers write Chinese), edge asks which one in espeak-ng's Mandarin
// voice, and "第二个", said without a wake word, is its answer. The
// recogniser is told a question was asked, then that none is.
func TestChinese(t *testing.T) {
	if m := wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
	asrScript := wyomingtest.NewScript("打 开 空 调", "第 二 个")
	asr, err := wyomingtest.ServeASR(asrScript, "script", []string{"zh"})
	if err != nil {
		t.Fatal(err)
	}
	defer asr.Stop()
	tts, said, err := wyomingtest.ServeTTS()
	if err != nil {
		t.Fatal(err)
	}
	defer tts.Stop()
	speaker := &memSpeaker{}
	mic := &memMic{speaker: speaker, lines: []line{{pcm: speak(t, "打开空调", "cmn")}, {after: 1, pcm: speak(t, "第二个", "cmn")}}}
	var mu sync.Mutex
	var asked []bool
	tell := func(a bool) {
		mu.Lock()
		defer mu.Unlock()
		asked = append(asked, a)
	}
	log := run(t, voice.Config{Mic: mic, ASR: asr.URI, Lang: "zh", TTS: tts.URI, Speaker: speaker, Ask: demoAsk(t), Asked: tell, EchoMargin: 0.2})
	waitFor(t, "answered twice", log, func() bool { return speaker.count() == 2 })
	mu.Lock()
	if !slices.Equal(asked, []bool{true, false}) {
		t.Errorf("the recogniser was told asked %v, want [true false]", asked)
	}
	mu.Unlock()
	// the reply's line is logged once its audio has played.
	waitFor(t, "logged the reply", log, func() bool { return strings.Contains(log.String(), "outcome=done") })
	if got := strings.Join(said.Texts(), "|"); got != "cmn: 哪一个：卧室的，还是客厅的？|cmn: 已打开客厅空调。" {
		t.Errorf("said %q", got)
	}
	out := log.String()
	for _, want := range []string{
		fmt.Sprintf(`msg=service service=asr uri=%s offers=[asr] languages=[zh]`, asr.URI),
		fmt.Sprintf(`msg=service service=tts uri=%s offers=[tts] languages=`, tts.URI),
		`heard=打开空调 lang=zh outcome=clarify say=哪一个：卧室的，还是客厅的？ follow_up=false`,
		`heard=第二个 lang=zh outcome=done say=已打开客厅空调。 follow_up=true`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %s:\n%s", want, out)
		}
	}
	for i, pcm := range asrScript.Heard() {
		if len(pcm) < format.BytesPerSecond()/2 {
			t.Errorf("utterance %d: %d bytes of audio sent to the recogniser", i, len(pcm))
		}
	}
}

// TestServicesDown: a recogniser that is down is said to be down at
// start, in the log and aloud; when it is back the next utterance reaches
// it. A microphone that goes away is said to be, and reopened.
func TestServicesDown(t *testing.T) {
	if m := wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
	asr, err := wyomingtest.ServeASR(wyomingtest.NewScript("turn on the kitchen light"), "script", []string{"en"})
	if err != nil {
		t.Fatal(err)
	}
	defer asr.Stop()
	asr.Stop()
	tts, said, err := wyomingtest.ServeTTS()
	if err != nil {
		t.Fatal(err)
	}
	defer tts.Stop()
	speaker := &memSpeaker{}
	words := speak(t, "turn on the kitchen light", "en-us")
	// Each line is said once what comes before it was said aloud: the
	// recogniser's notice at start, the reply, the microphone's notice.
	mic := &memMic{speaker: speaker, lines: []line{{after: 1, pcm: words}, {after: 2, fail: true}, {after: 3, pcm: words}}}
	log := run(t, voice.Config{Mic: mic, ASR: asr.URI, Lang: "en", TTS: tts.URI, Speaker: speaker, Ask: demoAsk(t), Retry: 100 * time.Millisecond, EchoMargin: 0.2})
	waitFor(t, "said the recogniser is down", log, func() bool { return speaker.count() == 1 })
	if err := asr.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "answered twice", log, func() bool { return speaker.count() == 4 })
	// the reply's line is logged once its audio has played.
	waitFor(t, "logged the reply", log, func() bool { return strings.Contains(log.String(), "outcome=done") })
	out := log.String()
	for _, want := range []string{
		fmt.Sprintf(`level=WARN msg="the speech recogniser at %s is down" service=asr`, asr.URI),
		`level=WARN msg="the test microphone is down" service=mic err=unplugged`,
		`level=INFO msg="the test microphone is back" service=mic`,
		fmt.Sprintf(`level=INFO msg="the speech recogniser at %s is back" service=asr`, asr.URI),
		`heard="turn on the kitchen light" lang=en outcome=done say="Turned on Kitchen light."`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %s:\n%s", want, out)
		}
	}
	if got := strings.Join(said.Texts(), "|"); got != "en-us: The speech recogniser is not answering.|en-us: Turned on Kitchen light.|en-us: The microphone is not answering.|en-us: Turned on Kitchen light." {
		t.Errorf("said %q", got)
	}
	mic.mu.Lock()
	defer mic.mu.Unlock()
	if mic.opened != 2 {
		t.Errorf("the microphone was opened %d times, want 2", mic.opened)
	}
}
