// Package vtscreen is a small model of a VT100-style terminal screen, to
// test what edge draws on a terminal: it keeps the rows and the cursor,
// folds text at the right edge as xterm does (a wide character that does
// not fit starts the next row; the cursor waits at the edge until the
// next character), and understands CR, LF, backspace, cursor up, down,
// forward and back (ESC [ n A/B/C/D), erase to the end of the row
// (ESC [ K) and to the end of the screen (ESC [ J). Other escape sequences
// are counted in Unknown, and otherwise ignored.
package vtscreen

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
)

// Screen is a terminal of Cols columns and Rows rows; the rows that
// scrolled off its top are kept above them.
type Screen struct {
	Cols, Rows int
	// Unknown counts the escape sequences the model does not know.
	Unknown int

	cells    [][]string // every row; "" is the right half of a wide character
	row, col int
	// edge is true when the cursor waits at the right edge: the next
	// character goes on the next row.
	edge bool
	// partial is the start of an escape sequence or a character that the
	// next Write ends.
	partial []byte
}

var widths = &runewidth.Condition{EastAsianWidth: false, StrictEmojiNeutral: true}

// New makes an empty screen of cols columns and rows rows.
func New(cols, rows int) *Screen {
	return &Screen{Cols: cols, Rows: rows, cells: [][]string{nil}}
}

// Write draws p.
func (s *Screen) Write(p []byte) (int, error) {
	data := append(s.partial, p...)
	s.partial = nil
	for len(data) > 0 {
		if data[0] == 0x1b {
			n, ok := s.escape(data)
			if !ok {
				s.partial = append([]byte(nil), data...)
				break
			}
			data = data[n:]
			continue
		}
		if !utf8.FullRune(data) {
			s.partial = append([]byte(nil), data...)
			break
		}
		r, n := utf8.DecodeRune(data)
		data = data[n:]
		s.char(r)
	}
	return len(p), nil
}

// escape carries out the escape sequence at the start of data and
// returns its length; ok is false when data ends before it does.
func (s *Screen) escape(data []byte) (n int, ok bool) {
	if len(data) < 2 {
		return 0, false
	}
	if data[1] != '[' {
		s.Unknown++
		return 2, true
	}
	i := 2
	for i < len(data) && (data[i] < 0x40 || data[i] > 0x7e) {
		i++
	}
	if i == len(data) {
		return 0, false
	}
	params, final := string(data[2:i]), data[i]
	count, err := strconv.Atoi(params)
	if params == "" {
		count, err = 1, nil
	}
	if err != nil {
		s.Unknown++
		return i + 1, true
	}
	switch final {
	case 'A':
		s.row = max(s.row-count, s.top())
	case 'B':
		s.row = min(s.row+count, len(s.cells)-1)
	case 'C':
		s.col = min(s.col+count, s.Cols-1)
	case 'D':
		s.col = max(s.col-count, 0)
	case 'K':
		if params != "" && params != "0" {
			s.Unknown++
			break
		}
		s.clearRow()
	case 'J':
		if params != "" && params != "0" {
			s.Unknown++
			break
		}
		s.clearRow()
		s.cells = s.cells[:s.row+1]
	default:
		s.Unknown++
	}
	s.edge = false
	return i + 1, true
}

// top is the first row on the screen.
func (s *Screen) top() int { return max(len(s.cells)-s.Rows, 0) }

func (s *Screen) clearRow() {
	if row := s.cells[s.row]; s.col < len(row) {
		s.cells[s.row] = row[:s.col]
	}
}

func (s *Screen) char(r rune) {
	switch r {
	case '\r':
		s.col, s.edge = 0, false
		return
	case '\n':
		s.down()
		s.edge = false
		return
	case '\b':
		s.col, s.edge = max(s.col-1, 0), false
		return
	}
	if r < 0x20 || r == 0x7f {
		return
	}
	w := widths.RuneWidth(r)
	if s.edge || s.col+w > s.Cols {
		s.col, s.edge = 0, false
		s.down()
	}
	row := s.cells[s.row]
	for len(row) < s.col+max(w, 1) {
		row = append(row, " ")
	}
	if w == 0 {
		// a combining mark joins the character before it
		if s.col > 0 {
			row[s.col-1] += string(r)
		}
		s.cells[s.row] = row
		return
	}
	row[s.col] = string(r)
	if w == 2 {
		row[s.col+1] = ""
	}
	s.cells[s.row] = row
	s.col += w
	if s.col >= s.Cols {
		s.col, s.edge = s.Cols-1, true
	}
}

func (s *Screen) down() {
	s.row++
	if s.row == len(s.cells) {
		s.cells = append(s.cells, nil)
	}
}

// Lines returns every row, those scrolled off the top included, each
// without the spaces at its end.
func (s *Screen) Lines() []string {
	lines := make([]string, len(s.cells))
	for i, row := range s.cells {
		lines[i] = strings.TrimRight(strings.Join(row, ""), " ")
	}
	return lines
}

// Cursor returns the cursor's row (an index into Lines) and column.
func (s *Screen) Cursor() (row, col int) { return s.row, s.col }

// BeforeCursor returns what the rows from row from on hold before the
// cursor, joined: the cells written, a space written included.
func (s *Screen) BeforeCursor(from int) string {
	var b strings.Builder
	for i := from; i < s.row && i < len(s.cells); i++ {
		b.WriteString(strings.Join(s.cells[i], ""))
	}
	if from <= s.row {
		row := s.cells[s.row]
		end := min(s.col, len(row))
		if s.edge {
			end = len(row)
		}
		b.WriteString(strings.Join(row[:end], ""))
	}
	return b.String()
}
