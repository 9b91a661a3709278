package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestMakeWordsSayNoWhich: a device of the demo home said with a word of
// how it is made before its name or its class ("turn on the smart tv",
// "the electric kettle", "the wifi plug in the bedroom", "pause the smart
// speaker", 打开智能电视, 暂停智能音箱), with every such word of each pack
// (lang.Vocab.Makes), does what it does said without that word: it was
// not found ("I can't find smart tv"), or asked which of the room's
// devices. A device named with such a word is still found by its whole
// name first.
func TestMakeWordsSayNoWhich(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "made " + text, DryRun: true}))
	}
	en, zh := lang.Detect("turn on the light").Vocab().Makes, lang.Detect("打开灯").Vocab().Makes
	n, found := 0, 0
	check := func(plain, made string) {
		n++
		want := ask(plain)
		if strings.HasPrefix(want, "planned") || strings.HasPrefix(want, "confirm") {
			found++
		}
		if got := ask(made); got != want {
			t.Errorf("%q: %s, want %s as %q", made, got, want, plain)
		}
	}
	for _, d := range h.Devices {
		verb, zhVerb := "turn on", "打开"
		if !strings.Contains(strings.Join(d.Capabilities, " "), "onoff") {
			continue
		}
		for m := range en {
			check(fmt.Sprintf("%s the %s", verb, strings.ToLower(d.Name)), fmt.Sprintf("%s the %s %s", verb, m, strings.ToLower(d.Name)))
			if class := d.Type; class == "light" || class == "fan" || class == "outlet" || class == "tv" {
				word := map[string]string{"light": "light", "fan": "fan", "outlet": "plug", "tv": "tv"}[class]
				check(fmt.Sprintf("%s the %s in the %s", verb, word, d.Room), fmt.Sprintf("%s the %s %s in the %s", verb, m, word, d.Room))
			}
		}
		for _, a := range d.Aliases {
			if !strings.ContainsFunc(a, func(c rune) bool { return c > 0x2e80 }) {
				continue
			}
			for m := range zh {
				check(zhVerb+a, zhVerb+m+a)
			}
			break
		}
	}
	if n < 300 || found < n/2 {
		t.Errorf("%d commands, %d of them found said plainly; want at least 300, and half found", n, found)
	}
	named := eveningEngine(t, "makes.yaml", `name: Makes
rooms:
  - {id: living, name: Living room}
devices:
  - {id: switch.smart, name: Smart plug, room: living, type: outlet, capabilities: [onoff]}
  - {id: switch.plain, name: Desk plug, room: living, type: outlet, capabilities: [onoff]}
`)
	r := named.Ask(context.Background(), turn.Request{Text: "turn on the smart plug", Session: "named", DryRun: true})
	if got, want := summary(r), "planned: switch.smart on planned"; got != want {
		t.Errorf("a device named Smart plug: %s, want %s", got, want)
	}
}

// TestKindWordSaidFirst: a scene said with its kind word before its name
// ("activate scene movie time", "turn on the scene good night",
// 打开场景晚安模式), by every name and alias of every scene of the demo
// home, does what the name said alone does, as the kind word said after
// it did ("the movie time scene"): it was not found ("I can't find scene
// movie time").
func TestKindWordSaidFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "kind " + text, DryRun: true}))
	}
	n := 0
	for _, s := range h.Scenes {
		for _, name := range append([]string{s.Name}, s.Aliases...) {
			name = strings.ToLower(name)
			zh := strings.ContainsFunc(name, func(c rune) bool { return c > 0x2e80 })
			plain, forms := "activate "+name, []string{"activate scene %s", "turn on scene %s", "run the scene %s", "transition to scene %s"}
			if zh {
				plain, forms = "启动"+name, []string{"启动场景%s", "打开场景%s", "把场景%s打开"}
			}
			want := ask(plain)
			if !strings.HasPrefix(want, "planned") {
				t.Errorf("%q: %s, want it done", plain, want)
			}
			for _, f := range forms {
				n++
				if said := fmt.Sprintf(f, name); ask(said) != want {
					t.Errorf("%q: %s, want %s as %q", said, ask(said), want, plain)
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d commands, want at least 20", n)
	}
}
