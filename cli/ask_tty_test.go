//go:build linux

package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/internal/lineedit"
	"edge/internal/vtscreen"
)

// lockedScreen is an 80×24 terminal screen that what edge writes on the
// pseudo-terminal is drawn on.
type lockedScreen struct {
	mu sync.Mutex
	s  *vtscreen.Screen
}

func (l *lockedScreen) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.s.Write(p)
}

// TestAskTerminal: edge ask on a terminal, with no words or with "-", is a
// conversation on any home with the line editor: a line twice the
// terminal's width, Chinese and English, folds over three rows and is
// drawn once, in place, while it is typed and edited (Ctrl-A, Ctrl-E,
// Ctrl-W, the arrows); its answer follows it; up recalls it, drawn once
// more; and the history keeps it for the next run.
func TestAskTerminal(t *testing.T) {
	history := filepath.Join(t.TempDir(), "ask_history")
	const long = "请把厨房的灯打开，然后把客厅的落地灯也打开，再把卧室的灯关掉，还有书房的台灯和阳台的灯也都关掉吧 and then turn off the hallway light and the porch light please"
	for _, args := range [][]string{
		{"ask", "--home", demoHome, "--dry-run", "--history", history},
		{"ask", "--home", demoHome, "--dry-run", "--history", history, "-"},
	} {
		master, slave := openPTY(t)
		screen := &lockedScreen{s: vtscreen.New(80, 24)}
		go io.Copy(screen, master)
		var errs strings.Builder
		done := make(chan int, 1)
		go func() { done <- Main(context.Background(), args, slave, slave, &errs) }()

		// shows waits until the last prompt's rows show line, folded as
		// the terminal folds it (a fresh screen written the prompt and the
		// line is the reference), with the cursor after the first pos
		// characters, and no row of it twice.
		shows := func(what, line string, pos int) {
			t.Helper()
			want := vtscreen.New(80, 24)
			want.Write([]byte("> " + line))
			wantRows := want.Lines()
			var rows []string
			var before string
			for deadline := time.Now().Add(20 * time.Second); ; {
				screen.mu.Lock()
				lines := screen.s.Lines()
				row, _ := screen.s.Cursor()
				from := len(lines) - 1
				for from > 0 && !strings.HasPrefix(lines[from], ">") {
					from--
				}
				rows = lines[from:]
				before = screen.s.BeforeCursor(from)
				unknown := screen.s.Unknown
				screen.mu.Unlock()
				for len(rows) > len(wantRows) && rows[len(rows)-1] == "" && row < from+len(rows)-1 {
					rows = rows[:len(rows)-1]
				}
				if unknown > 0 {
					t.Fatalf("%s: edge sent escape sequences a terminal may not know", what)
				}
				if strings.Join(rows, "\n") == strings.Join(wantRows, "\n") && before == "> "+string([]rune(line)[:pos]) {
					return
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s: the screen shows\n%s\nbefore the cursor %q\nwant\n%s\nbefore the cursor %q",
						what, strings.Join(rows, "\n"), before, strings.Join(wantRows, "\n"), "> "+string([]rune(line)[:pos]))
				}
				time.Sleep(10 * time.Millisecond)
			}
		}
		shows("the prompt", "", 0)
		if lineedit.Width("> "+long) < 160 {
			t.Fatalf("the line is not twice the width of the terminal")
		}
		n := len([]rune(long))
		master.WriteString(long)
		shows("the line typed", long, n)
		master.WriteString("\x01")
		shows("Ctrl-A", long, 0)
		master.WriteString("\x1b[C\x1b[C\x1b[C")
		shows("right three", long, 3)
		master.WriteString("\x05\x17")
		cut := strings.TrimSuffix(long, "please")
		shows("Ctrl-E, Ctrl-W", cut, len([]rune(cut)))
		master.WriteString(strings.Repeat("\x1b[D", 40) + "x\x7f")
		shows("left 40, x rubbed out", cut, len([]rune(cut))-40)
		master.WriteString("\r")
		// the answer comes after the line, which stays shown once.
		for deadline := time.Now().Add(20 * time.Second); ; {
			screen.mu.Lock()
			all := strings.Join(screen.s.Lines(), "\n")
			screen.mu.Unlock()
			if strings.Contains(all, "\n[") && strings.Count(all, "\n>") == 2 {
				if strings.Count(strings.ReplaceAll(all, "\n", ""), "> "+strings.TrimSpace(cut)) != 1 {
					t.Fatalf("the line said is not shown once above its answer:\n%s", all)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no answer and new prompt:\n%s\n%s", all, errs.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
		master.WriteString("\x1b[A")
		said := strings.TrimSpace(cut)
		shows("up recalls the line", said, len([]rune(said)))
		master.WriteString("\x15\x04")
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("edge %q: exit %d: %s", args, code, errs.String())
			}
		case <-time.After(20 * time.Second):
			t.Fatal("Ctrl-D did not end the conversation")
		}
	}
	data, err := os.ReadFile(history)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "turn off the hallway light and the porch light\n") {
		t.Errorf("the history does not keep the line: %q", data)
	}
}
