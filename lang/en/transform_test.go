package en

import (
	"slices"
	"testing"
)

// TestRewrites runs each rewrite on sentences it applies to, and on one
// it leaves alone.
func TestRewrites(t *testing.T) {
	places := []string{"kitchen", "living room", "garage"}
	tests := []struct {
		kind, text string
		want       []string
	}{
		{"particle", "turn off the kitchen lights", []string{"turn the kitchen lights off"}},
		{"particle", "Turn the living room lights off please", []string{"Turn off the living room lights please"}},
		{"particle", "turn the volume up to 50", []string{"turn up the volume to 50"}},
		{"particle", "turn it off", nil},
		{"particle", "turn off one of the lights", nil},
		{"particle", "turn the chandelier all the way up", nil},
		{"particle", "activate the overhead light on the first floor", nil},
		{"room-after", "turn off the kitchen lights", []string{"turn off the lights in the kitchen"}},
		{"room-after", "is the garage door open", nil},
		{"room-before", "turn off the lights in the kitchen", []string{"turn off the kitchen lights"}},
		{"room-before", "use the vacuum in the kitchen", nil},
		{"polite", "turn off the tv", []string{"turn off the tv please", "please turn off the tv", "can you turn off the tv"}},
		{"polite", "is the tv on?", nil},
		{"polite", "it is too dark", nil},
		{"wake", "turn off the tv", []string{"hey olly turn off the tv"}},
		{"wake", "alexa turn off the tv", nil},
		{"adverb", "dim the lights.", []string{"quickly dim the lights.", "dim the lights now."}},
		{"contraction", "i don't want the tv on", []string{"i do not want the tv on"}},
		{"contraction", "what is the temperature", []string{"what's the temperature"}},
		{"singular", "turn off the lights in the kitchen", []string{"turn off the light in the kitchen"}},
		{"singular", "turn off all the lights", nil},
		{"singular", "are the lights on", nil},
		{"synonym", "turn off the tv", []string{"switch off the tv", "turn off the television"}},
		{"synonym", "make the socket turn off", nil},
		{"numeral", "set the lamp to 50%", []string{"set the lamp to fifty percent"}},
		{"numeral", "raise the heat by 2 degrees", []string{"raise the heat by two degrees"}},
		{"numeral", "turn on light 2", nil},
		{"article", "turn off the kitchen light", []string{"turn off kitchen light"}},
		{"article", "turn off kitchen light", []string{"turn off the kitchen light"}},
	}
	rewrites := map[string]func(string, []string) []string{}
	for _, r := range (pack{}).Rewrites() {
		rewrites[r.Kind] = r.Apply
	}
	for _, tt := range tests {
		apply, ok := rewrites[tt.kind]
		if !ok {
			t.Fatalf("no rewrite %q", tt.kind)
		}
		if got := apply(tt.text, places); !slices.Equal(got, tt.want) {
			t.Errorf("%s(%q) = %q, want %q", tt.kind, tt.text, got, tt.want)
		}
	}
}
