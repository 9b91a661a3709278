package asr

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"edge/home"
	"edge/lang"
	"edge/phrases"
)

// Config is how a home is heard.
type Config struct {
	// Model is the acoustic model (DefaultModel when its Batch is "").
	Model Model
	// Verify is the verification (nil: none).
	Verify *Verify
	// PhoneSet names a phone set of the language's pack (Phoner) its
	// words are said in when the model's dictionary lacks them ("": the
	// model's espeak-ng voice makes them).
	PhoneSet string
	// Heard is told each hypothesis (Options.Heard).
	Heard func(Hypothesis)
	// Does says whether two sentences do the same (Options.Does).
	Does func(a, b string) bool
	// Unasked: replies are heard only once the recogniser is told a
	// question was asked (Options.Unasked: the grammar's rule of what may
	// be said unasked, phrases.Unasked).
	Unasked bool
}

// ForHome is what a recogniser hears a home with in the language of a
// pack: the home's grammar (edge phrases) with its decoys, a
// pronunciation of each of its words, the runs of words only its decoys
// say and its key words. It fails when a word cannot be said.
func ForHome(h *home.Home, p lang.Pack, c Config) (Options, error) {
	if c.Model.Batch == "" {
		c.Model = DefaultModel
	}
	g, err := phrases.Build(h, p)
	if err != nil {
		return Options{}, err
	}
	var b bytes.Buffer
	if err := g.WriteJSGF(&b); err != nil {
		return Options{}, err
	}
	d, err := homeDict(b.String(), p, c.Model.Dict, c.Model, c.PhoneSet)
	if err != nil {
		return Options{}, err
	}
	o := Options{Model: c.Model, Grammar: b.String(), Dict: d, Decoys: g.DecoyRuns(), Keys: g.KeyWords(), Verify: c.Verify, Heard: c.Heard, Does: c.Does}
	if c.Unasked {
		o.Unasked = phrases.JSGFName + "." + phrases.Unasked
	}
	return o, nil
}

// HomeDict is a model's dictionary (from the file modelDict; none when
// it is "") and the pronunciations of the words of a grammar, those the
// dictionary has and those made for the others (Makers); it fails when
// a word cannot be said.
func HomeDict(grammar string, p lang.Pack, modelDict string, m Model, phoneSet string) (model, words Dict, err error) {
	model = Dict{}
	if modelDict != "" {
		if model, err = ReadDict(modelDict); err != nil {
			return nil, nil, err
		}
	}
	words, err = cover(model, grammar, p, m, phoneSet)
	return model, words, err
}

// homeDict is the pronunciations of the words of a grammar, reading of
// the model's dictionary only what they need.
func homeDict(grammar string, p lang.Pack, modelDict string, m Model, phoneSet string) (Dict, error) {
	model := Dict{}
	if modelDict != "" {
		need := parts(GrammarWords(grammar))
		var err error
		if model, err = readDict(modelDict, func(w string) bool { return need[w] }); err != nil {
			return nil, err
		}
	}
	return cover(model, grammar, p, m, phoneSet)
}

// cover is the pronunciations of the words of a grammar: the model's,
// and those made for the words it lacks.
func cover(model Dict, grammar string, p lang.Pack, m Model, phoneSet string) (Dict, error) {
	makers, err := Makers(p, m, phoneSet)
	if err != nil {
		return nil, err
	}
	words, missing := model.Cover(GrammarWords(grammar), makers...)
	if len(missing) > 0 {
		return nil, fmt.Errorf("no pronunciation of %s", strings.Join(missing, ", "))
	}
	return words, nil
}

// Makers are the makers of the pronunciation of a pack's words a model's
// dictionary lacks: the pack's readings in a phone set when one is named,
// else the model's espeak-ng voice.
func Makers(p lang.Pack, m Model, phoneSet string) ([]Maker, error) {
	if phoneSet == "" {
		return []Maker{EspeakMaker(m.Espeak)}, nil
	}
	ph, ok := p.(Phoner)
	if !ok {
		return nil, fmt.Errorf("the %s pack says its words in no phone set", p.Name())
	}
	if !slices.Contains(ph.PhoneSets(), phoneSet) {
		return nil, fmt.Errorf("phone set %q: the %s pack knows %s", phoneSet, p.Name(), strings.Join(ph.PhoneSets(), ", "))
	}
	return []Maker{ReadingsMaker(ph, phoneSet)}, nil
}
