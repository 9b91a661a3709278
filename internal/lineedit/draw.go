package lineedit

import (
	"fmt"
	"strings"

	"github.com/mattn/go-runewidth"
)

// DefaultColumns is the width of a terminal that does not tell its own.
const DefaultColumns = 80

// widths counts columns as terminals that do not treat East Asian
// ambiguous characters as wide do (xterm, VTE, tmux by default), whatever
// the locale of the process.
var widths = &runewidth.Condition{EastAsianWidth: false, StrictEmojiNeutral: true}

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

func runeWidth(r rune) int { return widths.RuneWidth(r) }

// columns is the width of the terminal now.
func (e *Editor) columns() int {
	if e.cols != nil {
		if n := e.cols(); n > 0 {
			return n
		}
	}
	return DefaultColumns
}

// redraw draws the prompt and the line again where they stand, and puts
// the cursor at pos.
func (e *Editor) redraw() {
	var b strings.Builder
	e.erase(&b)
	e.draw(&b)
	e.out.Write([]byte(b.String()))
}

// erase goes back to the start of the prompt's row and clears the screen
// from there down: the prompt and every row the line folded onto.
func (e *Editor) erase(b *strings.Builder) {
	if e.row > 0 {
		fmt.Fprintf(b, "\x1b[%dA", e.row)
	}
	b.WriteString("\r\x1b[J")
	e.row, e.col = 0, 0
}

// draw writes the prompt and the line from the start of an empty row,
// folding them as the terminal does: a row holds the terminal's width in
// columns, and a wide character that does not fit in what is left of a row
// starts the next one. The folds are written as CR LF, so that the terminal
// never folds by itself, and a line that fills its last row ends with one,
// so that the cursor is on the row below and not beyond the edge. Then it
// moves the cursor back to pos.
func (e *Editor) draw(b *strings.Builder) {
	cols := e.columns()
	start := len([]rune(e.prompt))
	text := append([]rune(e.prompt), e.line...)
	row, col := 0, 0
	curRow, curCol := 0, 0
	for i, r := range text {
		w := runeWidth(r)
		if col >= cols || col+w > cols {
			b.WriteString("\r\n")
			row, col = row+1, 0
		}
		if i == start+e.pos {
			curRow, curCol = row, col
		}
		b.WriteRune(r)
		col += w
	}
	if col >= cols {
		b.WriteString("\r\n")
		row, col = row+1, 0
	}
	if e.pos == len(e.line) {
		curRow, curCol = row, col
	}
	if row > curRow {
		fmt.Fprintf(b, "\x1b[%dA", row-curRow)
	}
	if col != curCol {
		b.WriteString("\r")
		if curCol > 0 {
			fmt.Fprintf(b, "\x1b[%dC", curCol)
		}
	}
	e.row, e.col = curRow, curCol
}
