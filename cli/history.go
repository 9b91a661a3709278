package cli

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"edge/internal/lineedit"
)

// defaultHistory is the file where a command keeps what was said on a
// terminal: $XDG_STATE_HOME/edge/NAME, or ~/.local/state/edge/NAME ("" when
// neither can be found).
func defaultHistory(name string) string {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "edge", name)
}

// readHistory reads a history file, one line said a line, oldest first;
// a file that is not there, or is not a regular file, is no history.
func readHistory(path string) []string {
	if path == "" {
		return nil
	}
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() || st.Size() > maxHistoryFile {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// maxHistoryFile bounds the history file read.
const maxHistoryFile = lineedit.MaxHistory * 1024

// writeHistory replaces the history file with lines, mode 0600, through a
// file beside it, so that a crash never leaves half a history.
func writeHistory(path string, lines []string) error {
	if path == "" || len(lines) == 0 {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.WriteString(strings.Join(lines, "\n") + "\n")
	if err := errors.Join(werr, tmp.Chmod(0o600), tmp.Close()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
