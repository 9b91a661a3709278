package lang

import "edge/ir"

// Timing is a pack that reads times and timers. A pack implements it
// optionally: compile asks it before the pack's grammar, so that the words
// of a time never reach a name ("the TV in 5 minutes").
type Timing interface {
	// When finds a time said for a command ("in 5 minutes", "at 7 pm",
	// "十分钟后", "晚上七点"): the text without its words, and the time.
	// ok is false when the text says no time.
	When(text string) (rest string, when ir.When, ok bool)
	// Timer reads a text that only speaks of timers: one to set ("set a
	// timer for 10 minutes", a clause of kind ir.Timer with When.After),
	// a question of which are set (ir.Timers), or cancelling them
	// (ir.CancelTimers), or pausing one (ir.HoldTimer). ok is false when
	// any word says something else.
	Timer(text string) (c ir.Clause, ok bool)
	// Retime reads a text that only moves what was just set to another
	// time ("make it twenty minutes", "change it to 8 pm", 改成二十分钟,
	// 改到十一点): the time. ok is false when any word says something else.
	Retime(text string) (when ir.When, ok bool)
	// RetimeOpens reports whether text opens as Retime's words do ("make
	// it", 改成): when it does not, Retime is false for text and for every
	// text its words begin, and need not be asked.
	RetimeOpens(text string) bool
}

// Lasting is a pack that reads how long a command is to last ("turn on
// the fan for ten minutes", "排气扇开十分钟"). A pack implements it
// optionally: compile asks it before Timing, and compiles the rest.
type Lasting interface {
	// Lasts finds a length of time said for a command to last, its words
	// after the command's verb: the text without them, and the length in
	// seconds. ok is false when the text says none, says a length only
	// vaguely ("for a while") or speaks of a timer.
	Lasts(text string) (rest string, secs int, ok bool)
}

// Ending is a pack that reads the time of day a command is to last until
// ("leave the porch light on until 11", "run the fan till 10 pm"). A pack
// implements it optionally: compile asks it where Lasting finds no length.
type Ending interface {
	// Until finds the time of day a command is to last until, its words
	// after the command's: the text without them, and the time (a Clock).
	// ok is false when the text says none.
	Until(text string) (rest string, until ir.When, ok bool)
}

// TimerWords is what a text that only speaks of timers said: a timer
// word, a word of cancelling, a word of asking, and the time it gave;
// Name is the other words, which may name what a timer does ("cancel the
// bedside lamp timer": "bedside lamp"), taken only when a word of
// cancelling came first (CancelFirst: before the timer word and the
// name), lest "定时关掉灯" (a command) read as cancelling.
type TimerWords struct {
	Named, Cancel, Ask bool
	When               *ir.When
	Name               string
	CancelFirst        bool

	// Hold is a word of pausing, resuming or lengthening ("pause the
	// timer").
	Hold bool
}

// Clause is the clause such words make (Timing.Timer): cancelling the
// timers (those of the device or scene named, when a name is said), one
// to set for the time said, or a question of which are set. Only
// cancelling takes a name.
func (w TimerWords) Clause() (ir.Clause, bool) {
	switch {
	case !w.Named:
		return ir.Clause{}, false
	case w.Hold && w.Name == "" && !w.Cancel:
		return ir.Clause{Kind: ir.HoldTimer}, true
	case w.Name != "" && !(w.Cancel && w.CancelFirst):
		return ir.Clause{}, false
	case w.Cancel:
		return ir.Clause{Kind: ir.CancelTimers, Target: ir.Target{Name: w.Name}}, true
	case w.When != nil:
		return ir.Clause{Kind: ir.Timer, When: w.When}, true
	case w.Ask:
		return ir.Clause{Kind: ir.Timers}, true
	}
	return ir.Clause{}, false
}

// Messages of timers and delayed commands.
const (
	// MsgScheduled: what will be done (List of Call), and when (a time
	// of day, "15:04").
	MsgScheduled Msg = "scheduled"
	// MsgTimerSet: how long the timer runs (a duration), and when it
	// rings.
	MsgTimerSet Msg = "timer_set"
	// MsgTimerDone: how long the timer that rings ran (a duration).
	MsgTimerDone Msg = "timer_done"
	// MsgTimerOf: a plain timer in a list of timers: its duration.
	MsgTimerOf Msg = "timer_of"
	// MsgTimerAt: one timer in a list of timers: what (MsgTimerOf, or a
	// List of Call), and when.
	MsgTimerAt Msg = "timer_at"
	// MsgTimerHold: a timer asked to pause, resume or lengthen, which
	// edge cannot do.
	MsgTimerHold Msg = "timer_hold"
	// MsgDueAt: what would be done (Describe), and when it runs: a
	// command put off that asks for a yes first.
	MsgDueAt Msg = "due_at"
	// MsgTimers: how many timers are set, and the list of them (List of
	// MsgTimerAt).
	MsgTimers   Msg = "timers"
	MsgNoTimers Msg = "no_timers"
	// MsgTimerCancelled: one timer cancelled: what it was (MsgTimerAt).
	MsgTimerCancelled Msg = "timer_cancelled"
	// MsgTimersCancelled: how many timers were cancelled.
	MsgTimersCancelled Msg = "timers_cancelled"
	// MsgNoTimerOf: the name said of a timer to cancel that no timer of
	// the client's acts on.
	MsgNoTimerOf Msg = "no_timer_of"
	// MsgLaterApart: a time said between two commands, of the later one
	// alone (ir.When.Apart): nothing done.
	MsgLaterApart Msg = "later_apart"
	// MsgNotLater: a question or a timer of no length said with a time.
	MsgNotLater Msg = "not_later"
	// MsgTooFar: a time more than a week ahead (turn.MaxDelay).
	MsgTooFar Msg = "too_far"
	// MsgTooManyTimers: a timer refused because the client keeps the most
	// it may (turn.MaxTimersPerClient, the number); MsgHomeTimersFull:
	// because the home keeps the most it may (turn.MaxTimersPerHome).
	MsgTooManyTimers  Msg = "too_many_timers"
	MsgHomeTimersFull Msg = "home_timers_full"
	// MsgTimerChanged: a delayed command cancelled because what it acts on
	// changed since it was set (an import): what it was (MsgTimerAt).
	MsgTimerChanged Msg = "timer_changed"
	// MsgRetimeAsked: a delayed command that needed a yes or the PIN,
	// not moved to another time by a time said alone: what it is and when
	// it runs (MsgTimerAt).
	MsgRetimeAsked Msg = "retime_asked"
	// MsgRetimeKept: the end of a command confirmed to last a told length,
	// which a cancel may not take either (MsgUndoKept), not moved: what it
	// is and when it runs (MsgTimerAt), and the devices it acts on.
	MsgRetimeKept Msg = "retime_kept"
	// MsgRetimeMore: a time said to move what was just set, with more
	// after it ("make it twenty minutes and open the garage door"):
	// nothing done.
	MsgRetimeMore Msg = "retime_more"
	// MsgNoRepeat: a command asked for again and again ("every morning").
	MsgNoRepeat Msg = "no_repeat"
	// MsgNoTime: a command put off with no time told ("later", "in a bit").
	MsgNoTime Msg = "no_time"
	// MsgLastingDone: what was said of the calls done now (a sentence),
	// then what will undo them (List of Call) and when; MsgLastingAsk:
	// the calls to confirm (Describe), what will undo them and when.
	MsgLastingDone Msg = "lasting_done"
	MsgLastingAsk  Msg = "lasting_ask"
	// MsgUndoCancelled: the timer that was to undo a command said to last
	// a told length cancelled (MsgTimerAt), and the devices it would have
	// acted on (List of names), left as they are; MsgUndoDone: what was
	// said of the calls done now (a sentence), and the timer cancelled that
	// was to do them (MsgTimerAt).
	MsgUndoCancelled Msg = "undo_cancelled"
	MsgUndoDone      Msg = "undo_done"
	// MsgUndoKept: the timer that ends a command confirmed to last a told
	// length (MsgTimerAt), not cancelled, and the devices it acts on.
	MsgUndoKept Msg = "undo_kept"
	// MsgNoUndo: a command said to last a length of time that edge cannot
	// undo by itself after it (a level set, a scene, a time also said):
	// nothing done.
	MsgNoUndo Msg = "no_undo"
	// MsgTomorrowAt: a time of day tomorrow ("15:04"); MsgDayAt: a day of
	// the week (Weekdays) and a time of day. Both stand where a time of day
	// of today stands in MsgScheduled, MsgTimerSet and MsgTimerAt.
	MsgTomorrowAt Msg = "tomorrow_at"
	MsgDayAt      Msg = "day_at"
	// MsgSeconds, MsgMinutes and MsgHours: a duration, its number; MsgSecond,
	// MsgMinute and MsgHour: a duration of one.
	MsgSeconds Msg = "seconds"
	MsgMinutes Msg = "minutes"
	MsgHours   Msg = "hours"
	MsgSecond  Msg = "second"
	MsgMinute  Msg = "minute"
	MsgHour    Msg = "hour"
)

// Weekdays are the messages of the days of the week, Sunday first (as
// time.Weekday counts them).
var Weekdays = [7]Msg{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}

var timerMsgs = map[Msg]int{
	MsgScheduled: 2, MsgTimerSet: 2, MsgTimerDone: 1, MsgTimerOf: 1, MsgTimerAt: 2, MsgDueAt: 2, MsgTimerHold: 0, MsgTimers: 2, MsgNoTimers: 0,
	MsgTimerCancelled: 1, MsgTimersCancelled: 1, MsgNotLater: 0, MsgLaterApart: 0, MsgTooFar: 0, MsgNoRepeat: 0, MsgNoTime: 0, MsgNoTimerOf: 1,
	MsgLastingDone: 3, MsgLastingAsk: 3, MsgNoUndo: 0, MsgUndoCancelled: 2, MsgUndoDone: 2, MsgUndoKept: 2,
	MsgTooManyTimers: 1, MsgHomeTimersFull: 1, MsgTimerChanged: 1, MsgRetimeAsked: 1, MsgRetimeKept: 2, MsgRetimeMore: 0, MsgTomorrowAt: 1, MsgDayAt: 2,
	"sunday": 0, "monday": 0, "tuesday": 0, "wednesday": 0, "thursday": 0, "friday": 0, "saturday": 0,
	MsgSeconds: 1, MsgMinutes: 1, MsgHours: 1, MsgSecond: 0, MsgMinute: 0, MsgHour: 0,
}
