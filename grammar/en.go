package grammar

// English is a sequence of clauses; a clause is a sequence of phrases in
// the order said. The phrase kinds carry their meaning (a verb, a value, a
// place, a condition, ...); package compile composes them into the IR, so
// "set the bedroom lamp to 50%", "bedroom lamp 50%" and "set the brightness
// of the bedroom lamp to 50 percent" share one set of rules.

// EnUtterance is an English utterance of one or more clauses.
type EnUtterance struct {
	Clauses []*EnClause `parser:"@@ ( ( Sep | 'and' | 'then' | 'also' )+ @@ )*"`
}

// EnClause is one command or question.
type EnClause struct {
	Phrases []*EnPhrase `parser:"@@+"`
}

// EnPhrase is one phrase of a clause.
type EnPhrase struct {
	Cond   *EnCond   `parser:"  @@"`
	Except *EnExcept `parser:"| @@"`
	Value  *EnValue  `parser:"| @@"`
	Prep   *EnPrep   `parser:"| @@"`
	NP     *EnNP     `parser:"| @@"`
	Verb   string    `parser:"| @( 'turn' | 'switch' | 'put' | 'set' | 'make' | 'change' | 'adjust' | 'dim' | 'brighten' | 'open' | 'close' | 'shut' | 'lock' | 'unlock' | 'activate' | 'deactivate' | 'start' | 'stop' | 'pause' | 'play' | 'resume' | 'unpause' | 'mute' | 'unmute' | 'dock' | 'toggle' | 'skip' | 'return' | 'increase' | 'decrease' | 'raise' | 'lower' | 'boost' | 'reduce' | 'clean' | 'mow' | 'mowing' | 'cancel' | 'run' | 'get' | 'go' | 'replay' | 'enable' | 'disable' | 'send' | 'next' | 'previous' | 'back' | 'again' | 'illuminate' | 'transition' )"`
	Dir    string    `parser:"| @( 'on' | 'off' | 'out' | 'up' | 'down' )"`
	Attr   string    `parser:"| @( 'brightness' | 'temperature' | 'temp' | 'volume' | 'speed' | 'position' | 'color' | 'colour' | 'humidity' | 'level' )"`
	Rel    string    `parser:"| @( 'brighter' | 'dimmer' | 'darker' | 'warmer' | 'cooler' | 'hotter' | 'colder' | 'louder' | 'quieter' | 'softer' | 'higher' | 'more' | 'less' | 'bit' | 'little' )"`
	State  string    `parser:"| @( 'closed' | 'locked' | 'unlocked' | 'opened' | 'playing' | 'occupied' | 'detected' | 'running' | 'hot' | 'warm' | 'cold' | 'cool' )"`
	Quest  string    `parser:"| @( 'is' | 'are' | 'was' | 'what' | 'whats' | 'hows' | 'which' | 'how' | 'many' | 'much' | 'tell' | 'does' | 'do' | 'current' | 'value' | 'status' | 'state' )"`
	Media  string    `parser:"| @( 'song' | 'track' | 'music' | 'show' | 'tune' | 'item' | 'base' | 'charger' | 'station' | 'everywhere' )"`
	Filler string    `parser:"| @( 'please' | 'hey' | 'kindly' | 'could' | 'can' | 'would' | 'will' | 'you' | 'i' | 'want' | 'like' | 'me' | 'now' | 'just' | 'to' | 'for' | 'with' | 'a' | 'an' | 'the' | 'of' | 'by' | 'at' | 'single' | 'this' | 'that' | 'my' | 'our' | 'your' )"`
}

// EnNP is a noun phrase: a reference, "here", a quantifier with the words
// after it ("all the kitchen lights", "everything"), or the words of a name.
type EnNP struct {
	Ref   string   `parser:"  @( 'it' | 'them' | ( 'that' | 'this' ) 'one' | 'those' | 'these' )"`
	Here  string   `parser:"| @'here' | ( 'this' | 'that' ) @( 'room' | 'area' )"`
	All   *EnAll   `parser:"| @@"`
	Words []string `parser:"| ( 'the' | 'my' | 'our' | 'your' | 'this' | 'that' )* @Word+"`
}

// EnAll is a quantifier and the words after it.
type EnAll struct {
	Quant string   `parser:"( 'the' | 'my' | 'our' | 'your' )* @( 'all' | 'every' | 'everything' | 'any' | 'each' ) ( 'single' | 'of' )* ( 'the' | 'my' | 'our' | 'your' )*"`
	Words []string `parser:"@Word*"`
}

// EnPrep is a prepositional phrase: a place or the device a command is on
// ("in the kitchen", "on the first floor", "on the TV").
type EnPrep struct {
	Prep string `parser:"@( 'in' | 'on' | 'at' | 'of' | 'for' | 'from' | 'inside' | 'with' | 'throughout' | 'across' )"`
	NP   *EnNP  `parser:"@@"`
}

// EnValue is a number with an optional unit, the top or bottom of a range,
// or a colour; "to", "at" or "by" may come first ("by" makes it a change).
type EnValue struct {
	Prep    string `parser:"@( 'to' | 'at' | 'by' )? 'the'?"`
	Num     string `parser:"( @Num"`
	Unit    string `parser:"  @( '%' | 'percent' | 'degrees' | 'degree' | 'kelvin' | 'k' | 'celsius' )?"`
	Extreme string `parser:"| @( 'max' | 'maximum' | 'highest' | 'full' | 'min' | 'minimum' | 'lowest' )"`
	Color   string `parser:"| @( 'red' | 'green' | 'blue' | 'yellow' | 'orange' | 'purple' | 'pink' | 'cyan' | 'magenta' | 'amber' | 'violet' | 'daylight' | 'white' | ( 'warm' | 'cool' | 'cold' ) 'white' | 'candle' Word? | 'day' Word ) )"`
}

// EnCond is a condition: "if it is above 26 degrees", "when the bedroom
// humidity is over 60%", "if the living room is warmer than 26".
type EnCond struct {
	Subject []*EnCondPart `parser:"( 'if' | 'when' | 'whenever' ) @@*"`
	Op      string        `parser:"@( 'above' | 'over' | 'exceeds' | 'reaches' | 'below' | 'under' | ( 'more' | 'greater' | 'higher' | 'hotter' | 'warmer' | 'less' | 'lower' | 'colder' | 'cooler' ) 'than' | 'at' ( 'least' | 'most' ) )"`
	Value   *EnValue      `parser:"@@"`
}

// EnCondPart is a word of a condition's subject.
type EnCondPart struct {
	Attr  string  `parser:"  @( 'temperature' | 'temp' | 'humidity' | 'brightness' )"`
	Prep  *EnPrep `parser:"| @@"`
	NP    *EnNP   `parser:"| @@"`
	Other string  `parser:"| @( 'is' | 'are' | 'gets' | 'goes' | 'the' )"`
}

// EnExcept takes targets out: "except the bedroom", "but not the lamp".
type EnExcept struct {
	Targets []*EnExceptPart `parser:"( 'except' | 'excluding' | 'but' 'not'? | 'other' 'than' | 'apart' 'from' | 'besides' ) 'for'? @@ ( ( 'and' | 'or' | Sep ) @@ )*"`
}

// EnExceptPart is one excepted target.
type EnExceptPart struct {
	Prep *EnPrep `parser:"  @@"`
	NP   *EnNP   `parser:"| @@"`
}

// EnReply answers the previous turn: yes, no, a PIN, "the second one",
// "the kitchen one", "the one in the kitchen".
type EnReply struct {
	Yes   string   `parser:"  @( 'yes' | 'yeah' | 'yep' | 'sure' | 'ok' | 'okay' | 'confirm' ) ( 'please' | 'do' 'it' )?"`
	No    string   `parser:"| @( 'no' | 'nope' | 'cancel' | 'never' 'mind' | 'do' 'not' ) ( 'thanks' | 'please' )?"`
	PIN   string   `parser:"| @Num"`
	Place []string `parser:"| 'the'? ( 'one' ( 'in' | 'on' ) 'the'? @Word+ | @Word+ )"`
}
