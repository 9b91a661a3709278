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
	latinWords(words)
	return (&grammar.Lexicon{Words: words, Content: contentWords(), Unspaced: isHan, Numeral: numeral, Normalize: normalize,
		Post: spokenTokens}).Prepare()
}

// contentWords are the words kept whole (content) and the class words of
// three characters or more: a thing's name is never cut at a word of the
// grammar inside it. 加热器 was 加, 热 (a state) and 器, and "加器" was
// heard as the humidifier (加湿器). A class word of two characters may
// straddle a name and a verb (门锁 in 前门锁上), and is left to the lexer.
func contentWords() map[string]bool {
	set := grammar.Set(content)
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

func (pack) Key(name string) string { return placeWords.Replace(lex.Key(name, keyDrop, nil)) }

func (pack) NameKey(name string) (string, bool) {
	key, plain := lex.NameKey(name, keyDrop, nil)
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
func (pack) Parse(text string) ([]lang.Clause, error) {
	if before, after, ok := reminded(text); ok {
		text = before + after // reminder.go
	}
	if (strings.Contains(text, thenLater) || strings.Contains(text, thenSaid)) && waitsFor(lex.Tokens(text)) {
		return nil, errWaitFor // wait_event.go; lexed again only where 再 or 就 is said
	}
	if rest, ok := reported(text); ok {
		return reportedSaid(rest) // reported.go
	}
	if rest, ok := leftUndone(text); ok {
		if cls, ok := leftUndoneSaid(rest); ok {
			return cls, nil // left_undone.go
		}
	}
	if cls, ok := remarkFirst(text); ok {
		return cls, nil // remark_first.go
	}
	if cls, ok := remarkAfter(text); ok {
		return cls, nil // remark_first.go
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
		out = append(out, stateIf(allCounted(ps)))
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
	return otherThan(placeAfter(askedAhead(out)))
}

// askedAhead gives the clause after a clause that asks and does nothing
// ("是不是除了主卧，其他房间的灯都关掉了": the question, then its exception)
// the question: what it limits is asked, not done.
func askedAhead(cls []lang.Clause) []lang.Clause {
	opens := len(cls) > 0 && opensAsking(cls[0])
	for i := 0; i+1 < len(cls); i++ {
		c := cls[i]
		if opens {
			// "是不是打开客厅空调，调到二十六度了": all of it is asked
			cls[i+1] = askedAsList(cls[i+1], cls[0])
			continue
		}
		if c.Has(lang.Verb) || c.Has(lang.Rel) || c.Has(lang.State) {
			continue
		}
		cls[i+1] = askedAsList(cls[i+1], c)
		if c.Has(lang.Except) && !slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 }) {
			// only the exception is left: it limits what is asked
			cls[i] = slices.DeleteFunc(slices.Clone(c), func(p lang.Phrase) bool { return p.Kind == lang.Quest })
		}
	}
	return cls
}

// listed reports a clause that begins after a word of a list (和, 、, 以及):
// the clause before may be the first item of a list said before its verb.
func listed(text string, at int) bool {
	rs := []rune(text)
	for at--; at >= 0 && at < len(rs) && rs[at] == ' '; at-- {
	}
	if at < 0 || at >= len(rs) {
		return false
	}
	before := string(rs[:at+1])
	return listWords[rs[at]] || slices.ContainsFunc(listJoins, func(w string) bool { return strings.HasSuffix(before, w) })
}

// listItem reads the last item of a list: the place of the first item is
// its place too when it names none and is of the same class or belongs to
// a place (placeCarried: "书房的吸顶灯和台灯" is the study's desk lamp,
// "车库的灯和门" the garage's door; "书房的吸顶灯和电视", any TV), and 都 after it is all of the list, not all of its kind
// ("把书房的吸顶灯和台灯都打开").
func listItem(first, item lang.Clause) lang.Clause {
	out := slices.Clone(item)
	at := slices.IndexFunc(out, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 })
	if at < 0 {
		return out
	}
	for i := at + 1; i < len(out); i++ {
		if p := out[i]; p.Kind == lang.NP && p.All && listAll[p.Raw] {
			out[i] = lang.Phrase{Kind: lang.Filler, Raw: p.Raw}
		}
	}
	if at+1 < len(out) && out[at+1].Kind == lang.Filler && out[at+1].Raw == de || slices.ContainsFunc(out[:at], func(p lang.Phrase) bool { return p.Kind == lang.NP }) {
		return out // the item names its own place
	}
	n := len(first)
	for n > 0 && first[n-1].Kind == lang.Filler && first[n-1].Raw != de {
		n--
	}
	if n >= 3 && first[n-1].Kind == lang.NP && len(first[n-1].Words) > 0 && first[n-2].Kind == lang.Filler && placeOf[first[n-2].Raw] &&
		first[n-3].Kind == lang.NP && len(first[n-3].Words) > 0 && placeCarried(first[n-1].Words[0], out[at].Words[0]) {
		out = slices.Insert(out, at, first[n-3], first[n-2])
	} else if n >= 1 && first[n-1].Kind == lang.NP && len(first[n-1].Words) > 0 {
		if place, class := roomBefore(first[n-1].Words[0]); place != "" && placeCarried(class, out[at].Words[0]) {
			// "车库灯和门": the garage's door, as "车库的灯和门"
			out = slices.Insert(out, at, lang.Phrase{Kind: lang.NP, Words: []string{place}, Raw: place}, lang.Phrase{Kind: lang.Filler, Raw: de})
		}
	}
	return out
}

// roomBefore splits a word that is a room's word and a class word said as
// one ("车库灯", "卧室灯"); "" where it is none ("床头灯" begins with no room).
func roomBefore(word string) (place, class string) {
	for _, r := range roomWords {
		if rest, ok := strings.CutPrefix(word, r); ok && rest != "" && isClassWord(rest) {
			return r, rest
		}
	}
	return "", ""
}

// sharedClass gives the first item of a list that names no class the
// class the last item names after its place: "客厅和餐厅的灯" are the
// living room's lights and the dining room's, never all of the living
// room.
func sharedClass(first, item lang.Clause) lang.Clause {
	n := len(first)
	for n > 0 && first[n-1].Kind == lang.Filler && first[n-1].Raw != de {
		n--
	}
	if n == 0 || first[n-1].Kind != lang.NP || len(first[n-1].Words) == 0 || first[n-1].All || n >= 2 && first[n-2].Kind == lang.NP {
		return first
	}
	if class, _ := (pack{}).ClassOf(first[n-1].Words[0]); class != "" {
		return first
	}
	at := slices.IndexFunc(item, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 })
	if at < 0 || at+2 >= len(item) || item[at+1].Kind != lang.Filler || item[at+1].Raw != de || item[at+2].Kind != lang.NP ||
		len(item[at+2].Words) == 0 || !isClassWord(item[at+2].Words[0]) {
		return first
	}
	return slices.Insert(slices.Clone(first), n, item[at+1], item[at+2])
}

// sameClass reports two names of one class.
func sameClass(a, b string) bool {
	ca, _ := pack{}.ClassOf(a)
	cb, _ := pack{}.ClassOf(b)
	return ca != "" && ca == cb
}

// listBefore gives the first items of a list said before the verb ("把电视
// 和客厅的灯都关掉", "电视和音箱的音量调大") what the last item's clause
// does: a clause that only names gets its verb, change, attribute and
// value, and its state, question and negation ("厨房灯和餐灯关了吗", "厨房灯
// 和餐灯都不要开"), so that no item is done when the list is asked about
// or refused.
func listBefore(first, last lang.Clause) lang.Clause {
	for _, p := range first {
		if p.Kind != lang.NP && p.Kind != lang.Filler {
			return first
		}
	}
	out := first
	for _, p := range last {
		switch p.Kind {
		case lang.Verb, lang.Rel, lang.Value, lang.Attr, lang.Dir, lang.State, lang.Quest, lang.Neg, lang.Noun:
			out = append(out, p)
		}
	}
	return out
}

// opensAsking reports a clause that begins, after fillers, with a word
// that asks yes or no before what it asks ("是不是", "有没有").
func opensAsking(c lang.Clause) bool {
	for _, p := range c {
		if p.Kind != lang.Filler {
			return p.Kind == lang.Quest && p.Strong && askedBefore[p.Raw]
		}
	}
	return false
}

// askedAsList gives an item of a list the question or the negation said
// after the list's last item ("关掉电视和空调吗", "打开窗帘和吸顶灯了没有"):
// the list is asked about, or refused, whole; no item of it is done.
func askedAsList(item, last lang.Clause) lang.Clause {
	if slices.ContainsFunc(item, func(p lang.Phrase) bool { return p.Kind == lang.Quest && p.Strong || p.Kind == lang.Neg }) {
		return item
	}
	out := item
	for _, p := range last {
		if p.Kind == lang.Quest && p.Strong || p.Kind == lang.Neg {
			out = append(slices.Clip(out), p)
		}
	}
	return out
}

// saysMore reports phrases that say more than fillers: after an exception,
// what it is excepted from ("除了卧室的灯都关了"), where an exception that
// ends its clause names one thing ("除了主卧的空调，其余的空调全关了").
func saysMore(phs []*phraseTree) bool {
	for _, ph := range phs {
		if ph.Filler == "" {
			return true
		}
	}
	return false
}

// placeAfter reads a clause that only names a place with 的 ("开灯，厨房的")
// or 在 ("开灯，在厨房") as the place of the clause before it, said before
// its name as if it were said there ("开厨房的灯").
func placeAfter(cls []lang.Clause) []lang.Clause {
	out := cls[:0:0]
	for i, c := range cls {
		if np, ok := placeOnly(c); ok && i > 0 && len(out) > 0 && len(out[len(out)-1]) > 0 {
			prev := &out[len(out)-1]
			if at := slices.IndexFunc(*prev, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 }); at >= 0 {
				*prev = slices.Insert(slices.Clone(*prev), at, *np, lang.Phrase{Kind: lang.Filler, Raw: de})
			} else {
				*prev = append(*prev, lang.Phrase{Kind: lang.Prep, Prep: lang.PrepIn, Raw: de, NP: np})
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

// placeOnly finds the one name of a clause said as a place: followed by
// 的, or after 在, with nothing but fillers besides.
func placeOnly(c lang.Clause) (*lang.Phrase, bool) {
	var np *lang.Phrase
	marked := false
	for i := range c {
		p := &c[i]
		switch {
		case p.Kind == lang.NP && np == nil && len(p.Words) > 0 && !p.All:
			np = p
		case p.Kind == lang.Filler && (p.Raw == de && np != nil || p.Raw == zai && np == nil):
			marked = true
		case p.Kind == lang.Filler && tailWords[p.Raw]:
		default:
			return nil, false
		}
	}
	return np, np != nil && marked
}

// ParseReply parses a reply: 确认, 不要 (with a correction after it:
// 不对，是次卧的), 全部, 第二个, a PIN, 书房的, the other one (另一个,
// 不是这个), all but some (除了卧室, 卧室除外, 除书房和厨房外).
func (pack) ParseReply(text string) (*ir.Reply, error) {
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
		return &ir.Reply{Kind: ir.No, Text: strings.Join(r.Fix, "")}, nil
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
			p.Kind = lang.Filler
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
func (pack) Number(text string) (float64, bool) { return lex.Number(text, units) }
