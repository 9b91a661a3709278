package lang

import (
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
	// Hesitant are the references also said as a hesitation ("那个",
	// "这个"): said when nothing was said before, they point at nothing
	// and are the hesitation.
	Hesitant map[string]bool
	// FahrenheitDegrees says that degrees said with no scale may be
	// degrees Fahrenheit where they speak the language ("set the
	// thermostat to 70 degrees").
	FahrenheitDegrees bool
	// WholeHome are the words that mean the whole home ("everywhere").
	WholeHome map[string]bool
	// Floors are the words that say a place is a floor ("upstairs").
	Floors map[string]bool
	// RoomAlike maps the name of a kind of room to the other names it is
	// called by ("living room": "sitting room", "front room"): a room so
	// named is also called by them where no room or floor of the home is.
	RoomAlike map[string][]string
	// NameAlike maps a word a device's name begins with to the other words
	// it is called by (前门: 大门, 入户门): a device so named is also called
	// by them, the rest of its name kept (前门磁: 大门磁), where no device or
	// room of the home is.
	NameAlike map[string][]string
	// TrailingPlaces are place words said after a name ("lights
	// upstairs").
	TrailingPlaces map[string]bool
	// KindWords only say what kind of entity a name is ("scene").
	KindWords map[string]bool
	// SceneNow are the words said before a scene's own name that say it
	// is its time ("it's", "it is": "it's movie time"), as HelpWords
	// writes them.
	SceneNow []string
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

// Key is the canonical form of a name for matching, in the language it
// is written in (lang.Detect): "Kitchen Lights" and "kitchen light" share
// a key, as do "客厅的灯" and "客厅灯".
func Key(name string) string {
	keys.Lock()
	k, ok := keys.m[name]
	if !ok {
		if k, ok = keys.old[name]; ok {
			keys.keep(name, k)
		}
	}
	keys.Unlock()
	if ok {
		return k
	}
	k = Detect(name).Key(name)
	keys.Lock()
	keys.keep(name, k)
	keys.Unlock()
	return k
}

// keys are the keys of the texts asked last: a turn asks the key of the
// same words many times (the name said, its place, its class, the
// words every turn looks for), and a Chinese key repairs misheard sounds,
// which takes microseconds. Those asked since m filled last are in m, the
// rest of those asked before in old: what is asked again stays, however
// many other texts were asked once. Register empties it.
var keys = &keyCache{m: map[string]string{}}

type keyCache struct {
	sync.Mutex
	m, old map[string]string
}

// keep records the key of a name (keys held).
func (c *keyCache) keep(name, k string) {
	if len(c.m) >= maxKeys {
		c.old, c.m = c.m, make(map[string]string, maxKeys)
	}
	c.m[name] = k
}

// maxKeys bounds keys: a few turns' words, twice.
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

// Decoyer is a pack that has decoys: things and places a home may lack
// ("toaster", "dishwasher"; "shed", "back door"), in its language. A pack
// implements it optionally.
type Decoyer interface {
	Decoys() (things, places []string)
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
