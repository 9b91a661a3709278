// Package lineedit edits one line of text on a terminal in raw mode: the
// cursor keys, Home and End in the encodings terminals, tmux and screen
// send, Backspace and Delete, Ctrl-A/E/K/U/W, and up and down for the
// lines said before. It counts the columns a character takes (two for
// Chinese) and knows the terminal's width, so that a line longer than a row
// folds onto the rows below as the terminal folds it, and is redrawn in
// place after every key.
package lineedit

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"sync"
)

// ErrInterrupt is returned by ReadLine when Ctrl-C is typed.
var ErrInterrupt = errors.New("lineedit: interrupted")

// MaxHistory bounds the lines the history keeps.
const MaxHistory = 500

// MaxLine bounds the characters of the line being typed: one pasted past
// it (a file, by mistake or not) keeps its first MaxLine characters and
// ends at its Enter as any line does, so that neither the line nor the
// time to redraw it after every key grows without end. It is far past the
// longest utterance edge reads, which refuses such a line whole.
const MaxLine = 4096

// Editor reads lines from in, showing them on out.
type Editor struct {
	in     *bufio.Reader
	out    io.Writer
	prompt string
	// cols is the terminal's width now, in columns (0 when unknown).
	cols func() int

	mu      sync.Mutex // guards what follows, and out
	line    []rune
	pos     int  // the cursor, an index into line
	editing bool // a line is being read: Write redraws it
	hist    []string
	// at is the history line shown (len(hist) for the line being typed),
	// and typed that line while another is shown.
	at    int
	typed []rune
	// row is the row the cursor stands on, counted from the prompt's, and
	// col its column: where the last drawing left it.
	row, col int
}

// New makes an editor that reads keys from in and shows the prompt and
// the line on out.
func New(in io.Reader, out io.Writer, prompt string) *Editor {
	return &Editor{in: bufio.NewReader(in), out: out, prompt: prompt}
}

// SetColumns tells the editor how to learn the terminal's width, asked
// before every drawing, so that a resized terminal is drawn at its new
// width; without it, or when it says 0, a row is DefaultColumns wide.
func (e *Editor) SetColumns(cols func() int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.cols = cols
}

// SetHistory replaces the lines up and down recall, oldest first.
func (e *Editor) SetHistory(lines []string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(lines) > MaxHistory {
		lines = lines[len(lines)-MaxHistory:]
	}
	e.hist = append([]string(nil), lines...)
}

// History returns the lines up and down recall, oldest first.
func (e *Editor) History() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.hist...)
}

// Add puts a line at the end of the history, unless it is empty or the
// same as the last.
func (e *Editor) Add(line string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if line == "" || (len(e.hist) > 0 && e.hist[len(e.hist)-1] == line) {
		return
	}
	e.hist = append(e.hist, line)
	if len(e.hist) > MaxHistory {
		e.hist = e.hist[len(e.hist)-MaxHistory:]
	}
}

// Write shows p above the line being typed, which it then redraws; a
// newline is shown as CR LF, as a raw terminal needs.
func (e *Editor) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	var b strings.Builder
	if e.editing {
		e.erase(&b)
	}
	b.WriteString(strings.ReplaceAll(strings.ReplaceAll(string(p), "\r\n", "\n"), "\n", "\r\n"))
	if e.editing {
		if len(p) > 0 && p[len(p)-1] != '\n' {
			b.WriteString("\r\n")
		}
		e.draw(&b)
	}
	if _, err := io.WriteString(e.out, b.String()); err != nil {
		return 0, err
	}
	return len(p), nil
}

// ReadLine shows the prompt and returns the line typed, without its end.
// Ctrl-D on an empty line is io.EOF; Ctrl-C is ErrInterrupt.
func (e *Editor) ReadLine() (string, error) {
	e.mu.Lock()
	e.line, e.pos, e.editing, e.at, e.typed = e.line[:0], 0, true, len(e.hist), nil
	e.row, e.col = 0, 0
	e.redraw()
	e.mu.Unlock()
	for {
		k, r, err := e.key()
		if err != nil {
			e.mu.Lock()
			e.finish("")
			e.mu.Unlock()
			return "", err
		}
		e.mu.Lock()
		line, done, err := e.apply(k, r)
		e.mu.Unlock()
		if done || err != nil {
			return line, err
		}
	}
}

// finish stops editing: it draws the line with the cursor after its end,
// writes mark there, and goes to the start of the row below.
func (e *Editor) finish(mark string) {
	e.pos = len(e.line)
	e.redraw()
	e.editing = false
	if mark == "" && e.col == 0 && e.row > 0 {
		return // the line filled its last row: the cursor is on the row below
	}
	io.WriteString(e.out, mark+"\r\n")
}

// apply carries out one key; done is true when the line is finished.
func (e *Editor) apply(k key, r rune) (line string, done bool, err error) {
	switch k {
	case keyRune:
		if len(e.line) >= MaxLine {
			return "", false, nil
		}
		e.line = append(e.line[:e.pos], append([]rune{r}, e.line[e.pos:]...)...)
		e.pos++
	case keyEnter:
		e.finish("")
		return string(e.line), true, nil
	case keyEOF:
		if len(e.line) > 0 {
			return e.apply(keyDelete, 0)
		}
		e.finish("")
		return "", true, io.EOF
	case keyInterrupt:
		e.finish("^C")
		return "", true, ErrInterrupt
	case keyBackspace:
		if e.pos > 0 {
			e.line = append(e.line[:e.pos-1], e.line[e.pos:]...)
			e.pos--
		}
	case keyDelete:
		if e.pos < len(e.line) {
			e.line = append(e.line[:e.pos], e.line[e.pos+1:]...)
		}
	case keyLeft:
		e.pos = max(e.pos-1, 0)
	case keyRight:
		e.pos = min(e.pos+1, len(e.line))
	case keyHome:
		e.pos = 0
	case keyEnd:
		e.pos = len(e.line)
	case keyKillEnd:
		e.line = e.line[:e.pos]
	case keyKillStart:
		e.line = append(e.line[:0], e.line[e.pos:]...)
		e.pos = 0
	case keyKillWord:
		i := e.pos
		for i > 0 && e.line[i-1] == ' ' {
			i--
		}
		for i > 0 && e.line[i-1] != ' ' {
			i--
		}
		e.line = append(e.line[:i], e.line[e.pos:]...)
		e.pos = i
	case keyUp, keyDown:
		e.recall(k == keyUp)
	default:
		return "", false, nil
	}
	e.redraw()
	return "", false, nil
}

// recall shows the line before (up) or after the one shown.
func (e *Editor) recall(up bool) {
	to := e.at + 1
	if up {
		to = e.at - 1
	}
	if to < 0 || to > len(e.hist) {
		return
	}
	if e.at == len(e.hist) {
		e.typed = append([]rune(nil), e.line...)
	}
	e.at = to
	if to == len(e.hist) {
		e.line = append(e.line[:0], e.typed...)
	} else {
		e.line = []rune(e.hist[to])
	}
	e.pos = len(e.line)
}
