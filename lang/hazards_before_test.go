package lang_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"edge/internal/homegen"
	"edge/lang"
)

// hazardsByNameKey is how HazardsOf read names before it compared them as
// written: in every pack's NameKey, with the typo repair and the repair
// of misheard sounds. The test below holds HazardsOf to it.
func hazardsByNameKey(names ...string) []string {
	var plain []string
	for _, n := range names {
		if _, ok := lang.Detect(n).NameKey(n); ok {
			plain = append(plain, n)
		}
	}
	var out []string
	for _, p := range lang.Packs() {
		keys := make([]string, len(plain))
		for i, n := range plain {
			keys[i], _ = p.NameKey(n)
		}
		for _, hw := range wordKeys()[p.Code()] {
			if !slices.Contains(out, hw[0]) && slices.ContainsFunc(keys, func(k string) bool { return holds(k, hw[1]) }) {
				out = append(out, hw[0])
			}
		}
	}
	slices.Sort(out)
	return out
}

// holds reports whether the word w stands in the text s (before, the
// hazards' words were found so, one by one).
func holds(s, w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i <= len(s)-len(w); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		before, _ := utf8.DecodeLastRuneInString(s[:at])
		first, _ := utf8.DecodeRuneInString(w)
		last, _ := utf8.DecodeLastRuneInString(w)
		after, _ := utf8.DecodeRuneInString(s[at+len(w):])
		if edge(before, first, at == 0) && edge(after, last, at+len(w) == len(s)) {
			return true
		}
		_, size := utf8.DecodeRuneInString(s[at:])
		i = at + size
	}
	return false
}

func edge(t, w rune, end bool) bool {
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	return end || !word(t) || !word(w) || unicode.Is(unicode.Han, t) || unicode.Is(unicode.Han, w)
}

// wordKeys are the hazards' words of each pack, hazard and NameKey, by
// the pack's code.
var wordKeys = sync.OnceValue(func() map[string][][2]string {
	out := map[string][][2]string{}
	for _, p := range lang.Packs() {
		for hazard, words := range p.Vocab().Hazards {
			for _, w := range words {
				k, _ := p.NameKey(w)
				out[p.Code()] = append(out[p.Code()], [2]string{hazard, k})
			}
		}
	}
	return out
})

// homeNames are the names and aliases of the devices of a home file, and
// of the homes of the attack files (a home as text under "home").
type homeNames struct {
	Home    string
	Devices []struct {
		Name    string
		Aliases []string
	}
}

// deviceNames lists the names of each device of the test homes, the
// attack files' homes and the generated homes of the benchmarks, and the
// sentences of the demo's tour, each as the one name of a device.
func deviceNames(t *testing.T) [][]string {
	t.Helper()
	files, err := filepath.Glob("../testdata/homes/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test homes: %v", err)
	}
	attacks, err := filepath.Glob("../testdata/attacks/*.yaml")
	if err != nil || len(attacks) == 0 {
		t.Fatalf("no attack files: %v", err)
	}
	var out [][]string
	read := func(name string, data []byte) {
		var said []struct{ Text string }
		if yaml.Unmarshal(data, &said) == nil {
			for _, s := range said { // a tour: what is said, each a name here
				out = append(out, []string{s.Text})
			}
			return
		}
		var h homeNames
		if err := yaml.Unmarshal(data, &h); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, d := range h.Devices {
			out = append(out, append([]string{d.Name}, d.Aliases...))
		}
		if h.Home != "" {
			var inner homeNames
			if err := yaml.Unmarshal([]byte(h.Home), &inner); err != nil {
				t.Fatalf("%s: its home: %v", name, err)
			}
			for _, d := range inner.Devices {
				out = append(out, append([]string{d.Name}, d.Aliases...))
			}
		}
	}
	for _, f := range append(files, attacks...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		read(f, data)
	}
	for _, n := range []int{1000, 10000} {
		for _, d := range homegen.Generate(n, 100).Devices {
			out = append(out, append([]string{d.Name}, d.Aliases...))
		}
	}
	return out
}

// TestHazardsOfAsBefore: every device of the test homes, the attack
// files and the generated homes, and every word of the packs' hazards
// said as a name in its plural, upper case, full width and traditional
// characters and inside an instruction, is what it was when names were
// read with the grammar's rewrites. Only an English word misspelt in a
// name read as Chinese reads otherwise: it is read as written now, where
// the typo repair read it before (TestHazardsOf); and a name the grammar
// read as more than a name only for a hazard's own word (锁, 门锁,
// "shutoff", "hot tub"), or whose form lost a hazard's word as written
// ("客厅gas main"), or that has a number written onto a hazard's word
// ("GasValve3"), or that says a hazard in words of no pack ("Haustür",
// "chekumen"), says that hazard now (asBefore).
func TestHazardsOfAsBefore(t *testing.T) {
	devices := deviceNames(t)
	if len(devices) < 11000 {
		t.Fatalf("%d devices: the homes are missing", len(devices))
	}
	said := 0
	for i, names := range devices {
		if testing.Short() && i%10 != 0 {
			continue // under emulation: every tenth device; go test reads them all
		}
		got, want := lang.HazardsOf(names...), hazardsByNameKey(names...)
		if !asBefore(got, want, names...) {
			t.Errorf("HazardsOf(%q) = %q, before %q", names, got, want)
		}
		if len(got) > 0 {
			said++
		}
	}
	if said == 0 {
		t.Error("no device's names say a hazard: the test tests nothing")
	}
	for _, p := range lang.Packs() {
		for _, words := range p.Vocab().Hazards {
			for _, w := range words {
				for _, n := range hazardForms(w) {
					if got, want := lang.HazardsOf(n), hazardsByNameKey(n); !asBefore(got, want, n) {
						t.Errorf("HazardsOf(%q) = %q, before %q", n, got, want)
					}
				}
			}
		}
	}
}

// asBefore reports whether HazardsOf reads names as before: the same,
// or more where a name is not plain to the grammar (it holds a word the
// grammar knows, and before said nothing of what it is), which now says
// what its hazards' words say unless a word beside them is the grammar's
// (TestHazardWordsAloneAndInInstructions).
func asBefore(got, want []string, names ...string) bool {
	if slices.Equal(got, want) {
		return true
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			return false
		}
	}
	return slices.ContainsFunc(names, func(n string) bool {
		_, plain := lang.Detect(n).NameKey(n)
		return !plain || writtenOtherwise(n) || numberJoined(n)
	}) || saysUnspoken(got, want, names)
}

// saysUnspoken reports whether what HazardsOf reads more than before is
// what the names say in words of no pack (a language edge does not speak,
// the Latin spelling of a Chinese hazard: "Haustür", "chekumen").
func saysUnspoken(got, want, names []string) bool {
	var more []string
	for _, n := range names {
		more = append(more, lang.Unspoken(n)...)
	}
	for _, h := range got {
		if !slices.Contains(want, h) && !slices.Contains(more, h) {
			return false
		}
	}
	return true
}

// numberJoined reports a name with a number written onto a letter
// ("GasValve3"): HazardsOf reads the word beside it now.
func numberJoined(n string) bool {
	prev := ' '
	for _, r := range n {
		if unicode.IsLetter(prev) && unicode.IsDigit(r) || unicode.IsDigit(prev) && unicode.IsLetter(r) {
			return true
		}
		prev = r
	}
	return false
}

// writtenOtherwise reports a name whose form for some pack (LexKey) is not
// the name as written: HazardsOf reads it both ways now, and finds what
// the form lost ("客厅gas main" is a valve).
func writtenOtherwise(n string) bool {
	return slices.ContainsFunc(lang.Packs(), func(p lang.Pack) bool { return p.LexKey(n) != strings.ToLower(n) })
}

// hazardForms are a hazard's word as names write it: alone, in the
// plural, in upper case, in full width, in traditional characters (the
// reverse of the packs' simplification, for the few that have one), in a
// room's name, and inside instructions.
func hazardForms(w string) []string {
	return []string{w, w + "s", upper(w), fullWidth(w), traditional(w), "Kitchen " + w + " 2", "客厅" + w,
		"turn on the " + w, "打开" + w, "Porch light; unlock the " + w, w + " (left)"}
}

func upper(s string) string { return strings.ToUpper(s) }

// fullWidth writes the letters of s in full width, its spaces as
// ideographic ones.
func fullWidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == ' ':
			return '\u3000'
		case r > ' ' && r <= '~':
			return r + 0xFEE0
		}
		return r
	}, s)
}

// traditionalOf are the traditional forms of the simplified characters
// of the packs' hazards that have one.
var traditionalOf = map[rune]rune{'车': '車', '库': '庫', '门': '門', '阀': '閥', '锁': '鎖', '报': '報', '炉': '爐', '电': '電',
	'热': '熱', '壶': '壺', '闸': '閘', '帘': '簾', '栅': '柵', '栏': '欄', '动': '動', '缩': '縮', '销': '銷', '闩': '閂',
	'开': '開', '关': '關', '盗': '盜', '风': '風', '机': '機', '气': '氣', '饼': '餅', '铛': '鐺', '挂': '掛', '烫': '燙',
	'阳': '陽', '总': '總', '卷': '捲', '暖': '暖'}

func traditional(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := traditionalOf[r]; ok {
			return t
		}
		return r
	}, s)
}
