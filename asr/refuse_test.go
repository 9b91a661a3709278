package asr

import (
	"testing"

	"edge/home/hometest"
	"edge/lang"
	_ "edge/lang/all"
)

// TestRefuser: a transcript that says a decoy's own word, a run of words
// of the home's own decoys (a room with a class it lacks) or Vosk's
// "[unk]" is no command of the demo home, in both languages; the home's
// names, and the same words apart, are.
func TestRefuser(t *testing.T) {
	for code, tc := range map[string]struct{ refused, heard []string }{
		"en": {[]string{"turn on the dishwasher", "turn off the garage fan", "turn on the heater in the study", "[unk] the light"},
			[]string{"turn off the garage light", "turn on the fan", "turn on the garage light and the fan", "turn on the lamp in the study"}},
		"zh": {[]string{"打开洗碗机", "打开车库风扇", "打 开 车 库 风 扇"},
			[]string{"打开车库灯", "打开风扇"}},
	} {
		refuse, err := Refuser(hometest.Load(t, "demo"), lang.For(code))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range tc.refused {
			if !refuse(s) {
				t.Errorf("%s: %q is not refused", code, s)
			}
		}
		for _, s := range tc.heard {
			if refuse(s) {
				t.Errorf("%s: %q is refused", code, s)
			}
		}
	}
}
