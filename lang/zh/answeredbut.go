package zh

import (
	"strings"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// All but some said after a yes or a no (对，除了卧室; 好的，除了卧室; 不，除了
// 卧室都关; 好吧，卧室除外): the exception alone, as 除了卧室 or 除了卧室都关
// is, answer or command. Only what leaves something out is read so: 对，
// 卧室的 and 不，关灯 stay what they were.

// answered is what follows a yes or a no said first, and whether one was.
// A no is followed by a pause: 不要除了卧室都关 is a negation, never an
// answer.
func answered(text string) (string, bool) {
	if !answerOpens(text) {
		return "", false
	}
	toks := lex.Tokens(text)
	k, said, paused := 0, false, true
	for k < len(toks) && (yesWords[toks[k].Value] || noWords[toks[k].Value] || toks[k].Type == grammar.Sep || toks[k].Type == grammar.Filler && !objectMarks[toks[k].Value]) {
		v := toks[k].Value
		said = said || yesWords[v] || noWords[v]
		paused = !noWords[v] && (paused || v == pauseRead) // a Sep, or a Filler of grammar.PausedExcept
		k++
	}
	if !said || !paused || k == len(toks) {
		return "", false
	}
	words := make([]string, 0, len(toks)-k)
	for _, t := range toks[k:] {
		words = append(words, t.Value)
	}
	return pack{}.Join(words), true
}

// answerOpens reports text whose first few characters hold a yes or a no
// (嗯，对，…), before it is lexed: most do not.
func answerOpens(text string) bool {
	head := text[:min(len(text), answerHead)]
	for _, words := range []map[string]bool{yesWords, noWords} {
		for w := range words {
			if strings.Contains(head, w) {
				return true
			}
		}
	}
	return false
}

// answerHead is how many bytes of the text answerOpens looks at: eight
// characters of Chinese.
const answerHead = 24

// answeredBut is the reply of all but some said after a yes or a no.
func answeredBut(text string) (*ir.Reply, bool) {
	rest, ok := answered(text)
	if !ok {
		return nil, false
	}
	r, err := pack{}.ParseReply(rest)
	if err != nil || r.Kind != ir.Every || len(r.Except) == 0 {
		return nil, false
	}
	return r, true
}

// answeredExcept is the command with an exception said after a yes or a
// no (不，除了卧室都关).
func answeredExcept(text string) ([]lang.Clause, bool) {
	rest, ok := answered(text)
	if !ok {
		return nil, false
	}
	cls, err := pack{}.parse(rest, false)
	if err != nil {
		return nil, false
	}
	for _, c := range cls {
		for _, p := range c {
			if p.Kind == lang.Except {
				return cls, true
			}
		}
	}
	return nil, false
}

// pauseRead is what the lexer makes of every pause.
const pauseRead = ","

// yesWords say yes, noWords no.
var (
	yesWords = map[string]bool{"对": true, "好": true, "好的": true, "是": true, "是的": true, "行": true,
		"可以": true, "没错": true, "确认": true, "确定": true, "好吧": true, "好嘛": true, "好哇": true, "行啊": true}
	noWords = map[string]bool{"不": true, "不要": true, "不用": true, "不对": true, "不是": true}
)
