package vtscreen

import (
	"strings"
	"testing"
)

func TestScreen(t *testing.T) {
	tests := []struct {
		name, write string
		lines       []string
		row, col    int
	}{
		{"fold at the edge", "abcdefgh", []string{"abcde", "fgh"}, 1, 3},
		{"the cursor waits at the edge", "abcde", []string{"abcde"}, 0, 4},
		{"CR LF at the edge makes one row", "abcde\r\nf", []string{"abcde", "f"}, 1, 1},
		{"a wide character that does not fit starts the next row", "abcd灯", []string{"abcd", "灯"}, 1, 2},
		{"up, CR and erase below", "ab\r\ncd\r\nef\x1b[2A\r\x1b[J", []string{""}, 0, 0},
		{"erase to the end of the row", "abcd\x1b[2D\x1b[K", []string{"ab"}, 0, 2},
		{"forward and overwrite", "abcd\r\x1b[2Cx", []string{"abxd"}, 0, 3},
		{"down", "ab\r\ncd\x1b[A\x1b[Bx", []string{"ab", "cdx"}, 1, 3},
		{"backspace", "ab\bx", []string{"ax"}, 0, 2},
		{"a combining mark joins its letter", "e\u0301x", []string{"e\u0301x"}, 0, 2},
	}
	for _, tt := range tests {
		s := New(5, 4)
		// a byte at a time: sequences and characters split across writes
		for i := range len(tt.write) {
			s.Write([]byte{tt.write[i]})
		}
		row, col := s.Cursor()
		if got := s.Lines(); strings.Join(got, "|") != strings.Join(tt.lines, "|") || row != tt.row || col != tt.col || s.Unknown != 0 {
			t.Errorf("%s: lines %q, cursor %d,%d, unknown %d; want %q, %d,%d", tt.name, got, row, col, s.Unknown, tt.lines, tt.row, tt.col)
		}
	}
}

// The cursor does not go above the top of the screen; an unknown sequence
// is counted.
func TestScreenBounds(t *testing.T) {
	s := New(5, 2)
	s.Write([]byte("a\r\nb\r\nc\x1b[9A\x1b[?25l"))
	if row, _ := s.Cursor(); row != 1 {
		t.Errorf("row %d, want 1 (the top of a 2-row screen with 3 rows written)", row)
	}
	if s.Unknown != 1 {
		t.Errorf("unknown %d, want 1", s.Unknown)
	}
}

func TestBeforeCursor(t *testing.T) {
	s := New(5, 4)
	s.Write([]byte("> ab cd灯x\x1b[A\r\x1b[3C"))
	if got := s.BeforeCursor(0); got != "> a" {
		t.Errorf("before the cursor: %q", got)
	}
	s.Write([]byte("\x1b[B\r\x1b[2C"))
	if got := s.BeforeCursor(0); got != "> ab cd" {
		t.Errorf("before the cursor: %q", got)
	}
	if got := s.BeforeCursor(1); got != "cd" {
		t.Errorf("before the cursor from row 1: %q", got)
	}
}
