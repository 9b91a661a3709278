package en

// chatSpellings are words as they are typed in a chat, and the words
// they stand for: "can u turn off the tv pls", "r the lights on", "dont
// open the garage". A spelling here is never a word of a name, so it is
// read the same wherever it is typed.
var chatSpellings = map[string][]string{
	"u": {"you"}, "ya": {"you"}, "ur": {"your"}, "r": {"are"}, "n": {"and"},
	"pls": {"please"}, "plz": {"please"}, "plse": {"please"}, "pleez": {"please"}, "pleeze": {"please"}, "plox": {"please"},
	"thx": {"thanks"}, "thnx": {"thanks"}, "thanx": {"thanks"}, "tx": {"thanks"}, "ty": {"thank", "you"}, "tysm": {"thank", "you"},
	"wanna": {"want", "to"}, "gonna": {"going", "to"}, "gotta": {"got", "to"}, "gimme": {"give", "me"}, "lemme": {"let", "me"},
	"dont": {"do", "not"}, "isnt": {"is", "not"}, "arent": {"are", "not"},
	"cant": {"can", "not"}, "couldnt": {"could", "not"}, "wouldnt": {"would", "not"}, "shouldnt": {"should", "not"},
	"wont": {"will", "not"}, "im": {"i", "am"}, "ive": {"i", "have"}, "youre": {"you", "are"}, "thats": {"that", "is"},
	"cud": {"could"}, "wud": {"would"}, "lite": {"light"}, "lites": {"lights"},
}

// symbols are the symbols typed for a word: "the hall light & the kitchen
// light".
var symbols = map[rune]string{'&': "and"}
