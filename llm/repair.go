package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"edge/drivers"
	"edge/home"
	"edge/lang"
	"edge/ollama"
)

// How an attempt was made.
const (
	ByCoercion = "coerce" // the deterministic coercions of Coerce
	ByModel    = "model"  // a model round
)

// What became of an attempt.
const (
	Valid   = "valid"   // the arguments fit the command's schema
	Invalid = "invalid" // they still do not; the error says why
	Blocked = "blocked" // they change the device, the command, the direction or a value said
	Failed  = "failed"  // the model gave no usable answer
)

// Attempt is one try at making a call's arguments valid.
type Attempt struct {
	// N numbers the attempts of one call from 1.
	N  int    `json:"attempt"`
	By string `json:"by"`
	// Args are the arguments proposed (nil when the model gave none).
	Args   map[string]any `json:"args,omitempty"`
	Result string         `json:"result"`
	Error  string         `json:"error,omitempty"`
}

// Repair is what RepairArgs found.
type Repair struct {
	// Args are valid arguments for the call; nil when none were found.
	Args map[string]any
	// Attempts are the tries made, in order.
	Attempts []Attempt
	// Err says why no valid arguments were found: the validator's last
	// error, or what a blocked attempt tried to change.
	Err error
}

// BlockedError says a repair tried to change what the user asked for.
type BlockedError struct {
	Why string
}

func (e *BlockedError) Error() string { return "the repair " + e.Why }

// targetKeys and commandKeys are arguments a repair might use to redirect
// a call to another device or command.
var (
	targetKeys  = map[string]bool{"device": true, "device_id": true, "devices": true, "entity": true, "entity_id": true, "target": true, "id": true, "name": true}
	commandKeys = map[string]bool{"command": true, "action": true, "service": true, "verb": true}
)

// RepairArgs tries to make args valid for command on dev after they failed
// validation (err, from drivers.Validate). Deterministic coercions come
// first (Coerce, over the command's schema); then, when model is not nil,
// up to MaxRounds model rounds, each given the command, the original
// arguments, the validator's error (without the device) and the argument
// schema as the format and in the prompt. Every proposal is validated
// again (drivers.Validate) and guarded: it must keep every value the user
// gave that was valid (as said or once coerced), may not drop or add an
// argument, may not turn a relative change into a value or flip its sign,
// and may not name a device or a command; such an attempt is Blocked and
// ends the repair. A number out of
// its range is never repaired: out of range stays an error. The device and
// the command are not the repair's to change: they are the caller's.
func RepairArgs(ctx context.Context, model *Client, dev *home.Device, command string, args map[string]any, err error) Repair {
	var r Repair
	spec, _, ok := dev.Command(command)
	var ae *drivers.ArgError
	if !ok || !errors.As(err, &ae) {
		r.Err = err
		return r
	}
	schema, serr := drivers.Schema(dev, command)
	if serr != nil {
		r.Err = err
		return r
	}
	add := func(by string, proposed map[string]any, perr error) bool {
		a := Attempt{N: len(r.Attempts) + 1, By: by, Args: proposed, Result: Valid}
		var be *BlockedError
		switch {
		case perr == nil:
			r.Args = proposed
		case errors.As(perr, &be):
			a.Result = Blocked
		case proposed == nil:
			a.Result = Failed
		default:
			a.Result = Invalid
		}
		if perr != nil {
			a.Error = perr.Error()
			r.Err = perr
		}
		r.Attempts = append(r.Attempts, a)
		return perr == nil
	}
	current, cerr := args, err
	coerced, _ := Coerce(args, schema).(map[string]any)
	if len(args) > 0 && !reflect.DeepEqual(coerced, args) {
		current = coerced
		cerr = checkRepair(dev, command, spec, args, coerced, coerced)
		if add(ByCoercion, coerced, cerr) {
			return r
		}
	}
	r.Err = cerr
	if outOfRange(spec, current) || model == nil || model.chat == "" {
		return r
	}
	var be *BlockedError
	if errors.As(cerr, &be) {
		return r
	}
	for range MaxRounds {
		proposed, perr := model.repairRound(ctx, command, args, argMessage(cerr), schema)
		switch {
		case errors.Is(perr, errBadAnswer):
			add(ByModel, nil, perr)
			r.Err = cerr
			continue
		case errors.Is(perr, ollama.ErrUnavailable):
			r.Err = cerr
			return r
		case perr != nil:
			add(ByModel, nil, perr)
			r.Err = cerr
			return r
		}
		proposed = Coerce(proposed, schema).(map[string]any)
		perr = checkRepair(dev, command, spec, args, coerced, proposed)
		if add(ByModel, proposed, perr) || errors.As(perr, &be) || outOfRange(spec, proposed) {
			return r
		}
		cerr = perr
	}
	return r
}

// checkRepair is the guard and the validator of one proposal.
func checkRepair(dev *home.Device, command string, spec home.CommandSpec, orig, coerced, proposed map[string]any) error {
	if err := guard(dev, command, spec, orig, coerced, proposed); err != nil {
		return err
	}
	return drivers.Validate(dev, command, proposed)
}

// guard refuses a proposal that changes what the user asked for: it names
// a device or a command, drops an argument or adds one (other than in
// place of an argument the command does not have), changes the direction
// of a relative change (its sign, or the words for up or down of any
// language it was said with: "down a notch", "调低一点"; or turns it into a
// value, or a value into one), changes a value that was valid as said or
// once coerced (coerced), or sets a number that is not one said in the
// text of the value ("about 30" is 30, "二十六度左右" is 26).
func guard(dev *home.Device, command string, spec home.CommandSpec, orig, coerced, proposed map[string]any) error {
	args := map[string]home.ArgSpec{}
	for _, a := range spec.Args {
		args[a.Name] = a
	}
	for k := range proposed {
		if _, known := args[k]; known {
			continue
		}
		switch {
		case targetKeys[strings.ToLower(k)]:
			return &BlockedError{Why: fmt.Sprintf("names a device (%s)", k)}
		case commandKeys[strings.ToLower(k)]:
			return &BlockedError{Why: fmt.Sprintf("names a command (%s)", k)}
		}
	}
	for k, v := range orig {
		a, known := args[k]
		if !known {
			continue
		}
		p, kept := proposed[k]
		if !kept {
			if a.Step && twinOf(args, a) != "" && proposed[twinOf(args, a)] != nil {
				return &BlockedError{Why: fmt.Sprintf("turns the relative change %s into a value", k)}
			}
			return &BlockedError{Why: fmt.Sprintf("drops %s", k)}
		}
		if a.Step {
			if so, ok := signOf(v); ok {
				if sp, ok := signOf(p); !ok || sp != so {
					return &BlockedError{Why: fmt.Sprintf("changes the direction of %s", k)}
				}
			}
		}
		if ref := coerced[k]; drivers.Validate(dev, command, map[string]any{k: ref}) == nil && !sameValue(ref, p) {
			return &BlockedError{Why: fmt.Sprintf("changes %s, which was %v", k, ref)}
		}
		if said, ok := v.(string); ok {
			if nums := numbersSaid(lang.MarksOf(said)); len(nums) > 0 {
				if f, ok := number(p); ok && !nums[f] && !nums[-f] {
					return &BlockedError{Why: fmt.Sprintf("changes %s, which was said as %q", k, said)}
				}
			}
		}
	}
	renamed := 0 // arguments said that the command does not have
	for k := range orig {
		if _, known := args[k]; !known {
			renamed++
		}
	}
	for _, k := range slices.Sorted(maps.Keys(proposed)) {
		a, known := args[k]
		if _, was := orig[k]; was || !known {
			continue
		}
		if _, hadTwin := orig[twinOf(args, a)]; a.Step && hadTwin {
			return &BlockedError{Why: fmt.Sprintf("turns a value into the relative change %s", k)}
		}
		if renamed == 0 {
			return &BlockedError{Why: fmt.Sprintf("adds %s, which was not said", k)}
		}
		renamed--
	}
	return nil
}

// twinOf is the absolute argument a step argument changes ("" for none).
func twinOf(args map[string]home.ArgSpec, step home.ArgSpec) string {
	for n, a := range args {
		if !a.Step && a.Of == step.Of {
			return n
		}
	}
	return ""
}

func signOf(v any) (float64, bool) {
	var f float64
	switch x := v.(type) {
	case float64:
		f = x
	case int:
		f = float64(x)
	case string:
		x = strings.TrimSpace(x)
		switch {
		case strings.HasPrefix(x, "-"), strings.HasPrefix(x, "−"):
			return -1, true
		case strings.HasPrefix(x, "+"):
			return 1, true
		}
		n, ok := ParseNumber(x)
		if !ok {
			return wordSign(x)
		}
		f = n
	default:
		return 0, false
	}
	if f == 0 {
		return 0, false
	}
	return math.Copysign(1, f), true
}

// wordSign is the direction a change written as text says with the
// words of any language (lang.UpWords, lang.DownWords: "down a notch",
// "调低一点"); none when it says both or neither.
func wordSign(s string) (float64, bool) {
	up, down := lang.Said(s, lang.UpWords), lang.Said(s, lang.DownWords)
	switch {
	case up && !down:
		return 1, true
	case down && !up:
		return -1, true
	}
	return 0, false
}

func sameValue(a, b any) bool {
	fa, oka := number(a)
	fb, okb := number(b)
	if oka && okb {
		return fa == fb
	}
	return reflect.DeepEqual(a, b)
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

// outOfRange reports a numeric argument that is a number outside its
// range: the user said it, and no repair may change it.
func outOfRange(spec home.CommandSpec, args map[string]any) bool {
	for _, a := range spec.Args {
		if a.Kind != home.Integer && a.Kind != home.Number {
			continue
		}
		if f, ok := number(args[a.Name]); ok && (f < a.Min || f > a.Max) {
			return true
		}
	}
	return false
}

// argMessage is the validator's error without the device: the model sees
// the command and the arguments, never which device they are for.
func argMessage(err error) string {
	var ae *drivers.ArgError
	if errors.As(err, &ae) {
		return ae.Msg
	}
	var be *BlockedError
	if errors.As(err, &be) {
		return be.Error()
	}
	return "the arguments do not fit the schema"
}

const repairRules = `Fix the arguments of one smart-home command so that they fit this schema:
%s
Keep every value the user gave and its sign; change only how it is written. Answer only the JSON object of the arguments.`

// RepairPrompt is the prompt of one repair round: the rules and the
// argument schema in the system message; the command, the arguments and
// the error in the user message, as JSON, cut (texts, then arguments) to
// stay within MaxPromptTokens.
func RepairPrompt(command string, args map[string]any, problem string, schema *jsonschema.Schema) Prompt {
	p := Prompt{System: strings.Replace(repairRules, "%s", Compact(schema), 1)}
	for n := min(len(args), maxArgs); ; n-- {
		for _, runes := range []int{maxName, 8} {
			b, _ := json.Marshal(struct {
				Command string         `json:"command"`
				Args    map[string]any `json:"args"`
				Error   string         `json:"error"`
			}{command, clipArgs(args, n, runes), clip(problem, runes*3)})
			p.User = string(b)
			if p.Tokens() <= MaxPromptTokens || n == 0 && runes == 8 {
				return p
			}
		}
	}
}

// maxArgs bounds the arguments a repair prompt quotes.
const maxArgs = 8

// clipArgs is the first n arguments by name, texts cut to runes.
func clipArgs(args map[string]any, n, runes int) map[string]any {
	out := map[string]any{}
	for _, k := range slices.Sorted(maps.Keys(args)) {
		if len(out) == n {
			break
		}
		v := args[k]
		if s, ok := v.(string); ok {
			v = clip(s, runes)
		}
		out[k] = v
	}
	return out
}

// errBadAnswer marks an answer that is not what was asked for: another
// round may do better, unlike a request that failed.
var errBadAnswer = errors.New("bad answer")

// repairRound asks the model once for arguments that fit schema. A nil
// map with an error means the model gave no JSON object.
func (c *Client) repairRound(ctx context.Context, command string, args map[string]any, problem string, schema *jsonschema.Schema) (map[string]any, error) {
	format, err := json.Marshal(formatSchema(schema))
	if err != nil {
		return nil, err
	}
	p := RepairPrompt(command, args, problem, schema)
	answer, err := c.chatJSON(ctx, []message{{"system", p.System}, {"user", p.User}}, format)
	if err != nil {
		return nil, err
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(answer), &out); err != nil || out == nil {
		return nil, fmt.Errorf("%w: not a JSON object: %.60q", errBadAnswer, answer)
	}
	return out, nil
}

// formatSchema is an argument schema as a response format: types, enums,
// ranges and patterns, which a JSON schema to grammar converter takes (not
// the "allOf" that keeps an argument from its step twin); the validator
// still checks the full schema.
func formatSchema(s *jsonschema.Schema) *jsonschema.Schema {
	f := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{}, PropertyOrder: s.PropertyOrder,
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}}}
	for k, p := range s.Properties {
		f.Properties[k] = &jsonschema.Schema{Type: p.Type, Enum: p.Enum, Minimum: p.Minimum, Maximum: p.Maximum, Pattern: p.Pattern}
	}
	return f
}
