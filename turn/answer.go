package turn

import (
	"fmt"
	"slices"
	"strconv"

	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// Answers say what a question read, as it was asked (DESIGN "Answer what
// was asked"): yes or no to "is the kettle on?", the names to "which
// lights are on?", a number to "how many doors are locked?", the value to
// "how warm is it in the lounge?"; a value not known yet in words, never
// an attribute's id.

// answer says the values the questions of a turn read.
func (t *turn) answer(items []item) string {
	var parts []string
	items = extremesTogether(items)
	for i, it := range items {
		if len(it.reads) == 0 || it.form == ir.Than {
			continue // what a comparison compares with is said with it
		}
		if s, ok := t.compared(items[i:]); ok {
			parts = append(parts, s)
			continue
		}
		if s, ok := t.beyond(it); ok {
			parts = append(parts, s)
			continue
		}
		if s, ok := t.extreme(it); ok {
			parts = append(parts, s)
			continue
		}
		if s, ok := t.where(it); ok {
			parts = append(parts, s...)
			continue
		}
		if s, ok := t.inState(it); ok {
			parts = append(parts, s)
			continue
		}
		parts = append(parts, t.values(it)...)
	}
	return t.pack().Sentences(parts)
}

// unknowable reports whether a name said in text names what no device of
// a home tells (lang.UnknowableWords: the time, the weather).
func unknowable(text, name string) bool {
	p := lang.Detect(text)
	return name != "" && slices.ContainsFunc(p.Words(lang.UnknowableWords), func(w string) bool { return p.Has(name, w) })
}

// negative are the state words a question asks about as false: "is the
// door unlocked" asks for locked false.
var negative = map[string]bool{"off": true, "closed": true, "unlocked": true, "disarmed": true}

// stateAsked reports whether a question asks about a state (on, locked,
// occupancy) rather than a value (temperature, mode).
func stateAsked(ask string) bool {
	if ask == "" || ask == home.LevelAsk {
		return false
	}
	a, ok := home.LookupAttr(ask)
	return !ok || a.Kind == home.Bool
}

// others are the reads neither in the state nor of a state unknown.
func others(reads, in, unknown []Read) []Read {
	var out []Read
	for _, r := range reads {
		if !slices.ContainsFunc(in, func(x Read) bool { return x.Device == r.Device }) &&
			!slices.ContainsFunc(unknown, func(x Read) bool { return x.Device == r.Device }) {
			out = append(out, r)
		}
	}
	return out
}

// stateOf lists, of the devices a question about a state read, those in
// the state asked (want is that state), and those whose state is not
// known yet; ok is false for a question about a value.
func stateOf(it item) (in, unknown []Read, want, ok bool) {
	if !stateAsked(it.ask) {
		return nil, nil, false, false
	}
	want = !negative[it.ask]
	for _, r := range it.reads {
		on, known := isOn(r.Value)
		switch {
		case !known:
			unknown = append(unknown, r)
		case on == want:
			in = append(in, r)
		}
	}
	return in, unknown, want, true
}

// stateWord is the word of a state of the attribute read: a position or
// a level says open or closed, a status on or off.
func (t *turn) stateWord(r Read, on bool) string {
	switch r.Value.(type) {
	case float64:
		return t.pack().State("open", on)
	case string:
		return t.pack().State("on", on)
	}
	return t.pack().State(r.Attribute, on)
}

// inState answers a question about a state: for one device its state,
// with yes or no when that was asked (not when the state was asked with
// its opposite); for several, which of them are in
// the state asked ("Bedroom light and Kitchen light are on.", "None of
// them is on."), or how many ("1 of 2 is locked: Front door lock.", also
// when a yes or no was asked of them and only some are). ok is false for a question about a value.
func (t *turn) inState(it item) (string, bool) {
	in, unknown, want, ok := stateOf(it)
	if !ok {
		return "", false
	}
	word := t.stateWord(it.reads[0], want)
	if len(it.reads) == 1 {
		r := it.reads[0]
		if len(unknown) > 0 {
			return t.say(lang.MsgUnknownState, t.nameOf(r.Device), word), true
		}
		said := t.sayState(r)
		switch {
		case it.form != ir.YesNo:
			return said, true
		case len(in) > 0:
			return t.pack().Answered(lang.MsgYes, said), true
		}
		return t.pack().Answered(lang.MsgNo, said), true
	}
	// How many are in the state is said when asked, and when some are and
	// some not of a yes or no asked of them all: "are the doors locked"
	// is never answered by the one that is locked alone. Where most are,
	// the others are named: "is everything off" is "3 of 26 are on: …".
	// A state asked with its opposite ("are the lights on or off") is
	// answered as one asked yes or no.
	whether := it.form == ir.YesNo || it.form == ir.Either
	counted := it.form == ir.Count || whether && len(in) < len(it.reads)
	if out := others(it.reads, in, unknown); whether && len(in) > len(out) && len(out) > 0 {
		in, word = out, t.stateWord(it.reads[0], !want)
	}
	var names []string
	for _, r := range in {
		names = append(names, t.nameOf(r.Device))
	}
	switch {
	case len(names) == 0:
		return t.say(lang.MsgNoneAre, word), true
	case counted && len(names) == 1:
		return t.say(lang.MsgCountOne, strconv.Itoa(len(it.reads)), word, names[0]), true
	case counted:
		return t.say(lang.MsgCount, strconv.Itoa(len(names)), strconv.Itoa(len(it.reads)), word, t.pack().List(names, false)), true
	case len(names) == len(it.reads):
		return t.say(lang.MsgAllAre, word), true
	case len(names) == 1:
		return t.pack().Read(lang.Reading{Name: names[0], Attribute: it.reads[0].Attribute, Value: word, IsState: true}), true
	}
	return t.say(lang.MsgAre, t.pack().List(names, false), word), true
}

// sayState says the state of one device read: a position as open or
// closed, a status as it is ("Robot vacuum is docked.").
func (t *turn) sayState(r Read) string {
	switch x := r.Value.(type) {
	case float64:
		return t.pack().Read(lang.Reading{Name: t.nameOf(r.Device), Attribute: r.Attribute, Value: t.pack().State("open", x > 0), IsState: true})
	case string:
		return t.pack().Read(lang.Reading{Name: t.nameOf(r.Device), Attribute: r.Attribute, Value: t.valueWord(x), IsState: true})
	}
	return t.sayRead(r)
}

// values says the values a question about a value read, one sentence
// each; a device that has no value yet is left out when another has
// one, and said not to be known when none has.
func (t *turn) values(it item) []string {
	known := 0
	for _, r := range it.reads {
		if r.Value != nil {
			known++
		}
	}
	if s, ok := t.placeValue(it); ok {
		return []string{s}
	}
	var out []string
	for _, r := range it.reads {
		switch {
		case it.ask == "" && r.Attribute == positionAttr && (r.Value == 0.0 || r.Value == 100.0):
			// "status of the garage door": closed, never "position 0%"
			out = append(out, t.sayState(r))
		case r.Value != nil:
			out = append(out, t.sayRead(r))
		case known == 0:
			out = append(out, t.say(lang.MsgUnknownValue, t.pack().Attribute(r.Attribute), t.nameOf(r.Device)))
		}
	}
	return out
}

// positionAttr is the attribute of how far a cover is open.
const positionAttr = "position"

// placeValue says the value a question about a place read when every
// device there that has one read the same: "The temperature in the living
// room is 27.5 °C.", not once per device.
func (t *turn) placeValue(it item) (string, bool) {
	var first *Read
	for i := range it.reads {
		r := &it.reads[i]
		switch {
		case r.BeforeStart:
			return "", false // said with when it was reported
		case r.Value == nil:
		case first == nil:
			first = r
		case r.Attribute != first.Attribute || r.Value != first.Value:
			return "", false
		}
	}
	if it.place == "" || first == nil {
		return "", false
	}
	v, ok := first.Value.(float64)
	if !ok {
		return "", false
	}
	msg := lang.MsgPlaceValue
	if t.pack().Vocab().TrailingPlaces[it.place] {
		msg = lang.MsgPlaceWordValue // "the temperature upstairs", never "in the upstairs"
	}
	return t.say(msg, t.pack().Attribute(first.Attribute), it.place, formatNum(v)+unit(first.Attribute)), true
}

// placeOf is the one place a question about a place asks of, as said, or
// the speaker's room for "here", the place last spoken of for "there";
// "" for a question about devices.
func (t *turn) placeOf(tg ir.Target) string {
	if !t.placeOnly(tg) {
		return ""
	}
	places := tg.Places
	if tg.Name != "" {
		places = append(slices.Clip(places), tg.Name)
	}
	if len(places) != 1 {
		return ""
	}
	switch {
	case places[0] == "here" || index.Generic(places[0]):
		return t.e.idx.RoomLabel(t.req.Room, t.res.Lang)
	case places[0] == ir.There:
		there := t.there()
		if id := t.e.idx.RoomOf(lang.Key(there)); id != "" {
			return t.e.idx.RoomLabel(id, t.res.Lang)
		}
		return there
	}
	return places[0]
}

// sayRead says one value read: a state by its word, a number with its
// unit, a word of the capability table in the turn's language.
func (t *turn) sayRead(r Read) string {
	rd := lang.Reading{Name: t.nameOf(r.Device), Attribute: r.Attribute}
	switch x := r.Value.(type) {
	case bool:
		rd.Value, rd.IsState = t.pack().State(r.Attribute, x), true
	case float64:
		rd.Value = formatNum(x) + unit(r.Attribute)
	case nil:
		if a, ok := home.LookupAttr(r.Attribute); ok && a.Kind == home.Bool {
			return t.say(lang.MsgUnknownState, rd.Name, t.pack().State(r.Attribute, true))
		}
		return t.say(lang.MsgUnknownValue, t.pack().Attribute(r.Attribute), rd.Name)
	default:
		rd.Value = t.valueWord(fmt.Sprint(x))
	}
	if r.BeforeStart {
		rd.Value = t.say(lang.MsgBeforeStart, rd.Value)
	}
	return t.pack().Read(rd)
}

// optionNumber is the option a number said alone chooses ("2": the
// second), 0 where it is no one digit from 1 to 9.
func optionNumber(said string) int {
	if len(said) != 1 || said[0] < '1' || said[0] > '9' {
		return 0
	}
	return int(said[0] - '0')
}

// optionChosen reports whether digits said while edge asks which one are
// an option's number ("2", "2 please"): shorter than any PIN
// (risk.MinPIN), they are no PIN, and the words are kept as said in the
// reply and the audit log, where they showed as [PIN].
func (t *turn) optionChosen(r *ir.Reply, p *pending) bool {
	return p != nil && p.Kind == "clarify" && !t.pinSaid && optionNumber(r.Text) > 0
}
