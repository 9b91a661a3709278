package en

import (
	"cmp"
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
	for w := range numbers {
		if _, ok := words[w]; !ok {
			words[w] = grammar.Num
		}
	}
	spokenWords(words)
	wordnetWords(words)
	post := func(toks []lexer.Token) []lexer.Token {
		for _, step := range tokenSteps {
			toks = step(toks)
		}
		return toks
	}
	return (&grammar.Lexicon{Words: words, Content: grammar.Set(content), Expand: expand, Symbols: symbols, Normalize: normalize, Post: post}).Prepare()
}

// tokenSteps retype, merge or drop the tokens whose role the tokens
// around them tell, in this order, once the words are lexed.
var tokenSteps = []func([]lexer.Token) []lexer.Token{
	soonestSaid, condOpened, onlySaid, keptWhile, forbidden, levelAsked, letGo, overshot, moreUnit, notOther, channelSaid, calledFirst, classNoun, halfLevel, watched, sentBack, letsDo, colorNamed, anyMore, stepSaid, dirState, aboutValue, ifSo, theyIf, nounVerbAfterPause, knowLead, secured, condMoving, backAgain, closedAfter, exceptSaid, notNeeded, statementRunOn, stateContracted, presenceSaid, presenceAsked, stillSo, spelled, soundalikeNumbers, workerTold, workerNow, doingAsked, whereAsked, settingSaid, typos, nameLetter, degreeBefore, fahrenheitSaid, unitSaidTwice, durationValue, numberedName,
	otherOne, partOf, againOnce, openSwitched, stoppedDoing, opined, advised, dutyVerb, dutyAsked, meant, thereSaid, oneBy, likewise, exceptEnds,
	butThen, grammar.PausedExcept, heardAsked, addressWords, itsSaid, itsAttr, fullBlast, indefiniteOne, spokenTokens, plugged, asideCommas, comparedTwo, thresholdAsked, orValue, keptAt, sentTo, playSomething, musicPlace, goSaid, usedVerb, heldState, fanSpeeds, fanPaced, classVerbFirst, terseSet, listDir, hungTerse, someLight, musicAsked, stateWished, attrAlone, unpausedList, joinedBy, attrValue, itOnThing, unheard, demonstrative, modeNamedTo, modeUnsaid, deviceModeSaid, putMode, onInMode, modeAlone, heatOn, beDone,
	noOne, quarters, terseRun, onPlace, warmedIt, madeIt, warmedUp, fractions, wishTokens, limitAsked, howTo, whatIs, repeatSaidAlone, valueFixed, dirFixed, askedOfEach, notState, answers, speakerBe, nounVerbFirst,
}

// EBNF is the English grammar in participle's EBNF, kept in
// testdata/grammar.ebnf so that grammar changes are reviewable.
func EBNF() string { return parser.String() + "\n\n" + replyParser.String() + "\n" }

func (pack) Vocab() *lang.Vocab { return vocab }

func (pack) Join(words []string) string { return strings.Join(words, " ") }

func (pack) Split(name string) []string { return strings.Fields(name) }

func (pack) Key(name string) string { return lex.Key(name, keyDropped, keyWord) }

func (pack) NameKey(name string) (string, bool) { return lex.NameKey(name, keyDropped, keyWord) }

// keyWord is a word of a name as its key has it: singular, and the words
// of one kind of room or of one appliance folded onto one ("restroom" is
// a bathroom, "cooker" an oven).
func keyWord(w string) string {
	w = Singular(w)
	if p, ok := placeWords[w]; ok {
		return p
	}
	if t, ok := thingWords[w]; ok {
		return t
	}
	return w
}

func (p pack) OwnsName(name string) bool {
	return p.Detect(name) > 0 && lang.Detect(name).Code() == p.Code()
}

// ClassOf finds the class word at the end of a mention: the last word
// (singular or plural) or a phrase of several words.
func (pack) ClassOf(name string) (class string, plural bool) {
	rest := strings.TrimRightFunc(name, unicode.IsSpace)
	if rest == "" {
		return "", false
	}
	last := rest
	if i := strings.LastIndexFunc(rest, unicode.IsSpace); i >= 0 {
		_, size := utf8.DecodeRuneInString(rest[i:])
		last = rest[i+size:]
	}
	one := Singular(last)
	// a phrase that ends the mention is longer than its last word, and
	// its last word may be plural ("air conditioners")
	said := strings.TrimSuffix(rest, last) + one
	for _, ph := range classes.phrases {
		if strings.HasSuffix(said, ph.words) {
			return ph.class, last != one
		}
	}
	if c, ok := classes.word[one]; ok {
		return c, last != one
	}
	return "", false
}

// classes are the class words of the vocabulary as ClassOf reads them.
var classes = indexClasses(vocab.Classes)

type classIndex struct {
	word    map[string]string // a class word of one word: its class
	phrases []classPhrase     // the class words of several words, longest first
}

type classPhrase struct{ words, class string }

func indexClasses(byClass map[string][]string) classIndex {
	x := classIndex{word: map[string]string{}}
	for c, ws := range byClass {
		for _, w := range ws {
			if strings.Contains(w, " ") {
				x.phrases = append(x.phrases, classPhrase{w, c})
			} else {
				x.word[w] = c
			}
		}
	}
	slices.SortFunc(x.phrases, func(a, b classPhrase) int {
		return cmp.Or(len(b.words)-len(a.words), strings.Compare(a.words, b.words))
	})
	return x
}

// Singular folds an English plural to its singular: lights → light,
// switches → switch, batteries → battery. Other words are returned as they are.
func Singular(w string) string {
	if _, ok := classes.word[strings.TrimSuffix(w, "s")]; ok && len(w) <= 3 && strings.HasSuffix(w, "s") {
		return w[:len(w)-1] // "acs", "tvs"
	}
	switch {
	case len(w) <= 3 || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "ies"):
		return strings.TrimSuffix(w, "ies") + "y"
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "sses"):
		return strings.TrimSuffix(w, "es")
	case strings.HasSuffix(w, "s"):
		return strings.TrimSuffix(w, "s")
	}
	return w
}

// expand splits contractions and possessives: "what's" → what is,
// "kitchen's" → kitchen 's (stateContracted reads the mark), "don't" → do not, "i'd" → i would, "you've" →
// you have; words spelt as in a chat (chatSpellings: "pls" → please);
// and a name's words run together before a class word ("desklamp" → desk
// lamp: runTogether).
func expand(w string) []string {
	w = strings.Trim(w, "'")
	if words, ok := chatSpellings[w]; ok {
		return words
	}
	if before, class, ok := runTogether(w); ok {
		return []string{before, class}
	}
	switch {
	case w == "":
		return nil
	case strings.HasSuffix(w, "n't") && w != "n't":
		base := strings.TrimSuffix(w, "n't")
		if base == "ca" || base == "wo" {
			base = map[string]string{"ca": "can", "wo": "will"}[base]
		}
		return []string{base, "not"}
	case w == "it's" || w == "what's" || w == "that's" || w == "how's" || w == "where's" || w == "there's":
		return []string{strings.TrimSuffix(w, "'s"), "is"}
	case strings.HasSuffix(w, possessiveMark):
		return []string{strings.TrimSuffix(w, possessiveMark), possessiveMark}
	case strings.HasSuffix(w, "'d"):
		return []string{strings.TrimSuffix(w, "'d"), "would"}
	case strings.HasSuffix(w, "'m"):
		return []string{strings.TrimSuffix(w, "'m"), "am"}
	case strings.HasSuffix(w, "'re"):
		return []string{strings.TrimSuffix(w, "'re"), "are"}
	case strings.HasSuffix(w, "'ll"):
		return []string{strings.TrimSuffix(w, "'ll"), "will"}
	case strings.HasSuffix(w, "'ve"):
		return []string{strings.TrimSuffix(w, "'ve"), "have"}
	}
	return []string{strings.ReplaceAll(w, "'", "")}
}

// mergeNumbers turns runs of number words into one Num with the digits:
// "twenty five" → 25, "twenty point five" → 20.5, "three hundred and
// twenty" → 320, "six thousand forty two" → 6042.
func mergeNumbers(in []lexer.Token) []lexer.Token {
	out := in[:0]
	for i := 0; i < len(in); i++ {
		t := in[i]
		v, ok := numbers[t.Value]
		if d, err := strconv.Atoi(t.Value); err == nil && i+1 < len(in) && scales[in[i+1].Value] {
			v, ok = float64(d), true // "1 hundred", "one" read as 1 before "hundred"
		}
		if t.Type != grammar.Num || !ok {
			out = append(out, t)
			continue
		}
		var high float64 // the thousands said
		for i+1 < len(in) {
			if in[i+1].Value == pointWord && i+2 < len(in) {
				if frac, ok := numbers[in[i+2].Value]; ok && frac < 10 && in[i+2].Type == grammar.Num {
					v += frac / 10
					i += 2
					break
				}
			}
			k := i + 1
			if in[k].Value == andWord && k+1 < len(in) && (high > 0 && v == 0 || v >= 100 && int(v)%100 == 0) {
				k++ // "one hundred and five", "six thousand and forty two"
			}
			next, ok := numbers[in[k].Value]
			if !ok || in[k].Type != grammar.Num && !(in[k].Value == oneWord && (v >= 100 || high > 0)) || k > i+1 && next >= 100 {
				break // "one" after a hundred or a thousand is a number ("seven hundred and one")
			}
			switch {
			case next == thousand && high == 0 && v >= 1 && v < 1000:
				high, v = v*thousand, 0
			case next == 100 && v >= 1 && v < 100:
				v *= 100
			case v == 0 && high > 0 && next < 100,
				v >= 100 && int(v)%100 == 0 && next < 100,
				int(v)%100 >= 20 && int(v)%10 == 0 && next < 10:
				v += next
			default:
				ok = false
			}
			if !ok {
				break
			}
			i = k
		}
		t.Value = strconv.FormatFloat(high+v, 'f', -1, 64)
		out = append(out, t)
	}
	return out
}

// thousand is the value of "thousand"; andWord may also join the parts
// of a number ("a hundred and five").
const thousand = 1000

// ParseReply parses a reply: yes, no (with a correction after it), a
// PIN, all of them, an ordinal, an option's number or a place.
func (pack) ParseReply(text string) (*ir.Reply, error) {
	if greetingNoReply(text) {
		return nil, grammar.Errorf("a greeting is no reply") // "rise and shine kids", "hello kids"
	}
	if otherAnswer(text) {
		return &ir.Reply{Kind: ir.Other}, nil // "the other one", "not that one"
	}
	if fix, ok := notThis(text); ok {
		text = fix // "not the bedroom, the kitchen light"
	}
	text = ordinalSpelled(thenTrimmed(likewiseTrimmed(calledAside(text)))) // likewisereply.go, replythen.go, ordinalreply.go
	if count, ok := countChosen(text); ok {
		return count, nil // "the two of them", "all 3" (countreply.go)
	}
	if only := onlyChosen(text); only != nil {
		return only, nil // onlychosen.go
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
		r, err = grammar.Parse(replyParser, lex, bare) // "the bedside one please", "um, the second one"
	}
	if err != nil {
		if but, ok := answeredBut(pack{}, text); ok {
			return but, nil // "yes, except the bedroom"
		}
		if but, ok := exceptWorded(pack{}, text); ok {
			return but, nil // "not the hall", "but leave the hall on"
		}
		return nil, err
	}
	switch {
	case r.Yes != "":
		return &ir.Reply{Kind: ir.Yes}, nil
	case r.No != "":
		out := &ir.Reply{Kind: ir.No}
		if r.Fix != nil {
			out.Text, out.Instead = strings.Join(chosenWords(r.Fix.Words), " "), true
		}
		return out, nil
	case r.Meant != nil:
		return &ir.Reply{Kind: ir.No, Text: strings.Join(chosenWords(r.Meant.Choice.Words), " "), Instead: r.Meant.About == ""}, nil
	case len(r.Only) > 0 || r.All != "" && len(r.But) > 0 && !anyReplies[r.All]:
		out := &ir.Reply{Kind: ir.Every}
		for _, c := range append(r.Only, r.But...) {
			out.Except = append(out.Except, strings.Join(chosenWords(c.Words), " ")) // "all except the bedroom"
		}
		return out, nil
	case r.All == bothWord:
		return &ir.Reply{Kind: ir.Every, Index: 2}, nil // two of them, not all of three
	case anyReplies[r.All]:
		return &ir.Reply{Kind: ir.Every, Index: 1}, nil // one of them, not all: asked again
	case r.All != "":
		return &ir.Reply{Kind: ir.Every}, nil
	case r.Numbered != "":
		i, err := strconv.Atoi(r.Numbered)
		if r.Numbered == "one" {
			i, err = 1, nil // "number one": "one" alone is one of them
		}
		if err != nil || i < 1 {
			return nil, grammar.Errorf("%q is no option", r.Numbered)
		}
		return &ir.Reply{Kind: ir.Choice, Index: i}, nil // "number two"
	case r.PIN != "":
		return &ir.Reply{Kind: ir.PIN, Text: r.PIN}, nil
	case r.Again != "":
		return &ir.Reply{Kind: ir.Again}, nil
	}
	words := chosenWords(r.Place.Words)
	if len(words) == 1 && len(r.More) == 0 {
		if i, ok := ordinals[words[0]]; ok {
			return &ir.Reply{Kind: ir.Choice, Index: i}, nil
		}
	}
	out := &ir.Reply{Kind: ir.Choice, Text: strings.Join(words, " ")}
	for _, m := range r.More {
		out.More = append(out.More, strings.Join(chosenWords(m.Words), " ")) // "the kitchen and the hall"
	}
	return out, nil
}

// bothWord takes every option when there are two; anyWords one of them,
// whichever ("any", "any of them"), which is asked again where there are
// more, never all of them taken (anyReplies).
const bothWord = "both"

var anyReplies = set("any either")

// replyAside reports a word around a reply that answers nothing: a
// filler ("please", "thanks", "um").
func replyAside(t lexer.Token) bool { return t.Type == grammar.Filler }

// chosenWords are the words that choose an option, less the "one" that
// may end them ("the kitchen one"), and the word of an option after an
// ordinal ("the second option").
func chosenWords(words []string) []string {
	n := len(words)
	if _, ok := ordinals[words[0]]; n == 2 && ok && optionWords[words[1]] || n > 1 && words[n-1] == nameOne {
		return words[:n-1]
	}
	return words
}

// DoorLock asks about the locks of doors said in the plural or with a
// quantifier.
func (pack) DoorLock(name string, all bool) (string, bool) {
	if !all {
		return "", false
	}
	return strings.TrimSuffix(strings.TrimSuffix(name, "s"), doorWord) + lockWord, true
}

// Number reads a number with an optional unit.
func (pack) Number(text string) (float64, bool) { return lex.Number(text, valueUnits) }

// valueUnits are the units Number reads.
var valueUnits = lang.ValueUnits(units)
