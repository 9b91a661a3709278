package mqtt

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"edge/drivers"
	"edge/home"
)

// The home file edge discover writes is made by the YAML encoder from
// nodes, never from text: no name, description or model that comes from
// the network can end a comment or add a key. Before it is written it is
// checked as edge import checks a file, the names included (a name that
// reads as "the lights" or that is said like another device's name), and
// a device whose name does not pass is renamed with a name made of its
// model and address, or, when that does not pass either, left out, with a
// comment saying why.

// Names says how discover checks the names it writes, as edge import does.
type Names struct {
	// Read is what import checks each name and alias with (index.ReadsAs);
	// nil checks none.
	Read home.NameReader
	// Key is the form a name is said in (lang.Key): two devices whose
	// names have one key cannot be told apart. Nil folds case only.
	Key func(string) string
}

// Summary says what HomeFile made of what was found.
type Summary struct {
	Devices int
	// Renamed says why each device renamed was renamed.
	Renamed []string
	// Skipped says why each device left out was left out.
	Skipped []string
}

// candidate is a device found, to be written.
type candidate struct {
	// label names it in the summary: its name where it was found, quoted,
	// and its address.
	label string
	// comment are the lines above it: what it is and where it was found.
	// Each is one line, whatever it holds.
	comment []string
	// names are the names it may take, best first: the one it has where it
	// was found, then one discover makes of its model and address.
	names []string
	// at is the name it has now; why says why each name before it was
	// not taken.
	at  int
	why []string
	// note is said after its driver block.
	note   string
	typ    string
	caps   []string
	driver []field
	// hint makes its id when its name gives none (its address).
	hint string
	// lastID is the id encode last gave it.
	lastID string
}

// field is one field of a driver block: its value is a string or an int.
type field struct {
	key   string
	value any
}

// maxComment bounds the characters of a comment made of what came from
// the network.
const maxComment = 200

// HomeFile makes a home file of what discover found: one device per
// Zigbee2MQTT device but the coordinator, and per relay, light and
// sensor of each Tasmota device; an mqtt block of m; no rooms. Devices
// edge cannot drive are listed in a comment at the end. The file passes
// edge check with the names checked by names, or HomeFile fails.
func HomeFile(f Found, m home.MQTT, names Names) ([]byte, Summary, error) {
	var cands []*candidate
	var sum Summary
	if f.Bridge != nil {
		c, skipped, err := z2mCandidates(f.Bridge)
		if err != nil {
			return nil, Summary{}, err
		}
		cands, sum.Skipped = append(cands, c...), append(sum.Skipped, skipped...)
	}
	c, skipped := tasmotaCandidates(f.Tasmota)
	cands, sum.Skipped = append(cands, c...), append(sum.Skipped, skipped...)
	if names.Key == nil {
		names.Key = strings.ToLower
	}
	for {
		kept := distinct(cands, names.Key, &sum)
		file, bad, err := checked(kept, sum.Skipped, m, names.Read)
		if err != nil {
			return nil, Summary{}, err
		}
		if len(bad) == 0 {
			sum.Devices = len(kept)
			for _, c := range kept {
				if c.at > 0 {
					sum.Renamed = append(sum.Renamed, fmt.Sprintf("%s: named %q, as %s", c.label, c.names[c.at], strings.Join(c.why, "; ")))
				}
			}
			for _, l := range [][]string{sum.Renamed, sum.Skipped} {
				for i := range l {
					l[i] = commentText(l[i])
				}
			}
			return file, sum, nil
		}
		cands = cands[:0]
		for i, c := range kept {
			p, isBad := bad[i]
			switch {
			case !isBad:
			case p.name:
				c.refuse(p.why)
			default:
				sum.Skipped = append(sum.Skipped, c.label+": "+p.why)
				continue
			}
			cands = append(cands, c)
		}
	}
}

// problem is why a device does not pass the check; name says it is its
// name.
type problem struct {
	why  string
	name bool
}

// refuse records why the candidate's name was not taken, and moves it to
// its next name.
func (c *candidate) refuse(why string) {
	c.why = append(c.why, fmt.Sprintf("its name %q %s", c.names[c.at], why))
	c.at++
}

// distinct gives each candidate the first of its names that no candidate
// before it has (by key); a candidate with no name left is left out, in
// sum.Skipped.
func distinct(cands []*candidate, key func(string) string, sum *Summary) []*candidate {
	taken := map[string]*candidate{}
	var kept []*candidate
	for _, c := range cands {
		for c.at < len(c.names) {
			other := taken[key(c.names[c.at])]
			if other == nil {
				break
			}
			c.refuse(fmt.Sprintf("is said like %s's %q", other.label, other.names[other.at]))
		}
		if c.at == len(c.names) {
			sum.Skipped = append(sum.Skipped, fmt.Sprintf("%s: %s; rename it", c.label, strings.Join(c.why, "; ")))
			continue
		}
		taken[key(c.names[c.at])] = c
		kept = append(kept, c)
	}
	return kept
}

// checked encodes the file and checks it as edge check does: the file, its
// names (read) and each device's driver block. bad says why, by index in
// kept, the devices that do not pass do not; a problem of no device is an
// error.
func checked(kept []*candidate, skipped []string, m home.MQTT, read home.NameReader) ([]byte, map[int]problem, error) {
	file, err := encode(kept, skipped, m)
	if err != nil {
		return nil, nil, err
	}
	if len(file) > home.MaxFileSize {
		return nil, nil, fmt.Errorf("the home file made of what was found would be %d bytes, more than a home file may be (%d)", len(file), home.MaxFileSize)
	}
	starts, nameLines, err := deviceLines(file)
	if err != nil {
		return nil, nil, err
	}
	bad := map[int]problem{}
	h, err := home.ParseNames("discovered", file, strict(read))
	if err != nil {
		var list home.ErrorList
		if !errors.As(err, &list) {
			return nil, nil, err
		}
		for _, e := range list {
			i := deviceAt(starts, e.Line)
			if i < 0 {
				return nil, nil, fmt.Errorf("the home file made of what was found does not pass the check: %v", e)
			}
			if _, seen := bad[i]; !seen {
				why := strings.TrimPrefix(e.Msg, fmt.Sprintf("device %q: ", kept[i].lastID))
				why = strings.TrimPrefix(why, fmt.Sprintf("name %q ", kept[i].names[kept[i].at]))
				why, _, _ = strings.Cut(why, ", so what is said")
				bad[i] = problem{why, e.Line == nameLines[i]}
			}
		}
		return file, bad, nil
	}
	for i := range h.Devices {
		if err := drivers.CheckConfig(&h.Devices[i]); err != nil {
			bad[i] = problem{why: "its driver block is not one edge takes: " + err.Error()}
		}
	}
	return file, bad, nil
}

// relayType is the type discover gives a relay: what it switches is not
// known.
const relayType = "switch"

// strict is read made strict for the relays discover writes: what a relay
// switches is not known, so a name that is nothing but a class ("the
// lights", "Lamp") claims what discover cannot check; it is refused as it
// is for a device of another class.
func strict(read home.NameReader) home.NameReader {
	if read == nil {
		return nil
	}
	return func(h *home.Home) home.Reading {
		s := strictReading{Reading: read(h), h: h}
		for _, t := range []string{"light", "sensor"} {
			probe := *h
			probe.Devices = slices.Clone(h.Devices)
			for i := range probe.Devices {
				if probe.Devices[i].Type == relayType {
					probe.Devices[i].Type = t
				}
			}
			s.probes = append(s.probes, read(&probe))
		}
		return s
	}
}

// strictReading reads the names of a relay also as those of a light and
// of a sensor (probes), and refuses what either refuses.
type strictReading struct {
	home.Reading
	h      *home.Home
	probes []home.Reading
}

func (s strictReading) As(e home.Named, name string) string {
	why := s.Reading.As(e, name)
	if why != "" || e.Kind != "device" || s.h.Devices[e.Index].Type != relayType {
		return why
	}
	for _, p := range s.probes {
		if why := p.As(e, name); why != "" {
			return why
		}
	}
	return ""
}

// deviceLines are the lines of the devices of a file encode wrote, and of
// their names.
func deviceLines(file []byte) (starts, names []int, err error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(file, &doc); err != nil {
		return nil, nil, fmt.Errorf("the home file made of what was found is not YAML: %v", err)
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value != "devices" {
			continue
		}
		for _, d := range root.Content[i+1].Content {
			starts = append(starts, d.Line)
			name := 0
			for j := 0; j+1 < len(d.Content); j += 2 {
				if d.Content[j].Value == "name" {
					name = d.Content[j+1].Line
				}
			}
			names = append(names, name)
		}
	}
	return starts, names, nil
}

// deviceAt is the index of the device whose lines hold line, or -1.
func deviceAt(starts []int, line int) int {
	i, found := slices.BinarySearch(starts, line)
	if found {
		return i
	}
	return i - 1
}

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
