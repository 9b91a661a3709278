package lang

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Phrasebook is a Speaker made of data: a pack's answer templates and
// answer words, read from YAML (lang/en/speak.yaml says what each key
// holds). A template is a fmt format; its arguments are given in the
// order its key's comment says, and %[n]s picks one out of order.
type Phrasebook struct{ p phrases }

// phrases are the data of a Phrasebook, as its YAML holds them.
type phrases struct {
	Messages map[Msg]string `yaml:"messages"`
	// Verbs are the words of each command, present and past.
	Verbs map[string]Forms `yaml:"verbs"`
	// The shapes of a call: %[1]s the verb, %[2]s the device, %[3]s the
	// value. CallTo sets a value; CallUp and CallDown change one by it.
	Call     Forms `yaml:"call"`
	CallTo   Forms `yaml:"call_to"`
	CallUp   Forms `yaml:"call_up"`
	CallDown Forms `yaml:"call_down"`
	// CallsOf are the shapes of a command on a kind of device that says
	// it in words of its own (a TV's next is its next channel, not its
	// next track), by the device's type and the command; %[2]s the device.
	CallsOf map[string]map[string]Forms `yaml:"calls_of"`
	// CallRoom is a call said with the room it works in: %[1]s the call,
	// %[2]s the room; none says the call alone.
	CallRoom Forms `yaml:"call_room"`
	// Scene: a scene's call, the list of its actions that need a yes.
	Scene string `yaml:"scene"`
	// Did, Would, Failed: the list of calls done, to be done, failed.
	Did    string `yaml:"did"`
	Would  string `yaml:"would"`
	Failed string `yaml:"failed"`
	// ReadState: the device, the state word. ReadValue: the device, the
	// attribute, the value.
	ReadState string `yaml:"read_state"`
	ReadValue string `yaml:"read_value"`
	// OneIn: the room. NameIn: the name, the room.
	OneIn  string `yaml:"one_in"`
	NameIn string `yaml:"name_in"`
	// And and Or join lists.
	And Joiner `yaml:"and"`
	Or  Joiner `yaml:"or"`
	// SentenceSep joins the sentences of an answer.
	SentenceSep string `yaml:"sentence_sep"`
	// Capitalize starts a sentence that begins with a call with a
	// capital letter.
	Capitalize bool `yaml:"capitalize"`
	// States are the words of boolean attributes: [false, true]; YesNo
	// those of any other.
	States map[string]Forms `yaml:"states"`
	YesNo  Forms            `yaml:"yes_no"`
	// Attributes name attributes and quantities; one not listed is said
	// as its name with spaces for underscores.
	Attributes map[string]string `yaml:"attributes"`
	// Compare: the value, for each comparison.
	Compare map[string]string `yaml:"compare"`
	// Values are the words of the values of the capability table's text
	// attributes and arguments (modes, statuses); one not listed is said
	// as it is.
	Values map[string]string `yaml:"values"`
	// Help is the answer to "what can I say?".
	Help HelpBook `yaml:"help"`
	// Thanks is thanks said alone, and its answer.
	Thanks SaidAlone `yaml:"thanks"`
	// Undo is asking to undo what was done, said alone, and its answer.
	Undo SaidAlone `yaml:"undo"`
	// Resume is asking to go on with what was stopped, said alone: it
	// plays again what the last command paused or stopped; said after any
	// other it asks to undo that, answered as Undo is.
	Resume SaidAlone `yaml:"resume"`
	// Pardon is asking to hear the question again, said alone; the
	// question is its answer.
	Pardon SaidAlone `yaml:"pardon"`
	// Listing says a confirmation of many devices (listing.go).
	Listing ListBook `yaml:"listing"`
	// Situations are what the speaker says of what they are about to do,
	// and the words of the scenes that suit it (situation.go).
	Situations []Situation `yaml:"situations"`
}

// Forms are the two forms of a word: present and past, or false and
// true. In YAML a single text stands for both.
type Forms [2]string

// UnmarshalYAML reads a text, or a list of two.
func (f *Forms) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		f[0], f[1] = n.Value, n.Value
		return nil
	}
	var two []string
	if err := n.Decode(&two); err != nil || len(two) != 2 {
		return fmt.Errorf("line %d: want a text or a list of two texts", n.Line)
	}
	f[0], f[1] = two[0], two[1]
	return nil
}

func (f Forms) pick(second bool) string {
	if second {
		return f[1]
	}
	return f[0]
}

// Joiner joins a list: Two between the items of a list of two, Sep
// between the items of a longer one but for the last two, which Last
// joins.
type Joiner struct {
	Two  string `yaml:"two"`
	Sep  string `yaml:"sep"`
	Last string `yaml:"last"`
}

func (j Joiner) join(items []string) string {
	if len(items) <= 2 {
		return strings.Join(items, j.Two)
	}
	n := len(items) - 1
	return strings.Join(items[:n], j.Sep) + j.Last + items[n]
}

// loadPhrasebook reads a phrasebook from YAML: every key known, every
// message and shape there, taking its arguments.
func loadPhrasebook(data []byte) (*Phrasebook, error) {
	var b phrases
	if err := strictYAML(data, &b); err != nil {
		return nil, err
	}
	var errs []error
	check := func(key, tpl string, args int) {
		if tpl == "" {
			errs = append(errs, fmt.Errorf("%s: missing", key))
		} else if s := fmt.Sprintf(tpl, sample[:args]...); strings.Contains(s, "%!") {
			errs = append(errs, fmt.Errorf("%s: %q does not take %d arguments: %s", key, tpl, args, s))
		}
	}
	for m, t := range b.Messages {
		if _, ok := Msgs[m]; !ok {
			errs = append(errs, fmt.Errorf("messages: no message %q", m))
		}
		check("messages: "+string(m), t, Msgs[m])
	}
	for m, args := range Msgs {
		if _, ok := b.Messages[m]; !ok {
			check("messages: "+string(m), "", args)
		}
	}
	for key, f := range map[string]Forms{"call": b.Call, "call_to": b.CallTo, "call_up": b.CallUp, "call_down": b.CallDown} {
		check(key, f[0], 3)
		check(key, f[1], 3)
	}
	if b.CallRoom != (Forms{}) { // a language may say no room with a call
		check("call_room", b.CallRoom[0], 2)
		check("call_room", b.CallRoom[1], 2)
	}
	for kind, cmds := range b.CallsOf {
		for cmd, f := range cmds {
			check("calls_of: "+kind+": "+cmd, f[0], 3)
			check("calls_of: "+kind+": "+cmd, f[1], 3)
		}
	}
	for key, t := range map[string]struct {
		tpl  string
		args int
	}{
		"scene": {b.Scene, 2}, "did": {b.Did, 1}, "would": {b.Would, 1}, "failed": {b.Failed, 1},
		"read_state": {b.ReadState, 2}, "read_value": {b.ReadValue, 3}, "one_in": {b.OneIn, 1}, "name_in": {b.NameIn, 2},
	} {
		check(key, t.tpl, t.args)
	}
	for key, w := range map[string]string{
		"and: two": b.And.Two, "and: sep": b.And.Sep, "and: last": b.And.Last,
		"or: two": b.Or.Two, "or: sep": b.Or.Sep, "or: last": b.Or.Last, "yes_no": b.YesNo[0], "yes_no ": b.YesNo[1],
	} {
		if w == "" {
			errs = append(errs, fmt.Errorf("%s: missing", strings.TrimSpace(key)))
		}
	}
	for op, t := range b.Compare {
		check("compare: "+op, t, 1)
	}
	errs = append(errs, b.Help.check()...)
	errs = append(errs, b.Thanks.check("thanks", true)...)
	errs = append(errs, b.Undo.check("undo", true)...)
	if len(b.Resume.Says) > 0 { // a language may have no such word
		errs = append(errs, b.Resume.check("resume", false)...)
	}
	errs = append(errs, b.Pardon.check("pardon", false)...)
	errs = append(errs, b.Listing.check()...)
	for i, sit := range b.Situations {
		errs = append(errs, sit.check(fmt.Sprintf("situations %d", i+1))...)
	}
	return &Phrasebook{b}, errors.Join(errs...)
}

// sample fills the templates a phrasebook is checked with.
var sample = []any{"a", "b", "c", "d"}

// MustPhrasebook reads a pack's embedded phrasebook, which is part of its
// code: every key known, every message and shape there, taking its
// arguments. It panics on an error.
func MustPhrasebook(code string, data []byte) *Phrasebook {
	b, err := loadPhrasebook(data)
	if err != nil {
		panic(fmt.Sprintf("lang: the phrasebook of %q: %v", code, err))
	}
	return b
}

// Message is the template of a message.
func (b *Phrasebook) Message(m Msg) string { return b.p.Messages[m] }

// List joins items, as all of them or as a choice.
func (b *Phrasebook) List(items []string, or bool) string {
	if or {
		return b.p.Or.join(items)
	}
	return b.p.And.join(items)
}

// Call says one call.
func (b *Phrasebook) Call(c Call) string {
	shape := b.p.Call
	switch {
	case c.Step > 0:
		shape = b.p.CallUp
	case c.Step < 0:
		shape = b.p.CallDown
	case c.Value != "":
		shape = b.p.CallTo
	default:
		if own, ok := b.p.CallsOf[c.Kind][c.Command]; ok {
			shape = own
		}
	}
	said := fmt.Sprintf(shape.pick(c.Past), b.p.Verbs[c.Command].pick(c.Past), c.Name, c.Value)
	if c.Room != "" && b.p.CallRoom != (Forms{}) {
		return fmt.Sprintf(b.p.CallRoom.pick(c.Past), said, c.Room)
	}
	return said
}

// Scene says a scene's call with its actions that need a yes.
func (b *Phrasebook) Scene(call string, risky []string) string {
	return fmt.Sprintf(b.p.Scene, call, b.List(risky, false))
}

// Describe says the calls a confirmation asks about.
func (b *Phrasebook) Describe(calls []string) string {
	return b.capital(b.List(calls, false))
}

// Report says what a turn did, or would do, and what failed.
func (b *Phrasebook) Report(done, failed []string, dryRun bool) string {
	var out []string
	if len(done) > 0 {
		tpl := b.p.Did
		if dryRun {
			tpl = b.p.Would
		}
		out = append(out, b.capital(fmt.Sprintf(tpl, b.List(done, false))))
	}
	if len(failed) > 0 {
		out = append(out, b.capital(fmt.Sprintf(b.p.Failed, b.List(failed, false))))
	}
	return strings.Join(out, " ")
}

// Read says a value read.
func (b *Phrasebook) Read(r Reading) string {
	if r.IsState {
		return fmt.Sprintf(b.p.ReadState, r.Name, r.Value)
	}
	return fmt.Sprintf(b.p.ReadValue, r.Name, b.Attribute(r.Attribute), r.Value)
}

// Sentences joins the sentences of an answer.
func (b *Phrasebook) Sentences(s []string) string { return strings.Join(s, b.p.SentenceSep) }

// State is the word of a boolean attribute's value.
func (b *Phrasebook) State(attr string, v bool) string {
	if w, ok := b.p.States[attr]; ok {
		return w.pick(v)
	}
	return b.p.YesNo.pick(v)
}

// Attribute names an attribute or a quantity.
func (b *Phrasebook) Attribute(attr string) string {
	if n, ok := b.p.Attributes[attr]; ok {
		return n
	}
	return strings.ReplaceAll(attr, "_", " ")
}

// Compare says the value a condition wanted.
func (b *Phrasebook) Compare(op, value string) string {
	if t, ok := b.p.Compare[op]; ok {
		return fmt.Sprintf(t, value)
	}
	return value
}

// Value says a value of the capability table in the language.
func (b *Phrasebook) Value(v string) string {
	if w, ok := b.p.Values[v]; ok {
		return w
	}
	return v
}

// OneIn labels an option by its room.
func (b *Phrasebook) OneIn(room string) string { return fmt.Sprintf(b.p.OneIn, room) }

// NameIn labels an option by its name and room.
func (b *Phrasebook) NameIn(name, room string) string { return fmt.Sprintf(b.p.NameIn, name, room) }

// Answered says a yes or a no with the sentence that says why ("Yes, the
// temperature in the kitchen is 24.5 °C."): a sentence opened by the
// word its answers open with (read_value's first word, "The") goes on in
// small letters after it; one opened by a name keeps its capital.
func (b *Phrasebook) Answered(m Msg, why string) string {
	opener, _, _ := strings.Cut(b.p.ReadValue, " ")
	if rest, ok := strings.CutPrefix(why, opener+" "); ok && b.p.Capitalize && !strings.HasPrefix(opener, "%") {
		why = strings.ToLower(opener) + " " + rest
	}
	return fmt.Sprintf(b.Message(m), why)
}

// capital starts s with a capital letter, where the language writes one.
func (b *Phrasebook) capital(s string) string {
	if !b.p.Capitalize || s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// strictYAML decodes YAML into v, refusing keys v has no field for.
func strictYAML(data []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	return dec.Decode(v)
}
