package asr

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// TestParseDict: entries of CMU Sphinx's format, numbered alternatives
// under their word, each once; blank lines, comments and words without
// phones are skipped; Write writes them back sorted, numbered again.
func TestParseDict(t *testing.T) {
	d, err := ParseDict(strings.NewReader("the DH AH\nthe(2)  DH IY\n\n# note\nthe(3) DH AH\nlone\ntv T IY V IY\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d["the"], []string{"DH AH", "DH IY"}) || len(d) != 2 {
		t.Fatalf("%v", d)
	}
	var b strings.Builder
	if err := d.Write(&b, nil); err != nil || b.String() != "the DH AH\nthe(2) DH IY\ntv T IY V IY\n" {
		t.Errorf("written %q, %v", b.String(), err)
	}
	b.Reset()
	if err := d.Write(&b, []string{"tv", "nosuch", "tv"}); err != nil || b.String() != "tv T IY V IY\n" {
		t.Errorf("written %q, %v", b.String(), err)
	}
}

// FuzzParseDict: no input panics, and every entry read has a word and
// phones.
func FuzzParseDict(f *testing.F) {
	f.Add("the DH AH\nthe(2) DH IY\n")
	f.Add("(2) x\n a(\n")
	f.Fuzz(func(t *testing.T, s string) {
		d, _ := ParseDict(strings.NewReader(s))
		for w, ps := range d {
			for _, p := range ps {
				if w == "" || p == "" {
					t.Fatalf("entry %q %q", w, p)
				}
			}
		}
	})
}

// TestCover: a word the dictionary has is its own; one made of two of its
// words is said as them; otherwise the makers say it, the first that can;
// a word of more parts is said as them when no maker can; a word nothing
// says is missing.
func TestCover(t *testing.T) {
	d := Dict{"un": {"AH N"}, "mute": {"M Y UW T"}, "extract": {"EH K S T R AE K T"}, "or": {"AO R"}, "ex": {"EH K S"},
		"tract": {"T R AE K T"}, "fan": {"F AE N"}, "ab": {"AE B"}, "cd": {"S IY D IY"}}
	made := func(w string) []string {
		if w == "zigbee" || w == "abcdab" {
			return []string{"Z IH G B IY"}
		}
		return nil
	}
	none := func(string) []string { return nil }
	got, missing := d.Cover([]string{"fan", "unmute", "extractor", "zigbee", "abcdab", "abcdcd", "xyz"}, none, made)
	want := Dict{"fan": {"F AE N"}, "unmute": {"AH N M Y UW T"}, "extractor": {"EH K S T R AE K T AO R"}, "zigbee": {"Z IH G B IY"},
		"abcdab": {"Z IH G B IY"}, "abcdcd": {"AE B S IY D IY S IY D IY"}}
	if len(got) != len(want) || !slices.Equal(missing, []string{"xyz"}) {
		t.Fatalf("%v, missing %v", got, missing)
	}
	for w, p := range want {
		if !slices.Equal(got[w], p) {
			t.Errorf("%s: %v, want %v", w, got[w], p)
		}
	}
}

// TestArpabet: espeak-ng's phonemes, stress marks and all, map to
// ARPAbet; a phoneme with no ARPAbet phone says nothing can be made.
func TestArpabet(t *testing.T) {
	for in, want := range map[string]string{
		"'E_k_s_t_r_a_k_t_3":   "EH K S T R AE K T ER",
		"T_'3:_t#_i":           "TH ER T IY",
		"d_,i:_h_j_'u:_m_I2_d": "D IY HH Y UW M IH D",
		"f_'aI3\n":             "F AY ER",
		"x_'Q":                 "",
	} {
		if got, ok := arpabet(in); got != want || ok != (want != "") {
			t.Errorf("%q: %q %v, want %q", in, got, ok, want)
		}
	}
}

// TestEspeakMaker: espeak-ng makes "roomba", which Debian's dictionary
// lacks, in ARPAbet; a maker without a voice makes nothing.
func TestEspeakMaker(t *testing.T) {
	if _, err := exec.LookPath(Espeak); err != nil {
		t.Skip("no espeak-ng")
	}
	if got := EspeakMaker("en-us")("roomba"); !slices.Equal(got, []string{"R UW M B AH"}) {
		t.Errorf("roomba: %v", got)
	}
	if got := EspeakMaker("")("roomba"); got != nil {
		t.Errorf("no voice: %v", got)
	}
}

// TestReadingsMaker: Chinese words are said from their characters'
// pinyin in each phone set of the pack: initial and toned final, every
// tone a pronunciation (CMU Sphinx's Mandarin models), toneless, or one
// unit a syllable; a character with no reading makes nothing; an unknown
// phone set is an error that lists the known ones, and a pack with no
// phone sets (English) says so.
func TestReadingsMaker(t *testing.T) {
	zh, en := lang.For("zh"), lang.For("en")
	for set, want := range map[string][]string{
		"sphinx-zh":     {"d eng1", "d eng2", "d eng3", "d eng4", "d eng5", "d ing1", "d ing2", "d ing3", "d ing4", "d ing5"},
		"initial-final": {"d eng", "d ing"},
		"pinyin":        {"deng", "ding"},
	} {
		makers, err := Makers(zh, DefaultModel, set)
		if err != nil {
			t.Fatal(err)
		}
		if got := makers[0]("灯"); !slices.Equal(got, want) {
			t.Errorf("%s: 灯 %v, want %v", set, got, want)
		}
	}
	makers, _ := Makers(zh, DefaultModel, "initial-final")
	if got := makers[0]("开关"); !slices.Equal(got, []string{"k ai g uan"}) {
		t.Errorf("开关: %v", got)
	}
	if got := makers[0]("a"); got != nil {
		t.Errorf("a: %v", got)
	}
	if got := makers[0]("阿"); !slices.Contains(got, "a") {
		t.Errorf("阿 (no initial): %v", got)
	}
	if _, err := Makers(zh, DefaultModel, "ipa"); err == nil || !strings.Contains(err.Error(), "sphinx-zh, initial-final, pinyin") {
		t.Errorf("unknown set: %v", err)
	}
	if _, err := Makers(en, DefaultModel, "pinyin"); err == nil {
		t.Error("English has a phone set")
	}
}

// TestGrammarWords: the words of a grammar's rules, each once, sorted; a
// quoted token is one word; not its rules' names, header or marks.
func TestGrammarWords(t *testing.T) {
	g := "#JSGF V1.0 UTF-8 en;\n\ngrammar edge;\n\npublic <utterance> = <command> | yes;\n<command> = turn on the <name> [please];\n<name> = tv\n  | \"kid's lamp\";\n"
	if got := GrammarWords(g); !slices.Equal(got, []string{"kid's lamp", "on", "please", "the", "turn", "tv", "yes"}) {
		t.Errorf("%v", got)
	}
}
