package turn

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/risk"
)

// maskedPIN stands for a PIN said, in the result and the audit log.
const maskedPIN = "[PIN]"

// pack is the language the turn answers in.
func (t *turn) pack() lang.Pack { return lang.For(t.res.Lang) }

// say fills in a message of the turn's language.
func (t *turn) say(m lang.Msg, a ...any) string { return fmt.Sprintf(t.pack().Message(m), a...) }

// cannot says that what is named cannot do what was asked; a name as it
// was said opens the sentence with a capital ("Lights can't do that."),
// where its first word is all in small letters, and a word of two letters
// in capitals ("TV can't do that.").
func (t *turn) cannot(name string) string {
	first, rest, _ := strings.Cut(name, " ")
	switch {
	case first != strings.ToLower(first):
	case utf8.RuneCountInString(first) <= 2:
		name = strings.TrimSpace(strings.ToUpper(first) + " " + rest)
	default:
		r, size := utf8.DecodeRuneInString(name)
		name = string(unicode.ToUpper(r)) + name[size:]
	}
	return t.say(lang.MsgCannot, name)
}

func displayName(e *index.Entity, code string) string { return e.Label(code) }

// phrase says one call: "turn on Kitchen Light", "set Bedroom AC to 22°C".
func (t *turn) phrase(c plannedCall, past bool) string {
	return t.phraseNamed(c, t.nameOf(c.Call.Device), past)
}

// phraseNamed says one call with its device said as name: "turn off 40
// lights".
func (t *turn) phraseNamed(c plannedCall, name string, past bool) string {
	call := lang.Call{Command: c.Call.Command, Name: name, Past: past}
	if ent, ok := t.e.idx.Entity(c.Call.Device); ok && ent.Device != nil {
		call.Kind = ent.Device.Type
	}
	if room, ok := c.Call.Args[roomParam].(string); ok && room != "" {
		call.Room = t.e.idx.RoomLabel(room, t.res.Lang) // "start Robot vacuum in the Kitchen"
	}
	if call.Command != "set" {
		return t.pack().Call(call)
	}
	for _, k := range sortedKeys(c.Call.Args) {
		v := c.Call.Args[k]
		if k == roomParam {
			continue
		}
		call.Value = fmt.Sprint(v)
		f, ok := v.(float64)
		if !ok {
			call.Value = t.valueWord(call.Value)
			continue
		}
		if strings.HasSuffix(k, "_step") {
			call.Step = 1
			if f < 0 {
				call.Step = -1
			}
			f = math.Abs(f)
		}
		call.Value = formatNum(f) + strings.TrimSpace(unit(k))
	}
	return t.pack().Call(call)
}

// sortedKeys lists a map's keys in order, so that what is said is stable.
func sortedKeys(m map[string]any) []string {
	return slices.Sorted(maps.Keys(m))
}

// describe says the calls a question asks about; a scene that needs a
// yes says the risky actions it holds ("activate Good night, which will
// unlock Front door lock").
func (t *turn) describe(calls []plannedCall) string {
	var parts []string
	for _, c := range calls {
		p := t.phrase(c, false)
		if risky := t.riskyActions(c); len(risky) > 0 {
			p = t.pack().Scene(p, risky)
		}
		parts = append(parts, p)
	}
	return t.pack().Describe(parts)
}

// riskyActions says the actions of a scene call that need a yes.
func (t *turn) riskyActions(c plannedCall) []string {
	ent, ok := t.e.idx.Entity(c.Call.Device)
	if !ok || ent.Kind != index.Scene || c.Risk < risk.High {
		return nil
	}
	var out []string
	for _, a := range ent.Scene.Actions {
		m, ok := t.e.idx.Entity(a.Device)
		if !ok || m.Kind != index.Device {
			continue
		}
		if risk.NeedsConfirm(m.Device.LevelOf(a.Command, a.Args)) {
			out = append(out, t.phrase(plannedCall{Call: audit.Call{Device: a.Device, Command: a.Command, Args: a.Args}}, false))
		}
	}
	return out
}

// sayActions sums up what the turn did (or would do, or failed to do).
func (t *turn) sayActions() string {
	var done, failed []string
	var calls []plannedCall
	var past []bool // each call was made
	for _, a := range t.res.Actions {
		c := plannedCall{Call: callOf(a)}
		switch a.Status {
		case StatusFailed:
			failed = append(failed, t.say(lang.MsgCallFailed, t.phrase(c, false), t.why(a.Device, t.failures[a.Device])))
		default:
			calls, past = append(calls, c), append(past, a.Status == StatusDone)
		}
	}
	if len(calls) == 0 {
		return t.pack().Sentences(failed)
	}
	alike := !slices.Contains(past, !past[0]) // all made, or none
	if s, ok := t.summed(calls, past[0]); alike && ok {
		done = []string{s} // many calls: how many, of which classes, where
	} else {
		for i, c := range calls {
			done = append(done, t.phrase(c, past[i]))
		}
	}
	return t.pack().Sentences(append([]string{t.pack().Report(done, nil, t.req.DryRun)}, failed...))
}

// report says what the jobs of a turn that ran in part did: what was
// done, what failed and why, and what was not done; a scene not done
// whole is said action by action.
func (t *turn) report(jobs []*job) string {
	var done, failed, refused []string
	var say func(j *job)
	say = func(j *job) {
		status, _ := j.outcome()
		if j.status == StatusDone && status != StatusDone && len(j.actions) > 0 {
			for _, a := range j.actions {
				say(a)
			}
			return
		}
		c := plannedCall{Call: j.c.Call}
		switch status {
		case StatusDone:
			done = append(done, t.phrase(c, true))
		case StatusFailed:
			failed = append(failed, t.say(lang.MsgCallFailed, t.phrase(c, false), t.why(c.Call.Device, t.failures[c.Call.Device])))
		default:
			refused = append(refused, t.phrase(c, false))
		}
	}
	for _, j := range jobs {
		say(j)
	}
	var parts []string
	if len(done) > 0 {
		parts = append(parts, t.pack().Report(done, nil, false))
	}
	parts = append(parts, failed...)
	if len(refused) > 0 {
		parts = append(parts, t.say(lang.MsgNotDone, t.pack().List(refused, false)))
	}
	return t.pack().Sentences(parts)
}

// valueWord says a value that is a word (a colour, a mode, a status) in
// the words of the turn's language: the pack's word for it, else the
// value itself where the vocabulary has it for itself, else the shortest
// word of its vocabulary that means it, else the value itself.
func (t *turn) valueWord(v string) string {
	if w := t.pack().Value(v); w != v {
		return w
	}
	vocab := t.pack().Vocab()
	best := ""
	for _, m := range []map[string]string{vocab.Colors, vocab.ArmModes, vocab.DeviceModes} {
		if m[v] == v {
			return v // "green", never "lime"
		}
		for w, meaning := range m {
			if meaning == v && (best == "" || len(w) < len(best) || len(w) == len(best) && w < best) {
				best = w
			}
		}
	}
	if best == "" {
		return t.whiteWord(v)
	}
	return best
}

// whiteWord says a colour that is a white of a colour temperature
// (home.WhiteOf: "warm white" on a light of colours only) by a word of
// the vocabulary for that white: one that says white ("warm white", "cool
// white") before another, then the shortest ("daylight"); else the value
// itself.
func (t *turn) whiteWord(v string) string {
	vocab := t.pack().Vocab()
	saysWhite := func(w string) bool {
		for c, meaning := range vocab.Colors {
			if meaning == whiteColor && strings.Contains(w, c) {
				return true
			}
		}
		return false
	}
	better := func(w, than string) bool {
		if a, b := saysWhite(w), saysWhite(than); a != b {
			return a
		}
		return len(w) < len(than) || len(w) == len(than) && w > than
	}
	best := ""
	for w, k := range vocab.Kelvins {
		if home.WhiteOf(k) == v && (best == "" || better(w, best)) {
			best = w
		}
	}
	if best == "" {
		return v
	}
	return best
}

// whiteColor is the colour argument of white.
const whiteColor = "white"

// invalid says why a call's arguments do not fit its device, in words: a
// value beyond what the device takes ("Bedroom AC goes up to 35 °C"), a
// step beyond the most it changes at a time ("Bedroom AC changes by at
// most 30 °C at a time": it said "goes up to 30 °C"), or that the device
// cannot do it; a repair refused says why.
func (t *turn) invalid(c audit.Call, err error) string {
	name := t.nameOf(c.Device)
	var ae *drivers.ArgError
	ent, ok := t.e.idx.Entity(c.Device)
	if !errors.As(err, &ae) {
		return t.say(lang.MsgInvalid, err)
	}
	if !ok || ent.Kind != index.Device {
		return t.cannot(name)
	}
	spec, _, _ := ent.Device.Command(c.Command)
	v, isNum := c.Args[ae.Arg].(float64)
	for _, a := range spec.Args {
		if a.Name != ae.Arg || !isNum || a.Min == a.Max {
			continue
		}
		u := unit(a.Name)
		if a.Of != "" {
			u = unit(a.Of)
		}
		switch {
		case a.Step && (v > a.Max || v < a.Min):
			// a step: its bounds are how far, not where to
			return t.say(lang.MsgStepTooBig, name, formatNum(max(a.Max, -a.Min))+u)
		case v > a.Max:
			return t.say(lang.MsgTooHigh, name, formatNum(a.Max)+u)
		case v < a.Min:
			return t.say(lang.MsgTooLow, name, formatNum(a.Min)+u)
		}
	}
	return t.cannot(name)
}

func (t *turn) answerSuffix(items []item) string {
	if s := t.answer(items); s != "" {
		return " " + s
	}
	return ""
}

// unit is the unit said after a number of the attribute or argument (the
// capability table's): "%" right after it, any other after a space.
func unit(attr string) string {
	switch u := home.Unit(attr); u {
	case "", "%":
		return u
	default:
		return " " + u
	}
}

func formatNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
