package cli

import (
	"io"
	"strings"

	"edge/internal/lineedit"
)

// table lays out rows of cells in columns, each as wide as its widest
// cell in terminal columns (a Chinese character takes two), two spaces
// apart; the last cell of a row is not padded.
type table struct {
	rows [][]string
}

// row adds a row of cells.
func (t *table) row(cells ...string) { t.rows = append(t.rows, cells) }

// write writes the table on w.
func (t *table) write(w io.Writer) error {
	var widths []int
	for _, r := range t.rows {
		for i, c := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], lineedit.Width(c))
		}
	}
	var b strings.Builder
	for _, r := range t.rows {
		for i, c := range r {
			b.WriteString(c)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-lineedit.Width(c)+2))
			}
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
