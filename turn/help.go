package turn

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"edge/home"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// helpAsked answers "what can I say?" ("help", 你能做什么) in the words'
// language, in every channel: things to say to this home, made from its
// devices, rooms and scenes by the pack's phrasebook. It reports whether
// the words asked it.
func (t *turn) helpAsked() bool {
	p, ok := lang.HelpAsked(t.req.Text)
	if !ok {
		return false
	}
	t.res.Lang = p.Code()
	t.res.IR = &ir.Program{Lang: p.Code()}
	t.finish(Answer, HelpText(t.e.home, p))
	return true
}

// HelpText is the answer to "what can I say?" for home h in pack p: its
// intro, the examples (HelpExamples), one a line, and its outro.
func HelpText(h *home.Home, p lang.Pack) string {
	book := p.Help()
	var b strings.Builder
	fmt.Fprintf(&b, book.Intro+"\n", len(h.Rooms), len(h.Devices))
	for _, ex := range HelpExamples(h, p) {
		fmt.Fprintf(&b, "  %s\n", ex)
	}
	b.WriteString(book.Outro)
	return b.String()
}

// HelpExamples are utterances for the devices of h in pack p, at most one
// of each kind (lang.HelpKinds), in that order. A kind whose device or
// room has no name in p's language is left out: a Chinese example needs a
// Chinese name.
func HelpExamples(h *home.Home, p lang.Pack) []string {
	say := func(n string, aliases []string) string {
		for _, s := range append([]string{n}, aliases...) {
			if lang.Detect(s).Code() == p.Code() {
				return lower(s)
			}
		}
		return ""
	}
	rooms := map[string]string{}
	for _, r := range h.Rooms {
		rooms[r.ID] = say(r.Name, r.Aliases)
	}
	names := map[string]string{}
	lights := map[string]int{}
	for _, d := range h.Devices {
		if d.Type == "light" {
			lights[d.Room]++
		}
	}
	for _, d := range h.Devices {
		n := say(d.Name, d.Aliases)
		has := func(c string) bool { return slices.Contains(d.Capabilities, c) }
		pick := func(kind, name string) {
			if _, done := names[kind]; !done && name != "" {
				names[kind] = name
			}
		}
		switch {
		case has("brightness") && names["on"] == "":
			pick("on", n)
		case has("brightness"):
			pick("brightness", n)
		case has("thermostat"):
			pick("thermostat", n)
		case has("lock"):
			pick("lock", n)
		case has("position") && d.Floor("position", "open", nil) == risk.Low:
			pick("position", n)
		case has("media"):
			pick("media", n)
		case has("temperature") && d.Room != "":
			pick("temperature", rooms[d.Room])
		}
		if d.Type == "light" && lights[d.Room] > 1 {
			pick("room_lights", rooms[d.Room])
		}
	}
	for _, s := range h.Scenes {
		if _, done := names["scene"]; !done {
			if n := say(s.Name, s.Aliases); n != "" {
				names["scene"] = n
			}
		}
	}
	book := p.Help()
	var out []string
	for _, k := range lang.HelpKinds {
		switch n, ok := names[k]; {
		case k == "which":
			out = append(out, book.Examples[k])
		case ok:
			out = append(out, fmt.Sprintf(book.Examples[k], n))
		}
	}
	return out
}

// lower is a name as it is said inside a sentence: "Living room" is said
// "living room"; "TV" stays "TV".
func lower(n string) string {
	if r := []rune(n); len(r) > 1 && unicode.IsUpper(r[0]) && unicode.IsLower(r[1]) {
		return string(unicode.ToLower(r[0])) + string(r[1:])
	}
	return n
}
