package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// A remark of the speaker's said before a command, after a pause (我看不见
// 了，开一下厨房灯; 我们在看电影，把客厅灯调暗一点; 早上好，把卧室窗帘打开; 太晚
// 了，把门锁上) is dropped, and the command done: the whole was not
// understood. Only a remark that is itself no command or question the
// grammar reads (words it may take for a name, as 我饿, at most), and says no time, condition, number, exception or
// negation, is dropped; the command after it must name its thing (no 它),
// and a change or a value said with no verb (你好，把卧室空调调低一点; 太晚了，
// 客厅灯暗一点; 早上好，主卧空调二十五度) names it too.

// remarkPauses are the pauses a remark ends at.
var remarkPauses = []string{"，", ",", "。", "；", ";", "！", "!"}

// remarkFirst parses the command after a remark; ok is false where there
// is none. Where no pause is written (a recogniser writes none: 太晚了把门
// 锁上, 我看不见了开一下厨房灯), a remark may end at one of the first
// particles that end a sentence (remarkParticles).
func remarkFirst(text string) ([]lang.Clause, bool) {
	if at, pause := pauseAfterWords(text); at >= 0 {
		return remarkThen(text[:at], text[at+len(pause):])
	}
	for _, at := range particlesAfterWords(text) {
		if cls, ok := remarkThen(text[:at], text[at:]); ok {
			return cls, true
		}
	}
	return nil, false
}

// remarkParticles end a sentence of a remark said with no pause after it;
// maxParticleSplits bounds how many of them an utterance is split at.
const (
	remarkParticles   = "了啊呀啦哦"
	maxParticleSplits = 2
)

// particlesAfterWords are the ends of the first remarkParticles, after
// words that are not all fillers, with words after them.
func particlesAfterWords(text string) []int {
	var at []int
	for i, r := range text {
		end := i + utf8.RuneLen(r)
		if strings.ContainsRune(remarkParticles, r) && end < len(text) && !onlyFillers(text[:i]) {
			if at = append(at, end); len(at) == maxParticleSplits {
				break
			}
		}
	}
	return at
}

// remarkThen parses the command rest said after remark; ok is false where
// remark is no remark, or rest no command.
func remarkThen(remark, rest string) ([]lang.Clause, bool) {
	greeted := slices.Contains(greetings, strings.TrimSpace(remark))
	if strings.TrimSpace(rest) == "" || !greeted && (!remarkOpens(remark) || !onlyRemark(remark)) {
		return nil, false
	}
	if r, err := (pack{}).ParseReply(remark); err == nil && (r.Kind == ir.Yes || r.Kind == ir.No) {
		return nil, false // 好，关掉: a reply, then what it says
	}
	if said, err := (pack{}).parse(remark, false); !greeted && err == nil && slices.ContainsFunc(said, func(c lang.Clause) bool {
		return slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind != lang.NP && p.Kind != lang.Filler || p.Ref })
	}) {
		return nil, false // a command or a question of its own
	}
	cls, err := pack{}.parse(rest, false)
	if err != nil || !slices.ContainsFunc(cls, func(c lang.Clause) bool {
		return c.Has(lang.Verb) || c.Has(lang.Dir) || (c.Has(lang.Rel) || c.Has(lang.Value)) && namesThing([]lang.Clause{c})
	}) ||
		slices.ContainsFunc(cls, func(c lang.Clause) bool {
			return slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Ref || p.Kind == lang.Quest })
		}) {
		return nil, false
	}
	return cls, true
}

// pauseAfterWords is where the first pause after words that are not all
// fillers is (哎，我看不见了，…: the second), and the pause; -1 for none.
func pauseAfterWords(text string) (int, string) {
	for i, r := range text {
		p := string(r)
		if slices.Contains(remarkPauses, p) && i > 0 && !onlyFillers(text[:i]) {
			return i, p
		}
	}
	return -1, ""
}

// remarkOpeners open a remark: who it is of (我, 孩子), how much (太晚了, 好
// 闷); remarkNames are the words that make it a
// name or a place said before the command (我卧室的灯, 我在厨房, 我说的是
// 厨房), which is never dropped.
var (
	remarkOpeners = []string{"我", "咱", "你", "孩子", "宝宝", "客人", "老婆", "老公", "太", "好", "真", "很", "早上好", "晚上好",
		"哈喽", "嗨", "饭"}
	remarkNames = []string{"的", "在", "说", "是"}
)

// remarkOpens reports a remark opened by a remarkOpeners word that says
// no remarkNames word, after any filler or wake word.
func remarkOpens(remark string) bool {
	toks := lex.Tokens(remark)
	i := firstSaid(toks)
	if i == len(toks) || slices.ContainsFunc(remarkNames, func(w string) bool { return strings.Contains(remark, w) }) {
		return false
	}
	return slices.ContainsFunc(toks[:i+1], func(t lexer.Token) bool {
		return slices.ContainsFunc(remarkOpeners, func(w string) bool { return strings.HasPrefix(t.Value, w) })
	})
}

// greetings are a remark that is only a greeting, whatever the words of
// time in it (早上好).
var greetings = []string{"早上好", "晚上好", "中午好", "下午好", "早安", "你好", "哈喽", "嗨"}

// onlyRemark reports a remark that says nothing a command takes: no
// time, condition, number, exception or negation, and no verb.
func onlyRemark(remark string) bool {
	if _, _, timed := (pack{}).When(remark); timed {
		return false
	}
	m := pack{}.Marks(remark)
	if m.Cond || m.Neg || m.Except || len(m.Numbers) > 0 {
		return false
	}
	return !slices.ContainsFunc(lex.Tokens(remark), func(t lexer.Token) bool {
		return t.Type == grammar.Verb || t.Type == grammar.Dir || t.Type == grammar.If || t.Type == grammar.Ref
	})
}

// A remark said after a command (开灯我看不见, 开客厅空调因为太热了, 把电视声音调
// 小点孩子在睡觉) is dropped as well, and the command done: the whole was
// not understood. The remark is what follows the last pause, 因为, or a
// word that opens a remark, and says no time, condition, exception or
// negation; the command before it must parse on its own.

// remarkAfterOpeners open a remark said after a command: who it is of
// (a word of how much, 太 or 好, is a wish or a state of its own, read
// elsewhere); becauseSaid says why.
var remarkAfterOpeners = []string{"我", "孩子", "宝宝", "老人", "客人"}

// exceptSaid opens an exception (除了).
const (
	becauseSaid = "因为"
	exceptSaid  = "除"
)

// remarkAfter parses the command before a remark said after it; ok is
// false where there is none.
func remarkAfter(text string) ([]lang.Clause, bool) {
	for _, at := range remarkSplits(text) {
		head, tail := strings.TrimSuffix(text[:at], becauseSaid), strings.TrimLeft(text[at:], strings.Join(remarkPauses, ""))
		tail, because := strings.CutPrefix(tail, becauseSaid)
		if head == "" || tail == "" || !afterRemark(tail, because) {
			continue
		}
		cls, err := pack{}.parse(head, false)
		if err != nil || !slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Verb) || c.Has(lang.Dir) || c.Has(lang.Rel) }) ||
			slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Quest) }) || !namesThing(cls) {
			continue // 打开孩子房间灯: 孩子 opens the name, not a remark
		}
		return cls, true
	}
	return nil, false
}

// remarkSplits are where a remark after a command may begin: the last
// pause, 因为, and each word that opens a remark, last first.
func remarkSplits(text string) []int {
	var at []int
	for i, r := range text {
		if slices.Contains(remarkPauses, string(r)) {
			at = append(at, i)
		}
	}
	for _, w := range append([]string{becauseSaid}, remarkAfterOpeners...) {
		if i := strings.LastIndex(text, w); i > 0 {
			at = append(at, i)
		}
	}
	slices.Sort(at)
	slices.Reverse(at)
	return slices.Compact(at)
}

// afterRemark reports words that are a remark said after a command: opened
// by a remark's word, or after 因为 (because), with no time, condition, exception,
// negation, verb, direction or reference, and no command or question of
// their own.
func afterRemark(tail string, because bool) bool {
	if _, _, timed := (pack{}).When(tail); timed {
		return false
	}
	if m := (pack{}).Marks(tail); m.Cond || m.Neg || strings.Contains(tail, exceptSaid) {
		return false // 外面 is no exception
	}
	if slices.ContainsFunc([]string{"的", "说", "是"}, func(w string) bool { return strings.Contains(tail, w) }) {
		return false // a name or what was meant (我说的是厨房)
	}
	toks := lex.Tokens(tail)
	if slices.ContainsFunc(toks, func(t lexer.Token) bool {
		return t.Type == grammar.Verb || t.Type == grammar.Dir || t.Type == grammar.If || t.Type == grammar.Ref || t.Type == grammar.Quest
	}) {
		return false
	}
	return because || slices.ContainsFunc(remarkAfterOpeners, func(w string) bool { return strings.HasPrefix(tail, w) })
}

// namesThing reports clauses that name what they act on.
func namesThing(cls []lang.Clause) bool {
	return slices.ContainsFunc(cls, func(c lang.Clause) bool {
		return slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.NP && (len(p.Words) > 0 || p.Ref) })
	})
}
