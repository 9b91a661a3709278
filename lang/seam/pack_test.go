// Package seam_test proves the language seam: a third language, a handful
// of Russian words in this folder only, compiles and answers "X on"
// without a change anywhere else.
package seam_test

import (
	_ "embed"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

//go:embed testdata/speak.yaml
var speakYAML []byte

//go:embed testdata/lexicon.yaml
var lexiconYAML []byte

type pack struct {
	*lang.Phrasebook
	*lang.Wordbook
}

var ru = pack{lang.MustPhrasebook("ru", speakYAML), lang.MustWordbook("ru", lexiconYAML)}

func (pack) Code() string { return "ru" }
func (pack) Name() string { return "Russian" }

func (pack) Detect(text string) int {
	if strings.IndexFunc(text, isCyrillic) >= 0 {
		return lang.Strong
	}
	return 0
}

func isCyrillic(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }

func (pack) Has(text, word string) bool { return strings.Contains(strings.ToLower(text), word) }
func (pack) PluralUnmarked() bool       { return false }

// Numbers: none, the pack has no number words.
func (pack) Numbers(string) []lang.NumberSaid { return nil }

// Rewrites: none, the closure test's packs are the binary's.
func (pack) Rewrites() []lang.Rewrite { return nil }

// The words: two verbs, a word for "the", the light, yes and no.
var lex = (&grammar.Lexicon{Words: map[string]lexer.TokenType{
	"включи": grammar.Verb, "выключи": grammar.Verb, "вкл": grammar.Dir, "выкл": grammar.Dir,
	"пожалуйста": grammar.Filler, "да": grammar.Kw, "нет": grammar.Kw,
}}).Prepare()

var verbs = map[string]string{"включи": "on", "выключи": "off", "вкл": "on", "выкл": "off"}

var vocab = &lang.Vocab{
	Verbs:   verbs,
	Classes: map[string][]string{"light": {"свет", "лампа"}},
}

type utterance struct {
	Phrases []*phrase `parser:"@@+"`
}

type phrase struct {
	Verb   string   `parser:"  @( Verb | Dir )"`
	Filler string   `parser:"| @Filler"`
	Words  []string `parser:"| @Word+"`
}

type reply struct {
	Yes string `parser:"  @'да'"`
	No  string `parser:"| @'нет'"`
}

var (
	parser      = grammar.Build[utterance](lex)
	replyParser = grammar.Build[reply](lex)
)

func (pack) Parse(text string) ([]lang.Clause, error) {
	u, err := grammar.Parse(parser, lex, text)
	if err != nil {
		return nil, err
	}
	var c lang.Clause
	for _, p := range u.Phrases {
		switch {
		case p.Verb != "":
			c = append(c, lang.Phrase{Kind: lang.Verb, Word: verbs[p.Verb], Raw: p.Verb})
		case p.Filler != "":
			c = append(c, lang.Phrase{Kind: lang.Filler, Raw: p.Filler})
		default:
			c = append(c, lang.Phrase{Kind: lang.NP, Words: p.Words})
		}
	}
	return []lang.Clause{c}, nil
}

func (pack) ParseReply(text string) (*ir.Reply, error) {
	r, err := grammar.Parse(replyParser, lex, text)
	if err != nil {
		return nil, err
	}
	if r.Yes != "" {
		return &ir.Reply{Kind: ir.Yes}, nil
	}
	return &ir.Reply{Kind: ir.No}, nil
}

func (pack) Reinterpret(c lang.Clause) (lang.Clause, int) { return c, 0 }
func (pack) Vocab() *lang.Vocab                           { return vocab }
func (pack) Join(words []string) string                   { return strings.Join(words, " ") }
func (pack) Split(name string) []string                   { return strings.Fields(name) }
func (pack) Key(name string) string                       { return lex.Key(name, nil, nil) }
func (pack) NameKey(name string) (string, bool)           { return lex.NameKey(name, nil, nil) }
func (pack) LexKey(name string) string                    { return lex.Key(name, nil, nil) }
func (pack) DoorLock(string, bool) (string, bool)         { return "", false }
func (pack) Number(text string) (float64, bool)           { return lex.Number(text, nil) }
func (pack) OwnsName(name string) bool                    { return strings.IndexFunc(name, isCyrillic) >= 0 }

// Marks finds nothing: these few words have no exception, condition,
// negation, mode or unit.
func (pack) Marks(string) lang.Marks { return lang.Marks{} }

func (pack) ClassOf(name string) (string, bool) {
	ws := strings.Fields(name)
	if len(ws) == 0 {
		return "", false
	}
	for class, words := range vocab.Classes {
		for _, w := range words {
			if ws[len(ws)-1] == w {
				return class, false
			}
		}
	}
	return "", false
}
