package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// topicMarks are the particles said after a thing named as the topic,
// before what is asked of it ("前门呢，锁着吗", "客厅的灯啊，开着吗").
var topicMarks = map[string]bool{"呢": true, "啊": true, "吧": true, "呀": true, "嘛": true}

// askedFillers are the fillers a yes/no question of a state holds ("锁上了吗",
// "是开着的吗", "还开着吗", "在运行吗", "没锁上吧"); any other (a word of politeness, of
// a request) makes it no question of a state alone.
var askedFillers = map[string]bool{"了": true, "的": true, "呢": true, "在": true, "还": true, "还是": true, "仍然": true, "依然": true,
	"吧": true, "啊": true, "呀": true}

// topicAsked reads a clause that only names a thing, with or without a
// particle of a topic, before a pause and a yes/no question of a state
// that names nothing ("大门锁，锁着吗", "客厅的灯呢，开着吗", "车库门，关好了
// 吗") as the question asked of it, as if said at once ("客厅的灯开着吗").
// A name may end in 锁 (大门锁, 前门的锁): there it is the lock, the thing
// named, not the verb. "大门锁，锁着吗" locked the front door and then
// answered that it was locked; the others were not understood. A name
// that ends in 锁 with 呢 after it and no question ("大门锁呢", "前门的锁
// 呢") is the lock asked about, as "前门呢" is; it locked the front door,
// whatever was said before. After 把 or 将 the clause is a command, and
// is left as it is.
func topicAsked(toks []lexer.Token) []lexer.Token {
	for start := 0; start < len(toks); start++ {
		if start > 0 && toks[start-1].Type != grammar.Sep {
			continue
		}
		toks = topicAskedAt(toks, start)
	}
	return toks
}

// topicAskedAt reads the clause that begins at start as topicAsked does.
func topicAskedAt(toks []lexer.Token, start int) []lexer.Token {
	i := start
	for i < len(toks) && toks[i].Type == grammar.Filler && !objectMarks[toks[i].Value] && !topicMarks[toks[i].Value] {
		i++
	}
	first := i
	for i < len(toks) && (named(toks[i]) || i > first && toks[i].Type == grammar.Filler && toks[i].Value == de && i+1 < len(toks) && named(toks[i+1])) {
		i++
	}
	if i == first {
		return toks
	}
	lock, at := -1, i
	if at+1 < len(toks) && toks[at].Type == grammar.Filler && toks[at].Value == de {
		at++ // "前门的锁"
	}
	if at < len(toks) && toks[at].Type == grammar.Verb && toks[at].Value == lockVerb && !spaced(toks[at-1], toks[at]) {
		lock, i = at, at+1
	}
	end := i // the topic's words end here
	if i < len(toks) && toks[i].Type == grammar.Filler && toks[i].Value == erSaid {
		i++ // "门锁儿": erhua
	}
	for i < len(toks) && toks[i].Type == grammar.Filler && topicMarks[toks[i].Value] {
		i++
	}
	marked := i > end && toks[i-1].Value != erSaid
	if lock >= 0 && i == end+1 && toks[end].Value == askedAgain && (i == len(toks) || toks[i].Type == grammar.Sep) &&
		(i == len(toks) || !yesNoOfState(toks[i+1:])) {
		toks, _ = lockNamed(toks, lock) // "大门锁呢": the lock, asked of
		return toks
	}
	if i < len(toks) && toks[i].Type == grammar.Sep {
		i++
	} else if i >= len(toks) || !marked && !spaced(toks[i-1], toks[i]) && (lock < 0 || toks[i].Type == grammar.Verb) {
		return toks
	}
	if !yesNoOfState(toks[i:]) {
		return toks
	}
	if lock >= 0 {
		var cut int
		toks, cut = lockNamed(toks, lock)
		i, end = i-cut, end-cut
	}
	return slices.Delete(toks, end, i)
}

// lockNamed reads 锁 at lock, said right after a name or after a name and
// 的, as the end of the name: the lock. It returns how many tokens it took
// out.
func lockNamed(toks []lexer.Token, lock int) ([]lexer.Token, int) {
	at := lock - 1
	if toks[at].Value == de {
		at--
	}
	toks[at].Value += lockWord
	return slices.Delete(toks, at+1, lock+1), lock - at
}

// spaced reports a recogniser's space between two tokens.
func spaced(t, next lexer.Token) bool {
	return t.Pos.Offset+utf8.RuneCountInString(t.Value) < next.Pos.Offset
}

// yesNoOfState reports a clause, up to the next pause, that asks yes or no
// of a state and names nothing: a word of a question, a state or a verb,
// and no other word than the fillers of askedFillers.
func yesNoOfState(toks []lexer.Token) bool {
	quest, state := false, false
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep:
			return quest && state
		case grammar.Quest:
			quest = true
		case grammar.State, grammar.Verb:
			state = true
		case grammar.Filler:
			if !askedFillers[t.Value] {
				return false
			}
		default:
			return false
		}
	}
	return quest && state
}
