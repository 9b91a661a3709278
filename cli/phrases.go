package cli

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"edge/asr"
	"edge/home"
	"edge/lang"
	"edge/phrases"
)

const phrasesAbout = `Write what a speech recogniser should expect in this home, in one language:
the sentences of the language's shapes filled with the home's device, group,
scene and room names and aliases, class words, numbers said as words
("twenty two"), answers to edge's questions ("yes", "the second one"), timers,
and, when the home has a PIN, digits said one by one.

formats:
  jsgf   a JSGF grammar (pocketsphinx -jsgf): a rule for each kind of sentence,
         and one for the values of each slot, so it stays small for big homes
  vosk   Vosk's grammar: a JSON array of phrases, and "[unk]"
  text   plain sentences, one a line, to build a language model from

Chinese is written one character a word in jsgf and vosk (words a
recogniser's dictionary knows), and as it is written in text.

In jsgf, every place a device, class or room may be said also offers things
and places the home lacks ("dishwasher", "shed"; where a name is said, a
place with a class word: "shed light"): a recogniser hears them there
instead of the nearest device of the home; a transcript with one is no
command. --dict FILE writes the acoustic model's dictionary (--model-dict)
with a pronunciation of every word of the grammar it lacks: made of its
words ("extractor": "extract or"), from espeak-ng's phonemes, or, with
--phones, from the language's readings in a phone set (pinyin for Chinese).

examples:
  edge phrases --home home.yaml --dict home.dict > home.gram
  pocketsphinx_continuous -inmic yes -jsgf home.gram -dict home.dict
  edge phrases --home home.yaml --lang zh --phones sphinx-zh --model-dict zh_cn.dic --dict home.dict > home.gram
  edge phrases --db edge.db --lang zh --format vosk > grammar.json`

func runPhrases(e *env, args []string) error {
	fs := e.flags("phrases", "(--home FILE | --db FILE) [--lang "+strings.Join(lang.Codes(), "|")+"] [--format jsgf|vosk|text] [--dict FILE [--model-dict FILE] [--phones SET]]", phrasesAbout)
	homePath := fs.String("home", "", "home `file` (YAML or JSON); nothing is imported")
	dbPath := fs.String("db", "", "database `file` whose home to use")
	code := fs.String("lang", lang.Default().Code(), "`language` of the sentences: "+strings.Join(lang.Codes(), ", "))
	format := fs.String("format", "jsgf", "`format`: jsgf, vosk or text")
	dictPath := fs.String("dict", "", "with jsgf, also write the model's dictionary with every word of the grammar to `file`")
	modelDict := fs.String("model-dict", asr.DefaultModel.Dict, "the acoustic model's dictionary `file` (none: \"\")")
	phones := fs.String("phones", "", "`set` of phones to say words the model's dictionary lacks in, from the language's readings (zh: sphinx-zh, initial-final, pinyin); default: espeak-ng's phonemes in ARPAbet")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("unexpected arguments: %s", strings.Join(rest, " "))
	}
	p, ok := lang.Get(*code)
	if !ok {
		return usagef("--lang %q: edge speaks %s", *code, strings.Join(lang.Codes(), ", "))
	}
	if *format != "jsgf" && *format != "vosk" && *format != "text" {
		return usagef("--format %q: jsgf, vosk or text", *format)
	}
	if *dictPath != "" && *format != "jsgf" {
		return usagef("--dict goes with --format jsgf")
	}
	h, err := e.phrasesHome(*homePath, *dbPath)
	if err != nil {
		return err
	}
	g, err := phrases.Build(h, p)
	if err != nil {
		return usagef("--lang %s: %v", *code, err)
	}
	w := bufio.NewWriter(e.stdout)
	switch *format {
	case "jsgf":
		var b strings.Builder
		if err := g.WriteJSGF(&b); err != nil {
			return err
		}
		if *dictPath != "" {
			if err := writeDict(*dictPath, b.String(), p, *modelDict, *phones); err != nil {
				return err
			}
		}
		_, err = w.WriteString(b.String())
	case "vosk":
		err = g.WriteVosk(w)
	default:
		err = g.WriteText(w)
	}
	if err != nil {
		return err
	}
	return w.Flush()
}

// writeDict writes the model's dictionary with every word of a grammar
// to a file.
func writeDict(path, grammar string, p lang.Pack, modelDict, phones string) error {
	model, words, err := asr.HomeDict(grammar, p, modelDict, asr.DefaultModel, phones)
	if err != nil {
		return fmt.Errorf("--dict: %w", err)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := model.With(words).Write(f, nil); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// phrasesHome is the home of --home (checked, not imported) or of --db.
func (e *env) phrasesHome(homePath, dbPath string) (*home.Home, error) {
	if homePath != "" && dbPath == "" {
		return checkHome(e.ctx, homePath, "")
	}
	db, closeDB, err := e.openDB(homePath, dbPath)
	if err != nil {
		return nil, err
	}
	defer closeDB()
	return db.Home()
}
