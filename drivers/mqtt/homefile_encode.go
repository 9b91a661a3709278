package mqtt

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"edge/home"
)

// encode writes the home file of the devices kept, with the devices left
// out in a comment at the end.
func encode(kept []*candidate, skipped []string, m home.MQTT) ([]byte, error) {
	root := &yaml.Node{Kind: yaml.MappingNode,
		HeadComment: "The devices of Zigbee2MQTT and Tasmota on the broker, found by edge discover.\n" +
			"Add rooms (rooms:, and a room: for each device) and aliases, then import it."}
	mq := &yaml.Node{Kind: yaml.MappingNode}
	pair(mq, "url", text(m.URL))
	for _, f := range []struct{ key, value string }{{"username", m.Username}, {"password_file", m.PasswordFile}, {"ca_file", m.CAFile}} {
		if f.value != "" {
			pair(mq, f.key, text(f.value))
		}
	}
	if m.BaseTopic != "" && m.BaseTopic != home.DefaultBaseTopic {
		pair(mq, "base_topic", text(m.BaseTopic))
	}
	pair(root, "mqtt", mq)
	devs := &yaml.Node{Kind: yaml.SequenceNode}
	if len(kept) == 0 {
		devs.Style = yaml.FlowStyle
	}
	ids := map[string]bool{}
	for _, c := range kept {
		devs.Content = append(devs.Content, c.node(ids))
	}
	pair(root, "devices", devs)
	if len(skipped) > 0 {
		lines := []string{"Not imported:"}
		for _, s := range skipped {
			lines = append(lines, "  "+commentText(s))
		}
		root.FootComment = strings.Join(lines, "\n")
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}}); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// node is the candidate's device, with a fresh id among ids (which it
// records).
func (c *candidate) node(ids map[string]bool) *yaml.Node {
	name := c.names[c.at]
	id := uniqueID(ids, c.typ, name, c.hint)
	c.lastID = id
	comment := c.comment
	if c.at > 0 {
		comment = append(slices.Clip(comment), "renamed: "+strings.Join(c.why, "; "))
	}
	n := &yaml.Node{Kind: yaml.MappingNode, HeadComment: commentLines(comment)}
	pair(n, "id", text(id))
	pair(n, "name", text(name))
	pair(n, "type", text(c.typ))
	caps := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, cp := range c.caps {
		caps.Content = append(caps.Content, text(cp))
	}
	pair(n, "capabilities", caps)
	drv := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle, LineComment: commentText(c.note)}
	for _, f := range c.driver {
		switch v := f.value.(type) {
		case string:
			pair(drv, f.key, text(v))
		case int:
			pair(drv, f.key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)})
		}
	}
	pair(n, "driver", drv)
	return n
}

func pair(m *yaml.Node, key string, value *yaml.Node) {
	m.Content = append(m.Content, text(key), value)
}

// text is a string scalar: the encoder quotes it as it must.
func text(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
}

// commentLines makes each of lines one line of a comment.
func commentLines(lines []string) string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = commentText(l)
	}
	return strings.Join(out, "\n")
}

// commentText makes one line of a comment of s: every character that
// ends a line in some reader (control characters, the line and paragraph
// separators) or does not show (format characters) is a space, and it
// is at most maxComment characters long.
func commentText(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp, unicode.Cf) || r == utf8.RuneError {
			return ' '
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) > maxComment {
		s = string([]rune(s)[:maxComment-1]) + "…"
	}
	return strings.TrimRight(s, " ")
}

// speakable makes a name to say of a name found: "kitchen/ceiling_light"
// is "kitchen ceiling light"; characters that do not show are dropped; at
// most home.MaxNameLen characters.
func speakable(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Cf) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == '/' || r == '_' || unicode.IsSpace(r) || unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp)
	}), " ")
	for utf8.RuneCountInString(s) > home.MaxNameLen {
		_, size := utf8.DecodeLastRuneInString(s)
		s = strings.TrimSpace(s[:len(s)-size])
	}
	return s
}

// nameList is the name it has and the names made, made speakable, without
// empty ones or repeats.
func nameList(has string, made []string) []string {
	var out []string
	for _, n := range append([]string{has}, made...) {
		if n = speakable(n); n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// uniqueID makes a device id of a name: light.kitchen_ceiling, unique
// among ids (which it records).
func uniqueID(ids map[string]bool, typ, name, hint string) string {
	slug := slugOf(name)
	if slug == "" {
		slug = slugOf(strings.TrimPrefix(hint, "0x"))
	}
	if slug == "" {
		slug = "device"
	}
	base := typ + "." + slug
	if len(base) > home.MaxIDLen-4 {
		base = strings.TrimRight(base[:home.MaxIDLen-4], "_")
	}
	id := base
	for n := 2; ids[id] || !home.ValidID(id); n++ {
		id = fmt.Sprintf("%s_%d", base, n)
	}
	ids[id] = true
	return id
}

// slugOf is the words of s in a-z and 0-9, joined by _.
func slugOf(s string) string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	return strings.Join(words, "_")
}

// quote writes a string as a double-quoted label, for comments.
func quote(s string) string {
	return strconv.Quote(s)
}

// made are the names discover makes of a device's model and address, to
// give it when the name it has cannot be taken: the model, then the model
// and the end of the address; none for a device with no model.
func made(model, addr string) []string {
	if strings.TrimSpace(model) == "" {
		return nil
	}
	return []string{model, model + " " + tail(addr)}
}

// tail is the last four characters of an address, lower case: the part
// that tells devices of one model apart in a name made for them.
func tail(addr string) string {
	a := strings.ToLower(addr)
	a = strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' || 'a' <= r && r <= 'f' {
			return r
		}
		return -1
	}, a)
	if len(a) > 4 {
		a = a[len(a)-4:]
	}
	return a
}
