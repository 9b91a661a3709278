// Package ir defines the intermediate representation of one utterance: what
// the user asked for, in terms of actions, targets, parameters and questions,
// before any device is looked up. The grammar path (package compile) and the
// model fallback both produce it; resolution, planning and audit consume it.
//
// An utterance is a Program. It is either a dialogue Reply (yes, no, a PIN,
// an answer to "which one?") or a list of Clauses, each of which acts on
// (Kind "act") or asks about (Kind "query") one Target:
//
//	"turn off the kitchen light"   act   verb=off  actions=[onoff.off]
//	                                     target={name:"kitchen light", class:light}
//	"set the lounge lights to 50%"  act   verb=set  actions=[brightness.set]
//	                                     target={all class:light, places:["lounge"]}
//	                                     params=[brightness=50]
//	"is the front door locked?"     query ask=locked target={name:"front door"}
//
// The IR holds only the user's words, normalised: names as said, never
// device ids. Every string is data; nothing in the IR is ever executed.
package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// Program is the compiled meaning of one utterance.
type Program struct {
	// Lang is the language of the utterance: "en" or "zh".
	Lang string `json:"lang"`
	// Clauses are the commands and questions, in the order said.
	Clauses []Clause `json:"clauses,omitempty"`
	// Reply is set instead of Clauses when the utterance answers a
	// question of the previous turn.
	Reply *Reply `json:"reply,omitempty"`
	// Confidence is how sure the compiler is, from 0 to 1: 1 when every
	// word fell into place, lower for each word it had to read in a less
	// usual way (a verb inside a name, an elided verb).
	Confidence float64 `json:"confidence"`
}

// Kind says whether a clause acts or asks.
type Kind string

// Clause kinds.
const (
	Act   Kind = "act"
	Query Kind = "query"
	// Timer sets a plain timer that rings after When.After seconds ("set
	// a timer for 10 minutes"); it has no target.
	Timer Kind = "timer"
	// Timers asks which timers and delayed commands are set ("what timers
	// are set").
	Timers Kind = "timers"
	// CancelTimers cancels the timers and delayed commands set ("cancel
	// the timer").
	CancelTimers Kind = "cancel_timers"
	// HoldTimer asks to pause, resume or lengthen a timer ("pause the
	// timer"), which edge cannot: it says so.
	HoldTimer Kind = "hold_timer"
)

// Clause is one command or one question.
type Clause struct {
	Kind Kind `json:"kind"`
	// Verb is the canonical verb said: on, off, toggle, open, close, stop,
	// lock, unlock, set, play, pause, next, previous, mute, unmute, start,
	// dock, arm, disarm, activate.
	Verb string `json:"verb,omitempty"`
	// Actions is the action cluster of the verb: every capability command
	// the words may mean ("open" is position.open, valve.open or
	// lock.unlock). Resolution keeps the ones the target has.
	Actions []Alt `json:"actions,omitempty"`
	// Target is what the clause acts on or asks about.
	Target Target `json:"target"`
	// Params are the arguments said ("to 50%", "22 degrees").
	Params []Param `json:"params,omitempty"`
	// Ask is the state a query asks about: an attribute name of
	// CONTRACT §2 (temperature, brightness, ...), a state word (on, off,
	// open, closed, locked, unlocked), or "level": what the device is set
	// to, whatever attribute that is on it.
	Ask string `json:"ask,omitempty"`
	// Form is how a question wants its answer: yes or no, which, how
	// many; empty for a value or a state to say.
	Form Form `json:"form,omitempty"`
	// Condition, when set, must hold (read live) before the clause acts;
	// of a question of yes or no that asks its Quantity, it is what is
	// asked ("is it over 25 in the bedroom").
	Condition *Condition `json:"condition,omitempty"`
	// Negated says the words said not to do it ("don't turn on the TV"):
	// it is never acted on.
	Negated bool `json:"negated,omitempty"`
	// Wish says the words only said a state is too much or too little
	// ("it's too dark in here", "门厅灯太亮了"): the command that would
	// change it is asked back, never done unasked.
	Wish bool `json:"wish,omitempty"`
	// When, on a command, says it is to run later, not now ("in 5
	// minutes", "at 7 pm"); on a Timer, how long it runs.
	When *When `json:"when,omitempty"`
	// Lasts, on a command, is how long it is to last, in seconds ("for
	// ten minutes", "开十分钟"): it is done now and undone after that long.
	Lasts int `json:"lasts,omitempty"`
	// Until, on a command, is the time of day it is to last until ("until
	// 11", "till 10 pm"): it is done now and undone then (a Clock, its
	// day or half of the day as When says them).
	Until *When `json:"until,omitempty"`
}

// Form is the shape of the answer a question asks for.
type Form string

// Forms of a question.
const (
	// YesNo asks yes or no: "is the kettle on?", "门锁了吗".
	YesNo Form = "yes_no"
	// Either asks which of a state and its opposite a target is in:
	// "is the tv on or off?", "电视开着还是关着": the state, no yes or no.
	Either Form = "either"
	// Which asks which devices are in a state: "which lights are on?".
	Which Form = "which"
	// Count asks how many are: "how many doors are locked?", "有几个灯开着".
	Count Form = "count"
	// Most and Least ask which device read the highest or the lowest
	// value of what is asked: "which room is warmest?", "哪个房间最冷".
	Most  Form = "most"
	Least Form = "least"
	// More and Less ask yes or no whether the target reads more or less
	// of what is asked than the target of the next clause, whose form is
	// Than: "is the kitchen warmer than the study?", "厨房比书房热吗".
	More Form = "more"
	Less Form = "less"
	Than Form = "than"
	// Where asks the room a device is in: "where is the tv?", "which room
	// is the kettle in?", "电视在哪"; of one that moves about (a vacuum, a
	// mower), what it is doing.
	Where Form = "where"
)

// When is a time said for a clause: a delay or a time of day.
type When struct {
	// After is a delay in seconds ("in 5 minutes" is 300), at most
	// MaxAfter: a longer delay said is read as MaxAfter.
	After int `json:"after,omitempty"`
	// Clock is a time of day on the 24-hour clock, "15:04" ("at 7 pm" is
	// "19:00"): the next time the clock shows it, today or tomorrow.
	Clock string `json:"clock,omitempty"`
	// EitherHalf says the hour was said without its half of the day ("at
	// 7:30", "七点半"): the sooner of Clock and twelve hours after it.
	EitherHalf bool `json:"either_half,omitempty"`
	// InDays, with Clock, says the day: 1 tomorrow ("tomorrow at 7",
	// "明天早上七点"), 2 the day after; 0 the next time the clock shows it.
	InDays int `json:"in_days,omitempty"`
	// Weekday, with Clock, is the day of the week: 1 Monday to 7 Sunday
	// ("on Monday at 8", "周一八点"); 0 for none.
	Weekday int `json:"weekday,omitempty"`
	// Repeat says the words ask for it again and again ("every morning",
	// "每天"): edge does a command once, and says so.
	Repeat bool `json:"repeat,omitempty"`
	// Vague says the words put it off but tell no time ("later", "in a
	// bit", "soon"): edge asks for a time, and does nothing now.
	Vague bool `json:"vague,omitempty"`
	// Apart says a time was said between two commands, of the later one
	// alone ("关灯，十分钟后关电视"): edge cannot do one now and put the
	// other off in one go, does neither, and says so.
	Apart bool `json:"apart,omitempty"`
}

// MaxAfter is the longest delay a When holds, in seconds (about 68
// years): far beyond any a timer takes, and far from overflowing a
// time.Duration.
const MaxAfter = 1<<31 - 1

// String is the canonical form of a time said.
func (w When) String() string {
	day := ""
	switch {
	case w.InDays > 0:
		day = fmt.Sprintf("in %d days ", w.InDays)
	case w.Weekday > 0:
		day = fmt.Sprintf("on day %d ", w.Weekday)
	}
	switch {
	case w.Repeat:
		return "repeated"
	case w.Vague:
		return "vague"
	case w.Apart:
		return "apart"
	case w.Clock != "" && w.EitherHalf:
		return day + "at " + w.Clock + " or +12h"
	case w.Clock != "":
		return day + "at " + w.Clock
	}
	return fmt.Sprintf("after %ds", w.After)
}

// Condition is a comparison of a sensed quantity with a value ("if it is
// above 26 degrees", "when the lounge is over 26"), or a device's state
// ("if the front door is unlocked", "如果空调开着").
type Condition struct {
	// Quantity is the state attribute compared: temperature, humidity,
	// brightness, illuminance, co2, power, battery. Empty for a state.
	Quantity string `json:"quantity"`
	// Op is one of > >= < <= =.
	Op    string  `json:"op"`
	Value float64 `json:"value"`
	// State, instead of a quantity, is the state the device must be in: a
	// state word as Clause.Ask takes it (on, off, open, closed, locked,
	// unlocked, playing, armed, disarmed, occupancy, motion).
	State string `json:"state,omitempty"`
	// Not says the state must not hold ("is not running", "没锁").
	Not bool `json:"not,omitempty"`
	// Target is where the quantity is sensed (a place or a sensor as
	// said), or the device whose state it is; empty means near the
	// clause's target, or for a state, the clause's target itself.
	Target Target `json:"target"`
}

// String is the canonical form of a condition: "temperature>26 [...]",
// "is=locked [...]", "is!=on [...]".
func (c Condition) String() string {
	if c.State != "" {
		op := "="
		if c.Not {
			op = "!="
		}
		return fmt.Sprintf("is%s%s %s", op, c.State, c.Target)
	}
	return fmt.Sprintf("%s%s%g %s", c.Quantity, c.Op, c.Value, c.Target)
}

// Alt is one capability command an action may mean.
type Alt struct {
	Capability string `json:"capability"`
	Command    string `json:"command"`
}

// There is the place of a target said "there" (Target.Places; 那边): the
// place last spoken of, found from the session when the turn is planned.
const There = "there"

// The demonstratives of Target.Pointed.
const (
	PointedThat = "that"
	PointedThis = "this"
)

// Target names what a clause is about, as said.
type Target struct {
	// Name is the mention as said and normalised ("kitchen light", "big white");
	// empty when only a class or a place was said ("the lights").
	Name string `json:"name,omitempty"`
	// Class is the device class word at the end of the mention, in
	// canonical form (light, curtain, fan, ...), if any.
	Class string `json:"class,omitempty"`
	// Places are the rooms or floors said ("in the kitchen", "the lounge's").
	Places []string `json:"places,omitempty"`
	// All is set for "all", "every" and for plurals.
	All bool `json:"all,omitempty"`
	// Plural is set when a plural alone made the target All ("the
	// lights", no quantifier): said with no place, where the speaker's
	// room has none of them, it asks which room first. Set too for a
	// plural reference said with no quantifier ("turn them off", 把它们关了):
	// with nothing said before, it is nothing, where "them all" is
	// everything.
	Plural bool `json:"plural,omitempty"`
	// One is set for "one of the lights", "one light": a single device
	// the speaker leaves open; several are asked about, never all taken.
	One bool `json:"one,omitempty"`
	// Count is the number of devices said ("both lamps", "all three
	// lights", "两个台灯"): never a level; that many are meant, or asked
	// about.
	Count int `json:"count,omitempty"`
	// Ref is set for "it", "them": the session's last targets.
	Ref bool `json:"ref,omitempty"`
	// Hesitant says Ref was said with a word also said as a hesitation
	// (那个, 这个: lang.Vocab.Hesitant): said when nothing was said
	// before, it points at nothing, and the clause is as said without
	// it. Set by the grammar, no part of what the model says.
	Hesitant bool `json:"-"`
	// Pointed is the demonstrative said before the name, PointedThat
	// ("that ac", 那个空调, 那台空调) or PointedThis ("this light", 这空调);
	// "" for none. After a command or question, "that" is the one of
	// them last spoken of, wherever the speaker is; "this" may be that
	// one or the one beside the speaker, so where they differ it is
	// asked. Set by the grammar, no part of what the model says.
	Pointed string `json:"-"`
	// Everywhere says the whole home was said ("in the house",
	// "everywhere", 全屋, 家里): every room, never the speaker's room
	// alone. Set by the grammar, no part of what the model says.
	Everywhere bool `json:"-"`
	// Except are the targets taken out: "all lights except the bedroom",
	// "every light but the bedroom's". An excepted name may be a place or an entity.
	Except []Target `json:"except,omitempty"`
	// Alone is the class a place said alone stands for in a command that
	// switches on or off ("turn off the office", "kitchen on": its
	// lights, as Home Assistant reads it); "" otherwise. The grammar sets
	// it from the verb; it is no part of what the model says.
	Alone string `json:"-"`
	// Listed says Alone is the class of the thing named before in a list
	// ("set the kitchen light to 30 and the bedroom to 50": the bedroom's
	// lights): a place that holds none of it names nothing, never all it
	// holds. Set by compile, no part of what the model says.
	Listed bool `json:"-"`
	// Part is the class of the part of a device named that a command or
	// question of locking reaches ("lock the front door" where the front
	// door is a contact sensor: its Front door lock); "" otherwise. Set by
	// the grammar, no part of what the model says.
	Part string `json:"-"`
	// Near says the Places were not said of the target but are its
	// clause's condition's place ("if the hall is above 20 degrees open
	// the garage door"): where they hold none of what is named, it is
	// meant wherever it is. Set by compile, no part of what the model says.
	Near bool `json:"-"`
	// Widened says the exceptions alone made a name All ("turn on the
	// kitchen light except the hall light"): where they take nothing out
	// of all that the name could mean, it means what it says alone. Set
	// by compile, no part of what the model says.
	Widened bool `json:"-"`
}

// Param is one argument as said.
type Param struct {
	// Name is the argument of CONTRACT §2 it sets: brightness, position,
	// temperature, speed, volume, color, color_temp, mode.
	Name string `json:"name"`
	// Num is the number said; for a relative change, the signed step.
	Num float64 `json:"num,omitempty"`
	// Text is the value of a non-numeric argument (a colour, a mode).
	Text string `json:"text,omitempty"`
	// Relative marks a change by Num rather than a value.
	Relative bool `json:"relative,omitempty"`
	// Bare marks a number said without its unit ("to 3", not "to 3
	// percent"): an argument that counts in percent may take a small one
	// for one of a device's steps (home.ArgSpec.Steps). Set by the
	// grammar, no part of what the model says.
	Bare bool `json:"-"`
	// Degrees marks a number said in degrees of no scale, in a language
	// where they may be Fahrenheit ("to 70 degrees"): one that only
	// Fahrenheit fits is asked back, as a bare one is. Set by the
	// grammar, no part of what the model says.
	Degrees bool `json:"-"`
	// Percent marks a number said in percent ("百分之五十", "50%"): it is
	// never a value counted in another unit (a temperature in degrees).
	// Set by the grammar, no part of what the model says.
	Percent bool `json:"-"`
	// Steps marks a number said as a count of a speed's steps ("二档"):
	// it names one of a device's steps, whatever the number, and is never
	// a percentage. Set by the grammar, no part of what the model says.
	Steps bool `json:"-"`
	// Along marks a change said only as more or less ("a bit more",
	// "less"), with no thing and no verb: it is the last change of the
	// conversation again, the same way when Num is positive, the other
	// way when it is negative; with no change before, Num as it is. Set
	// by the grammar, no part of what the model says.
	Along bool `json:"-"`
	// AlongOnly marks an Along that is nothing without a change by a step
	// before it ("too much", "not enough"). Set by the grammar.
	AlongOnly bool `json:"-"`
	// Alone marks a value said with nothing else ("22 degrees", "red",
	// 二十二度): it sets what the last command acted on, and only right
	// after a command, never after a question or while one is asked. Set
	// by the grammar, no part of what the model says.
	Alone bool `json:"-"`
	// Least marks a level said as the least it goes to ("all the way
	// down", "minimum"): Num is the dimmest a light is while still on; a
	// level that opens (a cover's position) goes to the bottom of its
	// range, closed. Set by the grammar, no part of what the model says.
	Least bool `json:"-"`
	// Most marks a level said as the most it goes to ("max", "the
	// highest", 最高, 开到最大): Num is 100, and a level counted in another
	// unit than percent (a thermostat's temperature) goes to the top of
	// its range. Set by the grammar, no part of what the model says.
	Most bool `json:"-"`
	// Half marks a level said as half of the way (开一半, 调到中间), not
	// as a number: where no attribute is named, it is half of what the
	// device opens, lights or blows (a cover's position, a light's
	// brightness, a fan's speed), never a volume or a humidity, which
	// have no way to be half open. Set by the grammar, no part of what
	// the model says.
	Half bool `json:"-"`
}

// String is the canonical one-line form of a program, used in tests and
// in `edge ask --explain`.
func (p *Program) String() string {
	if p == nil {
		return "<nil>"
	}
	var b strings.Builder
	b.WriteString(p.Lang)
	if p.Reply != nil {
		fmt.Fprintf(&b, " reply:%s", p.Reply.Kind)
		if p.Reply.Index != 0 {
			fmt.Fprintf(&b, " #%d", p.Reply.Index)
		}
		if p.Reply.Text != "" && p.Reply.Kind != PIN {
			fmt.Fprintf(&b, " %q", p.Reply.Text)
		}
		for _, m := range p.Reply.More {
			fmt.Fprintf(&b, " +%q", m)
		}
		if p.Reply.When != nil {
			b.WriteString(" " + p.Reply.When.String())
		}
		return b.String()
	}
	for i, c := range p.Clauses {
		if i > 0 {
			b.WriteString(" ;")
		}
		b.WriteString(" ")
		b.WriteString(c.String())
	}
	if p.Confidence < 1 {
		fmt.Fprintf(&b, " ~%.2f", p.Confidence)
	}
	return b.String()
}

// String is the canonical form of one clause.
func (c Clause) String() string {
	var b strings.Builder
	b.WriteString(string(c.Kind))
	if c.Verb != "" {
		b.WriteString(" " + c.Verb)
	}
	if c.Ask != "" {
		b.WriteString(" ask=" + c.Ask)
	}
	if c.Form != "" {
		b.WriteString(" " + string(c.Form))
	}
	b.WriteString(" " + c.Target.String())
	for _, p := range c.Params {
		b.WriteString(" " + p.String())
	}
	if c.Condition != nil {
		b.WriteString(" if " + c.Condition.String())
	}
	if c.Negated {
		b.WriteString(" not")
	}
	if c.Wish {
		b.WriteString(" wish")
	}
	if c.When != nil {
		b.WriteString(" " + c.When.String())
	}
	if c.Until != nil {
		fmt.Fprintf(&b, " until=%s", c.Until)
	}
	if c.Lasts > 0 {
		fmt.Fprintf(&b, " lasts=%ds", c.Lasts)
	}
	return b.String()
}

// String is the canonical form of a target.
func (t Target) String() string {
	var parts []string
	if t.All {
		parts = append(parts, "all")
	}
	if t.One {
		parts = append(parts, "one")
	}
	if t.Count > 0 {
		parts = append(parts, fmt.Sprintf("count=%d", t.Count))
	}
	if t.Ref {
		parts = append(parts, "ref")
	}
	if t.Name != "" {
		parts = append(parts, strconv.Quote(t.Name))
	}
	if t.Class != "" {
		parts = append(parts, "class="+t.Class)
	}
	for _, p := range t.Places {
		parts = append(parts, "in="+strconv.Quote(p))
	}
	for _, x := range t.Except {
		parts = append(parts, "except="+x.String())
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// String is the canonical form of a parameter.
func (p Param) String() string {
	switch {
	case p.Text != "":
		return p.Name + "=" + p.Text
	case p.Relative:
		return p.Name + fmt.Sprintf("%+g", p.Num)
	default:
		return p.Name + "=" + strconv.FormatFloat(p.Num, 'g', -1, 64)
	}
}
