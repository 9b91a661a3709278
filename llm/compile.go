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
// words said. An answer that fails is sent back with its error, up to
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
	prog.Lang = lang.Detect(text).Code()
	said := wordsOf(text)
	for i := range prog.Clauses {
		if err := check(&prog.Clauses[i], prog.Lang, said); err != nil {
			return nil, fmt.Errorf("clause %d: %v", i+1, err)
		}
	}
	return &prog, nil
}

// check makes a clause whole (its actions) and refuses what the words do
// not say.
func check(cl *ir.Clause, lang string, said words) error {
	switch cl.Kind {
	case ir.Act:
		if cl.Verb == "" || cl.Ask != "" {
			return errors.New(`an act needs a verb and no ask`)
		}
		cl.Actions = compile.Actions(lang, cl.Verb, cl.Params)
		if len(cl.Actions) == 0 {
			return fmt.Errorf("verb %q with these params is not something a device does", cl.Verb)
		}
	case ir.Query:
		if cl.Ask == "" || cl.Verb != "" || len(cl.Params) > 0 {
			return errors.New(`a query needs an ask and no verb or params`)
		}
	}
	if err := said.ground(&cl.Target, true); err != nil {
		return err
	}
	if cl.Condition != nil {
		return said.ground(&cl.Condition.Target, false)
	}
	return nil
}

// words are the words of an utterance, for grounding: its latin words
// (singular), numbers, Chinese characters, and normalised key.
type words struct {
	key   string
	latin map[string]bool
	han   map[rune]bool
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
