package cli

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

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
		t.Errorf("a help request was not understood:\n%s", out)
	}
	// with --json the help is a turn like any other: an answer.
	code, out, errs = run(t, "help\nturn off the kitchen light\n", "demo", "--no-tour", "--json")
	if rs := results(t, out); code != 0 || len(rs) != 2 || rs[0].Outcome != turn.Answer || !strings.Contains(rs[0].Say, "Things you can say") || rs[1].Outcome != turn.Done {
		t.Errorf("--json: exit %d, %d results\nstdout %s\nstderr %s", code, len(rs), out, errs)
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
