package cli

import (
	"bytes"
	"context"
	"encoding/binary"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/asr"
	"edge/wyoming"
	"edge/wyoming/wyomingtest"
)

// freePort is a free loopback address.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// transcribeAt sends audio to a Wyoming speech-to-text service.
func transcribeAt(t *testing.T, uri string, pcm []byte) string {
	t.Helper()
	c, err := wyoming.Dial(context.Background(), uri)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, e := range []struct {
		typ     string
		data    any
		payload []byte
	}{{wyoming.TypeTranscribe, wyoming.Transcribe{Language: "en"}, nil}, {wyoming.TypeAudioStart, asr.Format, nil},
		{wyoming.TypeAudioChunk, asr.Format, pcm}, {wyoming.TypeAudioStop, wyoming.AudioStop{}, nil}} {
		if err := c.Send(e.typ, e.data, e.payload, time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	e, err := c.Read(time.Now().Add(time.Minute))
	var tr wyoming.Transcript
	if err != nil || e.Type != wyoming.TypeTranscript || e.Decode(&tr) != nil {
		t.Fatalf("answer %v, %v", e, err)
	}
	return tr.Text
}

// TestSTT: edge stt serves the demo home's sentences over Wyoming:
// describe lists English; a command is its transcript; a command to a
// dishwasher the home lacks is an empty one. When the home file gains a
// dishwasher, the service hears it.
func TestSTT(t *testing.T) {
	needVoice(t)
	dir := t.TempDir()
	homeFile := filepath.Join(dir, "home.yaml")
	src, err := os.ReadFile(demoHome)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(homeFile, src, 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freePort(t)
	uri := "tcp://" + addr
	ctx, cancel := context.WithCancel(context.Background())
	log := &syncBuffer{}
	done := make(chan int)
	go func() {
		done <- Main(ctx, []string{"stt", "--home", homeFile, "--wyoming", uri}, strings.NewReader(""), &bytes.Buffer{}, log)
	}()
	defer func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("exit %d:\n%s", code, log.String())
		}
	}()
	var info wyoming.Info
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if info, err = wyoming.Describe(context.Background(), uri, time.Second); err == nil || time.Since(start) > time.Minute {
			break
		}
	}
	if err != nil || strings.Join(info.Languages("asr"), ",") != "en" {
		t.Fatalf("describe: %+v, %v\n%s", info, err, log.String())
	}
	say := func(text string) []byte {
		pcm, err := wyomingtest.Speak(text, "en-us", 0)
		if err != nil {
			t.Fatal(err)
		}
		return pcm
	}
	if got := transcribeAt(t, uri, say("turn on the kitchen light")); got != "turn on the kitchen light" {
		t.Errorf("heard %q", got)
	}
	dishwasher := say("turn on the dishwasher")
	if got := transcribeAt(t, uri, dishwasher); got != "" {
		t.Errorf("a dishwasher the home lacks heard as %q", got)
	}
	more := strings.Replace(string(src), "devices:\n", "devices:\n  - {id: switch.dishwasher, name: Dishwasher, room: kitchen, type: switch, capabilities: [onoff]}\n", 1)
	if err := os.WriteFile(homeFile, []byte(more), 0o600); err != nil {
		t.Fatal(err)
	}
	for start := time.Now(); !strings.Contains(log.String(), "the recogniser hears its new sentences"); time.Sleep(100 * time.Millisecond) {
		if time.Since(start) > time.Minute {
			t.Fatalf("the new home is not heard:\n%s", log.String())
		}
	}
	if got := transcribeAt(t, uri, dishwasher); got != "turn on the dishwasher" {
		t.Errorf("the home's dishwasher heard as %q", got)
	}
}

// TestSTTFlags: bad flags are usage errors; a recogniser that is not
// installed is said at start, with what to install.
func TestSTTFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--wyoming", "tcp://127.0.0.1:1"}, 2, "edge stt: give one of --home and --db"},
		{[]string{"--home", demoHome, "--wyoming", "unix:///x"}, 2, `edge stt: --wyoming "unix:///x": want tcp://HOST:PORT`},
		{[]string{"--home", demoHome, "--wyoming", "tcp://127.0.0.1:1", "--warps", "1,x"}, 2, `edge stt: --warps "1,x": numbers above 0, comma-separated`},
		{[]string{"--home", demoHome, "--wyoming", "tcp://127.0.0.1:1", "--model", "/nonexistent"}, 1, "edge stt: the speech recogniser cannot start: no "},
		{[]string{"--home", demoHome, "--wyoming", "tcp://127.0.0.1:1", "--lang", "zh", "--phones", "ipa"}, 1, "edge stt: the speech recogniser cannot hear this home: phone set \"ipa\""},
	} {
		if tc.code == 1 && strings.Contains(tc.want, "phone set") && asr.DefaultModel.Missing() != "" {
			continue
		}
		code, _, errs := run(t, "", append([]string{"stt"}, tc.args...)...)
		if code != tc.code || !strings.HasPrefix(strings.TrimSpace(errs), tc.want) {
			t.Errorf("%q: exit %d, %q, want %q", tc.args, code, errs, tc.want)
		}
	}
	code, _, errs := run(t, "", "listen", "--home", demoHome, "--mic-command", "true", "--asr", "pocketsphinx", "--model", "/nonexistent")
	if code != 1 || !strings.Contains(errs, "the speech recogniser cannot start: no /nonexistent/en-us (apt-get install pocketsphinx-en-us)") && !strings.Contains(errs, "apt-get install pocketsphinx)") {
		t.Errorf("listen with no recogniser: exit %d, %q", code, errs)
	}
}

// TestPhrasesDict: edge phrases --dict writes the model's dictionary with
// every word of the demo home's grammar, made ones too ("extractor"), and
// pocketsphinx_continuous takes the grammar with it and hears a command.
func TestPhrasesDict(t *testing.T) {
	needVoice(t)
	if _, err := exec.LookPath("pocketsphinx_continuous"); err != nil {
		t.Skip("no pocketsphinx_continuous")
	}
	dir := t.TempDir()
	dict, gram := filepath.Join(dir, "home.dict"), filepath.Join(dir, "home.gram")
	code, out, errs := run(t, "", "phrases", "--home", demoHome, "--dict", dict)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if err := os.WriteFile(gram, []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := asr.ReadDict(dict)
	if err != nil || len(d["extractor"]) == 0 || len(d["dishwasher"]) == 0 || len(d["zebra"]) == 0 {
		t.Fatalf("dictionary of %d words, extractor %v, %v", len(d), d["extractor"], err)
	}
	for _, w := range asr.GrammarWords(out) {
		if len(d[w]) == 0 {
			t.Errorf("no pronunciation of %q", w)
		}
	}
	pcm, err := wyomingtest.Speak("turn off the extractor fan", "en-us", 0)
	if err != nil {
		t.Fatal(err)
	}
	wav := filepath.Join(dir, "said.wav")
	if err := os.WriteFile(wav, wavOf(pcm), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pocketsphinx_continuous", "-infile", wav, "-jsgf", gram, "-dict", dict, "-hmm", asr.DefaultModel.HMM, "-logfn", "/dev/null")
	heard, err := cmd.Output()
	if err != nil || strings.TrimSpace(string(heard)) != "turn off the extractor fan" {
		t.Errorf("pocketsphinx_continuous: %q, %v", heard, err)
	}
	code, _, errs = run(t, "", "phrases", "--home", demoHome, "--format", "text", "--dict", dict)
	if code != 2 || strings.TrimSpace(errs) != "edge phrases: --dict goes with --format jsgf" {
		t.Errorf("--dict with text: exit %d, %q", code, errs)
	}
}

// wavOf is a WAV file of 16 kHz, 16-bit mono samples.
func wavOf(pcm []byte) []byte {
	var b bytes.Buffer
	le := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(36 + len(pcm)))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(1))
	le(uint16(1))
	le(uint32(16000))
	le(uint32(32000))
	le(uint16(2))
	le(uint16(16))
	b.WriteString("data")
	le(uint32(len(pcm)))
	b.Write(pcm)
	return b.Bytes()
}

// TestPhrasesDictChinese: the Chinese grammar's dictionary is made from
// pinyin in the phone set asked for, with no model's dictionary.
func TestPhrasesDictChinese(t *testing.T) {
	dict := filepath.Join(t.TempDir(), "zh.dict")
	code, out, errs := run(t, "", "phrases", "--home", demoHome, "--lang", "zh", "--dict", dict, "--model-dict", "", "--phones", "sphinx-zh")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	d, err := asr.ReadDict(dict)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d["灯"], "|"); !strings.HasPrefix(got, "d eng1|d eng2|d eng3|d eng4|d eng5") {
		t.Errorf("灯: %s", got)
	}
	for _, w := range asr.GrammarWords(out) {
		if len(d[w]) == 0 {
			t.Errorf("no pronunciation of %q", w)
		}
	}
	if len(d["碗"]) == 0 {
		t.Error("the decoys' words are not said")
	}
	code, _, errs = run(t, "", "phrases", "--home", demoHome, "--lang", "zh", "--dict", dict, "--model-dict", "", "--phones", "ipa")
	if code != 1 || !strings.Contains(errs, `phone set "ipa": the`) {
		t.Errorf("ipa: exit %d, %q", code, errs)
	}
}
