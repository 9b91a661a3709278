package lang

// Speaker says things in the language: every answer edge gives, from the
// fixed messages to the sentences built of device names, values and verbs.
// Shared code formats numbers and units and names devices; the pack gives
// the words and the order they come in. Phrasebook implements it from a
// pack's data.
type Speaker interface {
	// Message is the template of a message, with fmt verbs for its
	// arguments (see the Msg constants).
	Message(m Msg) string
	// List joins items as all of them ("a, b, and c", "a、b、c"), or, with
	// or, as a choice between them ("a, b, or c", "a，还是b").
	List(items []string, or bool) string
	// Call says one call to a device: "turn on Kitchen light", "set
	// Bedroom AC to 22°C", "raised TV by 10%", "把卧室空调调到26°C".
	Call(c Call) string
	// Scene says the call of a scene with the actions it holds that need a
	// yes: "activate Good night, which will unlock Front door".
	Scene(call string, risky []string) string
	// Describe says the calls a confirmation asks about, as the %s of
	// MsgConfirm and its kin: "Open Garage door".
	Describe(calls []string) string
	// Report says what a turn did (Call with Past), or would do (dryRun),
	// and the calls that failed: "Turned on Lamp. Could not open Door (jammed)."
	Report(done, failed []string, dryRun bool) string
	// Read says a value read: "Front door lock is locked.", "The
	// temperature of Study thermometer is 22.5 °C."
	Read(r Reading) string
	// Sentences joins the sentences of one answer.
	Sentences(s []string) string
	// Answered says MsgYes or MsgNo with the sentence that says why, in
	// small letters where a word of the language opens it ("Yes, the
	// temperature in the kitchen is 24.5 °C.").
	Answered(m Msg, why string) string
	// State is the word of a boolean attribute's value ("locked",
	// "没锁"); for an attribute without words of its own, yes or no.
	State(attr string, v bool) string
	// Attribute names a state attribute or a quantity:
	// "target temperature", "设定温度".
	Attribute(attr string) string
	// Compare says the value a condition wanted, with its comparison
	// (op is one of > >= < <= =): "above 26 °C", "超过26 °C".
	Compare(op, value string) string
	// OneIn labels an option by its room alone: "the one in the Study",
	// "书房的".
	OneIn(room string) string
	// NameIn labels an option by its name and room: "Ceiling light in the
	// Kitchen", "厨房的吊灯".
	NameIn(name, room string) string
	// Value says a value that is a word of the capability table (a mode,
	// a status: "cool", "docked") in the language; the value itself when
	// the language has no word for it.
	Value(v string) string
	// Help is the answer to "what can I say?".
	Help() HelpBook
	// Thanks is thanks said alone ("thanks", 谢谢), and its answer.
	Thanks() SaidAlone
	// Undo is asking to undo what was done said alone ("undo", 撤销), and
	// its answer.
	Undo() SaidAlone
	// Resume is asking to go on with what was stopped said alone
	// ("resume", 恢复): what the last command paused or stopped plays
	// again; after any other command it asks to undo it, as Undo does.
	Resume() SaidAlone
	// Pardon is asking to hear the question again said alone ("sorry,
	// what?", 你说什么); the question is its answer.
	Pardon() SaidAlone
	// Situations are what the speaker says of what they are about to do
	// ("i'm going to bed", 我要睡觉了), each with the words of the scenes
	// that suit it.
	Situations() []Situation
	// Listing says a confirmation of many devices: a summary, and the
	// list on demand.
	Listing() ListBook
}

// Call is one call to a device as an answer says it.
type Call struct {
	// Command is the command called ("on", "set", "activate").
	Command string
	// Name is the device (or scene) as the answer names it.
	Name string
	// Kind is the device's type ("tv"): a phrasebook may say a command of
	// a kind in words of its own (calls_of).
	Kind string
	// Value is what a set sets, or changes by: number and unit ("30%"),
	// or a text ("heat"); "" for none.
	Value string
	// Step is the direction of a change by Value: 1 up, -1 down; 0 for
	// a set to Value.
	Step int
	// Past says the call was made; else it is to be made.
	Past bool
	// Room is the room the call works in (the room a vacuum cleans), as
	// the answer names it; "" for none.
	Room string
}

// Reading is one value read, as an answer says it.
type Reading struct {
	// Name is the device as the answer names it.
	Name string
	// Attribute is the state attribute read ("temperature").
	Attribute string
	// Value is the value said: a State word when IsState, else a number
	// with its unit ("22.5 °C"), or a text.
	Value   string
	IsState bool
}

// Msg names a message: an answer, or part of one, of a fixed shape. Every
// pack has a template for each; the comment of each says its arguments.
type Msg string

// Messages.
const (
	MsgNotUnderstood Msg = "not_understood"
	// MsgNumberTooBig: a number said is larger than MaxNumber.
	MsgNumberTooBig Msg = "number_too_big"
	// MsgTooLong: the most characters a turn reads.
	MsgTooLong Msg = "too_long"
	// MsgExceptUnplaced: what an exception said between two commands
	// leaves out, when which command it limits cannot be told.
	MsgExceptUnplaced Msg = "except_unplaced"
	// MsgExceptNothing: an exception that names nothing to leave out.
	MsgExceptNothing  Msg = "except_nothing"
	MsgNothingPending Msg = "nothing_pending"
	// MsgPINInCommand: the PIN said among the words of a command.
	MsgPINInCommand Msg = "pin_in_command"
	// MsgNothingAgain: "again" said with no command done before it.
	MsgNothingAgain Msg = "nothing_again"
	MsgCancelled    Msg = "cancelled"
	// MsgConfirmRefused: the reason a yes came too late or for other calls.
	MsgConfirmRefused Msg = "confirm_refused"
	MsgConfirmAgain   Msg = "confirm_again"
	// MsgConfirm: what would be done (Describe).
	MsgConfirm Msg = "confirm"
	// MsgConfirmPIN: what would be done (Describe).
	MsgConfirmPIN Msg = "confirm_pin"
	// MsgConfirmUnderstood: what the local model's words would do
	// (Describe).
	MsgConfirmUnderstood Msg = "confirm_understood"
	// MsgConfirmPINUnderstood: what the local model's words would do
	// (Describe).
	MsgConfirmPINUnderstood Msg = "confirm_pin_understood"
	MsgPINWanted            Msg = "pin_wanted"
	MsgWrongPIN             Msg = "wrong_pin"
	MsgPINLocked            Msg = "pin_locked"
	// MsgWhich: the options (List, or).
	MsgWhich Msg = "which"
	// MsgInvalid: why the arguments of a call are not valid (a repair
	// refused).
	MsgInvalid Msg = "invalid"
	MsgBlocked Msg = "blocked"
	// MsgPolicy: the device the home keeps from voice control.
	MsgPolicy      Msg = "policy"
	MsgRateLimited Msg = "rate_limited"
	// MsgFault: a fault in edge's own code ended the turn.
	MsgFault Msg = "fault"
	// MsgReadFailed: what was to be read (a device, a quantity), and why
	// it could not be.
	MsgReadFailed Msg = "read_failed"
	// MsgNoPlace: the place said.
	MsgNoPlace     Msg = "no_place"
	MsgNoReference Msg = "no_reference"
	// MsgCannot: the device that cannot do what was asked.
	MsgCannot Msg = "cannot"
	// MsgNoMode: the device, and the mode asked of it that it has not.
	MsgNoMode      Msg = "no_mode"
	MsgNothingFits Msg = "nothing_fits"
	// MsgInPercent: a number without its unit that may be a device's
	// step ("set the fan to 3"), asked for in percent.
	MsgInPercent Msg = "in_percent"
	// MsgNotInPercent: the quantity (Attribute) a percentage was said of
	// that a device counts in another unit ("set the ac to 50%").
	MsgNotInPercent Msg = "not_in_percent"
	// MsgNoMatch: the name said.
	MsgNoMatch Msg = "no_match"
	// MsgNoMatchIn: the name said, the room said with it where nothing is
	// called so.
	MsgNoMatchIn Msg = "no_match_in"
	MsgNoHere    Msg = "no_here"
	// MsgNoSensor: the quantity (Attribute).
	MsgNoSensor Msg = "no_sensor"
	// MsgConditionFalse: the quantity (Attribute), its value, and what
	// the condition wanted (Compare).
	MsgConditionFalse Msg = "condition_false"
	// MsgStateFalse: the device a condition asked about and its state
	// (Read).
	MsgStateFalse Msg = "state_false"
	// MsgBeforeStart: a value (with its unit) whose only report came
	// before edge started.
	MsgBeforeStart Msg = "before_start"
	// MsgWhichRoom: the rooms and "all of them" (List, or).
	MsgWhichRoom Msg = "which_room"
	// MsgAllOfThem: the option of a question that takes every candidate.
	MsgAllOfThem Msg = "all_of_them"
	// MsgExpired: a yes or an answer to a question asked too long ago.
	MsgExpired Msg = "expired"
	// MsgGone: the device of a pending action the home no longer has.
	MsgGone Msg = "gone"
	// MsgChanged: the targets (List) of a confirmation or a timer that the
	// home changed since it was said: nothing was done.
	MsgChanged Msg = "changed"
	// MsgUnlisted: an action that needs a yes, said through a satellite
	// the home does not list.
	MsgUnlisted Msg = "unlisted"
	// MsgNotDone: the calls (List of Call) of a turn that were not done
	// while others were.
	MsgNotDone Msg = "not_done"
	// MsgNegated: what the words said not to do (Describe).
	MsgNegated Msg = "negated"
	// MsgNegatedAny: the words said not to do something edge cannot name.
	MsgNegatedAny Msg = "negated_any"
	// MsgNoTarget: a command that names nothing, with nothing said before.
	MsgNoTarget Msg = "no_target"
	// MsgOnOrOff: the devices of a command that says no direction (List).
	MsgOnOrOff Msg = "on_or_off"
	// MsgOpenOrClose: the same of devices that only open and close
	// (curtains, blinds) (List).
	MsgOpenOrClose Msg = "open_or_close"
	// MsgTooHigh and MsgTooLow: the device, and the most or least its
	// argument takes, with its unit.
	MsgTooHigh Msg = "too_high"
	MsgTooLow  Msg = "too_low"
	// MsgStepTooBig: the device, and the most a step of its argument
	// changes it by, with its unit ("raise the bedroom ac by 50 degrees").
	MsgStepTooBig Msg = "step_too_big"
	// MsgDidYouMean: the one candidate that words only sound like.
	MsgDidYouMean Msg = "did_you_mean"
	// MsgAre: the devices (List) in the state asked about, and its word
	// (State).
	MsgAre Msg = "are"
	// MsgNoneAre and MsgAllAre: the word of the state asked about.
	MsgNoneAre Msg = "none_are"
	MsgAllAre  Msg = "all_are"
	// MsgYes and MsgNo answer a question of yes or no: the sentence
	// that says why (Read).
	MsgYes Msg = "yes"
	MsgNo  Msg = "no"
	// MsgCount: how many of the devices asked about are in the state asked,
	// of how many, its word (State), and their names (List).
	MsgCount Msg = "count"
	// MsgCountOne: of how many, the word of the state asked (State), and
	// the one device in it.
	MsgCountOne Msg = "count_one"
	// MsgUnknownState: a device whose state is not known yet, and the word
	// of the state asked (State).
	MsgUnknownState Msg = "unknown_state"
	// MsgUnknownValue: the attribute asked (Attribute) and the device
	// whose value of it is not known yet.
	MsgUnknownValue Msg = "unknown_value"
	// MsgPlaceValue: the attribute asked (Attribute), the place asked
	// about as said, and the value every device there read.
	MsgPlaceValue Msg = "place_value"
	// MsgPlaceWordValue: MsgPlaceValue of a place said by a word of its
	// own, no room's name ("upstairs": "The temperature upstairs is …").
	MsgPlaceWordValue Msg = "place_word_value"
	// MsgWish: what would mend a state said to be too much or too little
	// (Describe), asked back.
	MsgWish Msg = "wish"
	// MsgPlaceLacks: a room said to be too much or too little of
	// something (its label) where no device there sets it, and what it
	// is (Attribute).
	MsgPlaceLacks Msg = "place_lacks"
	// MsgMost and MsgLeast answer which device reads the highest or the
	// lowest value: the sentence that says its value (Read).
	MsgMost  Msg = "most"
	MsgLeast Msg = "least"
	// MsgInRoom and MsgInRoomMany answer where devices are: the device
	// (or the devices of one room) and the room.
	MsgInRoom     Msg = "in_room"
	MsgInRoomMany Msg = "in_room_many"
	// MsgScenes names the home's scenes; MsgNoScenes says it has none.
	MsgScenes   Msg = "scenes"
	MsgNoScenes Msg = "no_scenes"
)

// Msgs are the messages, each with the number of its arguments (those of
// timers in timer.go, of failures in failure.go, of a summary in
// listing.go).
var Msgs = mergeMsgs(timerMsgs, failureMsgs, listingMsgs, map[Msg]int{
	MsgNotUnderstood: 0, MsgNumberTooBig: 0, MsgTooLong: 1, MsgExceptUnplaced: 1, MsgExceptNothing: 0, MsgNothingPending: 0, MsgNothingAgain: 0, MsgPINInCommand: 0, MsgCancelled: 0, MsgConfirmRefused: 1, MsgConfirmAgain: 0,
	MsgConfirm: 1, MsgConfirmPIN: 1, MsgConfirmUnderstood: 1, MsgConfirmPINUnderstood: 1,
	MsgPINWanted: 0, MsgWrongPIN: 0, MsgPINLocked: 0, MsgWhich: 1, MsgInvalid: 1, MsgBlocked: 0, MsgPolicy: 1,
	MsgRateLimited: 0, MsgFault: 0, MsgReadFailed: 2, MsgNoPlace: 1, MsgNoReference: 0, MsgCannot: 1, MsgNoMode: 2, MsgNothingFits: 0, MsgInPercent: 0, MsgNotInPercent: 1,
	MsgNoMatch: 1, MsgNoMatchIn: 2, MsgNoHere: 0, MsgNoSensor: 1, MsgConditionFalse: 3, MsgStateFalse: 1, MsgBeforeStart: 1,
	MsgWhichRoom: 1, MsgAllOfThem: 0, MsgExpired: 0, MsgGone: 1, MsgChanged: 1, MsgUnlisted: 0, MsgNotDone: 1, MsgNegated: 1, MsgNegatedAny: 0, MsgNoTarget: 0,
	MsgOnOrOff: 1, MsgOpenOrClose: 1, MsgTooHigh: 2, MsgTooLow: 2, MsgStepTooBig: 2, MsgDidYouMean: 1, MsgAre: 2, MsgNoneAre: 1, MsgAllAre: 1,
	MsgYes: 1, MsgNo: 1, MsgCount: 4, MsgCountOne: 3, MsgUnknownState: 2, MsgUnknownValue: 2, MsgWish: 1, MsgPlaceLacks: 2, MsgPlaceValue: 3, MsgPlaceWordValue: 3,
	MsgMost: 1, MsgLeast: 1, MsgInRoom: 2, MsgInRoomMany: 2, MsgScenes: 1, MsgNoScenes: 0,
})

func mergeMsgs(parts ...map[Msg]int) map[Msg]int {
	all := map[Msg]int{}
	for _, p := range parts {
		for m, n := range p {
			all[m] = n
		}
	}
	return all
}
