package home

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// The name check. Every name and alias of a home is said by someone one
// day, and reaches the resolver in one normal form: case, width and
// traditional characters, plurals and separators folded (Reading.Key).
// The check refuses, whoever wrote the home (a person, edge discover,
// MQTT), what could make a name reach something it does not name:
//
//   - characters that do not show or that reorder the text (zero-width,
//     bidirectional controls), and letters that only look like the
//     letters of another script (a Cyrillic і in a Latin word): the text
//     read is not the text said;
//   - a name that reads as more than a name in the languages edge speaks
//     (Reading.As: "all the lights", "yes", "it", "kitchen light" for a
//     heater), unless the device says allow_collision: true;
//   - two entities said alike where the room does not tell them apart
//     ("Kitchen light" and "kitchen_light" in one kitchen): a question
//     naming them could never be answered.
//
// The check is linear in the size of the home: the reading indexes the
// home's class phrases and places once, and each name is looked up.

// NameReader reads the names of a home in the languages edge speaks:
// given the home, parsed and checked but for its names, it returns their
// Reading. The packs of the languages know the words; package home does
// not, so the composition root passes one (index.ReadsAs).
type NameReader func(h *Home) Reading

// Reading is how the languages edge speaks read the names of one home.
type Reading interface {
	// Key is the normal form of a name: the form an utterance saying it
	// reaches the resolver in. "" when nothing of the name can be said.
	Key(name string) string
	// As says what a name of an entity reads as when that is more than
	// a name: a quantifier ("all"), a yes or a no, a reference ("it"), a
	// place, a class of devices ("the lights") or the devices of a class
	// in a place ("kitchen light") that the entity is not. "" when it
	// reads as a name only.
	As(e Named, name string) string
	// Said lists the names an entity with that name and those aliases is
	// called by when edge asks which one is meant: one in each language.
	Said(name string, aliases []string) []string
	// Digits lists every stretch of at most maxLen digits a name says, in
	// any form a number is said in ("2580", "two five eight zero",
	// "二五八零"): where a name holding the home's PIN is found.
	Digits(name string, maxLen int) []string
}

// untilDone is a Reading that reads no name once ctx ends.
type untilDone struct {
	ctx context.Context
	Reading
}

func (u untilDone) As(e Named, name string) string {
	if u.ctx.Err() != nil {
		return ""
	}
	return u.Reading.As(e, name)
}

// Named is one entity of a home that has names.
type Named struct {
	// Kind is "floor", "room", "device", "group" or "scene".
	Kind string
	// Index is its position in the home's list of its kind.
	Index int
}

// CheckNames checks every name and alias of a parsed home as ParseNames
// does, for a home that no file described (one edge discover or MQTT
// made, or one changed since it was parsed): the characters, what each
// name reads as, and names said alike. The error lists every problem,
// each naming its entity.
func CheckNames(h *Home, read NameReader) error {
	var errs []error
	for _, pr := range checkNames(h, read, true, "", func(nameAt) string { return "" }) {
		errs = append(errs, errors.New(pr.msg))
	}
	return errors.Join(errs...)
}

// NamesChecked reports whether ParseNames checked the names of this home
// with a NameReader; a home changed since must be checked again
// (CheckNames).
func (h *Home) NamesChecked() bool { return h.namesChecked }

// nameAt is one name of an entity: 0 its name, j its j-th alias.
type nameAt struct {
	Named
	j int
}

// nameProblem is a problem of one name.
type nameProblem struct {
	at  nameAt
	msg string
}

// names refuses, at their lines, the names and aliases that read as more
// than a name (unless the device allows the collision) and the entities
// said alike (see CheckNames). The characters were checked as each name
// was decoded.
func (p *parser) names(read NameReader) {
	lines := map[string][]*entry{"floor": p.floors, "room": p.rooms, "device": p.devices, "group": p.groups, "scene": p.scenes}
	line := func(at nameAt) int {
		if es := lines[at.Kind]; at.Index < len(es) && at.j < len(es[at.Index].lines) {
			return es[at.Index].lines[at.j]
		}
		return 0
	}
	where := func(at nameAt) string {
		if l := line(at); l > 0 {
			return fmt.Sprintf(" at line %d", l)
		}
		return ""
	}
	for _, pr := range checkNames(&p.out, read, false, p.secret, where) {
		// a name missing, or refused for its characters, was reported as
		// it was decoded
		if line(pr.at) == 0 || textProblem(entityNames(&p.out, pr.at.Kind, pr.at.Index).nameOf(pr.at.j)) != "" {
			continue
		}
		p.add(line(pr.at), 0, pr.msg)
	}
}

// labelOf names an entity in a message: its kind and id.
func labelOf(h *Home, n Named) string {
	return fmt.Sprintf("%s %q", n.Kind, entityNames(h, n.Kind, n.Index).id)
}

// named are the id, names and room of an entity, for the check.
type named struct {
	id, name, room string
	aliases        []string
}

// entityNames gives the names of the i-th entity of a kind.
func entityNames(h *Home, kind string, i int) named {
	switch kind {
	case "floor":
		f := h.Floors[i]
		return named{f.ID, f.Name, "", f.Aliases}
	case "room":
		r := h.Rooms[i]
		return named{r.ID, r.Name, "", r.Aliases}
	case "device":
		d := &h.Devices[i]
		return named{d.ID, d.Name, d.Room, d.Aliases}
	case "group":
		g := h.Groups[i]
		return named{g.ID, g.Name, "", g.Aliases}
	}
	s := h.Scenes[i]
	return named{s.ID, s.Name, s.Room, s.Aliases}
}

// nameKinds are the kinds of entities with names, in the order checked.
var nameKinds = []string{"floor", "room", "device", "group", "scene"}

// checkNames runs the name check over a home (see CheckNames); text
// checks the characters of each name too; pin, when the file sets one,
// is the home's PIN, which no name may say; where says where a name is
// (" at line 5"), for the message about a name said alike.
func checkNames(h *Home, read NameReader, text bool, pin string, where func(nameAt) string) []nameProblem {
	var out []nameProblem
	r := read(h)
	// said holds, for each room ("" for none; one scope for the rooms and
	// floors), the name that first said each key.
	said := map[string]nameAt{}
	for _, kind := range nameKinds {
		for i := range entityCount(h, kind) {
			e := entityNames(h, kind, i)
			label := labelOf(h, Named{kind, i})
			allowed := kind == "device" && h.Devices[i].AllowCollision
			all := append([]string{e.name}, e.aliases...)
			// kept are the names the entity is found and called by: a
			// device that allows a collision is never called by a name
			// that reads as more than a name.
			var kept []string
			for j, name := range all {
				at := nameAt{Named{kind, i}, j}
				what := label + ": " + whatName(j, name)
				if text {
					if why := textProblem(name); why != "" {
						out = append(out, nameProblem{at, what + " " + why})
						continue
					}
				}
				if r.Key(name) == "" {
					out = append(out, nameProblem{at, what + " holds nothing that can be said; give it words"})
					continue
				}
				if pin != "" && slices.Contains(r.Digits(name, len(pin)), pin) {
					// the message does not quote the name: it holds the PIN
					out = append(out, nameProblem{at, fmt.Sprintf("%s: %s holds the home's PIN, which every reply, question and phrase list naming it "+
						"would say, and which is masked where it is said; rename it (allow_collision does not keep it)", label, ordinalName(j))})
					continue
				}
				why := r.As(at.Named, name)
				if why == "" {
					kept = append(kept, name)
				}
				switch {
				case why == "" || allowed:
				case kind == "device":
					out = append(out, nameProblem{at, fmt.Sprintf("%s reads as %s, so what is said to other devices could reach it; "+
						"rename it, or add allow_collision: true to the device to keep it", what, why)})
				default:
					out = append(out, nameProblem{at, fmt.Sprintf("%s reads as %s, so what is said of other things could reach it; rename it", what, why)})
				}
			}
			scope, place := e.room, "in the same room"
			switch {
			case kind == "floor" || kind == "room":
				scope, place = "\x00places", "among the rooms and floors"
			case e.room == "":
				place = "outside any room"
			}
			labels := r.Said(e.name, e.aliases)
			if allowed && len(kept) > 0 {
				labels = r.Said(kept[0], kept[1:])
			}
			for _, s := range labels {
				key := r.Key(s)
				if key == "" {
					continue
				}
				at := nameAt{Named{kind, i}, indexOf(all, s)}
				prev, dup := said[scope+"\x00"+key]
				switch {
				case !dup:
					said[scope+"\x00"+key] = at
				case prev.Named != at.Named:
					other := entityNames(h, prev.Kind, prev.Index).nameOf(prev.j)
					out = append(out, nameProblem{at, fmt.Sprintf("%s: %s is said like the %s %q of %s%s, %s, so a question naming both could not be answered; rename one of them",
						label, whatName(at.j, s), strings.Fields(whatName(prev.j, other))[0], other, labelOf(h, prev.Named), where(prev), place)})
				}
			}
		}
	}
	return out
}

// nameOf is the name (j = 0) or the j-th alias.
func (n named) nameOf(j int) string {
	if j == 0 || j > len(n.aliases) {
		return n.name
	}
	return n.aliases[j-1]
}

func entityCount(h *Home, kind string) int {
	switch kind {
	case "floor":
		return len(h.Floors)
	case "room":
		return len(h.Rooms)
	case "device":
		return len(h.Devices)
	case "group":
		return len(h.Groups)
	}
	return len(h.Scenes)
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return 0
}

// ordinalName says which name a message is about without quoting it:
// "its name" or "alias 2".
func ordinalName(j int) string {
	if j == 0 {
		return "its name"
	}
	return fmt.Sprintf("alias %d", j)
}

// whatName says which name a message is about: `name "X"` or `alias "X"`.
func whatName(j int, name string) string {
	if j == 0 {
		return fmt.Sprintf("name %q", name)
	}
	return fmt.Sprintf("alias %q", name)
}

// checkText checks a text field: not empty, at most MaxNameLen characters
// and no control characters. (YAML only yields valid UTF-8.)
func (p *parser) checkText(n *yaml.Node, label, what, s string) {
	if why := plainText(s); why != "" {
		p.errorf(n, "%s: %s %s", label, what, why)
	}
}

// checkName checks a name or alias as checkText does, and its characters
// as the name check does (textProblem).
func (p *parser) checkName(n *yaml.Node, label, what, s string) {
	if why := textProblem(s); why != "" {
		p.errorf(n, "%s: %s %s", label, what, why)
	}
}

// plainText says what is wrong with a text field, "" when nothing is.
func plainText(s string) string {
	switch {
	case s == "":
		return "is empty"
	case utf8.RuneCountInString(s) > MaxNameLen:
		return fmt.Sprintf("is %d characters long; shorten it to at most %d", utf8.RuneCountInString(s), MaxNameLen)
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Sprintf("contains the control character %U; remove it", r)
		}
	}
	return ""
}

// textProblem says what is wrong with the characters of a name, "" when
// nothing is: besides plainText, a character that does not show or that
// reorders the text, a letter of no script (𝐤), one that reads as
// another only in looks (onlyLooks: ᴅ, ᵃ, ⾨), a word that mixes
// scripts (a Cyrillic і among Latin letters) or is made of letters that
// look like Latin ones only.
func textProblem(s string) string {
	if why := plainText(s); why != "" {
		return why
	}
	for _, r := range s {
		switch {
		case bidi(r):
			return fmt.Sprintf("contains the bidirectional control character %U, which makes the text read in another order than it is written; remove it", r)
		case invisible(r):
			return fmt.Sprintf("contains the invisible character %U; remove it", r)
		case unicode.IsLetter(r) && (unicode.Is(unicode.Common, r) || unicode.Is(unicode.Inherited, r)):
			return fmt.Sprintf("contains %q (%U), a letter only in looks; write it as a plain letter", r, r)
		}
		if why := onlyLooks(r); why != "" {
			return why
		}
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) {
		if why := mixedWord(w); why != "" {
			return why
		}
	}
	return ""
}

// bidi reports the characters that reorder text.
func bidi(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
}

// invisible reports the characters that show nothing: format characters
// (zero-width space and joiners, word joiner, byte-order mark, tags),
// variation selectors, the combining grapheme joiner and the fillers and
// blanks that are letters or symbols without ink.
func invisible(r rune) bool {
	switch {
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Variation_Selector, r):
		return true
	}
	switch r {
	case 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0:
		return true
	}
	return false
}

// mixedWord says what is wrong with a word (letters and marks between
// other characters), "" when nothing is: letters of two alphabets in it,
// a combining mark on a Latin, Greek or Cyrillic letter (the lexer would
// split the word there; write the accented letter as one character), or
// letters of another alphabet that all look like Latin ones.
func mixedWord(w string) string {
	var first string
	var firstRune rune
	lookalikes, letters := 0, 0
	for _, r := range w {
		if unicode.IsMark(r) {
			if first != "" && first != "Han" {
				return fmt.Sprintf("holds the combining mark %U in %+q; write the letter and its mark as one character", r, w)
			}
			continue
		}
		sc := script(r)
		if sc == "Han" {
			continue
		}
		letters++
		if _, ok := latinLookalike[r]; ok {
			lookalikes++
		}
		switch {
		case first == "":
			first, firstRune = sc, r
		case sc != first:
			odd := r
			if first != "Latin" {
				odd = firstRune
			}
			return fmt.Sprintf("mixes Latin and %s letters in %q (%q, %U, looks like a Latin letter); write the word in one alphabet", notLatin(first, sc), w, odd, odd)
		}
	}
	if first != "" && first != "Latin" && lookalikes == letters {
		return fmt.Sprintf("writes %q in %s letters that look like Latin ones; write it in Latin letters", w, first)
	}
	return ""
}

func notLatin(a, b string) string {
	if a == "Latin" {
		return b
	}
	return a
}

// scripts are the alphabets a word is checked for; the scripts of Chinese,
// Japanese and Korean, which mix with Latin letters in names ("TV柜"),
// count as one ("Han").
var scripts = []struct {
	name  string
	table *unicode.RangeTable
}{
	{"Latin", unicode.Latin}, {"Cyrillic", unicode.Cyrillic}, {"Greek", unicode.Greek}, {"Armenian", unicode.Armenian},
	{"Cherokee", unicode.Cherokee}, {"Coptic", unicode.Coptic}, {"Han", unicode.Han}, {"Han", unicode.Hiragana},
	{"Han", unicode.Katakana}, {"Han", unicode.Hangul}, {"Han", unicode.Bopomofo},
}

func script(r rune) string {
	for _, s := range scripts {
		if unicode.Is(s.table, r) {
			return s.name
		}
	}
	return "other"
}

// latinLookalike are the letters of other alphabets that look like Latin
// letters (Unicode's confusables, the common ones).
var latinLookalike = func() map[rune]bool {
	m := map[rune]bool{}
	for _, r := range "аеорсухіјѕԁԛԝһӏүАВЕКМНОРСТХІЈЅҮҺԚԜΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιν" {
		m[r] = true
	}
	return m
}()
