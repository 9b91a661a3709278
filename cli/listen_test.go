package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/asr"
	"edge/home/hometest"
	"edge/lang"
	"edge/phrases"
	"edge/wyoming/wyomingtest"
)

// syncBuffer is a buffer written by one goroutine and read by another.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// listenWait bounds how long a test waits for edge listen to answer: the
// recognisers are slow under load, but a conversation never takes this
// long.
const listenWait = 90 * time.Second

// mic writes a shell script for --mic-command that says, in turn, what a
// person in the room says: raw audio files, each after the reply files
// (the snd command's) it waits for, with real-time silence between and
// after, as a microphone gives it.
type mic struct {
	t     *testing.T
	dir   string
	lines []string
	n     int
}

func newMic(t *testing.T) *mic {
	dir := t.TempDir()
	return &mic{t: t, dir: dir, lines: []string{
		`silence() { i=0; while [ "$i" -lt "$1" ]; do head -c 3200 /dev/zero; sleep 0.1; i=$((i+1)); done; }`,
		`wait_for() { while [ ! -e "$1" ]; do head -c 3200 /dev/zero; sleep 0.1; done; }`,
		"silence 10",
	}}
}

// say says a text in an espeak-ng voice, after the person has heard
// `after` replies, then is silent for tenths of a second.
func (m *mic) say(text, voice string, after, tenths int) {
	pcm, err := wyomingtest.Speak(text, voice, 0)
	if err != nil {
		m.t.Fatal(err)
	}
	m.n++
	file := filepath.Join(m.dir, fmt.Sprintf("say%d.raw", m.n))
	if err := os.WriteFile(file, pcm, 0o600); err != nil {
		m.t.Fatal(err)
	}
	if after > 0 {
		// the speaker command returns at once: the reply's audio, and the
		// echo margin after it, are over four seconds later.
		m.lines = append(m.lines, fmt.Sprintf("wait_for %s/played%d", m.dir, after), "silence 40")
	}
	m.lines = append(m.lines, "cat "+file, fmt.Sprintf("silence %d", tenths))
}

// command is the --mic-command: the script, then silence for ever.
func (m *mic) command() string {
	script := filepath.Join(m.dir, "mic.sh")
	body := strings.Join(append(m.lines, "while :; do silence 10; done"), "\n") + "\n"
	if err := os.WriteFile(script, []byte(body), 0o600); err != nil {
		m.t.Fatal(err)
	}
	return "sh " + script
}

// speaker is the --snd-command: it keeps each reply as replyN.wav and
// then marks it played (playedN).
func (m *mic) speaker() string {
	return fmt.Sprintf(`n=$(ls %[1]s | grep -c '^reply'); cat > %[1]s/reply$((n+1)).wav; touch %[1]s/played$((n+1))`, m.dir)
}

// waitPlayed waits until n replies are played.
func (m *mic) waitPlayed(n int, log fmt.Stringer) {
	m.t.Helper()
	deadline := time.Now().Add(listenWait)
	for {
		if _, err := os.Stat(filepath.Join(m.dir, fmt.Sprintf("played%d", n))); err == nil {
			return
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("reply %d never played; the log:\n%s", n, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// listenDemo runs edge listen on the demo home until stopped, logging to
// the buffer returned.
func listenDemo(t *testing.T, args ...string) (stop func() int, log *syncBuffer) {
	ctx, cancel := context.WithCancel(context.Background())
	log = &syncBuffer{}
	done := make(chan int)
	go func() {
		done <- Main(ctx, append([]string{"listen", "--home", demoHome}, args...), strings.NewReader(""), &bytes.Buffer{}, log)
	}()
	code := -1
	return func() int {
		if code < 0 {
			cancel()
			code = <-done
		}
		return code
	}, log
}

func needVoice(t *testing.T) {
	t.Helper()
	if m := asr.DefaultModel.Missing() + wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
}

// TestListenEnglish: a person says a command without the wake word
// (nothing happens), then the wake word, then "turn on the lamp"; espeak-ng
// speaks into the microphone command, a wake-word service and the speech
// recogniser (pocketsphinx, with the demo home's grammar from edge
// phrases) hear it, edge asks "Which one: Bedside lamp, Study lamp, or
// Reading lamp?" aloud (espeak-ng behind a TTS service, played by the
// speaker command), and the answer "the second one", said without the
// wake word, turns on the study lamp.
func TestListenEnglish(t *testing.T) {
	needVoice(t)
	g, err := phrases.Build(hometest.Load(t, "demo"), lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	var gram bytes.Buffer
	if err := g.WriteJSGF(&gram); err != nil {
		t.Fatal(err)
	}
	// The wake-word service hears "computer" among the home's sentences
	// (unverified: what it hears is only looked at for the word).
	wakeRec, err := asr.NewPocketsphinx(asr.Options{Grammar: strings.Replace(gram.String(), "public <utterance> = ", "public <utterance> = computer | ", 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer wakeRec.Close()
	wake, err := wyomingtest.ServeWake(wakeRec, "computer")
	if err != nil {
		t.Fatal(err)
	}
	defer wake.Stop()
	tts, said, err := wyomingtest.ServeTTS()
	if err != nil {
		t.Fatal(err)
	}
	defer tts.Stop()

	m := newMic(t)
	// The wake-word service takes a moment to hear "computer": the
	// command follows it 4 s later, within the 5 s edge waits for it.
	m.say("turn off the kitchen light", "en-us", 0, 30)
	m.say("computer", "en-us", 0, 40)
	m.say("turn on the lamp", "en-us", 0, 30)
	m.say("the second one", "en-us", 1, 30)
	stop, log := listenDemo(t, "--echo-margin", "200ms", "--mic-command", m.command(), "--wake", wake.URI, "--asr", "pocketsphinx", "--tts", tts.URI,
		"--snd-command", m.speaker())
	defer stop()
	m.waitPlayed(2, log)
	if code := stop(); code != 0 {
		t.Errorf("exit %d", code)
	}
	out := log.String()
	t.Logf("the log:\n%s", out)
	for _, want := range []string{
		`msg="wake word" name=computer`,
		`heard="turn on the lamp" lang=en outcome=clarify say="Which one: Bedside lamp, Study lamp, or Reading lamp?" follow_up=false`,
		`heard="the second one" lang=en outcome=done say="Turned on Study lamp." follow_up=true`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "kitchen") {
		t.Errorf("a command without the wake word was heard:\n%s", out)
	}
	if got := strings.Join(said.Texts(), "|"); got != "en-us: Which one: Bedside lamp, Study lamp, or Reading lamp?|en-us: Turned on Study lamp." {
		t.Errorf("said %q", got)
	}
	for i := 1; i <= 2; i++ {
		wav, err := os.ReadFile(filepath.Join(m.dir, fmt.Sprintf("reply%d.wav", i)))
		if err != nil {
			t.Fatal(err)
		}
		format, pcm, err := wyomingtest.ParseWAV(wav)
		if err != nil || format.Rate != 22050 || len(pcm) < format.BytesPerSecond()/2 {
			t.Errorf("reply %d: %+v, %d bytes, %v", i, format, len(pcm), err)
		}
	}
}
