package lineedit

import "unicode/utf8"

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
