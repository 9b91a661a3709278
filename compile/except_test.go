package compile

import (
	"errors"
	"testing"

	"edge/grammar"
)

// TestExceptBetweenCommands: an exception said between two commands
// limits the one that sweeps; between two that sweep alike or two on
// single devices it is an *ExceptUnplaced that names it, and a
// *grammar.Error.
func TestExceptBetweenCommands(t *testing.T) {
	for text, want := range map[string]string{
		"turn off all the lights, except the kitchen, and turn on the tv": `act off [all "lights" class=light except=["kitchen"]] ; act on ["tv" class=tv]`,
		"turn on the tv, except the kitchen, turn off all the lights":     `act on ["tv" class=tv] ; act off [all "lights" class=light except=["kitchen"]]`,
		"关掉所有灯，厨房除外，然后打开电视":                                               `act off [all "灯" class=light except=["厨房"]] ; act on ["电视" class=tv]`,
	} {
		p, err := Compile(text)
		if err != nil || p.String() != p.Lang+" "+want {
			t.Errorf("%q → %v, %v; want %s", text, p, err, want)
		}
	}
	for text, named := range map[string]string{
		"turn on the tv, except the kitchen, turn on the fan":             "kitchen",
		"turn off all the lights, except the study, close all the blinds": "study",
		"打开电视，除了厨房，打开风扇":                                                  "厨房",
	} {
		_, err := Compile(text)
		var x *ExceptUnplaced
		var g *grammar.Error
		if !errors.As(err, &x) || x.Except != named || !errors.As(err, &g) {
			t.Errorf("%q → %v; want the exception %q named", text, err, named)
		}
	}
}
