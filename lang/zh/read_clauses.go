package zh

// What the clauses of one utterance tell each other: a list said before
// its verb (客厅灯、厨房灯和门厅灯都关了), a question that asks what follows it,
// and a place said after its clause.

import (
	"slices"
	"strings"

	"edge/lang"
)

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
		if p := out[i]; p.Kind == lang.NP && p.All && listAll[p.Raw] && !(i == at+3 && sharesClass(first, item)) {
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
		place := first[n-3]
		place.Near = carriedNear(out[at].Words[0])
		out = slices.Insert(out, at, place, first[n-2])
	} else if n >= 1 && first[n-1].Kind == lang.NP && len(first[n-1].Words) > 0 {
		if place, class := roomBefore(first[n-1].Words[0]); place != "" && placeCarried(class, out[at].Words[0]) {
			// "车库灯和门": the garage's door, as "车库的灯和门"
			said := lang.Phrase{Kind: lang.NP, Words: []string{place}, Raw: place, Near: carriedNear(out[at].Words[0])}
			out = slices.Insert(out, at, said, lang.Phrase{Kind: lang.Filler, Raw: de})
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
	if !sharesClass(first, item) {
		return first
	}
	n := namedEnd(first)
	at := slices.IndexFunc(item, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 })
	if at+3 < len(item) && item[at+3].Kind == lang.NP && item[at+3].All && listAll[item[at+3].Raw] {
		// "客厅和厨房的灯都关了": every light of each
		return slices.Insert(slices.Clone(first), n, item[at+1], item[at+2], item[at+3])
	}
	return slices.Insert(slices.Clone(first), n, item[at+1], item[at+2])
}

// sharesClass reports a first item of a list that names no class and a
// last that names a class after its place (sharedClass).
func sharesClass(first, item lang.Clause) bool {
	n := namedEnd(first)
	if n == 0 || first[n-1].Kind != lang.NP || len(first[n-1].Words) == 0 || first[n-1].All || n >= 2 && first[n-2].Kind == lang.NP {
		return false
	}
	if class, _ := (pack{}).ClassOf(first[n-1].Words[0]); class != "" {
		return false
	}
	at := slices.IndexFunc(item, func(p lang.Phrase) bool { return p.Kind == lang.NP && len(p.Words) > 0 })
	return at >= 0 && classInPlace(item, at)
}

// namedEnd is the end of a clause without the fillers after its name, 的
// kept.
func namedEnd(c lang.Clause) int {
	n := len(c)
	for n > 0 && c[n-1].Kind == lang.Filler && c[n-1].Raw != de {
		n--
	}
	return n
}

// classInPlace reports a clause that says at at a place, 的 and a class
// word ("厨房的灯"): the class there. 都 after it ("客厅和厨房的灯都关了") is
// every one of the class there, as in "厨房的灯都关了", and of each place
// the list shares the class with (sharedClass).
func classInPlace(c lang.Clause, at int) bool {
	return at+2 < len(c) && c[at+1].Kind == lang.Filler && c[at+1].Raw == de && c[at+2].Kind == lang.NP &&
		len(c[at+2].Words) > 0 && isClassWord(c[at+2].Words[0])
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
