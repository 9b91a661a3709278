package en

// English is a sequence of clauses; a clause is a sequence of phrases in
// the order said. The phrase kinds carry their meaning (a verb, a value, a
// place, a condition, ...); package compile composes them into the IR, so
// "set the bedroom lamp to 50%", "bedroom lamp 50%" and "set the brightness
// of the bedroom lamp to 50 percent" share one set of rules.

// utterance is an English utterance of one or more clauses.
type utterance struct {
	Clauses []*clauseTree `parser:"( Sep | Conj )* @@ ( ( Sep | Conj )+ @@ )* ( Sep | Conj )*"`
}

// clauseTree is one command or question.
type clauseTree struct {
	Phrases []*phraseTree `parser:"@@+"`
}

// phraseTree is one phrase of a clause. The single words are captured by
// their category (the vocabulary is in words.go).
type phraseTree struct {
	Neg    string      `parser:"  @( 'do' 'not' | 'dont' | 'never' )"`
	Verb   string      `parser:"| @Verb"`
	NP     *npTree     `parser:"| @@"`
	Prep   *prepTree   `parser:"| @@"`
	Dir    string      `parser:"| @( Dir | On )"`
	Cond   *condTree   `parser:"| @@"`
	Except *exceptTree `parser:"| @@"`
	Value  *valueTree  `parser:"| @@"`
	Attr   string      `parser:"| @Attr"`
	Quest  string      `parser:"| @Quest"`
	Filler string      `parser:"| @( Filler | Det | To | By | Prep )"`
	Rel    string      `parser:"| @Rel"`
	State  string      `parser:"| @State"`
	Media  string      `parser:"| @Noun"`
}

// npTree is a noun phrase: a reference, "here", a quantifier with the words
// after it ("all the kitchen lights", "everything"), or the words of a name.
type npTree struct {
	Ref   string   `parser:"  @( Ref | ( 'that' | 'this' ) 'one' | 'those' | 'these' )"`
	Here  string   `parser:"| @Here | ( 'this' | 'that' ) @( 'room' | 'area' )"`
	All   *allTree `parser:"| @@"`
	Point string   `parser:"| @( 'that' | 'this' )? Det*"`
	Words []string `parser:"  @Word+"`
}

// allTree is a quantifier and the words after it.
type allTree struct {
	Quant string   `parser:"Det* @Quant ( 'single' | 'of' )* Det*"`
	Words []string `parser:"@Word*"`
}

// prepTree is a prepositional phrase: a place or the device a command is on
// ("in the kitchen", "on the first floor", "on the TV").
type prepTree struct {
	Prep string  `parser:"@( Prep | On )"`
	NP   *npTree `parser:"@@"`
}

// valueTree is a number with an optional unit, the top or bottom of a range,
// a colour, or a mode; "to", "at" or "by" may come first ("by" makes it a change).
type valueTree struct {
	Prep    string `parser:"@( To | By | 'at' )? 'the'?"`
	Num     string `parser:"( @Num"`
	Unit    string `parser:"  @Unit?"`
	Extreme string `parser:"| @Extreme"`
	Color   string `parser:"| @( 'candle' | 'day' ) @'light' | @Color | @( 'warm' | 'cool' | 'cold' ) @'white'"`
	Mode    string `parser:"| @Mode )"`
}

// condTree is a condition: "if it is above 26 degrees", "when the bedroom
// humidity is over 60%", "if the living room is warmer than 26", or a
// device's state: "if the front door is unlocked", "if the tv is not on".
type condTree struct {
	If      string      `parser:"@If"`
	Subject []*condPart `parser:"@@*"`
	Op      string      `parser:"( @( Cmp | Rel | 'at' ) @Cmp?"`
	Value   *valueTree  `parser:"  @@"`
	Not     string      `parser:"| @'not'?"`
	State   string      `parser:"  @( State | On | 'off' | 'open' ) )"`
}

// condPart is a word of a condition's subject.
type condPart struct {
	Attr  string    `parser:"  @Attr"`
	Prep  *prepTree `parser:"| @@"`
	Other string    `parser:"| @( Quest | 'gets' | 'goes' )"`
	NP    *npTree   `parser:"| @@"`
	Det   string    `parser:"| @Det"`
}

// exceptTree takes targets out: "except the bedroom", "but not the lamp".
type exceptTree struct {
	Targets []*exceptPart `parser:"Except+ ( 'than' | 'from' | 'for' )? @@ ( ( 'and' | 'or' | Sep ) @@ )*"`
}

// exceptPart is one excepted target.
type exceptPart struct {
	Prep *prepTree `parser:"  @@"`
	NP   *npTree   `parser:"| @@"`
}

// reply answers the previous turn: yes, no, a PIN, "the second one",
// "the kitchen one", "the one in the kitchen", "both", "all of them",
// "neither", "cancel that", "forget it", a correction ("no, the kitchen one", "i meant the kitchen
// one", "what about the hall", "no no, the kitchen one", "no wait, the
// hall", "wait no, the hall", "oops wrong one, the hall", "no, not the
// kitchen, the hall"), "again" (repeatSaidAlone), all but some ("all
// except the bedroom", "except the kitchen and the hall").
type reply struct {
	Yes      string      `parser:"  @( 'yes' | 'yeah' | 'yep' | 'sure' | 'ok' | 'okay' | 'confirm' ) ( 'please' | 'do' 'it' )?"`
	No       string      `parser:"| @( 'no' | 'nope' | 'nah' | 'cancel' ( 'it' | 'that' | 'this' )? | 'never' 'mind' | 'do' 'not' | 'neither' | 'none' | 'forget' ( 'it' | 'that' ) ) ( Sep? ( 'no' | 'nope' | 'nah' | 'wait' | 'sorry' ) )* ( 'thanks' | 'please' | 'of' ( 'them' | 'those' | 'these' ) )?"`
	Fix      *choice     `parser:"  ( Sep? ( 'not' ( ( 'that' | 'this' ) 'one'? | 'the'? Word+ ) Sep? )? ( 'i' ( 'meant' | 'mean' | 'said' ) )? @@ )?"`
	Meant    *meantReply `parser:"| @@"`
	All      string      `parser:"| ( 'in'? Det? @( 'everywhere' | 'house' | 'apartment' | 'flat' ) | @( Quant | 'both' ) ( 'of' ( 'them' | 'those' | 'these' ) | Num )? )"`
	But      []*choice   `parser:"  ( Except+ ( 'than' | 'from' | 'for' )? @@ ( ( Sep? 'and' | Sep ) @@ )* )?"`
	Numbered string      `parser:"| Det? ( 'number' | 'option' | 'choice' ) @( Num | 'one' )"`
	Only     []*choice   `parser:"| 'except' ( 'for' )? @@ ( ( Sep? 'and' | Sep ) @@ )*"`
	PIN      string      `parser:"| @Num"`
	Again    string      `parser:"| @'again'"`
	Place    *choice     `parser:"| @@"`
	More     []*choice   `parser:"  ( ( Sep @@ )* Sep? 'and' @@ )?"`
}

// meantReply is a correction with no "no" before it ("i meant the kitchen one",
// "oops wrong one, the hall", "make it the bedside one"), or a follow-up
// ("what about the hall"): About is the word that opens a follow-up.
type meantReply struct {
	About  string  `parser:"( 'i' ( 'meant' | 'mean' | 'said' ) | ( 'sorry' | 'oops' | 'whoops' | 'wait' ) ( Sep? ( 'no' | 'wrong' 'one' | 'i' ( 'meant' | 'mean' | 'said' ) ) )* | 'wrong' 'one' | @( 'what' | 'how' ) 'about' | 'make' ( 'it' | 'that' ) )"`
	Choice *choice `parser:"Sep? @@"`
}

// choice names one option by its place or its name.
type choice struct {
	Words []string `parser:"( 'in' | 'at' )? 'the'? ( 'one' ( 'in' | 'on' ) 'the'? @Word+ | @Word+ )"`
}
