package main

// The reviewed senses: for each table of lang/en/wordnet_table.go, the
// WordNet 3.0 synsets its words are taken from, what they mean in a
// command to a home, and the words of each synset review left out (and
// why). A synset is named by its part of speech and its offset in
// data.<pos>; head is one of its words, checked when the table is made,
// so that a different WordNet cannot give other words under the same
// offset. Senses are picked by hand: "kill" the lights (cause to cease
// operating), not "kill" a person.

// sense is one reviewed synset.
type sense struct {
	pos    byte // 'v', 'n', 'a' or 'r'
	offset int
	head   string
	means  string
	drop   map[string]string
}

// table is one table of the generated file.
type table struct {
	name, doc string
	senses    []sense
}

// readAs is the reason for a word of two that the pack already reads as
// a verb and its direction.
const readAs = "read as the verb and its direction"

var tables = []table{
	{
		name: "wordnetVerbs",
		doc: `maps each verb of the reviewed WordNet senses to the canonical verb
it means ("extinguish" → off), and the attribute it changes when it says
one ("muffle" → dec volume); a verb of two words ("skip over") is read
as one when said together. "move" and "listen" lead to what is said with
them: "move on to the next song", "listen to the next song".`,
		senses: []sense{
			{pos: 'v', offset: 1510417, head: "switch_on", means: "on",
				drop: map[string]string{"switch_on": readAs, "turn_on": readAs}},
			{pos: 'v', offset: 1857735, head: "start_up", means: "start"},
			{pos: 'v', offset: 1510594, head: "switch_off", means: "off",
				drop: map[string]string{"switch_off": readAs, "turn_off": readAs, "turn_out": readAs}},
			{pos: 'v', offset: 355365, head: "kill", means: "off"},
			{pos: 'v', offset: 2760495, head: "douse", means: "off",
				drop: map[string]string{"put_out": readAs}},
			{pos: 'v', offset: 2761897, head: "extinguish", means: "off"},
			{pos: 'v', offset: 2426395, head: "shut_down", means: "off",
				drop: map[string]string{"close": "closes what opens", "fold": "folds a blind, does not switch it off",
					"close_up": "closes what opens", "shut_down": readAs}},
			{pos: 'v', offset: 2680531, head: "shut_off", means: "off",
				drop: map[string]string{"shut_off": readAs}},
			{pos: 'v', offset: 191517, head: "deactivate", means: "off"},
			{pos: 'v', offset: 313464, head: "dim", means: "dim"},
			{pos: 'v', offset: 311559, head: "darken", means: "dim"},
			{pos: 'v', offset: 312815, head: "brighten", means: "brighten"},
			{pos: 'v', offset: 291873, head: "illuminate", means: "light",
				drop: map[string]string{"light": "a noun too: the pack reads it as a verb before a name", "light_up": "the pack reads it"}},
			{pos: 'v', offset: 153263, head: "increase", means: "inc"},
			{pos: 'v', offset: 158503, head: "raise", means: "inc"},
			{pos: 'v', offset: 229605, head: "heighten", means: "inc"},
			{pos: 'v', offset: 1975930, head: "boost", means: "inc"},
			{pos: 'v', offset: 263904, head: "amplify", means: "inc volume"},
			{pos: 'v', offset: 441445, head: "decrease", means: "dec"},
			{pos: 'v', offset: 267855, head: "lower", means: "dec",
				drop: map[string]string{"turn_down": readAs, "lour": "also to frown"}},
			{pos: 'v', offset: 531489, head: "lower", means: "dec",
				drop: map[string]string{"lour": "also to frown"}},
			{pos: 'v', offset: 429060, head: "reduce", means: "dec",
				drop: map[string]string{"cut": "cuts the power: off", "trim": "hair and hedges", "trim_down": "hair and hedges",
					"trim_back": "hair and hedges", "bring_down": readAs}},
			{pos: 'v', offset: 2191329, head: "muffle", means: "dec volume",
				drop: map[string]string{"mute": "mutes", "dull": "an adjective", "damp": "an adjective"}},
			{pos: 'v', offset: 2190650, head: "soften", means: "dec"},
			{pos: 'v', offset: 2190206, head: "quiet_down", means: "dec volume",
				drop: map[string]string{"quiet": "the pack reads it as quieter"}},
			{pos: 'v', offset: 461493, head: "silence", means: "mute",
				drop: map[string]string{"hush": "lowers: quiet down", "quieten": "lowers: quiet down",
					"still": "an adverb (still on)", "hush_up": "to keep a secret"}},
			{pos: 'v', offset: 616516, head: "skip_over", means: "next",
				drop: map[string]string{"jump": "leads to what is said with it: jump to the next song"}},
			{pos: 'v', offset: 2051712, head: "go_past", means: "next",
				drop: map[string]string{"surpass": "to be better", "go_by": "also to be guided by", "travel_by": "a journey"}},
			{pos: 'v', offset: 1992521, head: "move_on", means: "move",
				drop: map[string]string{"pass_on": "read as pass (skip) and on: pass on this song"}},
			{pos: 'v', offset: 1995567, head: "proceed", means: "move",
				drop: map[string]string{"continue": "to continue is to resume playing"}},
			{pos: 'v', offset: 1835514, head: "move", means: "move",
				drop: map[string]string{"go": "the pack reads go (go home, go back)"}},
			{pos: 'v', offset: 1963960, head: "jump", means: "move",
				drop: map[string]string{"bound": "an adjective (bound to)", "spring": "a season"}},
			{pos: 'v', offset: 2095229, head: "hop", means: "move"},
			{pos: 'v', offset: 2747709, head: "continue", means: "play"},
			{pos: 'v', offset: 1717187, head: "play", means: "play",
				drop: map[string]string{"run": "the pack reads it (run the sprinklers)"}},
			{pos: 'v', offset: 2169909, head: "listen", means: "listen"},
			{pos: 'v', offset: 2169720, head: "hear", means: "listen"},
			{pos: 'v', offset: 779079, head: "pause", means: "pause",
				drop: map[string]string{"break": "also to break down"}},
			{pos: 'v', offset: 1346021, head: "open_up", means: "open"},
			{pos: 'v', offset: 1348470, head: "lock_up", means: "lock"},
			{pos: 'v', offset: 1345127, head: "close", means: "close",
				drop: map[string]string{"shut": "the pack reads it (shut the lights off)"}},
		},
	},
	{
		name: "wordnetClasses",
		doc: `maps the nouns of the reviewed WordNet senses to the device class
they name.`,
		senses: []sense{
			{pos: 'n', offset: 3636248, head: "lamp", means: "light"},
			{pos: 'n', offset: 3636649, head: "lamp", means: "light"},
			{pos: 'n', offset: 3665924, head: "light_bulb", means: "light",
				drop: map[string]string{"electric-light_bulb": "hyphenated"}},
			{pos: 'n', offset: 3667235, head: "lighting", means: "light"},
			{pos: 'n', offset: 3691459, head: "loudspeaker", means: "speaker"},
			{pos: 'n', offset: 4405907, head: "television", means: "tv"},
			{pos: 'n', offset: 3320046, head: "fan", means: "fan"},
			{pos: 'n', offset: 3271574, head: "electric_fan", means: "fan"},
			{pos: 'n', offset: 3508101, head: "heater", means: "heater",
				drop: map[string]string{"warmer": "the pack reads it: warmer is a change"}},
			{pos: 'n', offset: 4422875, head: "thermostat", means: "climate"},
			{pos: 'n', offset: 2686379, head: "air_conditioner", means: "climate"},
			{pos: 'n', offset: 3151077, head: "curtain", means: "curtain",
				drop: map[string]string{"mantle": "a mantelpiece", "pall": "a funeral cloth"}},
			{pos: 'n', offset: 2851099, head: "blind", means: "blind",
				drop: map[string]string{"screen": "a TV's or a projector's screen"}},
			{pos: 'n', offset: 4589190, head: "window_blind", means: "blind"},
			{pos: 'n', offset: 4590129, head: "window_shade", means: "blind"},
			{pos: 'n', offset: 3221720, head: "door", means: "door"},
			{pos: 'n', offset: 3427296, head: "gate", means: "gate"},
			{pos: 'n', offset: 4587648, head: "window", means: "window"},
			{pos: 'n', offset: 3682487, head: "lock", means: "lock"},
			{pos: 'n', offset: 4519153, head: "valve", means: "valve"},
			{pos: 'n', offset: 4372370, head: "switch", means: "switch"},
			{pos: 'n', offset: 4548771, head: "outlet", means: "outlet"},
			{pos: 'n', offset: 4517823, head: "vacuum_cleaner", means: "vacuum"},
			{pos: 'n', offset: 3649909, head: "lawn_mower", means: "mower"},
			{pos: 'n', offset: 2694426, head: "alarm_system", means: "alarm"},
		},
	},
	{
		name: "wordnetMedia",
		doc: `are the nouns of what a player plays, and of the list it plays from
("the next song on this playlist").`,
		senses: []sense{
			{pos: 'n', offset: 7048000, head: "song", means: "media",
				drop: map[string]string{"vocal": "your vocals: the voice of the speaker"}},
			{pos: 'n', offset: 6612865, head: "track", means: "media",
				drop: map[string]string{"cut": "a verb: cut the power"}},
			{pos: 'n', offset: 7028373, head: "tune", means: "media",
				drop: map[string]string{"air": "the air (conditioning)", "strain": "a verb", "line": "a line of lights"}},
			{pos: 'n', offset: 7020895, head: "music", means: "media"},
			{pos: 'n', offset: 7037465, head: "piece_of_music", means: "media",
				drop: map[string]string{"piece": "a piece of furniture", "composition": "of a mixture", "opus": "rare"}},
			{pos: 'n', offset: 6892016, head: "number", means: "media",
				drop: map[string]string{"act": "a verb", "routine": "a daily routine", "turn": "a verb", "bit": "a bit more"}},
			{pos: 'n', offset: 64504, head: "hit", means: "media",
				drop: map[string]string{"smash": "a verb", "smasher": "rare", "strike": "a verb", "bang": "a verb"}},
			{pos: 'n', offset: 6494016, head: "playlist", means: "media"},
			{pos: 'n', offset: 6591815, head: "album", means: "media"},
		},
	},
	{
		name: "wordnetAttrs",
		doc: `maps the nouns of the reviewed WordNet senses to the attribute they
name.`,
		senses: []sense{
			{pos: 'n', offset: 4990220, head: "loudness", means: "volume",
				drop: map[string]string{"intensity": "the pack reads it as brightness"}},
			{pos: 'n', offset: 5018103, head: "brightness", means: "brightness",
				drop: map[string]string{"light": "names lights"}},
			{pos: 'n', offset: 5011790, head: "temperature", means: "temperature"},
		},
	},
	{
		name: "wordnetRels",
		doc: `maps the adjectives of the reviewed WordNet senses to the attribute
their comparative changes and its sign ("+volume": louder); the pack
makes the comparatives.`,
		senses: []sense{
			{pos: 'a', offset: 1452593, head: "loud", means: "+volume"},
			{pos: 'a', offset: 1919932, head: "noisy", means: "+volume"},
			{pos: 'a', offset: 1918985, head: "quiet", means: "-volume"},
			{pos: 'a', offset: 1454636, head: "soft", means: "-volume"},
			{pos: 'a', offset: 278551, head: "bright", means: "+brightness"},
			{pos: 'a', offset: 269989, head: "light", means: "+brightness"},
			{pos: 'a', offset: 275290, head: "dim", means: "-brightness",
				drop: map[string]string{"subdued": "said with more, not -er"}},
			{pos: 'a', offset: 273082, head: "dark", means: "-brightness"},
			{pos: 'a', offset: 2529265, head: "warm", means: "+temperature"},
			{pos: 'a', offset: 1247240, head: "hot", means: "+temperature"},
			{pos: 'a', offset: 2529946, head: "cool", means: "-temperature"},
			{pos: 'a', offset: 1251128, head: "cold", means: "-temperature"},
		},
	},
	{
		name: "wordnetAdverbs",
		doc: `are the adverbs of the reviewed WordNet senses: they say when or how,
never what, so a command or a question reads the same without them ("is
the door currently locked").`,
		senses: []sense{
			{pos: 'r', offset: 48268, head: "currently", means: "when",
				drop: map[string]string{"presently": "also soon: a delay"}},
			{pos: 'r', offset: 31798, head: "already", means: "when"},
			{pos: 'r', offset: 31304, head: "still", means: "when"},
			{pos: 'r', offset: 48739, head: "immediately", means: "when",
				drop: map[string]string{"now": "the pack reads it"}},
			{pos: 'r', offset: 85811, head: "quickly", means: "how"},
			{pos: 'r', offset: 105603, head: "promptly", means: "how",
				drop: map[string]string{"quick": "an adjective"}},
			{pos: 'r', offset: 224700, head: "securely", means: "how"},
			{pos: 'r', offset: 196203, head: "properly", means: "how",
				drop: map[string]string{"decent": "an adjective", "right": "the right lamp"}},
			{pos: 'r', offset: 36291, head: "slightly", means: "how"},
			{pos: 'r', offset: 63172, head: "instead", means: "how"},
		},
	},
	{
		name: "wordnetHome",
		doc: `are the nouns of the reviewed WordNet senses that name the whole
home ("every door on the property").`,
		senses: []sense{
			{pos: 'n', offset: 3544360, head: "house", means: "home"},
			{pos: 'n', offset: 3259505, head: "dwelling", means: "home"},
			{pos: 'n', offset: 8558963, head: "residence", means: "home"},
			{pos: 'n', offset: 8627161, head: "premises", means: "home"},
			{pos: 'n', offset: 8513718, head: "property", means: "home",
				drop: map[string]string{"place": "a room is a place too"}},
		},
	},
}
