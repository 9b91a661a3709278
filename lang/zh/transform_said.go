package zh

import (
	"slices"
	"strings"

	"edge/grammar"
)

// wakeFirst says a wake word before the text, unless one is said.
func wakeFirst(text string, _ []string) []string {
	for _, w := range strings.Fields(wakeWords) {
		if strings.HasPrefix(text, w) {
			return nil
		}
	}
	for w := range wakeAtStart {
		if strings.HasPrefix(text, w) {
			return nil
		}
	}
	return []string{rewordWake[len(text)%len(rewordWake)] + text}
}

// politeFirst asks politely: 请 or 帮我 before a command, 请问 before a
// question.
func politeFirst(text string, _ []string) []string {
	lead, ps := pieces(text)
	cls := clauses(ps)
	if len(cls) == 0 {
		return nil
	}
	c := cut(cls[0])
	for _, p := range c.lead {
		if politeWords[p.word] {
			return nil
		}
	}
	n := 0
	for n < len(c.lead) && openers[c.lead[n].word] {
		n++
	}
	at := lead + join(c.lead[:n])
	rest := join(slices.Concat(c.lead[n:], c.core, c.tail)) + join(slices.Concat(cls[1:]...))
	if !commandClause(c) {
		if slices.ContainsFunc(c.core, func(p piece) bool { return p.typ == grammar.Quest && strongQuest[p.word] }) {
			return []string{at + askPolitely + rest}
		}
		return nil
	}
	var out []string
	for _, w := range rewordPolite {
		out = append(out, at+w+rest)
	}
	return out
}

// yixia says 一下 after the verb of a command: "打开客厅灯" → "打开一下客厅灯",
// "把灯关掉" → "把灯关一下".
func yixia(cl clause, _ []string) []clause {
	c, ok := readCommand(cl.core)
	if !ok || len(c.bit) > 0 {
		return nil
	}
	c.bit = []piece{word(grammar.Filler, aBitMore)}
	v := c.verb[0]
	if short := verbForms[v.word].brief; short != "" && !c.first {
		c.verb = []piece{{typ: grammar.Verb, word: short, said: short, gap: v.gap}}
	}
	order := topicOrder
	switch {
	case c.first:
		order = verbFirstOrder
	case c.ba:
		order = baOrder
	}
	return []clause{c.said(order, cl)}
}

// particleLast ends a command with 吧 or 啊.
func particleLast(cl clause, _ []string) []clause {
	if !commandClause(cl) || len(cl.core) == 0 {
		return nil
	}
	for _, p := range cl.tail {
		if p.typ == grammar.Filler {
			return nil
		}
	}
	last := cl.core[len(cl.core)-1]
	if last.typ == grammar.Filler || last.word == closedPast || last.word == openPast {
		return nil
	}
	var out []clause
	for _, w := range rewordParticles {
		tail := slices.Concat([]piece{word(grammar.Filler, w)}, cl.tail)
		core := slices.Clone(cl.core)
		core[len(core)-1].gap = ""
		tail[0].gap = last.gap
		out = append(out, clause{lead: cl.lead, core: core, tail: tail})
	}
	return out
}

// erhua says 儿 after the 点 of a degree: "亮点" → "亮点儿", "一点" → "一点儿".
func erhua(cl clause, _ []string) []clause {
	for i, p := range cl.core {
		if (p.typ == grammar.Rel || p.typ == grammar.Filler) && strings.HasSuffix(p.said, "点") {
			core := slices.Clone(cl.core)
			core[i].said += erSuffix
			return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
		}
	}
	return nil
}

// adverb says 马上 before the verb of a command, 稍微 before a change.
func adverb(cl clause, _ []string) []clause {
	if !commandClause(cl) {
		return nil
	}
	for i := len(cl.core) - 1; i >= 0; i-- {
		if p := cl.core[i]; p.typ == grammar.Verb || p.typ == grammar.Rel {
			w := soonWord
			if p.typ == grammar.Rel {
				w = slightlyWord
			}
			core := slices.Concat(cl.core[:i], []piece{word(grammar.Filler, w)}, cl.core[i:])
			return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
		}
	}
	return nil
}

// synonym swaps a verb, a change or a class word for another of the same
// meaning from the pack's lists (transform_words.go).
func synonym(cl clause, _ []string) []clause {
	if !commandClause(cl) {
		return nil
	}
	var out []clause
	for i, p := range cl.core {
		var alt string
		switch p.typ {
		case grammar.Verb, grammar.Rel:
			alt = synonyms[p.word]
		case grammar.Han:
			for w, a := range classSynonyms {
				if strings.HasSuffix(p.said, w) && !strings.HasSuffix(p.said, a) {
					alt = strings.TrimSuffix(p.said, w) + a
				}
			}
		}
		if alt == "" || strings.HasSuffix(alt, degreeWord) && i+1 < len(cl.core) {
			continue
		}
		core := slices.Clone(cl.core)
		core[i].said, core[i].word = alt, alt
		out = append(out, clause{lead: cl.lead, core: core, tail: cl.tail})
		if len(out) == 2 {
			break
		}
	}
	return out
}
