package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPhrases(t *testing.T) {
	code, out, errs := run(t, "", "phrases", "--home", demoHome, "--format", "text")
	if code != 0 || !strings.Contains(out, "\nturn on the kitchen light\n") || !strings.Contains(out, "\nthe second one\n") {
		t.Fatalf("text: exit %d, %q\n%s", code, errs, out)
	}
	code, out, errs = run(t, "", "phrases", "--home", demoHome, "--lang", "zh", "--format", "vosk")
	var list []string
	if err := json.Unmarshal([]byte(out), &list); code != 0 || err != nil || list[len(list)-1] != "[unk]" || !strings.Contains(out, `"打 开 厨 房 灯"`) {
		t.Fatalf("vosk: exit %d, %q, %v\n%s", code, errs, err, out)
	}
	code, out, errs = run(t, "", "phrases", "--home", demoHome)
	if code != 0 || !strings.HasPrefix(out, "#JSGF V1.0 UTF-8 en;\n") || !strings.Contains(out, "public <utterance> = <command> | <question> | <reply> | <timer>;") {
		t.Fatalf("jsgf: exit %d, %q\n%s", code, errs, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--home", demoHome, "--lang", "fr"}, `edge phrases: --lang "fr": edge speaks en, zh`},
		{[]string{"--home", demoHome, "--format", "csv"}, `edge phrases: --format "csv": jsgf, vosk or text`},
		{[]string{"--home", demoHome, "extra"}, "edge phrases: unexpected arguments: extra"},
	} {
		code, _, errs := run(t, "", append([]string{"phrases"}, tc.args...)...)
		if code != 2 || strings.TrimSpace(errs) != tc.want {
			t.Errorf("%q: exit %d, %q, want %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestListenFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--asr", "tcp://127.0.0.1:1"}, "edge listen: give one of --mic and --mic-command"},
		{[]string{"--mic-command", "true"}, "edge listen: --asr: the speech recogniser is needed"},
		{[]string{"--mic", "tcp://127.0.0.1:1", "--mic-command", "true", "--asr", "tcp://127.0.0.1:1"}, "edge listen: give one of --mic and --mic-command"},
		{[]string{"--mic-command", "true", "--asr", "http://x:1"}, `edge listen: --asr: wyoming: "http://x:1": want tcp://HOST:PORT or unix:///PATH`},
		{[]string{"--mic-command", "true", "--asr", "tcp://127.0.0.1:1", "--voice", "en"}, `edge listen: --voice "en": want LANG=NAME`},
		{[]string{"--mic-command", "true", "--asr", "tcp://127.0.0.1:1", "--lang", "fr"}, `edge listen: --lang "fr": edge speaks en, zh`},
		{[]string{"--mic-command", "true", "--asr", "tcp://127.0.0.1:1", "--room", "attic"}, `edge listen: --room "attic": no such room in the home`},
	} {
		code, _, errs := run(t, "", append([]string{"listen", "--home", demoHome}, tc.args...)...)
		if code != 2 || !strings.HasPrefix(strings.TrimSpace(errs), tc.want) {
			t.Errorf("%q: exit %d, %q, want %q", tc.args, code, errs, tc.want)
		}
	}
}
