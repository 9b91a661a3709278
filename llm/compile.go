package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"edge/compile"
	"edge/ir"
	"edge/lang"
	"edge/ollama"
)

// MaxRounds is how many times one fallback or one repair asks the model.
const MaxRounds = 3

// ErrNoCommand says the model found no command in the words.
var ErrNoCommand = errors.New("llm: the model found no command in the words")

// RoundsError says the model gave no valid answer in MaxRounds rounds;
// Errs are the problems of its answers, one per round.
type RoundsError struct {
	Errs []string
}

func (e *RoundsError) Error() string {
	return fmt.Sprintf("llm: no valid answer in %d rounds: %s", len(e.Errs), strings.Join(e.Errs, "; "))
}

// Compile asks the model for the IR of an utterance the grammar could not
// compile, with the IR's schema as the response format and in the prompt
// (CompilePrompt). Its answer is coerced to the schema (Coerce), validated
// against it, and checked (check): no reply, acts with a verb and queries
// with an attribute, and every name, place and reference grounded in the
// words said, and every exception, condition, negation, mode and unit
// said kept (marksKept). An answer that fails is sent back with its error, up to
// MaxRounds requests in all. The actions of each act are set from its verb
// and parameters as the grammar reads them (compile.Actions; for a
// parameter it has no reading of, the set commands that take it), never
// taken from the model.
//
// Errors: ollama.ErrUnavailable (no chat model, or its breaker is open), ErrTooLong,
// ErrNoCommand, a *RoundsError, or the request's failure.
func (c *Client) Compile(ctx context.Context, text string, v Vocabulary) (*ir.Program, error) {
	b, err := irSchema()
	if err != nil {
		return nil, err
	}
	if c.chat == "" {
		return nil, ollama.ErrUnavailable
	}
	var errs []string
	feedback := ""
	for range MaxRounds {
		p, err := CompilePrompt(text, v, feedback)
		if err != nil {
			return nil, err
		}
		answer, err := c.chatJSON(ctx, []message{{"system", p.System}, {"user", p.User}}, b.json)
		if err != nil {
			return nil, err
		}
		prog, err := DecodeIR(answer, text)
		if err == nil {
			err = placesKept(prog, wordsOf(text), v.Places)
		}
		if err == nil || errors.Is(err, ErrNoCommand) {
			return prog, err
		}
		feedback = err.Error()
		errs = append(errs, feedback)
	}
	return nil, &RoundsError{Errs: errs}
}

// DecodeIR reads a model's answer as the IR of text: JSON, coerced to the
// IR's schema, valid against it, and checked. The program's language is
// the one the words are in; its Confidence stays 0: no grammar vouches for
// it.
func DecodeIR(answer, text string) (*ir.Program, error) {
	b, err := irSchema()
	if err != nil {
		return nil, err
	}
	var raw any
	if err := json.Unmarshal([]byte(answer), &raw); err != nil {
		return nil, fmt.Errorf("not JSON: %v", err)
	}
	raw = Coerce(raw, b.schema)
	if err := b.resolved.Validate(raw); err != nil {
		return nil, fmt.Errorf("does not fit the schema: %v", err)
	}
	data, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	var prog ir.Program
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&prog); err != nil {
		return nil, fmt.Errorf("does not fit the schema: %v", err)
	}
	if len(prog.Clauses) == 0 {
		return nil, ErrNoCommand
	}
	pack := lang.Detect(text)
	prog.Lang = pack.Code()
	marks := lang.MarksOf(text)
	said := wordsOf(text)
	said.nums = numbersSaid(marks)
	said.verbs = verbsSaid(said, pack.Vocab())
	parts := partsOf(text, marks.Conds)
	for i := range prog.Clauses {
		if err := check(&prog.Clauses[i], prog.Lang, said, parts); err != nil {
			return nil, fmt.Errorf("clause %d: %v", i+1, err)
		}
	}
	if err := marksKept(&prog, marks, said); err != nil {
		return nil, err
	}
	return &prog, nil
}

// parts are the words of the conditions said, and the others.
type parts struct {
	cond, rest words
}

// partsOf splits the words of text into those of its conditions (conds:
// byte ranges) and the others; nil when no condition's words are known.
func partsOf(text string, conds [][2]int) *parts {
	if len(conds) == 0 {
		return nil
	}
	var cond []string
	rest := []byte(text)
	for _, c := range conds {
		cond = append(cond, text[c[0]:c[1]])
		for i := c[0]; i < c[1]; i++ {
			rest[i] = ' '
		}
	}
	return &parts{cond: wordsOf(strings.Join(cond, " ")), rest: wordsOf(string(rest))}
}

// check makes a clause whole (its actions) and refuses what the words do
// not say. Where the words of a condition are known (parts), the names
// and places of a condition's target must be said in them, and those of
// an act's target outside them: the model may not swap the room of a
// condition with the room of what it leads to.
func check(cl *ir.Clause, lang string, said words, parts *parts) error {
	switch cl.Kind {
	case ir.Act:
		if cl.Verb == "" || cl.Ask != "" {
			return errors.New(`an act needs a verb and no ask`)
		}
		cl.Actions = compile.Actions(lang, cl.Verb, cl.Params)
		if len(cl.Actions) == 0 {
			return fmt.Errorf("verb %q with these params is not something a device does", cl.Verb)
		}
		if !verbSaid(lang, said.verbsBut(cl.Target.Name), cl) || !said.direction(cl) {
			return fmt.Errorf("verb %q was not said", cl.Verb)
		}
		for _, p := range cl.Params {
			if p.Text == "" && len(said.nums) > 0 && !said.nums[p.Num] && !said.nums[-p.Num] {
				return fmt.Errorf("the value %v of %s was not said", p.Num, p.Name)
			}
			if p.Text == "" && p.Name != modeParam && !p.Relative && len(said.nums) == 0 && said.saysDirection() {
				return fmt.Errorf("a direction was said and no number: %s changes by a step (relative), it is not set to %v", p.Name, p.Num)
			}
		}
	case ir.Query:
		if cl.Ask == "" || cl.Verb != "" || len(cl.Params) > 0 {
			return errors.New(`a query needs an ask and no verb or params`)
		}
	}
	if err := said.ground(&cl.Target, true); err != nil {
		return err
	}
	if parts != nil {
		if err := parts.rest.namesSaid(cl.Target); err != nil {
			return fmt.Errorf("%v outside the condition", err)
		}
	}
	if cl.Condition == nil {
		return nil
	}
	if parts == nil {
		return said.ground(&cl.Condition.Target, false)
	}
	if err := parts.cond.ground(&cl.Condition.Target, false); err != nil {
		return fmt.Errorf("the condition's %v in the condition", err)
	}
	return nil
}

// namesSaid checks that the name and places of a target were said in
// these words.
func (w words) namesSaid(t ir.Target) error {
	if t.Name != "" && !w.has(t.Name) {
		return fmt.Errorf("name %q was not said", t.Name)
	}
	for _, p := range t.Places {
		if !w.has(p) {
			return fmt.Errorf("place %q was not said", p)
		}
	}
	return nil
}

// saysDirection reports whether the words say a direction of a change
// ("dimmer", "quieter", "暗一点").
func (w words) saysDirection() bool {
	return slices.ContainsFunc(lang.Words(lang.UpWords), w.has) || slices.ContainsFunc(lang.Words(lang.DownWords), w.has)
}

// words are the words of an utterance, for grounding: its latin words
// (singular), numbers, Chinese characters, and normalised key; the
// numbers said (nums) and the verbs said, as IR verbs (verbs).
type words struct {
	key   string
	latin map[string]bool
	han   map[rune]bool
	nums  map[float64]bool
	// verbs maps the verb words said to their verbs.
	verbs map[string]string
}

// verbsBut lists the verbs said by words that are not in name ("light"
// in "kitchen light" is no verb).
func (w words) verbsBut(name string) []string {
	k := " " + lang.Key(name) + " "
	var out []string
	for word, verb := range w.verbs {
		if !strings.Contains(k, " "+lang.Key(word)+" ") {
			out = append(out, verb)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// verbSaid reports whether the clause's verb does what a verb said does:
// their actions, with the clause's params, share a command. When no verb
// said names actions of its own, the words do not say the verb, and any
// goes.
func verbSaid(code string, said []string, cl *ir.Clause) bool {
	named := false
	for _, v := range said {
		acts := compile.Actions(code, v, cl.Params)
		named = named || len(acts) > 0
		for _, a := range acts {
			for _, b := range cl.Actions {
				if a.Capability == b.Capability && a.Command == b.Command {
					return true
				}
			}
		}
	}
	return !named
}

// numbersSaid are the numbers the packs' lexers read in the words, the
// longest numeral first ("twenty six", "26°C", "二十六度": 26, never 16).
func numbersSaid(m lang.Marks) map[float64]bool {
	out := map[float64]bool{}
	for _, n := range m.Numbers {
		out[n] = true
	}
	return out
}

// direction reports whether the words allow the clause's direction: an
// "on" where only words for off were said, an "off" where only words for
// on were, or a relative change against the only direction said, is not
// what was said.
func (w words) direction(cl *ir.Clause) bool {
	saidAny := func(c lang.Category) bool { return slices.ContainsFunc(lang.Words(c), w.has) }
	against := func(want, other lang.Category) bool { return saidAny(other) && !saidAny(want) }
	switch {
	case cl.Verb == "on" && against(lang.TrueWords, lang.FalseWords),
		cl.Verb == "off" && against(lang.FalseWords, lang.TrueWords):
		return false
	}
	for _, p := range cl.Params {
		if p.Relative && (p.Num > 0 && against(lang.UpWords, lang.DownWords) || p.Num < 0 && against(lang.DownWords, lang.UpWords)) {
			return false
		}
	}
	return true
}

// verbsSaid maps the verb words said to their verbs.
func verbsSaid(w words, v *lang.Vocab) map[string]string {
	out := map[string]string{}
	for word, verb := range v.Verbs {
		if w.has(word) {
			out[word] = verb
		}
	}
	return out
}

// placesKept refuses a program that drops a place said: every room or
// floor of the home whose every word was said must be in a target (as a
// place, or in a name), of a clause, an exception or a condition.
func placesKept(prog *ir.Program, said words, places []string) error {
	var named []string
	var collect func(t *ir.Target)
	collect = func(t *ir.Target) {
		named = append(named, lang.Key(t.Name))
		for _, p := range t.Places {
			named = append(named, lang.Key(p))
		}
		for i := range t.Except {
			collect(&t.Except[i])
		}
	}
	for i := range prog.Clauses {
		collect(&prog.Clauses[i].Target)
		if c := prog.Clauses[i].Condition; c != nil {
			collect(&c.Target)
		}
	}
	for _, p := range places {
		k := lang.Key(p)
		if k == "" || !said.has(p) || !strings.Contains(said.key, k) {
			continue
		}
		if !slices.ContainsFunc(named, func(n string) bool { return strings.Contains(n, k) || (n != "" && strings.Contains(k, n)) }) {
			return fmt.Errorf("place %q was said but is in no target", p)
		}
	}
	return nil
}

func wordsOf(text string) words {
	w := words{key: lang.Key(text), latin: map[string]bool{}, han: map[rune]bool{}}
	for _, f := range strings.Fields(strings.Map(spaceOut, w.key)) {
		w.latin[f] = true
	}
	for _, r := range w.key {
		if unicode.Is(unicode.Han, r) {
			w.han[r] = true
		}
	}
	return w
}

// spaceOut turns Chinese characters into spaces, leaving latin words and
// numbers.
func spaceOut(r rune) rune {
	if unicode.Is(unicode.Han, r) {
		return ' '
	}
	return r
}

// has reports whether every word and character of a name was said.
func (w words) has(name string) bool {
	k := lang.Key(name)
	if k == "" {
		return false
	}
	for _, f := range strings.Fields(strings.Map(spaceOut, k)) {
		if !w.latin[f] {
			return false
		}
	}
	for _, r := range k {
		if unicode.Is(unicode.Han, r) && !w.han[r] {
			return false
		}
	}
	return true
}

// ground checks a target against the words said: its name, places and
// exceptions were said (every word of them), and a reference was said as
// one. A class that was not said is dropped: the user did not restrict the
// target to it. Where a target must say something (acts and queries), it
// keeps at least a name, a place, a class, a reference, or "all".
func (w words) ground(t *ir.Target, mustSay bool) error {
	if t.Name != "" && !w.has(t.Name) {
		return fmt.Errorf("name %q was not said", t.Name)
	}
	for _, p := range t.Places {
		if !w.has(p) {
			return fmt.Errorf("place %q was not said", p)
		}
	}
	if t.Ref && !slices.ContainsFunc(lang.Words(lang.RefWords), w.has) {
		return errors.New(`ref is set but nothing like "it" was said`)
	}
	if t.Class != "" && !w.saidClass(t.Class) {
		t.Class = ""
	}
	for i := range t.Except {
		if err := w.ground(&t.Except[i], false); err != nil {
			return fmt.Errorf("except: %v", err)
		}
	}
	if mustSay && t.Name == "" && len(t.Places) == 0 && t.Class == "" && !t.Ref && !t.All {
		return errors.New("the target says nothing that was said")
	}
	return nil
}

func (w words) saidClass(class string) bool {
	return slices.ContainsFunc(lang.ClassWords(class), w.has)
}
