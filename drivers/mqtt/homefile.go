package mqtt

import (
	"errors"
	"fmt"
	"slices"
	"strings"

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
	// Conflicts are the topics that several devices announce, each with
	// all of them: none of them is imported.
	Conflicts []string
}

// conflict is a topic that several announcements claim, and what each
// announcer is.
type conflict struct {
	what string
	by   []string
}

// lines say the conflict in the file's last comment: one line for the
// topic, one for each announcement.
func (c conflict) lines() []string {
	out := []string{fmt.Sprintf("Conflict: %s is announced by %d devices, so none of them is imported; check which is real and give the others a topic of their own:", c.what, len(c.by))}
	for _, b := range c.by {
		out = append(out, "- "+b)
	}
	return out
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
	var conflicts []conflict
	if f.Bridge != nil {
		c, skipped, zc, err := z2mCandidates(f.Bridge)
		if err != nil {
			return nil, Summary{}, err
		}
		cands, sum.Skipped, conflicts = append(cands, c...), append(sum.Skipped, skipped...), zc
	}
	c, skipped, tc := tasmotaCandidates(f.Tasmota)
	cands, sum.Skipped, conflicts = append(cands, c...), append(sum.Skipped, skipped...), append(conflicts, tc...)
	// the conflicts head the file's list of what is left out.
	var notes []string
	for _, cf := range conflicts {
		notes = append(notes, cf.lines()...)
		parts := make([]string, len(cf.by))
		for i, b := range cf.by {
			parts[i] = commentText(b)
		}
		sum.Conflicts = append(sum.Conflicts, commentText(cf.lines()[0])+" "+strings.Join(parts, "; "))
	}
	if names.Key == nil {
		names.Key = strings.ToLower
	}
	for {
		kept := distinct(cands, names.Key, &sum)
		file, bad, err := checked(kept, append(slices.Clone(notes), sum.Skipped...), m, names.Read)
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
