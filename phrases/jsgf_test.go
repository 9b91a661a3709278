package phrases_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/phrases"
)

// jsgfRegexp reads a grammar as WriteJSGF writes it and makes a regular
// expression of a rule over tokens, each followed by a space (top: its
// name; "": its public rule, which must be one).
func jsgfRegexp(t *testing.T, src, top string) *regexp.Regexp {
	t.Helper()
	_, body, ok := strings.Cut(src, "grammar edge;\n")
	if !ok {
		t.Fatalf("no grammar line:\n%s", src)
	}
	rules := map[string][]string{}
	public := ""
	for _, r := range strings.Split(body, ";\n") {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		name, alts, ok := strings.Cut(r, " = ")
		if !ok {
			t.Fatalf("bad rule %q", r)
		}
		n, pub := strings.CutPrefix(name, "public ")
		if pub && top == "" {
			if public != "" {
				t.Fatalf("public rules %s and %s", public, n)
			}
			public = n
		}
		name = n
		if name == "<"+top+">" {
			public = name
		}
		if _, dup := rules[name]; dup {
			t.Fatalf("rule %s twice", name)
		}
		rules[name] = strings.Split(alts, "|")
	}
	var expand func(name string, depth int) string
	expand = func(name string, depth int) string {
		alts, ok := rules[name]
		if !ok || depth > 8 {
			t.Fatalf("rule %s: undefined or too deep", name)
		}
		var out []string
		for _, alt := range alts {
			var b strings.Builder
			for _, tok := range strings.Fields(alt) {
				opt := strings.HasPrefix(tok, "[")
				tok = strings.Trim(tok, "[]")
				var re string
				if strings.HasPrefix(tok, "<") {
					re = "(?:" + expand(tok, depth+1) + ")"
				} else {
					re = regexp.QuoteMeta(strings.Trim(tok, `"`) + " ")
				}
				if opt {
					re = "(?:" + re + ")?"
				}
				b.WriteString(re)
			}
			out = append(out, b.String())
		}
		return strings.Join(out, "|")
	}
	if public == "" {
		t.Fatalf("no rule %q", top)
	}
	return regexp.MustCompile("^(?:" + expand(public, 0) + ")$")
}

// TestJSGFSaysEverySentence: every sentence of the plain list is one the
// JSGF grammar accepts, in both languages, on the demo home and on a home
// with a PIN; and the grammar accepts no sentence of another home. Its
// rule of what is said unasked says every sentence but the replies and
// the PINs, and none of those.
func TestJSGFSaysEverySentence(t *testing.T) {
	for _, name := range []string{"demo", "safe"} {
		h := hometest.Load(t, name)
		for _, code := range []string{"en", "zh"} {
			g := build(t, h, code)
			var buf bytes.Buffer
			if err := g.WriteJSGF(&buf); err != nil {
				t.Fatal(err)
			}
			re := jsgfRegexp(t, buf.String(), "")
			unasked := jsgfRegexp(t, buf.String(), phrases.Unasked)
			kinds := map[phrases.Kind]int{}
			for _, s := range g.Sentences() {
				said := strings.Join(s.Tokens, " ") + " "
				if !re.MatchString(said) {
					t.Errorf("%s %s: the grammar does not say %q", name, code, s.Text)
				}
				if want := s.Kind != phrases.Reply && s.Kind != phrases.PIN; unasked.MatchString(said) != want {
					t.Errorf("%s %s: %s %q said unasked: %v, want %v", name, code, s.Kind, s.Text, !want, want)
				}
				kinds[s.Kind]++
			}
			if kinds[phrases.Reply] == 0 || kinds[phrases.Command] == 0 || name == "safe" && kinds[phrases.PIN] == 0 {
				t.Errorf("%s %s: sentences of each kind: %v", name, code, kinds)
			}
			if re.MatchString("turn on the moon ") || re.MatchString("打 开 月 亮 ") {
				t.Errorf("%s %s: the grammar says what the home lacks", name, code)
			}
		}
	}
}

// bigHome is a home of n rooms of ten devices each, named in English
// with Chinese aliases.
func bigHome(t testing.TB, rooms int) *home.Home {
	t.Helper()
	kinds := []struct{ id, name, zh, typ, caps string }{
		{"light", "ceiling light", "吸顶灯", "light", "onoff, brightness"},
		{"lamp", "lamp", "台灯", "light", "onoff"},
		{"curtain", "curtain", "窗帘", "curtain", "position"},
		{"tv", "TV", "电视", "tv", "onoff, media"},
		{"ac", "AC", "空调", "climate", "onoff, thermostat, temperature"},
		{"fan", "fan", "风扇", "fan", "onoff, fan_speed"},
		{"lock", "door lock", "门锁", "lock", "lock"},
		{"speaker", "speaker", "音箱", "speaker", "media"},
		{"sensor", "sensor", "温湿度计", "sensor", "temperature, humidity"},
		{"plug", "heater plug", "取暖器", "outlet", "onoff"},
	}
	places := []struct{ en, zh string }{{"guest room", "客房"}, {"office", "办公室"}, {"studio", "工作室"}, {"suite", "套房"}}
	var b strings.Builder
	b.WriteString("name: Big home\nrooms:\n")
	for i := range rooms {
		p := places[i%len(places)]
		fmt.Fprintf(&b, "  - {id: r%d, name: %s %d, aliases: [%s%d]}\n", i, p.en, i/len(places)+1, p.zh, i/len(places)+1)
	}
	b.WriteString("devices:\n")
	for i := range rooms {
		p := places[i%len(places)]
		n := i/len(places) + 1
		for _, k := range kinds {
			fmt.Fprintf(&b, "  - {id: %s.r%d, name: %s %d %s, aliases: [%s%d%s], room: r%d, type: %s, capabilities: [%s]}\n",
				k.id, i, p.en, n, k.name, p.zh, n, k.zh, i, k.typ, k.caps)
		}
	}
	h, err := home.Parse("big.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestBigHomeGrammarGrowsWithTheHome: the JSGF of a 1,000-device home
// lists each name once a rule, so it grows with the devices, not with
// the product of shapes, names and numbers; the sentences too.
func TestBigHomeGrammarGrowsWithTheHome(t *testing.T) {
	small, big := bigHome(t, 10), bigHome(t, 100)
	for _, code := range []string{"en", "zh"} {
		size := func(h *home.Home) (jsgf, lines int) {
			g := build(t, h, code)
			var buf bytes.Buffer
			if err := g.WriteJSGF(&buf); err != nil {
				t.Fatal(err)
			}
			return buf.Len(), len(g.Sentences())
		}
		j1, s1 := size(small)
		j2, s2 := size(big)
		t.Logf("%s: 100 devices: JSGF %d bytes, %d sentences; 1,000 devices: JSGF %d bytes, %d sentences", code, j1, s1, j2, s2)
		if j2 > 12*j1 || s2 > 12*s1 {
			t.Errorf("%s: ten times the devices, %.1f times the JSGF and %.1f times the sentences", code, float64(j2)/float64(j1), float64(s2)/float64(s1))
		}
	}
}
