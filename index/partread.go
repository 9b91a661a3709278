package index

import (
	"strings"
	"unicode/utf8"
)

// namedPart finds, for devices named in a question that cannot tell what
// is asked, the devices in the same room whose name is the device's name
// and more words after it, and that can tell it: "is the front door open"
// where the front door is a lock reads the Front door contact, 大门关好了没
// where 大门 is a lock its 大门门磁. Only a
// question or a condition reads so (a command is never stretched to
// another device); a name that no such device continues finds nothing.
func (q *query) namedPart(named []*Entity) []*Entity {
	var out []*Entity
	in := map[*Entity]bool{}
	for _, d := range named {
		if d.Kind != Device {
			continue
		}
		for _, e := range q.x.byRoom[d.Room] {
			if e == d || e.Kind != Device || in[e] || !continues(d.keys, e.keys) || !q.fit(e) || q.excluded(e) {
				continue
			}
			out, in[e] = append(out, e), true
		}
	}
	return out
}

// continues reports whether one of names is one of keys with more words
// after it: after a space in latin, right after it in characters (大门门磁
// continues 大门).
func continues(keys, names []string) bool {
	for _, k := range keys {
		for _, n := range names {
			if k == "" || !strings.HasPrefix(n, k) || len(n) == len(k) {
				continue
			}
			if n[len(k)] == ' ' || k[0] >= utf8.RuneSelf && n[len(k)] >= utf8.RuneSelf {
				return true
			}
		}
	}
	return false
}
