package all

import (
	"reflect"
	"testing"

	"edge/ir"
	"edge/lang"
)

// optional are the Vocab fields a language may leave empty: the rules it
// does not have (wide verb clusters, words with a role of their own, place
// words said after a name, other names of a kind of room, references
// also said as a hesitation).
var optional = map[string]bool{"Clusters": true, "Roles": true, "TrailingPlaces": true, "Kinds": true, "Main": true, "RoomAlike": true,
	"Hesitant": true}

// TestVocabFilled walks every pack's vocabulary: every category holds
// words, every device class has words in every pack, and no class word
// names a class ir does not know.
func TestVocabFilled(t *testing.T) {
	for _, p := range lang.Packs() {
		v := reflect.ValueOf(p.Vocab()).Elem()
		for i := 0; i < v.NumField(); i++ {
			f, name := v.Field(i), v.Type().Field(i).Name
			if f.Kind() == reflect.Map && f.Len() == 0 && !optional[name] {
				t.Errorf("%s: Vocab.%s is empty", p.Code(), name)
			}
		}
		for class := range ir.Classes {
			if len(p.Vocab().Classes[class]) == 0 {
				t.Errorf("%s: no words for the class %s", p.Code(), class)
			}
		}
		for class := range p.Vocab().Classes {
			if _, ok := ir.Classes[class]; !ok {
				t.Errorf("%s: words for %q, which is no class", p.Code(), class)
			}
		}
	}
}

// TestClassOf: every class word of every pack reads as its class.
func TestClassOf(t *testing.T) {
	for _, p := range lang.Packs() {
		for class, ws := range p.Vocab().Classes {
			for _, w := range ws {
				if got, _ := p.ClassOf(w); got != class {
					t.Errorf("%s: ClassOf(%q) = %q, want %q", p.Code(), w, got, class)
				}
			}
		}
	}
}

// TestDetect: each text is read by the pack of its language; a text with
// no word of any (a PIN) by the default.
func TestDetect(t *testing.T) {
	for text, want := range map[string]string{"turn on the light": "en", "把灯打开": "zh", "打开TV": "zh", "2580": "en", "": "en"} {
		if got := lang.Detect(text).Code(); got != want {
			t.Errorf("Detect(%q) = %s, want %s", text, got, want)
		}
	}
	for _, tt := range []struct{ text, tag, want string }{
		{"yes", "zh-CN", "zh"}, {"yes", "", "en"}, {"确认", "en", "zh"}, {"2580", "ZH", "zh"}, {"ok", "fr", "en"},
	} {
		if got := lang.AnswerIn(tt.text, tt.tag).Code(); got != tt.want {
			t.Errorf("AnswerIn(%q, %q) = %s, want %s", tt.text, tt.tag, got, tt.want)
		}
	}
}
