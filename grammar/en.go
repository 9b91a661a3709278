package grammar

// EnUtterance is an English utterance of one or more clauses.
type EnUtterance struct {
	Pre     []*Polite   `parser:"( @@*"`
	Clauses []*EnClause `parser:"  @@ ( ( Sep | 'and' | 'then' | 'also' )+ @@ )*"`
	Post    []*Polite   `parser:"  @@* )"`
}

// EnClause is one English command or question.
type EnClause struct {
	Query *EnQuery `parser:"  @@"`
	Set   *EnSet   `parser:"| @@"`
	Turn  *EnTurn  `parser:"| @@"`
	Verb  *EnVerb  `parser:"| @@"`
}

// EnTurn is "turn on X" or "turn X on".
type EnTurn struct {
	Pre  *EnTurnPre  `parser:"('turn' | 'switch' | 'put') ( @@"`
	Post *EnTurnPost `parser:"| @@ )"`
}

// EnTurnPre is the "turn on X" order.
type EnTurnPre struct {
	Dir    string    `parser:"@( 'on' | 'off' )"`
	Target *EnTarget `parser:"@@"`
}

// EnTurnPost is the "turn X on" order.
type EnTurnPost struct {
	Target *EnTarget `parser:"@@"`
	Dir    string    `parser:"@( 'on' | 'off' )"`
}

// EnVerb is a verb that says its action: "open the blinds", "lock the door".
type EnVerb struct {
	Verb   string    `parser:"@( 'open' | 'close' | 'shut' | 'lock' | 'unlock' | 'activate' | 'start' | 'stop' | 'pause' | 'play' | 'resume' | 'unpause' | 'mute' | 'unmute' | 'dock' | 'toggle' )"`
	Target *EnTarget `parser:"@@?"`
}

// EnSet sets an attribute to a value: "set the kitchen light to 50%",
// "set the brightness of the lamp to 30", "dim the lights to 20 percent".
type EnSet struct {
	Verb   string    `parser:"@( 'set' | 'change' | 'make' | 'dim' | 'adjust' | 'turn' | 'put' )"`
	Of     *EnAttrOf `parser:"( @@"`
	Target *EnTarget `parser:"| @@ )?"`
	Attr   string    `parser:"( 'the'? @( 'brightness' | 'position' | 'temperature' | 'volume' | 'speed' ) )?"`
	Value  *EnValue  `parser:"( 'to' | 'at' )? @@"`
}

// EnAttrOf is "the brightness of X".
type EnAttrOf struct {
	Attr   string    `parser:"'the'? @( 'brightness' | 'position' | 'temperature' | 'volume' | 'speed' )"`
	Target *EnTarget `parser:"( 'of' | 'for' | 'in' | 'on' ) @@"`
}

// EnValue is a number with an optional unit, or a word (a colour).
type EnValue struct {
	Num  string `parser:"( @Num"`
	Unit string `parser:"  @( '%' | 'percent' | 'degrees' )?"`
	Word string `parser:"| @Word )"`
}

// EnQuery is a question about state.
type EnQuery struct {
	State *EnStateQuery `parser:"  @@"`
	Value *EnValueQuery `parser:"| @@"`
	How   *EnHowQuery   `parser:"| @@"`
}

// EnStateQuery is "is the kitchen light on?".
type EnStateQuery struct {
	Target *EnTarget `parser:"( 'is' | 'are' ) @@"`
	State  string    `parser:"@( 'on' | 'off' | 'open' | 'opened' | 'closed' | 'locked' | 'unlocked' | 'playing' )"`
}

// EnValueQuery is "what is the temperature in the kitchen?" or "what is the
// kitchen temperature?".
type EnValueQuery struct {
	Of     *EnAttrOf `parser:"( 'what' | 'how' ) ( 'is' | 'are' ) ( @@"`
	Target *EnTarget `parser:"| 'the'? @@"`
	Attr   string    `parser:"@( 'temperature' | 'brightness' | 'position' | 'volume' | 'speed' ) )"`
}

// EnHowQuery is "how warm is it in the kitchen?", "how hot is the office?".
type EnHowQuery struct {
	Word   string    `parser:"'how' @( 'hot' | 'warm' | 'cold' ) 'is'"`
	Target *EnTarget `parser:"( 'it' @@ | @@ )"`
}

// EnTarget is what a clause is about: a reference, a quantifier with an
// optional mention, or a mention.
type EnTarget struct {
	Ref     string     `parser:"  @( 'it' | 'them' )"`
	All     *EnAll     `parser:"| @@"`
	Mention *EnMention `parser:"| ( 'the' | 'my' | 'our' | 'a' | 'an' )? @@"`
}

// EnAll is "all the lights", "every light in the kitchen", "everything".
type EnAll struct {
	Word    string     `parser:"( 'the' | 'my' | 'our' )? @( 'all' | 'every' | 'everything' ) ( 'of'? ( 'the' | 'my' | 'our' ) )?"`
	Mention *EnMention `parser:"@@?"`
}

// EnMention is the words of a name and the places after it: "kitchen
// light", "light in the kitchen", "in the kitchen".
type EnMention struct {
	Words  []string   `parser:"( @Word+"`
	Places []*EnPlace `parser:"  @@* | @@+ )"`
}

// EnPlace is "in the kitchen", "on the first floor".
type EnPlace struct {
	Words []string `parser:"( 'in' | 'on' | 'at' | 'of' | 'from' ) ( 'the' | 'my' | 'our' )? @Word+"`
}

// EnReply answers the previous turn: yes, no, a PIN, "the second one",
// "the kitchen one", "the one in the kitchen".
type EnReply struct {
	Yes   string   `parser:"  @( 'yes' | 'yeah' | 'yep' | 'sure' | 'ok' | 'okay' | 'confirm' ) ( 'please' | 'do' 'it' )?"`
	No    string   `parser:"| @( 'no' | 'nope' | 'cancel' | 'never' 'mind' | 'do' 'not' ) ( 'thanks' | 'please' )?"`
	PIN   string   `parser:"| @Num"`
	Place []string `parser:"| 'the'? ( 'one' ( 'in' | 'on' ) 'the'? @Word+ | @Word+ )"`
}

// Polite is a word of politeness or a wrapper around a command.
type Polite struct {
	Word string `parser:"@( 'please' | 'hey' | 'kindly' | 'could' | 'can' | 'would' | 'will' | 'you' | 'i' | 'want' | 'like' | 'to' )"`
}
