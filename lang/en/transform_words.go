package en

// The words the rewrites of transform.go move, add and swap.

// particleVerbs are the verbs whose particle (on, off, up, down, out) may
// come before or after their object; maxObject bounds the object a
// particle moves past.
var (
	particleVerbs = map[string]bool{"turn": true, "switch": true, "shut": true, "power": true, "put": true, "light": true,
		"crank": true, "bump": true, "nudge": true, "bring": true, "cut": true, "dial": true}
	particles = map[string]bool{"on": true, "off": true, "up": true, "down": true, "out": true}
)

const maxObject = 5

// placelessClasses are the classes of devices whose room is where they
// work, not where they are.
var placelessClasses = map[string]bool{"vacuum": true, "mower": true}

// speakers are the words a statement of the speaker begins with.
var speakers = map[string]bool{"i": true, "we": true, "i'm": true, "we're": true, "i'd": true}

// placePreps say where a device is ("the lights in the kitchen").
var placePreps = map[string]bool{"in": true, "at": true}

// politeWords make a request polite; a text with one is not made more so.
var politeWords = map[string]bool{"please": true, "kindly": true, "can": true, "could": true, "would": true, "will": true}

// rewordWake are the wake names the rewrites say.
var rewordWake = []string{"Olly,", "hey olly", "alexa"}

// contractions are the contractions of two words; contracted, their
// words.
var (
	contractions = map[string]string{"do not": "don't", "does not": "doesn't", "is not": "isn't", "are not": "aren't",
		"it is": "it's", "that is": "that's", "what is": "what's", "how is": "how's", "i would": "i'd", "i am": "i'm",
		"let us": "let's", "can not": "can't", "cannot": "can't", "will not": "won't", "i will": "i'll", "you are": "you're"}
	contracted = func() map[string]string {
		m := map[string]string{}
		for long, short := range contractions {
			if long != "cannot" {
				m[short] = long
			}
		}
		return m
	}()
)

// pluralOnly are the words after which a plural stays one ("all the
// lights", "both lamps").
var pluralOnly = map[string]bool{"all": true, "both": true, "these": true, "those": true, "every": true, "any": true,
	"two": true, "three": true, "four": true, "many": true, "some": true}

// synonyms swap a word for another of the same meaning; switchVerbs only
// with on or off after them ("switch" alone also names a device).
var (
	synonyms = map[string]string{"turn": "switch", "switch": "turn", "television": "tv", "tv": "television",
		"increase": "raise", "raise": "increase", "decrease": "lower", "lower": "decrease"}
	switchVerbs = map[string]bool{"turn": true, "switch": true}
)

// smallNumbers and tensWords are the words of the numbers said in words.
var (
	smallNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
		"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tensWords = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)
