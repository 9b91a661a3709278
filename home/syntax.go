package home

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError turns an error of the YAML parser into a positioned problem.
// When the parser gives no line, the first character YAML refuses names it.
func (d *decoder) syntaxError(err error, data []byte) {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		d.add(d.problemLine(data, line, m[2]), 0, "syntax error: "+m[2])
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

// problemLine finds the line of a syntax error. The YAML parser gives the
// line where the block it was reading began (a device's mapping, the
// devices list), not the line where the block went wrong; that is the
// first line whose reading makes the file fail as it does: the file read
// up to a line before it is good YAML, and up to it (or any later line)
// fails with the same problem. A binary search over the lines from the
// one given finds it in a few readings of the file.
func (d *decoder) problemLine(data []byte, from int, problem string) int {
	ends := lineEnds(data)
	if from < 1 || from >= len(ends) {
		return from
	}
	lo, hi := from, len(ends) // the file up to line hi fails as it does
	for lo < hi {
		mid := (lo + hi) / 2
		if d.ctx.Err() != nil {
			return from
		}
		if failsWith(d.ctx, data[:ends[mid-1]], problem) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return hi
}

// lineEnds are the offsets of the end of each line of data, its newline
// included.
func lineEnds(data []byte) []int {
	var ends []int
	for i, b := range data {
		if b == '\n' {
			ends = append(ends, i+1)
		}
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		ends = append(ends, len(data))
	}
	return ends
}

// failsWith reports whether reading every document of data fails with
// problem.
func failsWith(ctx context.Context, data []byte, problem string) bool {
	dec := yaml.NewDecoder(ctxReader{ctx, bytes.NewReader(data)})
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if err == nil {
			continue
		}
		m := yamlLine.FindStringSubmatch(err.Error())
		return m != nil && m[2] == problem
	}
}
