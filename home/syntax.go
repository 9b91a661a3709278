package home

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError turns an error of the YAML parser into a positioned problem.
// When the parser gives no line, the first character YAML refuses names it.
func (d *decoder) syntaxError(err error, data []byte) {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		d.add(line, 0, "syntax error: "+m[2])
		return
	}
	d.add(badCharLine(data), 0, "syntax error: "+strings.TrimPrefix(msg, "yaml: "))
}

// badCharLine returns the line of the first byte that is not valid UTF-8
// or is a character YAML does not allow, or 1.
func badCharLine(data []byte) int {
	line := 1
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		allowed := r == '\t' || r == '\n' || r == '\r' || r == 0x85 ||
			r >= 0x20 && r <= 0x7e || r >= 0xa0 && r <= 0xd7ff || r >= 0xe000 && r <= 0xfffd || r >= 0x10000
		if r == utf8.RuneError && size <= 1 || !allowed {
			return line
		}
		if r == '\n' {
			line++
		}
		data = data[size:]
	}
	return 1
}
