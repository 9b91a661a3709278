package lineedit

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"edge/internal/vtscreen"
)

// folded drives an editor on a terminal of cols columns through pipe
// keys, and checks after each step that the screen shows the prompt and
// the line once, folded over as many rows as they need and no more, with
// the cursor after the text left of it.
type folded struct {
	t    *testing.T
	s    *vtscreen.Screen
	e    *Editor
	keys *io.PipeWriter
	done chan string
}

func newFolded(t *testing.T, cols int, history []string) *folded {
	s := vtscreen.New(cols, 24)
	pr, pw := io.Pipe()
	e := New(pr, s, "> ")
	e.SetColumns(func() int { return cols })
	e.SetHistory(history)
	f := &folded{t: t, s: s, e: e, keys: pw, done: make(chan string, 1)}
	go func() {
		line, _ := e.ReadLine()
		f.done <- line
	}()
	return f
}

// step types keys, then waits until the editor holds line with the cursor
// at pos (in runes) and checks the screen.
func (f *folded) step(keys, line string, pos int) {
	f.t.Helper()
	f.keys.Write([]byte(keys))
	for i := 0; ; i++ {
		f.e.mu.Lock()
		held, at := string(f.e.line), f.e.pos
		if held == line && at == pos {
			problem := f.shows("> "+line, "> "+string([]rune(line)[:pos]))
			f.e.mu.Unlock()
			if problem != "" {
				f.t.Fatalf("after %q: %s", keys, problem)
			}
			return
		}
		f.e.mu.Unlock()
		if i == 1000 {
			f.t.Fatalf("after %q the editor holds %q at %d; want %q at %d", keys, held, at, line, pos)
		}
		waitABit()
	}
}

// shows says what is wrong with the screen, if it does not show text once
// from its first row, folded at its width, with the cursor after left.
func (f *folded) shows(text, left string) string {
	lines := f.s.Lines()
	row, col := f.s.Cursor()
	if f.s.Unknown > 0 {
		return "the editor sent escape sequences a terminal may not know"
	}
	want, wantRow, wantCol := fold(text, len([]rune(left)), f.s.Cols)
	for len(lines) > len(want) && lines[len(lines)-1] == "" && row < len(lines)-1 {
		lines = lines[:len(lines)-1]
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		return "the screen shows\n" + strings.Join(lines, "\n") + "\nwant\n" + strings.Join(want, "\n")
	}
	if row != wantRow || col != wantCol {
		return fmt.Sprintf("the cursor is at row %d, column %d; want %d, %d, after %q", row, col, wantRow, wantCol, left)
	}
	return ""
}

// fold is text as a terminal of cols columns shows it: its rows (without
// the spaces at their ends) and where the cursor stands before rune at,
// which is on the row below when the text fills its last row.
func fold(text string, at, cols int) (rows []string, row, col int) {
	cur, w := "", 0
	for i, r := range []rune(text) {
		if w+runeWidth(r) > cols {
			rows, cur, w = append(rows, cur), "", 0
		}
		if i == at {
			row, col = len(rows), w
		}
		cur += string(r)
		w += runeWidth(r)
	}
	if w == cols {
		rows, cur, w = append(rows, cur), "", 0
	}
	if at == len([]rune(text)) {
		row, col = len(rows), w
	}
	rows = append(rows, cur)
	for i := range rows {
		rows[i] = strings.TrimRight(rows[i], " ")
	}
	return rows, row, col
}

// A line twice the width of the terminal, Chinese included, folds over
// three rows and is drawn again in place after each key: typing, Home and
// End (Ctrl-A, Ctrl-E), words rubbed out (Ctrl-W), the arrows, backspaces
// across a fold, and a line of the history that fills its rows exactly,
// recalled and left.
func TestFoldedLine(t *testing.T) {
	const cols = 30
	long := "把客厅的大灯和厨房的灯都打开 then turn off the hallway light"
	if w := Width("> " + long); w < 2*cols {
		t.Fatalf("the line is %d columns, not twice %d", w, cols)
	}
	old := "关掉卧室的灯以及书房的台灯还有阳台的灯和走廊的灯和洗手间的灯"
	f := newFolded(t, cols, []string{old})
	f.step(long, long, 46)
	f.step("\x01", long, 0)
	f.step("请", "请"+long, 1)
	f.step("\x05", "请"+long, 47)
	f.step("\x17", "请把客厅的大灯和厨房的灯都打开 then turn off the hallway ", 42)
	f.step("\x17", "请把客厅的大灯和厨房的灯都打开 then turn off the ", 34)
	f.step(strings.Repeat("\x1b[D", 20), "请把客厅的大灯和厨房的灯都打开 then turn off the ", 14)
	cut := "请把客厅的大灯和厨房的灯开 then turn off the "
	f.step("\x7f\x7f", cut, 12)
	f.step("\x1b[C\x1b[C\x1b[C", cut, 15)
	f.step("\x1b[A", old, 30)
	f.step("\x1b[B", cut, 32)
	f.step("\x1b[A\x1b[B\x1b[A", old, 30)
	f.keys.Write([]byte("\r"))
	if line := <-f.done; line != old {
		t.Errorf("line %q", line)
	}
	// Enter leaves the cursor at the start of the row below the line, the
	// line shown once above it.
	lines := f.s.Lines()
	if row, col := f.s.Cursor(); row != len(lines)-1 || col != 0 || lines[row] != "" || strings.Join(lines, "") != "> "+old {
		t.Errorf("after Enter the cursor is at %d,%d of %q", row, col, lines)
	}
}
