package lang

import (
	"errors"
	"fmt"
	"slices"
)

// Lexicon holds the words shared code consults outside the grammar and
// the answers: what a text says in passing (all of something, a
// direction), and the words the local model's answers are checked and
// coerced with.
type Lexicon interface {
	// Name is the language's name in English, as the local model is
	// told ("Chinese").
	Name() string
	// Words lists the pack's words of a category.
	Words(c Category) []string
	// Has reports whether a text holds a word, the way the language
	// writes words: between spaces or punctuation ("turn all off" holds
	// "all"; "tall" does not), or anywhere in a language that does not
	// space its words ("把所有灯关掉" holds "所有").
	Has(text, word string) bool
	// PluralUnmarked reports that the language does not mark plurals: a
	// class word with a place means all of it there ("卧室的灯").
	PluralUnmarked() bool
	// Numbers are the numbers a text says in the language, in order, read
	// from its words alone wherever they stand, whatever the grammar makes
	// of them ("in twenty five eighty seconds" says 25 and 80 though a
	// timer reads them; "门厅灯two" says 2): number words merged as the
	// language merges them ("two thousand five hundred eighty" is 2580),
	// and the digits read out as on a phone ("oh" is 0, "double oh" 00).
	Numbers(text string) []NumberSaid
}

// Category is a kind of word a Lexicon lists.
type Category string

// Categories.
const (
	// AllWords say all of something: "all", "every", "所有".
	AllWords Category = "all"
	// RefWords point back at what was said before: "it", "them", "它".
	RefWords Category = "reference"
	// DownWords give a change written as text its direction down:
	// "lower", "quieter", "低".
	DownWords Category = "down"
	// UpWords give a change written as text its direction up: "raise",
	// "louder", "高".
	UpWords Category = "up"
	// TrueWords and FalseWords are a boolean written as text: "yes",
	// "on", "是"; "no", "off", "否".
	TrueWords  Category = "true"
	FalseWords Category = "false"
	// UnitWords may follow a number: "percent", "degrees", "度".
	UnitWords Category = "unit"
	// DigitWords are the words of the digits said one by one, as a PIN
	// is: ten entries, the digits 0 to 9 in order, each its words joined
	// by "|" ("zero|oh", "一|幺").
	DigitWords Category = "digit"
	// RepeatWords say the digit after them twice or three times, as
	// digits are read out ("double oh", 三个六): two entries, twice and
	// three times, each its words joined by "|".
	RepeatWords Category = "repeat"
	// UnknowableWords name what no device of a home tells, that a
	// question may still ask about: "time", "weather", "天气". A question
	// about one of them is not understood, never answered with a device.
	UnknowableWords Category = "unknowable"
	// GenericWords name no device of their own: "room", "thing", "房间".
	// A name said with one matches no device by it ("the room light" is
	// a light, not the one called "Dining room light").
	GenericWords Category = "generic"
	// BrandWords are the names of makers said before a device's name
	// ("米家台灯", "the philips lamp"): no part of a name the home's names
	// lack. A pack may list none (Optional).
	BrandWords Category = "brand"
)

// Optional are the categories a pack may leave out: its speakers may say
// no such words.
var Optional = []Category{BrandWords}

// Categories lists every category.
var Categories = []Category{AllWords, RefWords, DownWords, UpWords, TrueWords, FalseWords, UnitWords, DigitWords, RepeatWords, UnknowableWords, GenericWords, BrandWords}

// Names lists the English names of the registered packs' languages, the
// default first.
func Names() []string {
	var out []string
	for _, p := range Packs() {
		out = append(out, p.Name())
	}
	return out
}

// Words lists the words of a category of every registered pack.
func Words(c Category) []string {
	var out []string
	for _, p := range Packs() {
		out = append(out, p.Words(c)...)
	}
	return out
}

// Said reports whether a text holds a word of a category of any
// registered pack.
func Said(text string, c Category) bool {
	for _, p := range Packs() {
		if slices.ContainsFunc(p.Words(c), func(w string) bool { return p.Has(text, w) }) {
			return true
		}
	}
	return false
}

// Wordbook is a pack's words by category, read from YAML: the Words of
// a Lexicon.
type Wordbook struct{ words map[Category][]string }

// Words lists the words of a category.
func (b *Wordbook) Words(c Category) []string { return b.words[c] }

// MustWordbook reads a pack's embedded word lists, which are part of its
// code: every category there and filled but the Optional ones, and no
// other. It panics on an
// error.
func MustWordbook(code string, data []byte) *Wordbook {
	b, err := loadWordbook(data)
	if err != nil {
		panic(fmt.Sprintf("lang: the words of %q: %v", code, err))
	}
	return b
}

func loadWordbook(data []byte) (*Wordbook, error) {
	var w map[Category][]string
	err := strictYAML(data, &w)
	for c, words := range w {
		if !slices.Contains(Categories, c) {
			err = errors.Join(err, fmt.Errorf("no category %q", c))
		}
		if slices.Contains(words, "") {
			err = errors.Join(err, fmt.Errorf("%s: an empty word", c))
		}
	}
	for _, c := range Categories {
		if len(w[c]) == 0 && !slices.Contains(Optional, c) {
			err = errors.Join(err, fmt.Errorf("%s: no words", c))
		}
	}
	if n := len(w[DigitWords]); n > 0 && n != 10 {
		err = errors.Join(err, fmt.Errorf("%s: %d entries, not one for each digit 0 to 9", DigitWords, n))
	}
	if n := len(w[RepeatWords]); n > 0 && n != 2 {
		err = errors.Join(err, fmt.Errorf("%s: %d entries, not one for twice and one for three times", RepeatWords, n))
	}
	return &Wordbook{w}, err
}
