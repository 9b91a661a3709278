// Package lineedit edits one line of text on a terminal in raw mode: the
// cursor keys, Home and End in the encodings terminals, tmux and screen
// send, Backspace and Delete, Ctrl-A/E/K/U/W, and up and down for the
// lines said before. It counts the columns a character takes, so that a
// line of Chinese (two columns a character) is shown as it is held.
//
// The line is redrawn in place; a line wider than the terminal is not
// folded.
package lineedit

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// ErrInterrupt is returned by ReadLine when Ctrl-C is typed.
var ErrInterrupt = errors.New("lineedit: interrupted")

// MaxHistory bounds the lines the history keeps.
const MaxHistory = 500

// Editor reads lines from in, showing them on out.
type Editor struct {
	in     *bufio.Reader
	out    io.Writer
	prompt string

	mu      sync.Mutex // guards what follows, and out
	line    []rune
	pos     int  // the cursor, an index into line
	editing bool // a line is being read: Write redraws it
	hist    []string
	// at is the history line shown (len(hist) for the line being typed),
	// and typed that line while another is shown.
	at    int
	typed []rune
}

// New makes an editor that reads keys from in and shows the prompt and
// the line on out.
func New(in io.Reader, out io.Writer, prompt string) *Editor {
	return &Editor{in: bufio.NewReader(in), out: out, prompt: prompt}
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
		b.WriteString("\r\x1b[K")
	}
	b.WriteString(strings.ReplaceAll(strings.ReplaceAll(string(p), "\r\n", "\n"), "\n", "\r\n"))
	if e.editing {
		if len(p) > 0 && p[len(p)-1] != '\n' {
			b.WriteString("\r\n")
		}
		e.render(&b)
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
	e.redraw()
	e.mu.Unlock()
	for {
		k, r, err := e.key()
		if err != nil {
			e.end("\r\n")
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

// end stops editing, writing s.
func (e *Editor) end(s string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.editing = false
	io.WriteString(e.out, s)
}

// apply carries out one key; done is true when the line is finished.
func (e *Editor) apply(k key, r rune) (line string, done bool, err error) {
	switch k {
	case keyRune:
		e.line = append(e.line[:e.pos], append([]rune{r}, e.line[e.pos:]...)...)
		e.pos++
	case keyEnter:
		e.editing = false
		e.pos = len(e.line)
		e.redraw()
		io.WriteString(e.out, "\r\n")
		return string(e.line), true, nil
	case keyEOF:
		if len(e.line) > 0 {
			return e.apply(keyDelete, 0)
		}
		e.editing = false
		io.WriteString(e.out, "\r\n")
		return "", true, io.EOF
	case keyInterrupt:
		e.editing = false
		io.WriteString(e.out, "^C\r\n")
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

// redraw shows the prompt and the line, and puts the cursor at pos.
func (e *Editor) redraw() {
	var b strings.Builder
	b.WriteString("\r")
	e.render(&b)
	io.WriteString(e.out, b.String())
}

func (e *Editor) render(b *strings.Builder) {
	b.WriteString(e.prompt)
	b.WriteString(string(e.line))
	b.WriteString("\x1b[K")
	if back := Width(string(e.line[e.pos:])); back > 0 {
		fmt.Fprintf(b, "\x1b[%dD", back)
	}
}

// Width is the number of terminal columns s takes: two for a wide or
// full-width character (Chinese, Japanese, Korean, most emoji), none for
// a combining mark or a format character, one for the rest.
func Width(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

// wide are the ranges of East Asian wide and full-width characters
// (Unicode's EastAsianWidth W and F), in short.
var wide = []struct{ lo, hi rune }{
	{0x1100, 0x115F}, {0x231A, 0x231B}, {0x2329, 0x232A}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0},
	{0x23F3, 0x23F3}, {0x25FD, 0x25FE}, {0x2614, 0x2615}, {0x2648, 0x2653}, {0x267F, 0x267F},
	{0x2693, 0x2693}, {0x26A1, 0x26A1}, {0x26AA, 0x26AB}, {0x26BD, 0x26BE}, {0x26C4, 0x26C5},
	{0x26CE, 0x26CE}, {0x26D4, 0x26D4}, {0x26EA, 0x26EA}, {0x26F2, 0x26F3}, {0x26F5, 0x26F5},
	{0x26FA, 0x26FA}, {0x26FD, 0x26FD}, {0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728},
	{0x274C, 0x274C}, {0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757}, {0x2795, 0x2797},
	{0x27B0, 0x27B0}, {0x27BF, 0x27BF}, {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50}, {0x2B55, 0x2B55},
	{0x2E80, 0x303E}, {0x3041, 0x33FF}, {0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA4CF},
	{0xA960, 0xA97F}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE10, 0xFE19}, {0xFE30, 0xFE6F},
	{0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x16FE0, 0x16FE4}, {0x17000, 0x18CFF}, {0x1B000, 0x1B2FF},
	{0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A}, {0x1F200, 0x1F251},
	{0x1F300, 0x1F64F}, {0x1F680, 0x1F6FF}, {0x1F7E0, 0x1F7EB}, {0x1F90C, 0x1F9FF}, {0x1FA70, 0x1FAFF},
	{0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
}

func runeWidth(r rune) int {
	switch {
	case r == 0 || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || unicode.Is(unicode.Cf, r):
		return 0
	case r < 0x1100:
		return 1
	}
	for _, w := range wide {
		if r < w.lo {
			return 1
		}
		if r <= w.hi {
			return 2
		}
	}
	return 1
}

type key int

const (
	keyNone key = iota
	keyRune
	keyEnter
	keyEOF
	keyInterrupt
	keyBackspace
	keyDelete
	keyLeft
	keyRight
	keyUp
	keyDown
	keyHome
	keyEnd
	keyKillEnd
	keyKillStart
	keyKillWord
)

// controls are the keys of control characters.
var controls = map[byte]key{
	'\r': keyEnter, '\n': keyEnter, 0x04: keyEOF, 0x03: keyInterrupt, 0x7f: keyBackspace, 0x08: keyBackspace,
	0x01: keyHome, 0x05: keyEnd, 0x02: keyLeft, 0x06: keyRight, 0x10: keyUp, 0x0e: keyDown,
	0x0b: keyKillEnd, 0x15: keyKillStart, 0x17: keyKillWord,
}

// escapes are the keys of the escape sequences terminals send, after ESC:
// CSI (ESC [) and SS3 (ESC O) forms; Home and End as xterm (H, F), as the
// VT220 and rxvt (1~, 4~, 7~, 8~) and tmux and screen send them.
var escapes = map[string]key{
	"[A": keyUp, "[B": keyDown, "[C": keyRight, "[D": keyLeft,
	"OA": keyUp, "OB": keyDown, "OC": keyRight, "OD": keyLeft,
	"[H": keyHome, "[F": keyEnd, "OH": keyHome, "OF": keyEnd,
	"[1~": keyHome, "[7~": keyHome, "[4~": keyEnd, "[8~": keyEnd,
	"[3~": keyDelete,
}

// key reads one key: a rune, a control character or an escape sequence.
// An escape sequence it does not know is skipped (keyNone).
func (e *Editor) key() (key, rune, error) {
	r, _, err := e.in.ReadRune()
	if err != nil {
		return keyNone, 0, err
	}
	if r == 0x1b {
		return e.escape()
	}
	if r < 0x20 || r == 0x7f {
		return controls[byte(r)], 0, nil
	}
	if r == utf8.RuneError {
		return keyNone, 0, nil
	}
	return keyRune, r, nil
}

// escape reads the rest of an escape sequence: [ or O, then parameter
// bytes (digits, ;), then a final byte.
func (e *Editor) escape() (key, rune, error) {
	b, err := e.in.ReadByte()
	if err != nil {
		return keyNone, 0, err
	}
	if b != '[' && b != 'O' {
		return keyNone, 0, nil
	}
	seq := []byte{b}
	for len(seq) < 16 {
		c, err := e.in.ReadByte()
		if err != nil {
			return keyNone, 0, err
		}
		seq = append(seq, c)
		if c >= 0x40 && c <= 0x7e {
			break
		}
	}
	return escapes[string(seq)], 0, nil
}
