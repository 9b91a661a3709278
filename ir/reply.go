package ir

// ReplyKind says how the user answered a pending question.
type ReplyKind string

// Reply kinds.
const (
	Yes    ReplyKind = "yes"
	No     ReplyKind = "no"
	PIN    ReplyKind = "pin"
	Choice ReplyKind = "choice"
	// Every takes every candidate of the question: "all of them", "both".
	Every ReplyKind = "all"
	// Again asks for the last command once more, on what it acted on:
	// "again", "once more", "do that again", 再来一次.
	Again ReplyKind = "again"
	// Retime moves the timer or delayed command set the turn before to
	// another time, When: "make it twenty minutes", 改成二十分钟.
	Retime ReplyKind = "retime"
	// Other takes the candidate of the question of which answered the
	// turn before that the answer left: "the other one", "not that one",
	// 另一个, 不是这个.
	Other ReplyKind = "other"
	// Unsure is a yes said with a doubt, or a doubt alone: "maybe yes",
	// "i think so", "not sure", 应该是吧, 好像可以. It answers nothing:
	// the question is asked again.
	Unsure ReplyKind = "unsure"
)

// Reply is an answer to the previous turn's question.
type Reply struct {
	Kind ReplyKind `json:"kind"`
	// Index is the 1-based option chosen ("the second"), -1 for the last
	// the question said ("the last one", 最后一个); 0 when the choice is by
	// place or name. With Every, the number of options the answer
	// takes when it says one ("both": 2), else 0.
	Index int `json:"index,omitempty"`
	// Text is the place or name chosen ("the kitchen one", "the study one"),
	// the PIN, or, with No, the correction said after it ("no, the kitchen
	// one").
	Text string `json:"text,omitempty"`
	// More are the other places or names chosen with Text ("the kitchen
	// and the hall": "hall"), in the order said.
	More []string `json:"more,omitempty"`
	// Except are the places or names taken out of Every ("all except the
	// bedroom", "except the kitchen and the hall"), in the order said.
	Except []string `json:"except,omitempty"`
	// When is the time said with Retime.
	When *When `json:"when,omitempty"`
	// Instead, with No and Text, says that what is named takes the place
	// of what the last command acted on ("no, the hall light", "i meant
	// the hall light", 不对，是卧室的), where a follow-up adds to it ("what
	// about the hall", 那卧室呢).
	Instead bool `json:"instead,omitempty"`
	// Only, with No and Text, says the choice was said with "only" or
	// "just" ("just the kitchen", 只要厨房的): all of what it names takes
	// the place of what was asked, never one of it.
	Only bool `json:"only,omitempty"`
	// Verb is the verb a yes was said with (好的开吧, 对，关): the yes answers
	// only a question of a command of that verb, and any other it cancels.
	Verb string `json:"verb,omitempty"`
}
