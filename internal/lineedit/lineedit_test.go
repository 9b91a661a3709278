package lineedit

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"edge/internal/vtscreen"
)

// screen is an 80-column terminal that shows what the editor draws.
type screen struct{ *vtscreen.Screen }

func newScreen() *screen { return &screen{vtscreen.New(80, 24)} }

// line is the cursor's row as shown, and the text left of the cursor.
func (s *screen) line() (shown, beforeCursor string) {
	lines := s.Lines()
	row, col := s.Cursor()
	shown = lines[row]
	var left []rune
	w := 0
	for _, r := range shown {
		if w+runeWidth(r) > col {
			break
		}
		left = append(left, r)
		w += runeWidth(r)
	}
	return shown, string(left)
}

// TestEditing types keys and checks what the editor holds and what the
// terminal shows, with the cursor where the next key goes: for Chinese
// (two columns a character), for each encoding of Home and End, for the
// control keys and the history.
func TestEditing(t *testing.T) {
	for _, tt := range []struct {
		name, keys  string
		line, shown string
		history     []string
		wantErr     error
		unfinished  bool
	}{
		{name: "Chinese inserted in the middle", keys: "打开厨房灯\x1b[D\x1b[D的", line: "打开厨的房灯", shown: "> 打开厨的房灯", unfinished: true},
		{name: "Chinese then Enter", keys: "打开厨房灯\x1b[D\x1b[D的\r", line: "打开厨的房灯"},
		{name: "backspace over a wide character", keys: "客厅灯\x1b[D\x7f", line: "客灯", shown: "> 客灯", unfinished: true},
		{name: "delete under the cursor", keys: "abc\x1b[D\x1b[D\x1b[3~\r", line: "ac"},
		{name: "Home as xterm", keys: "light on\x1b[Hturn \r", line: "turn light on"},
		{name: "Home as VT220 (tmux, screen)", keys: "light on\x1b[1~turn \r", line: "turn light on"},
		{name: "Home as rxvt", keys: "light on\x1b[7~turn \r", line: "turn light on"},
		{name: "Home as SS3", keys: "light on\x1bOHturn \r", line: "turn light on"},
		{name: "Home as Ctrl-A", keys: "light on\x01turn \r", line: "turn light on"},
		{name: "End as VT220", keys: "turn on\x1b[1~\x1b[4~ now\r", line: "turn on now"},
		{name: "End as xterm", keys: "turn on\x01\x1b[F now\r", line: "turn on now"},
		{name: "End as rxvt", keys: "turn on\x01\x1b[8~ now\r", line: "turn on now"},
		{name: "End as SS3 and Ctrl-E", keys: "on\x01\x1bOF!\x01\x05?\r", line: "on!?"},
		{name: "Home then wide text shown", keys: "开灯\x1b[1~请", line: "请开灯", shown: "> 请开灯", unfinished: true},
		{name: "kill to end", keys: "turn on the light\x01\x1b[C\x1b[C\x1b[C\x1b[C\x0b\r", line: "turn"},
		{name: "kill to start", keys: "xx turn on\x1b[D\x1b[D\x1b[D\x1b[D\x1b[D\x1b[D\x1b[D\x15\r", line: "turn on"},
		{name: "kill word", keys: "turn on the lihgt\x17light\r", line: "turn on the light"},
		{name: "unknown sequence skipped", keys: "on\x1b[1;5Cx\r", line: "onx"},
		{name: "history up and down", keys: "new\x1b[A\x1b[A\x1b[B\x1b[B\r", line: "new", history: []string{"first", "second"}},
		{name: "history recalled", keys: "\x1b[A\x1b[A\r", line: "first", history: []string{"first", "second"}},
		{name: "history in SS3", keys: "\x1bOA\r", line: "second", history: []string{"first", "second"}},
		{name: "Ctrl-D on an empty line", keys: "\x04", wantErr: io.EOF},
		{name: "Ctrl-D deletes on a line", keys: "ab\x01\x04\r", line: "b"},
		{name: "Ctrl-C", keys: "turn on\x03", wantErr: ErrInterrupt},
		{name: "end of input", keys: "half a li", wantErr: io.EOF},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScreen()
			e := New(strings.NewReader(tt.keys), s, "> ")
			e.SetHistory(tt.history)
			line, err := e.ReadLine()
			if tt.unfinished {
				if !errors.Is(err, io.EOF) {
					t.Fatalf("want the keys to run out, got %q %v", line, err)
				}
				// the keys ran out with the line unfinished: the row above
				// the cursor shows it.
				lines := s.Lines()
				shown := lines[len(lines)-2]
				if shown != tt.shown {
					t.Errorf("shown %q, want %q", shown, tt.shown)
				}
				if string(e.line) != tt.line {
					t.Errorf("held %q, want %q", string(e.line), tt.line)
				}
				return
			}
			if !errors.Is(err, tt.wantErr) || line != tt.line {
				t.Errorf("ReadLine = %q, %v; want %q, %v", line, err, tt.line, tt.wantErr)
			}
		})
	}
}

// TestCursor: after each key the cursor stands after what is left of it,
// counted in columns.
func TestCursor(t *testing.T) {
	s := newScreen()
	pr, pw := io.Pipe()
	e := New(pr, s, "> ")
	done := make(chan string)
	go func() {
		line, _ := e.ReadLine()
		done <- line
	}()
	steps := []struct{ keys, shown, left string }{
		{"打开厨房灯", "> 打开厨房灯", "> 打开厨房灯"},
		{"\x1b[D\x1b[D", "> 打开厨房灯", "> 打开厨"},
		{"的", "> 打开厨的房灯", "> 打开厨的"},
		{"\x1b[4~", "> 打开厨的房灯", "> 打开厨的房灯"},
		{"\x1b[1~", "> 打开厨的房灯", "> "},
		{"\x1b[C", "> 打开厨的房灯", "> 打"},
	}
	for _, st := range steps {
		pw.Write([]byte(st.keys))
		// the editor has drawn the line when it has read every key: wait
		// for the drawing through the editor's lock.
		for i := 0; i < 1000; i++ {
			e.mu.Lock()
			shown, left := s.line()
			e.mu.Unlock()
			if shown == st.shown && left == st.left {
				break
			}
			if i == 999 {
				t.Fatalf("after %q: shown %q, left of the cursor %q; want %q, %q", st.keys, shown, left, st.shown, st.left)
			}
			waitABit()
		}
	}
	pw.Write([]byte("\r"))
	if line := <-done; line != "打开厨的房灯" {
		t.Errorf("line %q", line)
	}
}

// TestWriteKeepsTheLine: what is written while a line is typed (a timer
// that rings) shows above it, and the line is drawn again below.
func TestWriteKeepsTheLine(t *testing.T) {
	s := newScreen()
	pr, pw := io.Pipe()
	e := New(pr, s, "> ")
	go e.ReadLine()
	pw.Write([]byte("turn on"))
	for i := 0; ; i++ {
		e.mu.Lock()
		n := len(e.line)
		e.mu.Unlock()
		if n == 7 {
			break
		}
		if i > 1000 {
			t.Fatal("the keys were not read")
		}
		waitABit()
	}
	e.Write([]byte("  (timer) Your timer for 1 minute is done.\n"))
	e.mu.Lock()
	defer e.mu.Unlock()
	if lines := s.Lines(); len(lines) < 2 || lines[len(lines)-2] != "  (timer) Your timer for 1 minute is done." {
		t.Errorf("rows %q", lines)
	}
	if shown, _ := s.line(); shown != "> turn on" {
		t.Errorf("the line after a ring: %q", shown)
	}
	pw.Close()
}

func TestWidth(t *testing.T) {
	for s, want := range map[string]int{"": 0, "light": 5, "灯": 2, "打开TV": 6, "ｌｉｇｈｔ": 10, "e\u0301": 1, "한국": 4, "💡": 2, "\u200b": 0} {
		if got := Width(s); got != want {
			t.Errorf("Width(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestHistoryBounded(t *testing.T) {
	e := New(strings.NewReader(""), io.Discard, "")
	for i := range MaxHistory + 10 {
		e.Add(strconv.Itoa(i))
	}
	e.Add(strconv.Itoa(MaxHistory + 9))
	e.Add("")
	h := e.History()
	if len(h) != MaxHistory || h[0] != "10" || h[len(h)-1] != strconv.Itoa(MaxHistory+9) {
		t.Errorf("history of %d: %q ... %q", len(h), h[0], h[len(h)-1])
	}
}

func waitABit() { time.Sleep(time.Millisecond) }

// TestLineBounded: a line pasted past MaxLine keeps its first MaxLine
// characters and ends at its Enter, and the line after it is read whole;
// the keys that edit still work at the bound (Backspace, then a key).
func TestLineBounded(t *testing.T) {
	long := strings.Repeat("开a", MaxLine)
	e := New(strings.NewReader(long+"\x7fZ\rturn on the lamp\r"), io.Discard, "> ")
	line, err := e.ReadLine()
	if want := strings.Repeat("开a", MaxLine/2-1) + "开Z"; err != nil || line != want {
		t.Fatalf("a pasted line of %d characters read as %d (%v)", 2*MaxLine, len([]rune(line)), err)
	}
	if line, err := e.ReadLine(); err != nil || line != "turn on the lamp" {
		t.Errorf("the line after it: %q (%v)", line, err)
	}
}
