package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestSoundSwitched: the sound of a player switched on or off is it
// unmuted or muted, however the player is said: after the sound ("turn on
// the sound on the tv", "switch the sound off on the study speaker"), or
// before it in Chinese (把电视声音打开, 打开书房音箱的声音), and the sound
// alone (打开声音, "turn the sound on") asks which player. "turn on the
// sound on the tv" turned the TV on, 把电视声音打开 too, and 打开声音 asked
// which device at all.
func TestSoundSwitched(t *testing.T) {
	generatedKinds(t)
	h := hometest.Load(t, "demo")
	ask := newSaidOnDemo(t, "sound").ask
	n := 0
	check := func(text, id, command string) {
		n++
		want := "planned: " + id + " " + command + " planned"
		if got := summary(ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "media") {
			continue
		}
		name := strings.ToLower(d.Name)
		for command, forms := range map[string][]string{
			"unmute": {"turn on the sound on the %s", "turn the sound on on the %s", "switch the sound back on on the %s", "turn the %s sound on", "turn on the %s's sound"},
			"mute":   {"turn off the sound on the %s", "switch the sound off on the %s", "turn off the volume on the %s", "turn the %s sound off"},
		} {
			for _, f := range forms {
				check(fmt.Sprintf(f, name), d.ID, command)
			}
		}
		for _, alias := range chineseNames(d) {
			for command, forms := range map[string][]string{
				"unmute": {"把%s声音打开", "打开%s的声音", "%s的声音开一下", "把%s的声音开开", "帮我把%s声音打开"},
				"mute":   {"把%s声音关了", "关掉%s的声音", "%s的声音关一下"},
			} {
				for _, f := range forms {
					check(fmt.Sprintf(f, alias), d.ID, command)
				}
			}
		}
	}
	for _, text := range []string{"打开声音", "把声音打开", "声音打开", "开声音", "turn the sound on", "turn on the sound", "把声音关了"} {
		n++
		if got := ask(text); got.Outcome != turn.Clarify || len(got.Options) < 2 || len(got.Actions) > 0 {
			t.Errorf("%q: %s %v, want which player asked", text, summary(got), got.Options)
		}
	}
	for _, text := range []string{"turn on the brightness on the kitchen light", "打开卧室温度"} {
		if got := ask(text); len(got.Actions) > 0 {
			t.Errorf("%q: %s, a quantity is set, never switched", text, summary(got))
		}
	}
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
}
