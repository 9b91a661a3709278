package zh

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

var (
	lex         = newLexicon()
	parser      = grammar.Build[utterance](lex)
	replyParser = grammar.Build[reply](lex)
)

func newLexicon() *grammar.Lexicon {
	words := grammar.Vocabulary(categories)
	spokenWords(words)
	schemeWords(words)
	feelingWords(words)
	whichWords(words)
	latinWords(words)
	whatSpokenLexicon(words)
	return (&grammar.Lexicon{Words: words, Content: contentWords(), Unspaced: isHan, Numeral: numeral, Normalize: normalize,
		Post: spokenTokens}).Prepare()
}

// contentWords are the words kept whole (content) and the class words of
// three characters or more: a thing's name is never cut at a word of the
// grammar inside it. 加热器 was 加, 热 (a state) and 器, and "加器" was
// heard as the humidifier (加湿器). The words of notForbidding are kept
// whole too, and are no sound a misheard word is put back to. A class word of two characters may
// straddle a name and a verb (门锁 in 前门锁上), and is left to the lexer.
func contentWords() map[string]bool {
	set := grammar.Set(content + " " + notForbidding)
	for _, ws := range vocab.Classes {
		for _, w := range ws {
			if utf8.RuneCountInString(w) > 2 {
				set[w] = true
			}
		}
	}
	return set
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// EBNF is the Chinese grammar in participle's EBNF, kept in
// testdata/grammar.ebnf so that grammar changes are reviewable.
func EBNF() string { return parser.String() + "\n\n" + replyParser.String() + "\n" }

func (pack) Vocab() *lang.Vocab { return vocab }

func (pack) Join(words []string) string { return strings.Join(words, "") }

// Split keeps a Chinese name whole: it has no spaces to split at.
func (pack) Split(name string) []string {
	if name == "" {
		return nil
	}
	return []string{name}
}

func (pack) Key(name string) string { return placeWords.Replace(lex.Key(name, keyDropped, nil)) }

func (pack) NameKey(name string) (string, bool) {
	key, plain := lex.NameKey(name, keyDropped, nil)
	return placeWords.Replace(key), plain
}

func (pack) OwnsName(name string) bool { return strings.IndexFunc(name, isHan) >= 0 }

// ClassOf finds the longest class word a mention ends with.
func (pack) ClassOf(name string) (class string, plural bool) {
	for i := max(0, len(name)-classes.longest); i < len(name); i++ {
		if utf8.RuneStart(name[i]) {
			if c, ok := classes.word[name[i:]]; ok {
				return c, false
			}
		}
	}
	return "", false
}

// classes are the class words of the vocabulary as ClassOf reads them.
var classes = indexClasses(vocab.Classes)

type classIndex struct {
	word    map[string]string // a class word: its class
	longest int               // the longest class word, in bytes
}

func indexClasses(byClass map[string][]string) classIndex {
	x := classIndex{word: map[string]string{}}
	for c, ws := range byClass {
		for _, w := range ws {
			x.word[w], x.longest = c, max(x.longest, len(w))
		}
	}
	return x
}

// Parse parses Chinese commands and questions into phrases.
func (p pack) Parse(text string) ([]lang.Clause, error) { return p.parse(text, true) }

// parse parses text; remarks says whether a remark said before or after
// a command is looked for (remark_first.go). Only the utterance as said
// is: what the pack parses of it again (a remark, the command beside it,
// what follows 忘 or 我妈说) is parsed without, so that each is parsed a
// bounded number of times however many pauses and remarks it holds.
func (pack) parse(text string, remarks bool) ([]lang.Clause, error) {
	text = stillWhy(forgotAsked(guessedState(guessedDone(whichOfTwoSaid(doorsWindows(lampHeard(echoAsked(text)))))))) // echo_asked.go, light_heard.go, which_of_two.go, guess_done.go, guess_state.go, forgot_asked.go, still_why.go
	if remindedLater(text) {
		return nil, errRemindedLater // reminder_later.go
	}
	if before, after, ok := reminded(text); ok {
		text = before + after // reminder.go
	}
	if unsure(text) {
		return nil, errUnsure // unsure.go
	}
	if eitherAlone(text) {
		return nil, errEither // doubted.go
	}
	if wishedAgainst(text) {
		return nil, errWishedAgainst // wish_against.go
	}
	if objected(text) {
		return nil, errObjected // objected.go
	}
	if (strings.Contains(text, thenLater) || strings.Contains(text, thenSaid)) && waitsFor(lex.Tokens(text)) {
		return nil, errWaitFor // wait_event.go; lexed again only where 再 or 就 is said
	}
	if calledSomeone(text) {
		return nil, errCalled // called_person.go
	}
	if rest, ok := reported(text); ok {
		return reportedSaid(rest) // reported.go
	}
	if rest, ok := leftUndone(text); ok {
		if cls, ok := leftUndoneSaid(rest); ok {
			return cls, nil // left_undone.go
		}
	}
	if rest, ok := keptNot(text); ok {
		if cls, ok := leftUndoneSaid(rest); ok {
			return cls, nil // kept_not.go
		}
	}
	if remarks {
		if cls, ok := speakerAt(text); ok {
			return cls, nil // speaker_at.go
		}
		if cls, ok := remarkFirst(text); ok {
			return cls, nil // remark_first.go
		}
		if cls, ok := remarkAfter(text); ok {
			return cls, nil // remark_first.go
		}
	}
	if rest, ok := whether(text); ok {
		return whetherSaid(rest) // whether.go
	}
	if cls, ok := answeredExcept(text); ok {
		return cls, nil // 不，除了卧室都关: answeredbut.go
	}
	u, err := grammar.ParseFast(parser, lex, text, parseFast)
	if err != nil {
		return nil, err
	}
	out := make([]lang.Clause, 0, len(u.Clauses))
	unlessSaid := false
	for i, c := range u.Clauses {
		var ps lang.Clause
		for j, ph := range c.Phrases {
			if otherwise[ph.Filler] && !unlessSaid {
				// "如果…就…，否则…": what to do when it does not hold
				// is no command of its own.
				return nil, grammar.Errorf("%s with no %s", ph.Filler, "除非")
			}
			if ph.Cond != nil && ph.Cond.Pre != nil && unless[ph.Cond.Pre.If] {
				unlessSaid = true
			}
			if unanswered[ph.Quest] || later[ph.Quest] || jested[ph.Quest] || listen[ph.Quest] || ph.Quest == speakerSaid || ph.Quest == addresseeSaid || ph.Quest == deedSaid || ph.Quest == lackSaid || ph.Quest == wayAsked || ph.Quest == whatIsAsked {
				return nil, grammar.Errorf("%s is asked", ph.Quest)
			}
			ps = append(ps, toPhrase(ph))
			if ph.Except != nil && saysMore(c.Phrases[j+1:]) {
				ps = classAfterExcept(ps, ph.Except)
			}
		}
		out = append(out, stateIf(allCounted(themAll(ps))))
		if i > 0 && listed(text, c.Pos.Offset) {
			out[i] = listItem(out[i-1], out[i])
			out[i-1] = listBefore(sharedClass(out[i-1], out[i]), out[i])
			for j := i - 1; j >= 0 && (j == i-1 || listed(text, u.Clauses[j+1].Pos.Offset)); j-- {
				if j < i-1 {
					out[j] = listBefore(out[j], out[i]) // 客厅灯、厨房灯和门厅灯都关了: the first of three too
				}
				out[j] = askedAsList(out[j], out[i])
			}
			out[i] = askedAsList(out[i], out[i-1]) // 是不是把吸顶灯和台灯都打开了
		}
	}
	if unreadIf(out) {
		return nil, errUnreadIf // unread_if.go
	}
	return otherThan(placeAfter(askedAhead(pausedRef(out))))
}

// ParseReply parses a reply: 确认, 不要 (with a correction after it:
// 不对，是次卧的), 全部, 第二个, a PIN, 书房的, the other one (另一个,
// 不是这个), all but some (除了卧室, 卧室除外, 除书房和厨房外).
func (pack) ParseReply(text string) (*ir.Reply, error) {
	text = choiceOpened(thenOpened(text)) // 那好吧, 那就卧室吧, 选第二个 (then_reply.go)
	if count, ok := countChosen(text); ok {
		return count, nil // 两个, 俩 (count_reply.go)
	}
	if lastChosen(strings.Trim(text, lastAround)) {
		return &ir.Reply{Kind: ir.Choice, Index: -1}, nil // 最后一个
	}
	if only := onlyChosen(text); only != nil {
		return only, nil // only_chosen.go
	}
	if selfDone(text) {
		return &ir.Reply{Kind: ir.No}, nil // 算了我自己来 (doubted.go)
	}
	if no, ok := doubted(text); ok {
		if no != nil {
			return no, nil
		}
		return &ir.Reply{Kind: ir.Unsure}, nil // doubted.go
	}
	r, err := grammar.Parse(replyParser, lex, text)
	for _, bare := range lex.Trimmed(text, replyAside, pack{}.Join) {
		if err == nil {
			break
		}
		r, err = grammar.Parse(replyParser, lex, bare) // 第二个吧, 嗯第二个, 卧室那个吧
	}
	if err != nil {
		if but, ok := answeredBut(text); ok {
			return but, nil // 对，除了卧室
		}
		return nil, err
	}
	switch {
	case r.Other != "":
		return &ir.Reply{Kind: ir.Other}, nil // 另一个, 不是这个
	case r.Yes != "":
		return &ir.Reply{Kind: ir.Yes, Verb: verbs[r.Said]}, nil
	case r.No != "" && notWanted(text):
		return &ir.Reply{Kind: ir.No}, nil // 不是卧室的: not that one, never it
	case r.No != "":
		return &ir.Reply{Kind: ir.No, Text: strings.Join(r.Fix, ""), Instead: len(r.Fix) > 0}, nil
	case r.All != "":
		return &ir.Reply{Kind: ir.Every}, nil
	case r.Index != "":
		i, _ := strconv.Atoi(r.Index)
		return &ir.Reply{Kind: ir.Choice, Index: i}, nil
	case r.PIN != "":
		return &ir.Reply{Kind: ir.PIN, Text: r.PIN}, nil
	case r.Again != "":
		return &ir.Reply{Kind: ir.Again}, nil
	case len(r.But) > 0:
		out := &ir.Reply{Kind: ir.Every}
		for _, c := range r.But {
			out.Except = append(out.Except, strings.Join(c.Words, "")) // 除了卧室, 卧室和厨房除外
		}
		return out, nil
	}
	out := &ir.Reply{Kind: ir.Choice, Text: strings.Join(r.Place, "")}
	for _, m := range r.More {
		out.More = append(out.More, strings.Join(m.Words, "")) // 厨房和卧室
	}
	return out, nil
}

// lastWords say the last of the options ("最后一个", "最后那个", "倒数第一个"),
// as "the last one" does: they were looked for as a name.
var lastWords = []string{"最后", "倒数第一"}

// lastAround are the particles and marks around such a reply ("最后一个吧").
const lastAround = "吧啊呀哦哈嗯就。！!，, "

// lastChosen reports a reply that is a word of lastWords and a measure or
// 那个 at most.
func lastChosen(said string) bool {
	for _, w := range lastWords {
		if rest, ok := strings.CutPrefix(said, w); ok {
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, "一"), "那")
			r, n := utf8.DecodeRuneInString(rest)
			return rest == "" || n == len(rest) && (measures[r] || r == '个' || r == '项' || r == '的')
		}
	}
	return false
}

// replyAside reports a word around a reply that answers nothing: a
// particle or a filler (吧, 嗯, 谢谢, 就行), or 那个 after what is chosen
// (卧室那个: the bedroom's); never 把 or 将, which say a command is to
// come (把灯 is cut short, no answer).
func replyAside(t lexer.Token) bool {
	return t.Type == grammar.Filler && !objectMarks[t.Value] || t.Type == grammar.Ref
}

// objectMarks put the object of a command before its verb.
var objectMarks = map[string]bool{"把": true, "将": true}

// Reinterpret sorts out what only a whole Chinese clause tells: the lock
// as a noun ("解锁大门锁"), a reference before a name as a determiner
// ("这个灯"), 恢复 with the sound as unmuting, 在 before a place.
func (pack) Reinterpret(c lang.Clause) (lang.Clause, int) {
	spokenRef(c)
	alarmSwitched(c)
	politeRequest(c)
	agentFirst(c)
	openABit(c)
	pullUpRaises(c)
	c = putOutLights(countedNot(askedAlone(modeName(c))))
	for i := range c {
		p := &c[i]
		if p.Kind == lang.Verb && p.Raw == lockVerb && c.Count(lang.Verb) > 1 {
			// "解锁大门锁", "把前门的锁打开": the lock is a noun.
			j := i - 1
			if j > 0 && c[j].Kind == lang.Filler && c[j].Raw == de {
				j--
			}
			switch {
			case j >= 0 && c[j].Kind == lang.NP && len(c[j].Words) > 0:
				c[j].Words = []string{c[j].Words[0] + lockWord}
				p.Kind = lang.Filler
			case slices.ContainsFunc(c[i+1:], func(q lang.Phrase) bool { return q.Kind == lang.Verb }):
				// "把锁打开", "所有的锁都打开": the lock, before its verb
				*p = lang.Phrase{Kind: lang.NP, Words: []string{lockWord}, Raw: p.Raw}
			}
		}
	}
	for i := range c {
		if p := &c[i]; p.Kind == lang.NP && p.Ref && i+1 < len(c) && c[i+1].Kind == lang.NP && len(c[i+1].Words) > 0 {
			c[i+1].One = c[i+1].One || pointsAtOne(c, i) // 卧室那个灯: one_pointed.go
			p.Kind = lang.Filler
		}
		if p := c[i]; p.Kind == lang.Filler && i+1 < len(c) && c[i+1].Kind == lang.NP && len(c[i+1].Words) > 0 {
			c[i+1].Pointed = pointedName(p.Raw) // 那个空调, 那台空调: demonstrative.go
		}
	}
	if v := c.First(lang.Verb); v != nil && v.Raw == resume && c.Has(lang.Attr, "volume") {
		v.Word = "unmute" // 恢复声音
	}
	for i := 1; i < len(c); i++ {
		if c[i].Kind == lang.NP && len(c[i].Words) > 0 && c[i-1].Kind == lang.Filler && c[i-1].Raw == zai {
			np := c[i]
			c[i] = lang.Phrase{Kind: lang.Prep, Prep: lang.PrepIn, Raw: zai, NP: &np}
		}
	}
	return c, 0
}

// DoorLock asks about the lock of a door (门), but not of a gate or the
// front door, which are names of their own.
func (pack) DoorLock(name string, all bool) (string, bool) {
	if !all && (!strings.HasSuffix(name, doorWord) || strings.HasSuffix(name, gateWord) || strings.HasSuffix(name, frontDoor)) {
		return "", false
	}
	return strings.TrimSuffix(name, doorWord) + lockWord, true
}

// Number reads a number with an optional unit.
func (pack) Number(text string) (float64, bool) { return lex.Number(text, valueUnits) }

// valueUnits are the units Number reads.
var valueUnits = lang.ValueUnits(units)
