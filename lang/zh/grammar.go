package zh

import "github.com/alecthomas/participle/v2/lexer"

// Chinese, like English, is a sequence of clauses of phrases; the phrase
// kinds carry their meaning and package compile composes them, so verb–
// object ("打开客厅灯"), 把 ("把客厅的灯打开"), topic first ("客厅的灯，打开")
// and 让 ("让客厅音量大一点") orders share one set of rules.

// utterance is a Chinese utterance of one or more clauses.
type utterance struct {
	Clauses []*clauseTree `parser:"( Sep | Conj )* @@ ( ( Sep | Conj )+ @@ )* ( Sep | Conj )*"`
}

// clauseTree is one command or question; Pos is where it begins.
type clauseTree struct {
	Pos     lexer.Position
	Phrases []*phraseTree `parser:"@@+"`
}

// phraseTree is one phrase of a clause. The single words are captured by
// their category (the vocabulary is in words.go).
type phraseTree struct {
	Verb   string      `parser:"  @Verb"`
	NP     *npTree     `parser:"| @@"`
	Filler string      `parser:"| @Filler"`
	Cond   *condTree   `parser:"| @@"`
	Value  *valueTree  `parser:"| @@"`
	Quest  string      `parser:"| @Quest"`
	Attr   string      `parser:"| @Attr"`
	Rel    string      `parser:"| @Rel"`
	State  string      `parser:"| @State"`
	Except *exceptTree `parser:"| @@"`
	Neg    string      `parser:"| @Neg"`
	Noun   string      `parser:"| @Noun"`
}

// npTree is a noun phrase: a reference, "here", a quantifier, or the parts of
// a name ("客厅", "大白", "TV").
type npTree struct {
	Ref   string   `parser:"  @Ref"`
	Here  string   `parser:"| @Here"`
	Quant string   `parser:"| @Quant"`
	Parts []string `parser:"| @Num? @( Han | Word )+"`
}

// valueTree is a number with an optional unit, the top or bottom of a range,
// a colour, or a mode ("制冷").
type valueTree struct {
	Num     string `parser:"  @Num (?! Han | Word )"`
	Unit    string `parser:"  @( Unit | '度' | '开' )?"`
	Extreme string `parser:"| @Extreme"`
	Color   string `parser:"| @Color"`
	Mode    string `parser:"| @Mode"`
}

// condTree is a condition: "如果客厅温度超过26度(的话)，就…", or a value
// with 以上/以下 ("温度26度以上").
type condTree struct {
	Pre  *condPre  `parser:"  @@"`
	Post *condPost `parser:"| @@"`
}

// condPre is a condition introduced by 如果, 要是, 假如 or 当: a comparison,
// or a device's state ("如果次卧空调开着", "要是门没锁").
type condPre struct {
	If      string      `parser:"@If"`
	Subject []*condPart `parser:"@@*"`
	Op      string      `parser:"( @Cmp"`
	Value   *valueTree  `parser:"  @@ '的话'?"`
	State   string      `parser:"| @State '的话'?"`
	Not     string      `parser:"| '没' @Verb '的话'? )"`
}

// condPost is a value followed by 以上 or 以下.
type condPost struct {
	Attr  string     `parser:"@Attr?"`
	Value *valueTree `parser:"@@"`
	Op    string     `parser:"@( '以上' | '以下' ) '的话'?"`
}

// condPart is a word of a condition's subject.
type condPart struct {
	Attr  string  `parser:"  @Attr"`
	NP    *npTree `parser:"| @@"`
	Other string  `parser:"| @( '的' | '是' | '里' )"`
}

// exceptTree takes targets out: "除了卧室以外", "除卧室外", "除了儿童房的小夜灯".
type exceptTree struct {
	Targets []*exceptPart `parser:"( '除了' | '除' ) @@ ( ( '和' | '、' ) @@ )* ( '以外' | '之外' | '外' )?"`
}

// exceptPart is one excepted target: a name, or a place's name ("儿童房的小夜灯").
type exceptPart struct {
	Parts []*npTree `parser:"@@ ( '的' @@ )*"`
}

// reply answers the previous turn: 确认 (好的开吧: with the verb of what it answers), 不要 (算了不开了: the verb not done; 不确认, the yes denied), 没事 (dismissals), 第二个, 书房的, 全部, 两个都要,
// 都不要, a correction (不对，是次卧的), 再来一次 (repeatSaidAlone).
type reply struct {
	Other string         `parser:"  ( '不' ( '对' | '是' ( '这个' | '那个' ) ) Sep? )* '是'? @( '另外' | '另' '外'? ) ( Num? ( '个' | '台' | '盏' | '只' | '部' ) | '那个' | '这个' ) ( '吧' | '啊' | '呀' | '哦' )* | '不' @'是' ( '这个' | '那个' ) ( '吧' | '啊' | '呀' | '哦' )*"`
	Yes   string         `parser:"| @( '确认' | '确定' | '是的' | '好的' | '好' | '对' | '没错' | '是' | '可以' | '行' | '没' '问题' | '要' | '好吧' | '好嘛' | '好哇' | '行啊' | '这样' | '这么办' ) ( '的' | '吧' | '啊' | '呀' | '哈' | '哦' )*"`
	Said  string         `parser:"  ( Sep? @Verb ( '一下' | '吧' | '了' | '啊' | '呀' | '哈' | '哦' )* )?"`
	No    string         `parser:"| ( Num? '个'? Quant )? @( '不要' | '不用' | '取消' | '算了' | '不' | '没事' | '没事儿' | '没事没事' | '没关系' | '不要紧' | '没什么' | '没什么事' | '没啥' | '没啥事' ) ( '不要' | '不用' | '取消' | '算了' | '不' | '没事' | '没事儿' | '没事没事' | '没关系' | '不要紧' | '没什么' | '没什么事' | '没啥' | '没啥事' | '对' | '是' | '确认' | '了' | '吧' | '啊' | '哈' | '呀' | Verb )*"`
	Fix   []string       `parser:"  ( Sep? '是'? @( Han | Word )+ '的'? ( '那个' | '个' )? )?"`
	All   string         `parser:"| ( Num '个' )? @Quant ( '要' | '的' | '吧' | '了' | '啊' )*"`
	Index string         `parser:"| '第' @Num ( '个' | '台' | '盏' | '只' | '部' | '项' | '号' )? | @Num '号'"`
	PIN   string         `parser:"| @Num"`
	Again string         `parser:"| @'再来'"`
	But   []*placeChosen `parser:"| ( @@ ( Conj | Sep )+ )* ( '除了' | '除' | '除开' | '除去' | '除掉' ) @@ ( ( Conj | Sep )+ @@ )* Except? '的'? ( Quant | '吧' | '了' | '啊' | '呀' )*"`
	Place []string       `parser:"| @( Han | Word )+ '的'? ( '那个' | '个' )?"`
	More  []*placeChosen `parser:"  ( ( Conj | Sep )+ @@ )*"`
}

// placeChosen is another place or name chosen with the first (厨房和卧室).
type placeChosen struct {
	Words []string `parser:"@( Han | Word )+ '的'? ( '那个' | '个' )?"`
}
