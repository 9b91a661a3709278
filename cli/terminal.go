package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"golang.org/x/term"

	"edge/internal/lineedit"
)

// talk is what a terminal session does with a line a person typed: it
// answers it on out, and returns the line as the history keeps it (the
// PIN masked, as the engine reports it; "" for nothing to keep).
type talk func(out io.Writer, line string) (said string, err error)

// onTerminal talks with a person on a terminal, in raw mode, with line
// editing (internal/lineedit: the arrows, Home/End, Ctrl-A/E/K/U/W, lines
// wider than the terminal folded and redrawn in place, Chinese two columns
// a character) and a history of what was said, kept across runs in the
// history file ("" for none): up and down recall it. rings, when not nil,
// is told to write above the line being typed while the session lasts.
// It ends on Ctrl-D, Ctrl-C or when the command's context ends. done is
// false when the terminal cannot be put in raw mode: then the caller reads
// lines without editing.
func onTerminal(e *env, in *os.File, history string, rings *ringer, say talk) (done bool, err error) {
	fd := int(in.Fd())
	old, err := term.MakeRaw(fd)
	if err != nil {
		return false, nil
	}
	defer term.Restore(fd, old)
	ed := lineedit.New(in, e.stdout, "> ")
	ed.SetColumns(func() int { return columns(e.stdout, fd) })
	ed.SetHistory(readHistory(history))
	defer func() {
		if werr := writeHistory(history, ed.History()); werr != nil {
			fmt.Fprintf(ed, "edge: the history was not kept: %v\n", werr)
		}
	}()
	if rings != nil {
		rings.to(ed) // the editor keeps the line being typed below a ring
		defer rings.to(e.stdout)
	}
	for {
		line, err := ed.ReadLine()
		if errors.Is(err, io.EOF) || errors.Is(err, lineedit.ErrInterrupt) || e.ctx.Err() != nil {
			return true, nil
		}
		if err != nil {
			return true, err
		}
		said, err := say(ed, line)
		if err != nil {
			return true, err
		}
		ed.Add(said)
	}
}

// columns is the width of the terminal out shows on (or, when out is not
// one, of the terminal fd); 0 when neither tells.
func columns(out io.Writer, fd int) int {
	if f, ok := out.(*os.File); ok {
		if w, _, err := term.GetSize(int(f.Fd())); err == nil {
			return w
		}
	}
	if w, _, err := term.GetSize(fd); err == nil {
		return w
	}
	return 0
}
