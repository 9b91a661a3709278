package lang

import "strconv"

// Change is a relative change: the attribute ("" for the device's
// level) and its sign.
type Change struct {
	Attr string
	Sign float64
}

// Up is a change up of an attribute ("" for the device's level).
func Up(attr string) Change { return Change{Attr: attr, Sign: 1} }

// Softness is the attribute of a change of how soft a thing is, said of
// what is not named ("make it softer"): a light's brightness, or the
// volume of what plays, whichever the thing has.
const Softness = "softness"

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
	// UnitDegrees are degrees of no scale named ("70 degrees"): Celsius,
	// or Fahrenheit where only that fits and the language says so
	// (Vocab.FahrenheitDegrees); UnitCelsius are degrees Celsius named.
	UnitDegrees = "degrees"
	UnitCelsius = "celsius"
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
	// Pointed is the demonstrative said before the name
	// (ir.Target.Pointed: ir.PointedThat, ir.PointedThis).
	Pointed string
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
	// AlongOnly marks an Along said only of a change by a step ("too
	// much", "not enough"): with no such change before it is not
	// understood, never more or less as said.
	AlongOnly bool
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

// Commands reports a clause that asks for something to be done, or may:
// one with a verb, a direction, a value or a change said as such ("tv
// louder", 主卧空调二十四度), not as a wish ("too cold", "maybe turn off the
// tv"), even in a question (可以帮我把灯关掉吗); or one that is neither a
// wish nor a question ("movie mode", "on the fan", "i want hot coffee").
// A remark ("too cold") or a question of a state (客厅灯开着吗) does not.
func (c Clause) Commands() bool {
	remark := false
	for _, p := range c {
		switch {
		case p.Kind == Verb || p.Kind == Dir || p.Kind == Value || p.Kind == Rel:
			if !p.Wish {
				return true
			}
			remark = true
		case p.Wish, p.Kind == Quest:
			remark = true
		}
	}
	return !remark && c.FirstContent() >= 0
}
