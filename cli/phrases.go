package cli

import (
	"bufio"
	"strings"

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

examples:
  edge phrases --home home.yaml > home.gram
  pocketsphinx_continuous -inmic yes -jsgf home.gram
  edge phrases --db edge.db --lang zh --format vosk > grammar.json`

func runPhrases(e *env, args []string) error {
	fs := e.flags("phrases", "(--home FILE | --db FILE) [--lang "+strings.Join(lang.Codes(), "|")+"] [--format jsgf|vosk|text]", phrasesAbout)
	homePath := fs.String("home", "", "home `file` (YAML or JSON); nothing is imported")
	dbPath := fs.String("db", "", "database `file` whose home to use")
	code := fs.String("lang", lang.Default().Code(), "`language` of the sentences: "+strings.Join(lang.Codes(), ", "))
	format := fs.String("format", "jsgf", "`format`: jsgf, vosk or text")
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
		err = g.WriteJSGF(w)
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
