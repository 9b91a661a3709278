package compile

import (
	"math"
	"strings"

	"edge/grammar"
	"edge/ir"
)

// assemble composes the phrases of each clause into IR clauses: it finds
// the action (verb, direction, value, relative word), the target (names,
// places, quantifier, exceptions, "it", "here"), the parameters and the
// question, then ties conditions, elided verbs and 不要 to their clauses.
func assemble(lang string, clauses [][]phrase, p *ir.Program) error {
	clauses = mergeTopics(clauses)
	doubts := 0
	defer func() { p.Confidence = math.Pow(0.9, float64(doubts)) }()
	var pending *ir.Condition
	for i, ps := range clauses {
		if c, only := conditionOnly(ps); only {
			cond := condition(lang, c)
			if len(p.Clauses) > 0 && i == len(clauses)-1 {
				p.Clauses[len(p.Clauses)-1].Condition = cond
			} else {
				pending = cond
			}
			continue
		}
		if x, ok := negation(lang, ps); ok && len(p.Clauses) > 0 {
			last := &p.Clauses[len(p.Clauses)-1]
			last.Target.Except = append(last.Target.Except, x)
			continue
		}
		var inner *ir.Condition
		ps, inner = splitCondition(lang, ps)
		a := &asm{lang: lang, ps: ps}
		cl, err := a.clause()
		if err == errNoAction && len(p.Clauses) > 0 && p.Clauses[len(p.Clauses)-1].Kind == ir.Act && a.hasTarget() {
			// "turn on the tv and the fan": the verb carries over.
			prev := p.Clauses[len(p.Clauses)-1]
			cl = ir.Clause{Kind: ir.Act, Verb: prev.Verb, Actions: prev.Actions, Params: prev.Params, Target: a.target()}
			err = nil
			doubts++
		}
		if err != nil {
			return err
		}
		doubts += a.doubt
		switch {
		case inner != nil:
			cl.Condition = inner
		case pending != nil:
			cl.Condition, pending = pending, nil
		}
		p.Clauses = append(p.Clauses, cl)
	}
	if pending != nil || len(p.Clauses) == 0 {
		return &Error{Column: 1, Msg: "a condition with nothing to do"}
	}
	return nil
}

var errNoAction = &Error{Column: 1, Msg: "no action or question found"}

// conditionOnly reports whether a clause is just a condition ("if it is
// above 26 degrees", ", then ...").
func conditionOnly(ps []phrase) (*cond, bool) {
	var c *cond
	for _, p := range ps {
		switch p.kind {
		case pCond:
			c = p.cond
		case pFiller:
		default:
			return nil, false
		}
	}
	return c, c != nil
}

// mergeTopics joins a clause that only names a target to the next one
// when that one only acts: "客厅的灯，打开", "the kitchen light, off".
func mergeTopics(clauses [][]phrase) [][]phrase {
	var out [][]phrase
	for i := 0; i < len(clauses); i++ {
		a := &asm{ps: clauses[i]}
		if a.onlyFillers() {
			continue // "hey, turn off the tv"
		}
		if i+1 < len(clauses) && a.onlyExcept() {
			// "除了卧室之外，把所有灯关掉"
			clauses[i+1] = append(append([]phrase(nil), clauses[i]...), clauses[i+1]...)
			continue
		}
		if i+1 < len(clauses) && a.hasTarget() {
			b := &asm{ps: clauses[i+1]}
			if !b.has(pNP) && !b.has(pPrep) && (b.has(pVerb) || b.has(pDir)) {
				out = append(out, append(append([]phrase(nil), clauses[i]...), clauses[i+1]...))
				i++
				continue
			}
		}
		out = append(out, clauses[i])
	}
	return out
}

func (a *asm) onlyFillers() bool {
	for _, p := range a.ps {
		if p.kind != pFiller {
			return false
		}
	}
	return true
}

func (a *asm) onlyExcept() bool {
	found := false
	for _, p := range a.ps {
		switch p.kind {
		case pExcept:
			found = true
		case pFiller:
		default:
			return false
		}
	}
	return found
}

// splitCondition takes a condition out of a clause that also acts ("if
// it is above 26 degrees turn on the AC").
func splitCondition(lang string, ps []phrase) ([]phrase, *ir.Condition) {
	for i, p := range ps {
		if p.kind == pCond {
			rest := append(append([]phrase(nil), ps[:i]...), ps[i+1:]...)
			return rest, condition(lang, p.cond)
		}
	}
	return ps, nil
}

// negation reads "卧室的不要" (after a clause) as an exception.
func negation(lang string, ps []phrase) (ir.Target, bool) {
	neg, np := false, false
	for _, p := range ps {
		switch p.kind {
		case pNeg:
			neg = true
		case pNP, pPrep:
			np = true
		case pFiller:
		default:
			return ir.Target{}, false
		}
	}
	if !neg || !np {
		return ir.Target{}, false
	}
	a := &asm{lang: lang, ps: ps}
	return a.target(), true
}

func condition(lang string, c *cond) *ir.Condition {
	out := &ir.Condition{Quantity: c.attr, Op: c.op, Value: c.value.num}
	if out.Quantity == "" {
		out.Quantity = "temperature"
		if c.value.unit == "%" {
			out.Quantity = "humidity"
		}
	}
	if len(c.subject) > 0 {
		a := &asm{lang: lang, ps: c.subject}
		out.Target = a.target()
		out.Target.Ref = false // "if it is above 26 degrees": "it" is the weather
	}
	return out
}

// asm assembles one clause.
type asm struct {
	lang string
	ps   []phrase
	// doubt counts the words read in a less usual way.
	doubt int
}

func (a *asm) has(k pkind, words ...string) bool {
	for _, p := range a.ps {
		if p.kind != k {
			continue
		}
		if len(words) == 0 {
			return true
		}
		for _, w := range words {
			if p.word == w {
				return true
			}
		}
	}
	return false
}

func (a *asm) first(k pkind) *phrase {
	for i := range a.ps {
		if a.ps[i].kind == k {
			return &a.ps[i]
		}
	}
	return nil
}

func (a *asm) hasTarget() bool {
	for _, p := range a.ps {
		switch p.kind {
		case pVerb, pDir, pValue, pRel, pQuest, pState, pAttr:
			return false
		}
	}
	return a.has(pNP) || a.has(pPrep)
}

func (a *asm) question() bool {
	for _, p := range a.ps {
		if p.kind == pQuest && p.strong {
			return true
		}
	}
	return false
}

// reinterpret fixes what only the whole clause tells: "turn on the light"
// is a direction before a noun phrase, not "on the light"; a Chinese
// reference followed by a name ("这个灯") is a determiner.
func (a *asm) reinterpret() {
	a.verbInName()
	turn := a.has(pVerb, "turn") && !a.has(pDir)
	for i := range a.ps {
		p := &a.ps[i]
		if turn && p.kind == pPrep && p.prep == "on" {
			np := *p.np
			a.ps = append(a.ps[:i], append([]phrase{{kind: pDir, word: "on"}, np}, a.ps[i+1:]...)...)
			turn = false
			continue
		}
		if p.kind == pNP && p.ref && a.lang == "zh" && i+1 < len(a.ps) && a.ps[i+1].kind == pNP && len(a.ps[i+1].words) > 0 {
			p.kind = pFiller
		}
	}
	a.prepNames()
	a.colorInName()
	switchOnly := a.attr() == "" && (a.has(pDir, "on", "off") || a.has(pVerb, "open", "close", "lock", "unlock", "activate", "toggle", "start", "stop", "off", "zh-open"))
	for i := range a.ps {
		p := &a.ps[i]
		if switchOnly && p.kind == pValue && p.hasNum && p.unit == "" && p.prep == "" && i > 0 && a.ps[i-1].kind == pNP && len(a.ps[i-1].words) > 0 {
			// "turn on light 2": the number is part of the name.
			np := &a.ps[i-1]
			np.words = append(append([]string(nil), np.words...), p.numText())
			p.kind = pFiller
			a.doubt++
		}
	}
}

// verbInName sorts out words that are both verbs and nouns: "lock the
// door" starts with a verb, "解锁大门锁" ends with a name.
func (a *asm) verbInName() {
	for i := range a.ps {
		p := &a.ps[i]
		if a.lang == "en" && p.kind == pNP && len(p.words) > 0 && p.words[0] == "light" && i+1 < len(a.ps) && (a.ps[i+1].kind == pDir && a.ps[i+1].word == "up" || a.ps[i+1].kind == pNP && a.ps[i+1].ref) {
			// "light up the kitchen", "light it up"
			p.words = p.words[1:]
			for j := i + 1; j < len(a.ps); j++ {
				if a.ps[j].kind == pDir && a.ps[j].word == "up" {
					a.ps[j].kind = pFiller
				}
				if a.ps[j].kind == pNP && a.ps[j].ref {
					a.ps[j].kind = pFiller
				}
			}
			if len(p.words) == 0 {
				p.kind = pFiller
			}
			a.ps = append(a.ps[:i], append([]phrase{{kind: pVerb, word: "light", raw: "light"}}, a.ps[i:]...)...)
			return
		}
		if a.lang == "en" && p.kind == pVerb && nameVerbs[p.raw] && i+1 < len(a.ps) && a.ps[i+1].kind == pNP && len(a.ps[i+1].words) > 0 && !a.ps[i+1].all && a.actionBefore(i) {
			// "turn on play corner lights": a verb inside a name.
			np := &a.ps[i+1]
			np.words = append([]string{p.raw}, np.words...)
			p.kind = pFiller
			a.doubt++
			continue
		}
		if a.lang == "en" && p.kind == pNP && !a.has(pVerb) && len(p.words) > 0 && nounVerbs[p.words[0]] && a.firstContent() == i && (len(p.words) > 1 || i+1 < len(a.ps)) {
			// "lock the front door", "vacuum the kitchen"
			v := phrase{kind: pVerb, word: enVerbs[p.words[0]], raw: p.words[0]}
			p.words = p.words[1:]
			if len(p.words) == 0 {
				p.kind = pFiller
			}
			a.ps = append(a.ps[:i], append([]phrase{v}, a.ps[i:]...)...)
			return
		}
		if a.lang == "zh" && p.kind == pVerb && p.raw == "锁" && a.countVerbs() > 1 {
			// "解锁大门锁", "把前门的锁打开": the lock is a noun.
			j := i - 1
			if j > 0 && a.ps[j].kind == pFiller && a.ps[j].raw == "的" {
				j--
			}
			if j >= 0 && a.ps[j].kind == pNP && len(a.ps[j].words) > 0 {
				np := &a.ps[j]
				np.words = []string{np.words[0] + "锁"}
				p.kind = pFiller
			}
		}
	}
}

// nounVerbs are nouns that also are verbs, at the start of a command
// ("lock the front door", "vacuum the kitchen").
var nounVerbs = map[string]bool{"lock": true, "switch": true, "vacuum": true}

// nameVerbs are verbs that also begin names ("play corner lights").
var nameVerbs = map[string]bool{"play": true, "start": true, "stop": true, "run": true}

func (a *asm) firstVerbRaw() string {
	if v := a.first(pVerb); v != nil {
		return v.raw
	}
	return ""
}

// actionBefore reports whether a verb or an on/off direction comes before
// phrase i, or an on/off direction after it.
func (a *asm) actionBefore(i int) bool {
	for j, p := range a.ps {
		if j < i && (p.kind == pVerb || p.kind == pDir) {
			return true
		}
		if j > i && p.kind == pDir && (p.word == "on" || p.word == "off") {
			return true
		}
	}
	return false
}

func (a *asm) countVerbs() int {
	n := 0
	for _, p := range a.ps {
		if p.kind == pVerb {
			n++
		}
	}
	return n
}

// firstContent is the index of the first phrase that is not a filler.
func (a *asm) firstContent() int {
	for i, p := range a.ps {
		if p.kind != pFiller {
			return i
		}
	}
	return -1
}

// prepNames reads "of", "for", "with" and a non-floor "on" as naming the
// target when no other words name it: "the brightness of the lamp",
// "skip this song on the TV"; otherwise they name a place.
func (a *asm) prepNames() {
	if a.lang != "en" {
		return
	}
	for _, p := range a.ps {
		if p.kind == pNP && len(p.words) > 0 {
			return
		}
	}
	for i := range a.ps {
		p := &a.ps[i]
		if p.kind != pPrep || p.np.here || p.np.ref || len(p.np.words) == 0 {
			continue
		}
		switch p.prep {
		case "of", "for", "with":
		case "on":
			if floorWords(p.np.words) {
				continue
			}
		default:
			continue
		}
		if p.prep == "on" || p.prep == "with" {
			a.doubt++ // "on the TV": a place word that names a device
		}
		a.ps[i] = *p.np
		return
	}
}

func floorWords(words []string) bool {
	for _, w := range words {
		switch w {
		case "floor", "level", "storey", "story", "upstairs", "downstairs", "basement", "attic":
			return true
		}
	}
	return false
}

// colorInName keeps a colour word that is part of a name ("set big white
// to 30%"): a colour right after a name, when the clause has another value.
func (a *asm) colorInName() {
	values := 0
	for _, p := range a.ps {
		if p.kind == pValue {
			values++
		}
	}
	if values < 2 {
		return
	}
	for i := range a.ps {
		p := &a.ps[i]
		if p.kind == pValue && p.color != "" && p.prep == "" && i > 0 && a.ps[i-1].kind == pNP && len(a.ps[i-1].words) > 0 {
			np := &a.ps[i-1]
			np.words = append(append([]string(nil), np.words...), p.color)
			p.kind = pFiller
			a.doubt++
			return
		}
	}
}

func (a *asm) clause() (ir.Clause, error) {
	a.reinterpret()
	if a.question() {
		return a.query()
	}
	return a.act()
}

// verb is the first verb of the clause ("" for none).
func (a *asm) verb() string {
	if v := a.first(pVerb); v != nil {
		return v.word
	}
	return ""
}

func (a *asm) act() (ir.Clause, error) {
	t := a.target()
	verb := a.verb()
	dir := ""
	if d := a.first(pDir); d != nil {
		dir = d.word
	}
	val := a.first(pValue)
	attr := a.attr()
	rel := a.first(pRel)
	has := func(ws ...string) bool { return a.has(pVerb, ws...) }
	switch {
	case has("clean"):
		return a.clean()
	case has("mow") && has("stop", "cancel") || has("cancel-mow"):
		return a.simple("dock", clusterOf("mow-dock"), a.dropLawn(t)), nil
	case has("mow"):
		return a.simple("start", clusterOf("mow-start"), a.dropLawn(t)), nil
	case has("return", "go") && (a.has(pNoun, "base", "charger", "station", "充电座", "基站") || has("dock") || a.hasWord("home")):
		t = a.dropWord(t, "home")
		return a.simple("dock", clusterOf("dock"), t), nil
	case has("again") || has("return", "go") && (has("previous") || a.hasWord("back")) || has("play") && a.hasWord("last") && a.has(pNoun):
		// "go back", "play the last song again"
		return a.simple("previous", clusterOf("previous"), a.dropWord(a.dropWord(t, "last"), "back")), nil
	case has("next", "previous"):
		v := "next"
		if has("previous") {
			v = "previous"
		}
		return a.simple(v, clusterOf(v), a.dropWord(t, "last")), nil
	case has("play") && a.lang == "zh" && a.has(pAttr, "volume") && a.firstVerbRaw() == "恢复":
		return a.simple("unmute", clusterOf("unmute"), t), nil
	case has("arm"):
		return a.arm(t), nil
	case has("disarm") && emptyTarget(t):
		t.Class = "alarm"
		return a.simple("disarm", clusterOf("disarm"), t), nil
	case has("return", "go") && !a.has(pValue):
		return a.simple("dock", clusterOf("dock"), t), nil
	}
	if verb == "" && dir == "" && rel == nil && attr == "" && val != nil && (emptyTarget(t) || val.unit == "" && val.color == "" && val.extreme == 0) {
		return ir.Clause{}, errNoAction // a bare number is no command
	}
	if val != nil || rel != nil || attr != "" || has("set", "dim", "brighten", "inc", "dec") || (dir == "up" || dir == "down") {
		if val != nil || rel != nil || has("dim", "brighten", "inc", "dec") || dir == "up" || dir == "down" {
			return a.set(t, verb, dir, val, rel, attr)
		}
	}
	if verb == "light" {
		// "light up the kitchen": the lights of the place, or here.
		t.Name = strings.TrimSpace(t.Name + " lights")
		for _, p := range t.Places {
			t.Name = p + " " + t.Name
		}
		t.Places, t.Class, t.All = nil, "light", true
		return a.simple("on", clusters["on"], t), nil
	}
	v := verb
	switch {
	case (v == "turn" || v == "set") && dir == "" && val == nil && attr == "" && t.Name != "":
		v = "activate" // "change to the party mode scene"
	case v == "turn" || v == "set" || v == "":
		v = dir
	case v == "start" && dir == "off", v == "stop" && dir == "":
		v = "stop"
	}
	if v == "on" && a.lang == "zh" {
		v = "zh-open"
	}
	if (v == "zh-close" || v == "off") && a.has(pAttr, "volume") {
		v = "mute" // "把声音关掉"
	}
	switch v {
	case "":
		return ir.Clause{}, errNoAction
	case "up", "down":
		return a.set(t, verb, v, nil, nil, attr)
	}
	cl, ok := clusters[v]
	if !ok {
		return ir.Clause{}, errNoAction
	}
	if emptyTarget(t) && needsTarget[v] {
		return ir.Clause{}, &Error{Column: 1, Msg: "no target: say what to " + strings.TrimPrefix(v, "zh-")}
	}
	return a.simple(v, cl, t), nil
}

// needsTarget are the verbs that must name what they act on; media,
// vacuum and mower verbs may mean the one near the speaker.
var needsTarget = map[string]bool{"on": true, "zh-open": true, "off": true, "zh-close": true, "open": true, "close": true, "lock": true,
	"unlock": true, "toggle": true, "activate": true}

func emptyTarget(t ir.Target) bool {
	return t.Name == "" && len(t.Places) == 0 && !t.Ref && !t.All && t.Class == ""
}

// armModes are the words of the alarm's modes.
var armModes = map[string]string{"home": "home", "away": "away", "night": "night", "stay": "home",
	"在家": "home", "离家": "away", "外出": "away", "夜间": "night", "睡眠": "night"}

// arm is "arm the alarm (in away mode)", "布防(离家模式)".
func (a *asm) arm(t ir.Target) ir.Clause {
	cl := a.simple("arm", clusterOf("arm"), t)
	var keep []string
	for _, w := range a.nameWords(t.Name) {
		if m, ok := armModes[w]; ok {
			cl.Params = []ir.Param{{Name: "mode", Text: m}}
			continue
		}
		if w != "mode" && w != "模式" {
			keep = append(keep, w)
		}
	}
	cl.Target.Name = a.join(keep)
	cl.Target.Class, _ = classOf(cl.Target.Name)
	var places []string
	for _, p := range cl.Target.Places {
		if m, ok := armModes[strings.TrimSuffix(p, " mode")]; ok {
			cl.Params = []ir.Param{{Name: "mode", Text: m}} // "in away mode"
			continue
		}
		places = append(places, p)
	}
	cl.Target.Places = places
	if cl.Target.Name == "" {
		cl.Target.Class = "alarm"
	}
	return cl
}

// nameWords splits a name into its words; a Chinese name is cut around
// the alarm's mode words.
func (a *asm) nameWords(name string) []string {
	if a.lang == "en" {
		return strings.Fields(name)
	}
	for w := range armModes {
		if w[0] >= 0x80 && strings.Contains(name, w) {
			var out []string
			for _, part := range []string{strings.Split(name, w)[0], w, strings.TrimPrefix(strings.SplitN(name, w, 2)[1], "模式")} {
				if part != "" {
					out = append(out, part)
				}
			}
			return out
		}
	}
	if name == "" {
		return nil
	}
	return []string{name}
}

func (a *asm) simple(verb string, cl []ir.Alt, t ir.Target) ir.Clause {
	switch verb {
	case "zh-open":
		verb = "on"
	case "zh-close":
		verb = "off"
	}
	return ir.Clause{Kind: ir.Act, Verb: verb, Actions: cl, Target: t}
}

// set builds a clause that sets or changes an attribute.
func (a *asm) set(t ir.Target, verb, dir string, val, rel *phrase, attr string) (ir.Clause, error) {
	sign := 0.0
	switch {
	case rel != nil:
		sign = rel.sign
		if attr == "" {
			attr = rel.word
		}
	case verb == "inc" || verb == "brighten" || dir == "up":
		sign = 1
	case verb == "dec" || verb == "dim" || dir == "down":
		sign = -1
	}
	if verb == "dim" || verb == "brighten" {
		if attr == "" {
			attr = "brightness"
		}
	}
	if attr == "" && a.lang == "zh" && sign != 0 && rel != nil && (rel.word == "" || rel.word == "volume") && a.has(pAttr, "volume") {
		attr = "volume"
	}
	p := ir.Param{Name: attr}
	switch {
	case val == nil && sign == 0:
		return ir.Clause{}, errNoAction
	case val == nil:
		if p.Name == "" {
			p.Name = "level"
		}
		p.Relative, p.Num = true, sign*defaultStep(attr)
	case val.color != "":
		c := strings.ReplaceAll(val.color, " ", "")
		if k, ok := colorTempOf(c); ok && (attr == "" || attr == "color_temp" || attr == "temperature") {
			p.Name, p.Num = "color_temp", k
		} else if name, ok := colorNames[c]; ok {
			p.Name, p.Text = "color", name
		} else {
			return ir.Clause{}, &Error{Column: 1, Msg: "“" + val.color + "” is not a colour edge knows"}
		}
	case val.extreme != 0:
		if p.Name == "" {
			p.Name = "level"
		}
		p.Num = 100
		if val.extreme < 0 {
			p.Num = 0
			if p.Name == "level" || p.Name == "brightness" {
				p.Num = 1 // the dimmest light that is still on
			}
		}
	default:
		p.Num = val.num
		switch {
		case val.unit == "kelvin" || (p.Name == "temperature" || p.Name == "color_temp" || p.Name == "") && val.num >= 1000:
			p.Name = "color_temp"
		case val.unit == "degrees" && (p.Name == "" || p.Name == "level"):
			p.Name = "temperature"
		case val.unit == "degrees" && p.Name != "temperature":
			return ir.Clause{}, &Error{Column: 1, Msg: "degrees only go with temperature"}
		case p.Name == "":
			p.Name = "level"
		}
		if sign != 0 && (val.prep == "by" || val.prep == "" && verb != "set") && !(val.prep == "to") {
			p.Relative, p.Num = true, sign*val.num
		}
	}
	if p.Name == "level" && p.Relative && t.Class == "" && a.lang == "zh" && a.has(pAttr, "volume") {
		p.Name = "volume"
	}
	cl, ok := setClusters[p.Name]
	if !ok {
		return ir.Clause{}, errNoAction
	}
	if verb == "open" || verb == "close" {
		cl = setClusters["position"]
		p.Name = "position"
	}
	return ir.Clause{Kind: ir.Act, Verb: "set", Actions: cl, Target: t, Params: []ir.Param{p}}, nil
}

func colorTempOf(c string) (float64, bool) {
	for k, v := range colorTemps {
		if strings.ReplaceAll(k, " ", "") == c {
			return v, true
		}
	}
	return 0, false
}

// attr is the attribute the clause names: "color temperature" is
// color_temp, "temp" is temperature.
func (a *asm) attr() string {
	attr := ""
	for _, p := range a.ps {
		if p.kind != pAttr {
			continue
		}
		switch {
		case attr == "color" && p.word == "temperature":
			attr = "color_temp"
		case attr == "":
			attr = p.word
		}
	}
	if attr == "level" {
		return ""
	}
	return attr
}

// clean is "clean the living room": the vacuum starts, with the room.
func (a *asm) clean() (ir.Clause, error) {
	var vacuum ir.Target
	room := ""
	for _, p := range a.ps {
		var np *phrase
		switch p.kind {
		case pNP:
			np = &p
		case pPrep:
			if p.prep == "with" {
				vacuum.Name = strings.Join(p.np.words, " ")
				continue
			}
			np = p.np
		default:
			continue
		}
		if np.here {
			room = "here"
			continue
		}
		name := a.join(np.words)
		if c, _ := classOf(name); c == "vacuum" {
			vacuum.Name, vacuum.Class = name, c
			continue
		}
		if name != "" && room == "" {
			room = name
		}
	}
	if vacuum.Name == "" {
		vacuum.Name, vacuum.Class = "", "vacuum"
	}
	cl := ir.Clause{Kind: ir.Act, Verb: "start", Actions: []ir.Alt{alt("vacuum", "start")}, Target: vacuum}
	if room != "" {
		cl.Params = []ir.Param{{Name: "room", Text: room}}
	}
	return cl, nil
}

func (a *asm) hasWord(w string) bool {
	for _, p := range a.ps {
		if p.kind == pNP {
			for _, x := range p.words {
				if x == w {
					return true
				}
			}
		}
	}
	return false
}

func (a *asm) dropWord(t ir.Target, w string) ir.Target {
	words := strings.Fields(t.Name)
	var keep []string
	for _, x := range words {
		if x != w {
			keep = append(keep, x)
		}
	}
	t.Name = strings.Join(keep, " ")
	t.Class, _ = classOf(t.Name)
	return t
}

var lawnWords = map[string]bool{"lawn": true, "grass": true, "草坪": true, "草地": true, "草": true}

func (a *asm) dropLawn(t ir.Target) ir.Target {
	if lawnWords[t.Name] || lawnWords[strings.TrimPrefix(t.Name, "the ")] {
		t.Name, t.Class = "", "mower"
	}
	if t.Name == "" && !t.Ref {
		t.Class = "mower"
	}
	return t
}

func (a *asm) join(words []string) string {
	if a.lang == "zh" {
		return strings.Join(words, "")
	}
	return strings.Join(words, " ")
}

// wholeHome are the place words that mean the whole home.
var wholeHome = map[string]bool{"home": true, "house": true, "whole house": true, "whole home": true, "apartment": true,
	"flat": true, "area": true, "everywhere": true, "全屋": true, "家里": true, "整个": true}

// target assembles the clause's target from its noun phrases.
func (a *asm) target() ir.Target {
	var t ir.Target
	var names []string
	for i, p := range a.ps {
		switch p.kind {
		case pNP:
			switch {
			case a.lang == "zh" && i > 0 && a.ps[i-1].kind == pFiller && a.ps[i-1].raw == "在" && len(p.words) > 0:
				t.Places = append(t.Places, a.join(p.words)) // "在卧室里"
			case p.ref:
				t.Ref, t.All = true, t.All || p.all
			case p.here:
				t.Places = append(t.Places, "here")
			default:
				if p.all && wholeHome[p.word] {
					t.All = true
					continue
				}
				t.All = t.All || p.all
				if len(p.words) > 0 {
					names = append(names, a.join(p.words))
				}
			}
		case pPrep:
			np := p.np
			name := a.join(np.words)
			switch {
			case np.here:
				t.Places = append(t.Places, "here")
			case np.ref:
				t.Ref = true
			case wholeHome[name] || np.all && (name == "" || wholeHome[name]):
				t.All = true
			case name != "":
				t.Places = append(t.Places, name)
			}
		case pExcept:
			for _, x := range p.sub {
				sub := &asm{lang: a.lang, ps: []phrase{x}}
				xt := sub.target()
				if len(xt.Places) > 0 && xt.Name == "" {
					xt.Name, xt.Places = xt.Places[0], nil
				}
				t.Except = append(t.Except, xt)
			}
		}
	}
	t.Name = a.join(names)
	if a.lang == "en" {
		t.Name = a.tidyName(&t)
	}
	if t.Name != "" {
		class, plural := classOf(t.Name)
		t.Class = class
		t.All = t.All || plural
	}
	if len(t.Except) > 0 {
		t.All = true
	}
	return t
}

// tidyName moves a trailing "upstairs"/"downstairs" to the places and
// drops words that only say what kind of entity a name is ("party mode
// scene", "lights everywhere").
func (a *asm) tidyName(t *ir.Target) string {
	words := strings.Fields(t.Name)
	for len(words) > 1 {
		last := words[len(words)-1]
		switch last {
		case "upstairs", "downstairs":
			t.Places = append(t.Places, last)
		case "scene", "script", "everywhere":
			t.All = t.All || last == "everywhere"
		default:
			return strings.Join(words, " ")
		}
		words = words[:len(words)-1]
	}
	return strings.Join(words, " ")
}

// query builds a question clause.
func (a *asm) query() (ir.Clause, error) {
	t := a.target()
	ask := ""
	if s := a.first(pState); s != nil {
		ask = s.word
	}
	if ask == "" {
		if d := a.first(pDir); d != nil && (d.word == "on" || d.word == "off") {
			ask = d.word
		}
	}
	if ask == "" {
		switch a.verb() {
		case "open", "zh-open", "start":
			ask = "on"
			if a.lang == "en" {
				ask = "open"
			}
		case "close", "off", "zh-close":
			ask = "off"
			if a.lang == "en" {
				ask = "closed"
			}
		case "lock":
			ask = "locked"
		case "unlock":
			ask = "unlocked"
		case "play":
			ask = "playing"
		case "arm":
			ask = "armed"
		case "disarm":
			ask = "disarmed"
		}
	}
	if attr := a.attr(); ask == "" || attr != "" && (ask == "temperature") {
		if attr != "" {
			ask = attr
		}
	}
	if ask == "" && a.onFloor() {
		ask = "on" // "how many lights are on upstairs"
	}
	if ask == "" && a.has(pQuest, "几度", "度") {
		ask = "temperature"
	}
	if (ask == "locked" || ask == "unlocked") && t.Class == "door" && (t.All || a.lang == "zh" && strings.HasSuffix(t.Name, "门") && !strings.HasSuffix(t.Name, "大门") && !strings.HasSuffix(t.Name, "前门")) {
		// "are any doors unlocked": doors are locked by their locks.
		if a.lang == "zh" {
			t.Name = strings.TrimSuffix(t.Name, "门") + "锁"
		} else {
			t.Name = strings.TrimSuffix(strings.TrimSuffix(t.Name, "s"), "door") + "lock"
		}
		t.Class = "lock"
	}
	if t.Ref && (ask == "temperature" || ask == "humidity") {
		t.Ref, t.All = false, false // "how warm is it": "it" is the weather
	}
	if a.has(pQuest, "多少电") {
		ask = "battery"
	}
	if a.has(pQuest, "which", "many", "哪些", "有没有", "有多少") && ask != "temperature" && ask != "humidity" && ask != "battery" {
		t.All = true
	}
	if a.has(pNP) && a.anyQuant() {
		t.All = true
	}
	if ask == "" && emptyTarget(t) {
		return ir.Clause{}, &Error{Column: 1, Msg: "a question about nothing"}
	}
	return ir.Clause{Kind: ir.Query, Ask: ask, Target: t}, nil
}

// onFloor reports an "on" before a floor word, read as a place: in a
// question it also says the state asked.
func (a *asm) onFloor() bool {
	for _, p := range a.ps {
		if p.kind == pPrep && p.prep == "on" && floorWords(p.np.words) {
			return true
		}
	}
	return false
}

func (a *asm) anyQuant() bool {
	for _, p := range a.ps {
		if p.kind == pNP && p.all && !p.ref {
			return true
		}
	}
	return false
}

var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}

func enReply(r *grammar.EnReply) *ir.Reply {
	switch {
	case r.Yes != "":
		return &ir.Reply{Kind: ir.Yes}
	case r.No != "":
		return &ir.Reply{Kind: ir.No}
	case r.PIN != "":
		return &ir.Reply{Kind: ir.PIN, Text: r.PIN}
	}
	words := r.Place
	if n := len(words); n > 1 && words[n-1] == "one" {
		words = words[:n-1]
	}
	if len(words) == 1 {
		if i, ok := ordinals[words[0]]; ok {
			return &ir.Reply{Kind: ir.Choice, Index: i}
		}
	}
	return &ir.Reply{Kind: ir.Choice, Text: strings.Join(words, " ")}
}
