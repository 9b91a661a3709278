package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// categories are the grammar words of English by category. Words in
// content are content words the grammar also matches by value ("lock the
// door", "the first one").
var categories = map[lexer.TokenType]string{
	grammar.Verb: `turn switch put set make change adjust dim brighten open close shut unlock activate deactivate start stop
pause play resume unpause mute unmute dock toggle skip return increase decrease raise lower boost reduce clean mow
mowing cancel run get go replay enable disable send next previous again illuminate transition arm disarm
shutoff kill cease halt power powered cut boil begin commence initiate prepare hoover hoovering hoovered vacuuming
vacuumed cleaning sweep mop turned crank bump nudge dial turning switching dimming darken lighten attenuate lessen rise
bring shift use drop bolt`,
	grammar.Dir:   `off out up down`,
	grammar.On:    `on`,
	grammar.Prep:  `in at of for from inside with throughout across around using`,
	grammar.To:    `to into onto`,
	grammar.By:    `by`,
	grammar.Det:   `the a an my our your this that these those some`,
	grammar.Quant: `all every everything any each anything both`,
	grammar.Ref:   `it them`,
	grammar.Here:  `here`,
	grammar.Attr: `brightness temperature temp volume sound speed position color colour humidity level bright intensity glow audio noise racket
hue tone tint battery charge co2 ppm illuminance lux lx wattage energy`,
	grammar.Rel:     `brighter dimmer darker warmer cooler hotter colder louder quieter softer higher more less bit little quiet low loudly quietly softly high notch tad smidge touch warmest hottest coldest coolest brightest dimmest darkest loudest quietest`,
	grammar.State:   `closed locked bolted unlocked opened playing occupied detected movement running hot warm cold cool humid damp muggy anyone anybody someone somebody armed disarmed secure secured activated enabled deactivated disabled`,
	grammar.Quest:   `is are was what whats hows which how many much tell does do did current value status state`,
	grammar.Noun:    `song track music show tune item base charger station everywhere list queue playback video episode podcast`,
	grammar.Filler:  `please hey kindly could can would will you i want like me now just single`,
	grammar.Unit:    `percent degrees degree kelvin celsius k fahrenheit notches clicks`,
	grammar.Extreme: `max maximum highest full min minimum lowest half halfway`,
	grammar.Color:   `red green blue white yellow orange purple pink cyan magenta amber violet daylight candle day turquoise teal lime gold crimson navy lavender indigo maroon`,
	grammar.If:      `if when whenever unless`,
	grammar.Cmp:     `above over below under than least most greater exceeds reaches`,
	grammar.Except:  `except excluding but other apart besides not without`,
	grammar.Conj:    `and then also`,
	grammar.Kw:      `yes no yeah yep nope ok okay sure confirm never mind`,
}

var content = `lock switch light vacuum back first second third fourth fifth one`

// numbers are the number words, merged into digits ("twenty five" → 25).
var numbers = map[string]float64{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000, "one": 1, "a": 1, "an": 1,
}

// pointWord joins the whole and the tenths of a number said in words.
const pointWord = "point"

// verbs maps each verb to its canonical verb.
var verbs = withWordNet(map[string]string{
	"turn": "turn", "switch": "turn", "put": "turn", "get": "turn",
	"set": "set", "make": "set", "change": "set", "adjust": "set",
	"dim": "dim", "brighten": "brighten",
	"open": "open", "close": "close", "lock": "lock", "bolt": "lock", "unlock": "unlock",
	"activate": "activate", "enable": "activate", "run": "activate", "deactivate": "off", "disable": "off",
	"start": "start", "stop": "stop", "pause": "pause", "play": "play", "resume": "play", "unpause": "play",
	"mute": "mute", "unmute": "unmute", "dock": "dock", "toggle": "toggle",
	"skip": "next", "next": "next", "previous": "previous", "replay": "previous", "again": "again",
	"arm": "arm", "disarm": "disarm",
	"return": "return", "go": "return", "send": "return",
	"increase": "inc", "raise": "inc", "boost": "inc", "decrease": "dec", "lower": "dec", "reduce": "dec", "drop": "dec",
	"clean": "clean", "vacuum": "clean", "mow": "mow", "mowing": "mow", "cancel": "cancel", "illuminate": "light", "transition": "activate",
	"shut": "close-off", "shutoff": "off", "kill": "off", "cut": "off", "cease": "stop", "halt": "stop", "power": "turn", "powered": "turn",
	"boil": "on", "begin": "start", "commence": "start", "initiate": "start", "prepare": "set",
	"hoover": "clean", "hoovering": "clean", "hoovered": "clean", "vacuuming": "clean", "vacuumed": "clean", "cleaning": "clean",
	"sweep": "clean", "mop": "clean", "turned": "turn",
	"crank": "turn", "bump": "turn", "nudge": "turn", "dial": "turn", "turning": "turn", "switching": "turn", "dimming": "dim",
	"darken": "dim", "lighten": "brighten", "attenuate": "dec", "lessen": "dec", "rise": "inc", "bring": "turn", "shift": "turn",
	"use": "activate",
}, wordnetVerbs)

// dirs maps the direction words to their direction.
var dirs = map[string]string{"on": "on", "off": "off", "out": "off", "up": "up", "down": "down"}

// preps maps prepositions to their role.
var preps = map[string]string{"in": lang.PrepIn, "at": lang.PrepIn, "from": lang.PrepIn, "inside": lang.PrepIn,
	"throughout": lang.PrepIn, "across": lang.PrepIn, "around": lang.PrepIn, "on": lang.PrepOn, "of": lang.PrepOf, "for": lang.PrepOf,
	"with": lang.PrepWith, "using": lang.PrepWith}

// valuePreps are the words before a value: one to reach, or a change by.
var valuePreps = map[string]string{"to": lang.ValueTo, "into": lang.ValueTo, "at": lang.ValueTo, "by": lang.ValueBy}

var attrs = withWordNet(map[string]string{"brightness": "brightness", "temperature": "temperature", "temp": "temperature",
	"volume": "volume", "sound": "volume", "speed": "speed", "position": "position", "color": "color", "colour": "color",
	"humidity": "humidity", "level": "level", "bright": "brightness",
	"intensity": "brightness", "glow": "brightness", "audio": "volume", "noise": "volume", "racket": "volume",
	"hue": "color", "tone": "color", "tint": "color", "battery": "battery", "charge": "battery", "co2": "co2",
	"illuminance": "illuminance", "lux": "illuminance", "lx": "illuminance", "ppm": "co2", "wattage": "power", "energy": "power"}, wordnetAttrs)

var rels = withComparatives(map[string]lang.Change{
	"brighter": lang.Up("brightness"), "dimmer": lang.Down("brightness"), "darker": lang.Down("brightness"),
	"warmer": lang.Up("temperature"), "hotter": lang.Up("temperature"), "cooler": lang.Down("temperature"), "colder": lang.Down("temperature"),
	"louder": lang.Up("volume"), "quieter": lang.Down("volume"), "softer": lang.Down("volume"), "quiet": lang.Down("volume"),
	"loudly": lang.Up("volume"), "quietly": lang.Down("volume"), "softly": lang.Down("volume"), "high": lang.Up(""), "lower": lang.Down(""),
	"higher": lang.Up(""), "more": lang.Up(""), "less": lang.Down(""), "low": lang.Down(""),
	"faster": lang.Up("speed"), "slower": lang.Down("speed"),
	softerOf: lang.Down(lang.Softness), harsherOf: lang.Up(lang.Softness),
})

var states = map[string]string{"closed": "closed", "locked": "locked", "bolted": "locked", "unlocked": "unlocked", "opened": "open",
	"secure": "locked", "secured": "locked",
	"playing": "playing", "occupied": "occupancy", "detected": "motion", "movement": "motion", "running": "on",
	"armed": "armed", "disarmed": "disarmed", "activated": "on", "enabled": "on", "deactivated": "off", "disabled": "off",
	"anyone": "occupancy", "anybody": "occupancy", "someone": "occupancy", "somebody": "occupancy",
	"hot": "temperature", "warm": "temperature", "cold": "temperature", "cool": "temperature",
	"humid": "humidity", "damp": "humidity", "muggy": "humidity"}

// condStates are the words of a condition on a device's state ("if the
// tv is on", "if the door is unlocked"): the state words that say on or
// off, open or closed, and the like. A state of a quantity ("hot") is none.
var condStates = map[string]string{"on": "on", "off": "off", "open": "open", "opened": "open", "closed": "closed",
	"locked": "locked", "bolted": "locked", "unlocked": "unlocked", "playing": "playing", "running": "on", "armed": "armed",
	"disarmed": "disarmed", "activated": "on", "enabled": "on", "deactivated": "off", "disabled": "off", "occupied": "occupancy", "detected": "motion", "secure": "locked", "secured": "locked"}

// strongQuest are the question words that make a clause a question.
var strongQuest = map[string]bool{"is": true, "are": true, "was": true, "what": true, "whats": true, "which": true,
	"how": true, "hows": true, "tell": true, "does": true, "do": true, "did": true, "has": true, "have": true, "if": true,
	"whether": true, "should": true, "must": true, "needs": true, "ought": true, "shall": true, "got": true, whereWord: true, "left": true, "leave": true,
	"check": true, eitherAsked: true}

// questMeaning gives the question words with a meaning of their own.
var questMeaning = map[string]string{"which": lang.QuestWhich, "many": lang.QuestCount, "is": lang.QuestYesNo,
	"are": lang.QuestYesNo, "was": lang.QuestYesNo, "does": lang.QuestYesNo, "do": lang.QuestYesNo, "what": lang.QuestWh,
	"whats": lang.QuestWh, "how": lang.QuestWh, "hows": lang.QuestWh, "did": lang.QuestYesNo, eitherAsked: lang.QuestEither, "has": lang.QuestYesNo,
	"have": lang.QuestYesNo, "if": lang.QuestYesNo, "whether": lang.QuestYesNo, whereWord: lang.QuestWhere}

var nouns = withWordNet(map[string]string{"song": lang.NounMedia, "track": lang.NounMedia, "music": lang.NounMedia,
	"show": lang.NounMedia, "tune": lang.NounMedia, "item": lang.NounMedia, "list": lang.NounMedia, "queue": lang.NounMedia,
	"playback": lang.NounMedia, "video": lang.NounMedia, "episode": lang.NounMedia, "podcast": lang.NounMedia,
	"base":    lang.NounDock,
	"charger": lang.NounDock, "station": lang.NounDock, "everywhere": lang.NounOther}, wordnetMedia)

var units = map[string]string{"%": lang.UnitPercent, "percent": lang.UnitPercent, "degrees": lang.UnitDegrees,
	"degree": lang.UnitDegrees, "celsius": lang.UnitCelsius, "centigrade": lang.UnitCelsius, "kelvin": lang.UnitKelvin, "k": lang.UnitKelvin,
	"fahrenheit": lang.UnitFahrenheit, "notches": lang.UnitNotches, "clicks": lang.UnitNotches}

// extremes are the top (+1) and bottom (-1) of a range; half is 50%.
var extremes = map[string]int{"max": 1, "maximum": 1, "highest": 1, "full": 1, "min": -1, "minimum": -1, "lowest": -1}

var halfWords = map[string]bool{"half": true, "halfway": true}

// colors maps colour words to the names the color argument takes.
var colors = map[string]string{
	"red": "red", "green": "green", "blue": "blue", "white": "white", "yellow": "yellow", "orange": "orange",
	"purple": "purple", "pink": "pink", "cyan": "cyan", "magenta": "magenta", "amber": "amber", "violet": "violet",
	"turquoise": "cyan", "teal": "cyan", "lime": "green", "gold": "amber", "crimson": "red", "navy": "blue", "lavender": "purple",
	"indigo": "violet", "maroon": "red",
}

// kelvins are the colour-temperature words, in kelvin.
var kelvins = map[string]float64{
	"warm white": 2700, "cool white": 4000, "cold white": 4000, "candle": 1900, "candle light": 1900,
	"daylight": 6500, "day light": 6500, "warm": 2700, "cool": 4000,
}

// modes maps the words of a thermostat's modes to the mode argument.
var modes = map[string]string{"cool": "cool", "cooling": "cool", "heat": "heat", "heating": "heat", "dry": "dry", "drying": "dry",
	"dehumidify": "dry", "dehumidifying": "dry", "fan": "fan_only", "auto": "auto", "automatic": "auto"}

// comparators maps comparisons to operators.
var comparators = map[string]string{
	"above": ">", "over": ">", "exceeds": ">", "more than": ">", "greater than": ">", "higher than": ">",
	"hotter than": ">", "warmer than": ">", "reaches": ">=", "at least": ">=",
	"below": "<", "under": "<", "less than": "<", "lower than": "<", "colder than": "<", "cooler than": "<",
	"at most": "<=",
}

// ordinals answer "which one?" by position.
var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}

// nounVerbs are nouns that also are verbs, at the start of a command
// ("lock the front door", "vacuum the kitchen").
var nounVerbs = map[string]bool{"lock": true, "switch": true, "vacuum": true}

// nameVerbs are verbs that also begin names ("play corner lights").
var nameVerbs = map[string]bool{"play": true, "start": true, "stop": true, "run": true}

// nameOne is the word a reply may end a name with ("the kitchen one").
const nameOne = "one"

// lightWord is the content word that may be the verb "light (up)", and
// classWord the words that name every light of a place.
const (
	lightWord  = "light"
	lightsWord = "lights"
)

// placeWords fold the words of one kind of room onto one in a name's key.
var placeWords = map[string]string{"restroom": "bathroom", "washroom": "bathroom", "loo": "bathroom", "lavatory": "bathroom",
	"lounge": "living room", "outside": "outdoor", "outdoors": "outdoor", "exterior": "outdoor",
	"hallway": "hall", "foyer": "hall", "entryway": "hall", "vestibule": "hall", "corridor": "hall",
	"stairway": "stairs", "staircase": "stairs", "stairwell": "stairs", "yard": "garden", "backyard": "garden",
	"kitchenette": "kitchen"}

// thingWords fold the common names of one appliance onto one in a name's
// key: the British "cooker" is the oven.
var thingWords = map[string]string{"cooker": "oven"}

// keyDrop are the words a name's key leaves out.
var keyDrop = map[string]bool{"the": true, possessiveMark: true}

// keyDropped reports a token a name's key leaves out.
func keyDropped(t lexer.Token) bool { return keyDrop[t.Value] }

// doorWord and lockWord turn a question about doors being locked into one
// about their locks.
const (
	doorWord = "door"
	lockWord = "lock"
)

var vocab = &lang.Vocab{
	Verbs:   verbs,
	Attrs:   attrs,
	Rels:    rels,
	Colors:  colors,
	Kelvins: kelvins,
	Classes: withClasses(map[string][]string{
		"light":   {"light", "lamp", "lighting", "bulb"},
		"curtain": {"curtain", "drape"},
		"blind":   {"blind", "shade", "shutter"},
		"fan":     {"fan"},
		"tv":      {"tv", "television", "telly"},
		"speaker": {"speaker"},
		"media":   {"media player", "player", "media"},
		"climate": {"ac", "thermostat", "aircon", "air con", "air conditioner", "air conditioning", "air condition", "ac unit",
			"air conditioning unit"},
		"heater":      {"heater"},
		"heating":     {"heating system", "heating", "heat"},
		"door":        {"door"},
		"garage_door": {"garage door", "garage"},
		"gate":        {"gate"},
		"window":      {"window"},
		"lock":        {"lock"},
		"valve":       {"valve"},
		"switch":      {"switch"},
		"outlet":      {"outlet", "plug", "socket", "plug socket", "wall socket", "wall outlet", "wall plug"},
		"vacuum":      {"vacuum", "robot", "vacuum cleaner", "cleaner", "roomba", "hoover", "bot", "irobot", "iroomba"},
		"mower":       {"mower", "lawnmower"},
		"sensor":      {"sensor"},
		"alarm":       {"alarm", "alarm system", "security system", "burglar alarm"},
		"humidifier":  {"humidifier"},
	}),
	Alike: map[string]bool{"lighting": true, "drape": true, "television": true, "telly": true, "aircon": true, "air con": true,
		"air conditioner": true, "air conditioning": true, "air condition": true, "ac unit": true, "air conditioning unit": true, "socket": true, "plug": true, "plug socket": true, "wall socket": true, "wall outlet": true, "wall plug": true, "vacuum cleaner": true, "hoover": true,
		"lawnmower": true, "alarm system": true, "security system": true, "burglar alarm": true},
	References:        map[string]bool{"it": true, "them": true, "that": true, "this": true, "that one": true, "this one": true},
	FahrenheitDegrees: true,
	WholeHome: withHome(map[string]bool{"home": true, "house": true, "whole house": true, "whole home": true, "apartment": true,
		"flat": true, "area": true, "everywhere": true, "indoor": true, "indoors": true}),
	Floors: map[string]bool{"floor": true, "level": true, "storey": true, "story": true, "upstairs": true, "downstairs": true, "basement": true, "attic": true},
	RoomAlike: map[string][]string{"living room": {"sitting room", "front room", "family room", "living area", "lounge room"},
		"bathroom": {"toilet", "wc", "water closet"}},
	NameAlike:      map[string][]string{"front door": {"main door", "entry door", "entrance door"}},
	TrailingPlaces: map[string]bool{"upstairs": true, "downstairs": true, "outside": true, "outdoors": true},
	KindWords:      map[string]bool{"scene": true, "script": true},
	SceneNow:       []string{"it s", "it is", "its", "now it s", "it s now"},
	Main: map[string]bool{"main light": true, "main": true, "big light": true, "ceiling light": true, "overhead light": true,
		"top light": true, "ceiling lamp": true},
	Lawn:     map[string]bool{"lawn": true, "grass": true},
	Makes:    set("smart wifi wireless electric electrical connected zigbee bluetooth intelligent"),
	Contacts: set("contact sensor"),
	Outdoors: set("garden yard backyard frontyard patio porch terrace deck driveway balcony lawn courtyard veranda verandah carport"),
	Outside:  set("outside outdoor outdoors exterior"),
	Surfaces: map[string]bool{"floor": true, "floors": true, "carpet": true, "carpets": true, "rug": true, "rugs": true,
		"dust": true},
	ArmModes: map[string]string{"home": "home", "away": "away", "night": "night", "stay": "home"},
	DeviceModes: map[string]string{"sleep": "sleep", "continuous": "continuous", "eco": "eco", "economy": "eco", "quiet": "quiet",
		"silent": "quiet", "turbo": "turbo", "boost": "turbo", "baby": "baby", "night": "night", "manual": "manual", "automatic": "auto",
		"auto": "auto", "smart": "smart", "comfort": "comfort"},
	ModeWords: map[string]bool{"mode": true},
	Roles:     map[string]string{"home": "home", "back": "back", "last": "last", "everywhere": "everywhere", "than": lang.RoleThan, muchWord: lang.RoleMuch},
	Clusters:  map[string]string{},
	Asks: map[string]string{"open": "open", "start": "open", "close": "closed", "close-off": "closed", "off": "closed", "lock": "locked",
		"unlock": "unlocked", "play": "playing", "arm": "armed", "disarm": "disarmed"},
	Hazards: lang.WithMakers(hazards, hazardMakers),
	Worked:  map[string][]string{"valve": {"gas", "natural gas", "propane"}},
	Named: map[string][]string{"heat": {"heat", "heating", "heat on", "heating on", "heat up", "warm up", "warmth", "warming",
		"turn on the heat", "turn on heating", "turn on the heating"}},
	Which: strings.Fields("relay number no nr num main primary secondary left right upper lower inner outer north south east west"),
	Ways:  map[string][]string{"garage_door": {"garage"}, "lock": {"entry", "entrance"}},
}

// The words of times and timers (timer.go).
var (
	// timeUnits are the units of a delay, in seconds.
	timeUnits = map[string]int{"second": 1, "seconds": 1, "sec": 1, "secs": 1, "minute": 60, "minutes": 60,
		"min": 60, "mins": 60, "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "day": 86400, "days": 86400}
	// delayBefore come before a delay ("in 5 minutes"); delayAfter after
	// one ("5 minutes from now").
	delayBefore = set("in after")
	// roughly may come between "in", "after", "for", "at" or "by" and a
	// length of time or a time of day, which it does not change: "in about
	// 5 minutes", "for just an hour", "at around 11".
	roughly    = set("just only about around roughly approximately exactly maybe like")
	delayAfter = [][]string{{"from", "now"}, {"later"}}
	// clockBefore come before a time of day ("at 7 pm", "after 8 pm").
	clockBefore = set("at after")
	// dayHalves are the hours a half of the day adds ("7 pm" is 19:00);
	// oClock says a time of day without one.
	dayHalves = map[string]int{"am": 0, "pm": 12, "a.m.": 0, "p.m.": 12, "a.m": 0, "p.m": 12}
	oClock    = set("o'clock oclock")
	// clockNames are the times of day said by a name ("at midnight").
	clockNames = map[string]string{"midnight": "00:00", "noon": "12:00", "midday": "12:00"}
	// dayWords say a day with a time of day ("tomorrow at 7"): how many
	// days on; weekdays the days of the week, Monday 1 to Sunday 7, said
	// alone or after dayOn ("on Monday at 8").
	dayWords = map[string]int{"today": 0, "tonight": 0, "tomorrow": 1}
	weekdays = map[string]int{"monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7}
	dayOn    = "on"
	// partsOfDay are the parts of a day said with a day and a time ("tomorrow
	// morning at 7"): the hours they add to an hour said without am or pm.
	partsOfDay = map[string]int{"morning": 0, "afternoon": 12, "evening": 12, "night": 12, "tonight": 12}
	// repeatBefore say a repeat before the unit repeated ("every morning",
	// "each day"); repeatUnits are those units; repeatWords say one alone
	// ("daily", "on mondays").
	repeatBefore = set("every each")
	repeatUnits  = set("day days morning mornings afternoon evening evenings night nights week weekday weekdays weekend " +
		"hour minute other monday tuesday wednesday thursday friday saturday sunday")
	repeatWords = set("daily nightly hourly weekly everyday mondays tuesdays wednesdays thursdays fridays saturdays sundays " +
		"weekdays weekends weeknights")
	// halfWord and andWord: "half an hour", "an hour and a half".
	halfWord, andWord = "half", "and"
	// timerWords name a timer.
	timerWords = set("timer timers countdown")
	// timerSet, timerCancel and timerAsk are the words that set, cancel
	// and ask about timers; timerOther are words that only carry those
	// ("set a timer for 10 minutes", "what timers are there").
	timerSet    = set("set start make create add put")
	timerCancel = set("cancel stop delete remove clear end")
	timerAsk    = set("what which any are is there how many list show tell running active have left long remaining when until")
	timerOther  = set("please hey kindly could can would will you i want like me now just the a an my our all every both " +
		"for of that this those these do does got ok okay much time on goes go off ring rings")

	// timerHold pause, resume or lengthen a timer, which edge cannot do.
	timerHold = set("pause resume unpause continue restart snooze extend hold freeze")
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// superlatives are the words of the most or the least of an attribute
// ("which room is warmest"): a question of which device reads so.
var superlatives = map[string]lang.Change{
	"warmest": lang.Up("temperature"), "hottest": lang.Up("temperature"), "coldest": lang.Down("temperature"),
	"coolest": lang.Down("temperature"), "brightest": lang.Up("brightness"), "dimmest": lang.Down("brightness"),
	"darkest": lang.Down("brightness"), "loudest": lang.Up("volume"), "quietest": lang.Down("volume"),
}
