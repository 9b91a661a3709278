package home

import (
	"strings"
	"testing"
)

// TestNamesOnlyInLooks: a hazard's name written in characters a person
// reads as its words and the floors read as none (Latin small capitals,
// raised letters, a script g or a Latin alpha for one letter; a radical of
// Chinese or a compatibility ideograph for one character) is refused at
// its line, as a letter of no script is; the same names written plainly,
// and the letters that write languages (ɛ, ɔ, ŋ), are not.
func TestNamesOnlyInLooks(t *testing.T) {
	small := strings.NewReplacer("a", "ᴀ", "b", "ʙ", "c", "ᴄ", "d", "ᴅ", "e", "ᴇ", "f", "ꜰ", "g", "ɢ", "h", "ʜ", "i", "ɪ", "k", "ᴋ",
		"l", "ʟ", "m", "ᴍ", "n", "ɴ", "o", "ᴏ", "p", "ᴘ", "r", "ʀ", "s", "ꜱ", "t", "ᴛ", "u", "ᴜ", "v", "ᴠ", "w", "ᴡ", "y", "ʏ", "z", "ᴢ")
	raised := strings.NewReplacer("a", "ᵃ", "b", "ᵇ", "c", "ᶜ", "d", "ᵈ", "e", "ᵉ", "f", "ᶠ", "g", "ᵍ", "h", "ʰ", "i", "ⁱ", "k", "ᵏ",
		"l", "ˡ", "m", "ᵐ", "n", "ⁿ", "o", "ᵒ", "p", "ᵖ", "r", "ʳ", "s", "ˢ", "t", "ᵗ", "u", "ᵘ", "v", "ᵛ", "w", "ʷ", "y", "ʸ", "z", "ᶻ")
	oneLetter := func(s string) string { // the first of g, a, o, e in it
		for _, p := range [][2]string{{"g", "ɡ"}, {"a", "ɑ"}, {"o", "ᴏ"}, {"e", "ᴇ"}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}
	latin := []string{"garage door", "gas valve", "front door lock", "space heater", "kettle", "gate", "oven", "water shutoff", "siren"}
	han := map[string][]string{ // a hazard's name, and its forms only in looks
		"車庫門":   {"車庫⾨", "⾞庫門", "\uf902庫門"},
		"燃气阀":   {"燃⽓阀"},
		"燃氣閥":   {"燃⽓閥"},
		"取暖器":   {"取暖\ufa38"},
		"電暖爐":   {"電暖\uf932"},
		"瓦斯總開關": {"⽡斯總開關", "瓦斯總\U0002f9ee關"},
		"熱水瓶":   {"熱⽔瓶"},
	}
	parse := func(name string) error {
		text := "rooms:\n  - {id: hall, name: Hall}\ndevices:\n  - {id: switch.a, name: \"" + name + "\", room: hall, type: switch, capabilities: [onoff]}\n"
		_, err := Parse("home.yaml", []byte(text))
		return err
	}
	refused, kept := 0, 0
	refuse := func(name string) {
		refused++
		err := parse(name)
		if err == nil || !strings.Contains(err.Error(), `home.yaml:4: device "switch.a": name contains`) || !strings.Contains(err.Error(), "only in looks") {
			t.Errorf("%q: got %v, want it refused as only in looks", name, err)
		}
	}
	keep := func(name string) {
		kept++
		if err := parse(name); err != nil {
			t.Errorf("%q: %v", name, err)
		}
	}
	for _, name := range latin {
		keep(name)
		refuse(small.Replace(name))
		refuse(raised.Replace(name))
		refuse(oneLetter(name))
		refuse(strings.ToUpper(name[:1]) + small.Replace(name[1:]))
	}
	for name, forms := range han {
		keep(name)
		for _, f := range forms {
			refuse(f)
		}
	}
	for _, name := range []string{"Kɔfi's lamp", "Ama's ɛkaa light", "Ŋgoni heater", "﨎 lamp"} {
		keep(name)
	}
	if refused < 40 || kept < 15 {
		t.Fatalf("%d names refused, %d kept: too few", refused, kept)
	}
}
