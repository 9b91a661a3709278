package asr

import (
	"os"
	"os/exec"
	"path/filepath"
)

// Model is a pocketsphinx acoustic model and the program that decodes
// with it: the files of Debian's pocketsphinx and pocketsphinx-en-us by
// default (DefaultModel), or any CMU Sphinx model of the same layout.
type Model struct {
	// Batch is the pocketsphinx_batch program.
	Batch string
	// HMM is the acoustic model's directory; Dict its pronouncing
	// dictionary; LM its general language model; PhoneLM its phones'
	// language model (for the loop of phones verification decodes).
	HMM, Dict, LM, PhoneLM string
	// Espeak is the espeak-ng voice whose phonemes make the pronunciation
	// of a word the dictionary lacks ("" for none: only words the
	// dictionary has, alone or in a row, are said).
	Espeak string
	// Languages are the languages the model hears.
	Languages []string
}

// DefaultModel is Debian's US English model.
var DefaultModel = ModelIn("/usr/share/pocketsphinx/model/en-us")

// ModelIn is the US English model of pocketsphinx-en-us in a directory.
func ModelIn(dir string) Model {
	return Model{
		Batch:     "pocketsphinx_batch",
		HMM:       filepath.Join(dir, "en-us"),
		Dict:      filepath.Join(dir, "cmudict-en-us.dict"),
		LM:        filepath.Join(dir, "en-us.lm.bin"),
		PhoneLM:   filepath.Join(dir, "en-us-phone.lm.bin"),
		Espeak:    "en-us",
		Languages: []string{"en"},
	}
}

// Missing says what of the model is missing ("" when nothing is), and how
// to install it.
func (m Model) Missing() string {
	if _, err := exec.LookPath(m.Batch); err != nil {
		return "no " + m.Batch + " (apt-get install pocketsphinx)"
	}
	for _, f := range []string{m.HMM, m.Dict, m.LM, m.PhoneLM} {
		if _, err := os.Stat(f); err != nil {
			return "no " + f + " (apt-get install pocketsphinx-en-us)"
		}
	}
	return ""
}
