package lang

import (
	"strconv"
	"sync"

	"edge/ir"
)

// Reader reads utterances of a language. Its grammar turns words into
// phrases whose meaning is canonical (a verb's cluster name, an
// attribute, an operator); package compile composes phrases into the IR
// with rules that hold for every language, asking the pack (Vocab,
// Reinterpret, Join) where a language differs.
type Reader interface {
	// Parse parses an utterance as commands and questions: its clauses,
	// each the phrases in the order said. An error is a *grammar.Error.
	Parse(text string) ([]Clause, error)
	// ParseReply parses an utterance as a reply to the previous turn's
	// question ("yes", "the second one").
	ParseReply(text string) (*ir.Reply, error)
	// Reinterpret fixes what only a whole clause tells in this language
	// ("lock the front door" starts with a verb, a verb inside a name),
	// before compile reads it; doubts counts the words read in a less
	// usual way.
	Reinterpret(Clause) (c Clause, doubts int)
	// Vocab is the language's vocabulary as compile and the rest of edge
	// consult it.
	Vocab() *Vocab
	// Join joins the words of a name as the language writes them.
	Join(words []string) string
	// Split splits a name into its words (the inverse of Join, as far as
	// the language allows).
	Split(name string) []string
	// Key is the canonical form of a name in this language, for matching:
	// "Kitchen Lights" and "the kitchen light" share one.
	Key(name string) string
	// NameKey is Key, and whether the name holds only the words of names
	// (content words, numbers, the words Key leaves out): such a name
	// reads as a name, a class or a place, never as what only Parse tells
	// (all of something, a reference, a yes).
	NameKey(name string) (key string, plain bool)
	// LexKey is Key of the name's words as the lexer reads them (case,
	// width, traditional and misheard characters, plurals, separators
	// and the words Key leaves out folded), before the grammar rewrites
	// them: no typo is read as a word of the grammar, no word retyped by
	// its neighbours. It is Key for a name whose words are all words of
	// names (NameKey plain), and takes a fraction of Key's time: the
	// words that say what a device is are found in it (HazardsOf).
	LexKey(name string) string
	// ClassOf finds the device class named at the end of a mention
	// ("kitchen light", "客厅的灯"); plural reports a marked plural.
	ClassOf(name string) (class string, plural bool)
	// DoorLock names the locks of doors asked about as locked or unlocked
	// ("are any doors unlocked" asks about their locks); ok is false when
	// the name stays.
	DoorLock(name string, all bool) (lock string, ok bool)
	// Number reads a number written as text in the language, with an
	// optional unit after it ("二十六度", "twenty six percent"); ok is false
	// for anything else.
	Number(text string) (float64, bool)
	// OwnsName reports whether a name is written in this language (the
	// alias to say to a user of it).
	OwnsName(name string) bool
	// Marks reads the exception, condition, comparison, negation, mode
	// and unit words of a text, whether or not Parse parses it.
	Marks(text string) Marks
}

// Vocab is the vocabulary of a language that shared code consults by
// meaning. Keys are words (or phrases) of the language; values are
// canonical, language-neutral names.
type Vocab struct {
	// Verbs maps each verb to its canonical verb (a cluster of compile).
	Verbs map[string]string
	// Attrs maps attribute words to the attribute or parameter.
	Attrs map[string]string
	// Rels maps the words of a relative change ("brighter") to it.
	Rels map[string]Change
	// Colors maps colour words to the colour argument's names.
	Colors map[string]string
	// Kelvins maps colour-temperature words to kelvin.
	Kelvins map[string]float64
	// Classes maps each device class (ir.Classes) to the words that
	// name it, its most general word first ("light", "灯"): that one
	// names any device of the class, where "lamp" prefers those called
	// lamps.
	Classes map[string][]string
	// Alike are the other class words that name any device of their
	// class as its first word does ("air conditioner" as "ac",
	// "television" as "tv"): "all the air conditioners" is every one.
	Alike map[string]bool
	// Kinds are the class words that name a kind of their class, not any
	// device of it ("台灯" is a desk lamp, not any light): a device not
	// called so is asked about, never taken for it.
	Kinds map[string]bool
	// Main are the words for a room's main light ("main light", "大灯"):
	// they name the light called by one of them ("ceiling light",
	// "吸顶灯"), not every light of the room.
	Main map[string]bool
	// References are the names that are references to what was last
	// said ("it", "that one").
	References map[string]bool
	// WholeHome are the words that mean the whole home ("everywhere").
	WholeHome map[string]bool
	// Floors are the words that say a place is a floor ("upstairs").
	Floors map[string]bool
	// RoomAlike maps the name of a kind of room to the other names it is
	// called by ("living room": "sitting room", "front room"): a room so
	// named is also called by them where no room or floor of the home is.
	RoomAlike map[string][]string
	// TrailingPlaces are place words said after a name ("lights
	// upstairs").
	TrailingPlaces map[string]bool
	// KindWords only say what kind of entity a name is ("scene").
	KindWords map[string]bool
	// Lawn are the words of the lawn, which a mower command may name.
	Lawn map[string]bool
	// Outdoors are the words of rooms that are out of doors ("garden",
	// "patio", 花园, 阳台), and Outside the words that say a place is
	// ("outside", "outdoor", 室外): the rooms so named.
	Outdoors, Outside map[string]bool
	// Contacts are the words after what a sensor of open or shut is on
	// that say it is one ("Front door contact", "Back door sensor", 入户
	// 门门磁, 厨房窗磁): such a sensor is one of the doors or windows.
	Contacts map[string]bool
	// Makes are the words of how a thing is made or connected, which say
	// nothing of which one it is ("smart", "wifi", "electric", 智能): a
	// name not found is looked for without them ("the smart plug",
	// "the electric kettle", 智能音箱).
	Makes map[string]bool
	// Surfaces are what a vacuum cleans that is no room ("the floor").
	Surfaces map[string]bool
	// ArmModes maps the words of the alarm's modes to the mode.
	ArmModes map[string]string
	// ModeWords are the words for "mode".
	ModeWords map[string]bool
	// DeviceModes maps the words of the modes appliances have of their own
	// (a humidifier's sleep mode, 睡眠) to the mode as a home file names
	// it; a word not in it is the mode as said.
	DeviceModes map[string]string
	// Roles maps content words with a meaning of their own in a command
	// to it: "home" and "back" (go home, go back), "last" (the last song).
	Roles map[string]string
	// Clusters maps an IR verb to the action cluster it has in this
	// language when that is wider than its own ("on" may also open).
	Clusters map[string]string
	// Asks maps a verb said in a question to the state asked ("is the
	// door open" asks open).
	Asks map[string]string
	// Hazards maps what a device may be, for the risk floors of the
	// capability table (home.Hazard: garage_door, valve, lock, heat,
	// alarm), to the words that say it in a device's name or alias
	// ("gas valve", "燃气阀"): a relay wired to a garage door is one.
	Hazards map[string][]string
	// Worked maps a hazard to the words that say it only where a verb or
	// a direction works them ("Gas on", 打开燃气): "gas" alone names what
	// flows, in "Gas sensor" too (HazardsDone).
	Worked map[string][]string
	// Named maps a hazard to what a scene or a group is called, the whole
	// of its name, where it does that hazard ("Heating", 取暖): the relays
	// it switches or holds are that hazard (HazardsDone).
	Named map[string][]string
	// Which are the words that, ending a relay's name, only tell which one
	// of several it is, or that it is a relay ("Door number two", "Front
	// door main", 门二号, "Front door relay", 前门继电器): they are left out
	// before a door's word is looked for (HazardsWorked).
	Which []string
	// Ways maps a hazard to the places whose name alone is the way in a
	// relay so named opens ("Garage", 车库, "Entry"): what only tells which
	// one left out, such a relay is that hazard (HazardsWorked).
	Ways map[string][]string
}

// Change is a relative change: the attribute ("" for the device's
// level) and its sign.
type Change struct {
	Attr string
	Sign float64
}

// Up is a change up of an attribute ("" for the device's level).
func Up(attr string) Change { return Change{Attr: attr, Sign: 1} }

// Down is a change down of an attribute ("" for the device's level).
func Down(attr string) Change { return Change{Attr: attr, Sign: -1} }

// Kind is the kind of a phrase, common to every language.
type Kind int

// Phrase kinds.
const (
	Filler Kind = iota
	Verb        // Word: canonical verb (a cluster name of compile)
	Dir         // Word: on, off, up, down
	Value       // Num/Unit, Extreme, Color/Kelvin or Mode
	Attr        // Word: canonical attribute
	Rel         // Word: attribute or ""; Sign: +1 or -1
	State       // Word: canonical state
	Quest       // Word: canonical question meaning (see Quest*); Strong: makes the clause a question
	NP          // Words, All, Ref, Here, WholeHome
	Prep        // Prep (a Prep* role) and an NP in NP
	Except      // Sub: the excepted NPs and preps
	Cond        // Cond
	Noun        // Word: canonical noun that belongs to the verb (Noun*)
	Neg         // a negation of what comes before ("卧室的不要")
)

// Prepositions by role.
const (
	PrepIn   = "in"   // a place: in, at, inside, throughout
	PrepOn   = "on"   // a floor, or the device a command is on
	PrepOf   = "of"   // names the target: of, for
	PrepWith = "with" // the device a command uses
)

// RoleThan is the role (Vocab.Roles) of the word a comparison puts before
// what it compares with ("than", 比).
const RoleThan = "than"

// RoleMuch is the role (Vocab.Roles) of a filler that says a change
// without a number is a large one ("a lot"): twice its default step.
const RoleMuch = "much"

// Canonical values of a Value phrase's Prep: a value to reach, or a
// change by it.
const (
	ValueTo = "to"
	ValueBy = "by"
)

// Canonical question words.
const (
	QuestAll         = "all"         // is there any: every match, yes or no
	QuestWhich       = "which"       // which: every match, named
	QuestCount       = "count"       // how many: every match, counted
	QuestYesNo       = "yes_no"      // asks yes or no ("is", "吗") unless a QuestWh word asks more
	QuestEither      = "either"      // asks which of a state and its opposite ("on or off", "开着还是关着")
	QuestWh          = "wh"          // asks a value ("what", "how", "多少")
	QuestTemperature = "temperature" // asks the temperature when nothing else is asked
	QuestBattery     = "battery"     // asks the battery
	QuestWhere       = "where"       // asks the room a device is in ("where is the tv", "电视在哪")
)

// Canonical nouns.
const (
	NounDock  = "dock"  // the vacuum's base
	NounMedia = "media" // a song, a show
	NounOther = "other" // a noun of no use to compile
)

// Canonical values of Phrase.Unit.
const (
	UnitPercent = "%"
	UnitDegrees = "degrees"
	UnitKelvin  = "kelvin"
	// UnitFahrenheit is degrees Fahrenheit: compile turns them into
	// degrees Celsius, the unit of every temperature of a home.
	UnitFahrenheit = "fahrenheit"
	// UnitSteps is a count of a speed's steps ("二档"): one of the steps
	// of a device that counts in them, never a percentage.
	UnitSteps = "steps"
	// UnitNotches counts default steps of a change ("up two notches",
	// 调高两格): so many times the step a change said with no number makes.
	UnitNotches = "notches"
)

// ValueUnits are the units of a pack's words whose number is the value
// itself, as Pack.Number reads it: "two notches" or 三档 counts steps, and
// is no brightness of 2 nor a speed of 3.
func ValueUnits(units map[string]string) map[string]string {
	out := map[string]string{}
	for w, u := range units {
		if u != UnitSteps && u != UnitNotches {
			out[w] = u
		}
	}
	return out
}

// Phrase is one phrase of a clause, in canonical form.
type Phrase struct {
	Kind Kind
	Word string
	// Raw is the word as said.
	Raw string
	// NP
	Words []string
	All   bool
	// Count is the number a quantifier says ("both": 2).
	Count int
	// One is set for "one of the lights", "one light": a single device
	// the speaker leaves open.
	One  bool
	Ref  bool
	Here bool
	// Near is set for a place not said of the target but carried from
	// an earlier item of a list ("书房的吸顶灯和台灯": the study, for the desk
	// lamp): where it holds none of what is named, the thing is meant
	// wherever it is (ir.Target.Near).
	Near bool
	// There is the place last spoken of ("turn on the ac there", 那边的
	// 空调): the room of the last command or question.
	There     bool
	WholeHome bool
	// Everything is set for a word of every thing ("everything", "all
	// the devices"), never of one class: "everything but the tv" is
	// everything, where "all but the stairs light" is the lights.
	Everything bool
	// Prep
	Prep string
	NP   *Phrase
	// Value (Prep: ValueTo, ValueBy or "")
	Num     float64
	HasNum  bool
	Unit    string // a Unit* constant
	Extreme int    // +1 for max, -1 for min
	// Half marks a value said as half of the way ("开一半", "调到中间"),
	// not as a number: the level of what opens, is lit or blows
	// (ir.Param.Half).
	Half   bool
	Color  string // the color argument's name of a colour word
	Kelvin float64
	Mode   string // the mode argument's value of a mode word ("cool")
	// Rel
	Sign float64
	// Wish marks a Rel said as a state that is too much or too little
	// ("too dark", "太亮了"), or a Verb said as a question of whether to
	// do it (要不要开空调): what would change it is asked, never done.
	Wish bool
	// Superlative marks a Rel said as the most or the least of it
	// ("warmest", "最冷"): a question of which reads so.
	Superlative bool
	// Along marks a Rel said alone as more or less of what was last
	// changed ("a bit more", "less"): Sign is +1 for the same way, -1 for
	// the other (compile's ir.Param.Along).
	Along bool
	// Quest
	Strong bool
	// Except
	Sub []Phrase
	// Cond
	Cond *Condition
}

// Condition is a condition before compile ties it to a clause: a
// quantity (Attr) compared (Op) with a value, or the state a device (the
// subject) is in ("is locked"), or is not in (Not: "is not running").
type Condition struct {
	Attr    string
	Op      string
	Value   Phrase
	State   string
	Not     bool
	Subject []Phrase
	// Unless says the condition was said as one the command waits to
	// fail ("unless it is above 26 degrees", "除非"): it runs when the
	// comparison or the state does not hold.
	Unless bool
}

// OpSaid is the comparison a condition means: op, or after "unless" its
// opposite (op itself where there is none: the condition is refused
// elsewhere).
func OpSaid(op string, unless bool) string {
	if not, ok := NotOp(op); ok && unless {
		return not
	}
	return op
}

// NotOp is the comparison that holds where op does not ("unless above
// 26" is at most 26); ok is false for "=", whose opposite no comparison
// says.
func NotOp(op string) (string, bool) {
	not, ok := map[string]string{">": "<=", ">=": "<", "<": ">=", "<=": ">"}[op]
	return not, ok
}

// VerbResults are the states a canonical verb leaves a device in ("close"
// leaves it closed); a verb of two clusters, either ("open-on": on, or
// open).
var VerbResults = map[string][]string{"on": {"on"}, "off": {"off"}, "open": {"open"}, "close": {"closed"}, "lock": {"locked"},
	"unlock": {"unlocked"}, "open-on": {"on", "open"}, "close-off": {"off", "closed"}}

// NumText is the number of a value as text.
func (p *Phrase) NumText() string { return strconv.FormatFloat(p.Num, 'f', -1, 64) }

// Clause is the phrases of one clause, in the order said.
type Clause []Phrase

// Has reports whether the clause has a phrase of kind k, with one of the
// words when any are given.
func (c Clause) Has(k Kind, words ...string) bool {
	for _, p := range c {
		if p.Kind != k {
			continue
		}
		if len(words) == 0 {
			return true
		}
		for _, w := range words {
			if p.Word == w {
				return true
			}
		}
	}
	return false
}

// First is the first phrase of kind k, or nil.
func (c Clause) First(k Kind) *Phrase {
	for i := range c {
		if c[i].Kind == k {
			return &c[i]
		}
	}
	return nil
}

// Count counts the phrases of kind k.
func (c Clause) Count(k Kind) int {
	n := 0
	for _, p := range c {
		if p.Kind == k {
			n++
		}
	}
	return n
}

// FirstContent is the index of the first phrase that is not a filler, or
// -1.
func (c Clause) FirstContent() int {
	for i, p := range c {
		if p.Kind != Filler {
			return i
		}
	}
	return -1
}

// Insert inserts phrases before index i.
func (c Clause) Insert(i int, ps ...Phrase) Clause {
	return append(c[:i], append(append(Clause(nil), ps...), c[i:]...)...)
}

// Key is the canonical form of a name for matching, in the language it
// is written in (lang.Detect): "Kitchen Lights" and "kitchen light" share
// a key, as do "客厅的灯" and "客厅灯".
func Key(name string) string {
	keys.Lock()
	k, ok := keys.m[name]
	keys.Unlock()
	if ok {
		return k
	}
	k = Detect(name).Key(name)
	keys.Lock()
	if len(keys.m) >= maxKeys {
		clear(keys.m)
	}
	keys.m[name] = k
	keys.Unlock()
	return k
}

// keys are the keys of the texts asked last: a turn asks the key of the
// same words many times (the name said, its place, its class), and a
// Chinese key repairs misheard sounds, which takes microseconds. Register
// empties it.
var keys = struct {
	sync.Mutex
	m map[string]string
}{m: map[string]string{}}

// maxKeys bounds keys: a few turns' words.
const maxKeys = 1024

// ClassOf finds the class named at the end of a mention in any language:
// the language the mention is written in first, then the others.
func ClassOf(name string) (class string, plural bool) {
	first := Detect(name)
	if c, pl := first.ClassOf(name); c != "" {
		return c, pl
	}
	for _, p := range registered() {
		if p != first {
			if c, pl := p.ClassOf(name); c != "" {
				return c, pl
			}
		}
	}
	return "", false
}

// Phonetic is a pack whose script has readings that speech recognisers
// confuse: the index also matches names by reading, so that a homophone
// still finds its name (客厅的"等" → 灯). A pack implements it optionally.
type Phonetic interface {
	// Readings are the readings of one character, the common one first;
	// none for a character the pack does not read.
	Readings(char rune) []string
	// Fold folds a reading onto the one it is often confused with.
	Fold(reading string) string
}

// Readings are a character's readings in the first registered pack that
// reads it, with that pack's Fold; none when no pack does.
func Readings(char rune) (readings []string, fold func(string) string) {
	for _, p := range Packs() {
		if ph, ok := p.(Phonetic); ok {
			if rs := ph.Readings(char); len(rs) > 0 {
				return rs, ph.Fold
			}
		}
	}
	return nil, nil
}

// Clauses converts the clauses of a pack's syntax tree into phrases: of
// gives a clause's phrases, conv converts one.
func Clauses[C, P any](clauses []*C, of func(*C) []*P, conv func(*P) Phrase) []Clause {
	out := make([]Clause, 0, len(clauses))
	for _, c := range clauses {
		var ps Clause
		for _, p := range of(c) {
			ps = append(ps, conv(p))
		}
		out = append(out, ps)
	}
	return out
}
