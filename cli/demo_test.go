package cli

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"edge"
	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

// TestDemoPiped: after the tour, piped words are answered one line each,
// and help, "what can I say" and "你能做什么" list things to say to the
// demo home in the language asked.
func TestDemoPiped(t *testing.T) {
	code, out, errs := run(t, "turn on the kitchen light\nhelp\n\n你能做什么？\nWhat can I say?\nis the kitchen light on\n", "demo", "--no-tour")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"  turn on the kitchen light → done → light.kitchen on\n      Turned on Kitchen light.\n",
		"Things you can say (this home has 11 rooms and 42 devices):\n",
		"可以这样说（这个家有11个房间、42个设备）：\n",
		"  is the kitchen light on → answer\n      Yes, Kitchen light is on.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "Things you can say"); n != 2 {
		t.Errorf("English help %d times, want 2 (help, What can I say?)", n)
	}
	en, zh, _ := strings.Cut(out, "可以这样说")
	if !strings.Contains(en, "  set the bedroom AC to 22 degrees\n") && !strings.Contains(en, "  set the ") {
		t.Errorf("the English help has no example of a setting:\n%s", en)
	}
	if !strings.Contains(zh, "  把客厅的灯关掉\n") && !strings.Contains(zh, "的灯关掉\n") {
		t.Errorf("the Chinese help has no example of a room's lights:\n%s", zh)
	}
	if strings.Contains(out, "not_understood") {
		t.Errorf("a help request reached the engine:\n%s", out)
	}
	// with --json the turns stay JSON lines on stdout and the help goes
	// to stderr.
	code, out, errs = run(t, "help\nturn off the kitchen light\n", "demo", "--no-tour", "--json")
	if rs := results(t, out); code != 0 || len(rs) != 1 || rs[0].Outcome != turn.Done || !strings.Contains(errs, "Things you can say") {
		t.Errorf("--json: exit %d, %d results\nstdout %s\nstderr %s", code, len(rs), out, errs)
	}
}

func TestHelpAsked(t *testing.T) {
	for text, want := range map[string]string{
		"help": "en", " Help! ": "en", "what can I say?": "en", "What can you do": "en",
		"你能做什么": "zh", "你能做什么？": "zh", "帮助": "zh", "我能说什么。": "zh",
		"help me turn on the light": "", "turn on the light": "", "打开灯": "",
	} {
		lang, ok := helpAsked(text)
		if ok != (want != "") || lang != want {
			t.Errorf("helpAsked(%q) = %q %v, want %q", text, lang, ok, want)
		}
	}
}

// TestHelpExamplesUnderstood: every example the help gives for the demo
// home, in both languages, is understood by edge (a dry run, in a fresh
// session each), and names no device of another home.
func TestHelpExamplesUnderstood(t *testing.T) {
	h, err := home.Parse("demo.yaml", edge.DemoHome)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(t.TempDir(), "demo.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	for _, lang := range []string{"en", "zh"} {
		ex := helpExamples(h, lang)
		if len(ex) < 8 {
			t.Errorf("%s: only %d examples: %q", lang, len(ex), ex)
		}
		for i, text := range ex {
			r := eng.Ask(context.Background(), turn.Request{Text: text, Session: lang + text, DryRun: true})
			switch r.Outcome {
			case turn.NotUnderstood, turn.Blocked, turn.Failed:
				t.Errorf("%s example %d %q: %s %q", lang, i+1, text, r.Outcome, r.Say)
			}
			if r.Lang != lang {
				t.Errorf("%s example %q was read as %s", lang, text, r.Lang)
			}
		}
	}
	// a home with no Chinese names has fewer Chinese examples, never an
	// English name in a Chinese sentence.
	plain, err := home.Parse("plain.yaml", []byte("rooms:\n  - {id: hall, name: Hall}\ndevices:\n  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff, brightness]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if ex := helpExamples(plain, "zh"); len(ex) != 1 || ex[0] != "哪些灯开着" {
		t.Errorf("zh examples for a home of English names: %q", ex)
	}
	if ex := helpExamples(plain, "en"); len(ex) != 2 || ex[0] != "turn on the hall light" {
		t.Errorf("en examples: %q", ex)
	}
}

// syncWriter collects what is written from several goroutines.
type syncWriter struct {
	mu sync.Mutex
	b  strings.Builder
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *syncWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// TestDemoTimers: a timer set in the demo rings, and a delayed command
// runs, while the demo runs, where it talks.
func TestDemoTimers(t *testing.T) {
	in, feed := io.Pipe()
	out := &syncWriter{}
	exited := make(chan int, 1)
	go func() { exited <- Main(context.Background(), []string{"demo", "--no-tour"}, in, out, io.Discard) }()
	// each line waits for what the one before it brings (a guard against
	// a demo that never does, not a timed assertion).
	waitFor := func(want string) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), want); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("no %q:\n%s", want, out)
			}
		}
	}
	io.WriteString(feed, "set a timer for 1 second\n")
	waitFor("  (timer) Your timer for 1 second is done.\n")
	io.WriteString(feed, "一秒后关掉厨房灯\n")
	waitFor("  (timer) 已关闭厨房灯。\n")
	feed.Close()
	if code := <-exited; code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}
