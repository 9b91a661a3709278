package en

import (
	"slices"
	"testing"
)

func TestSayNumberInWords(t *testing.T) {
	for n, want := range map[int]string{0: "zero", 1: "one", 7: "seven", 13: "thirteen", 20: "twenty", 22: "twenty two",
		95: "ninety five", 100: "one hundred", 105: "one hundred five", 240: "two hundred forty"} {
		if got := (pack{}).SayNumber(n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

func TestRecognizerTokens(t *testing.T) {
	for text, want := range map[string][]string{
		"Living room ceiling light": {"living", "room", "ceiling", "light"},
		"Kid's lamp 2":              {"kid's", "lamp", "two"},
		"CO2 sensor":                {"co", "two", "sensor"},
		"set to {percent}%, please": {"set", "to", "percent", "please"},
		"'quoted' TV":               {"quoted", "tv"},
	} {
		if got := (pack{}).Tokens(text); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
