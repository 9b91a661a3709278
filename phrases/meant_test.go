package phrases

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"edge/home"
	"edge/index"
)

// meant is a sentence of a grammar with what it means: the kind and key
// of its shape, and the value of each of its slots, as tokens.
type meant struct {
	kind  Kind
	key   string
	text  string
	slots map[string][]string
	shape *shape
}

// every lists every sentence of the grammar's shapes: each combination
// of its entity slots with every value of each of its other slots. It is
// the language of the JSGF grammar but for the PINs (a shape with a
// {class} and a {room} there takes the pairs that fit, as here, see
// jsgfSentences), and the sentences of the other formats are among it.
func (g *Grammar) every() []meant {
	var out []meant
	for _, s := range g.shapes {
		var lists []string
		for slot := range s.lists {
			lists = append(lists, slot)
		}
		sort.Strings(lists)
		for _, c := range s.combos {
			var fill func(i int, slots map[string][]string)
			fill = func(i int, slots map[string][]string) {
				if i < len(lists) {
					for _, v := range s.lists[lists[i]] {
						next := map[string][]string{lists[i]: v}
						for k, w := range slots {
							next[k] = w
						}
						fill(i+1, next)
					}
					return
				}
				var tokens []string
				for _, p := range s.parts {
					if p.slot == "" {
						tokens = append(tokens, p.token)
					} else {
						tokens = append(tokens, slots[p.slot]...)
					}
				}
				out = append(out, meant{kind: s.kind, key: s.key, text: g.pack.Join(tokens), slots: slots, shape: s})
			}
			fill(0, c)
		}
	}
	return out
}

// jsgfRule is a rule of a grammar written as JSGF: its name and body.
var jsgfRule = regexp.MustCompile(`(?s)(?:public )?<([^>]+)> = (.*?);\n`)

// jsgfSentences expands a JSGF grammar written by WriteJSGF, but for
// its PINs, into its sentences, each as its tokens joined by spaces.
func jsgfSentences(text string) []string {
	rules := map[string][]string{}
	for _, m := range jsgfRule.FindAllStringSubmatch(text, -1) {
		for _, alt := range strings.Split(m[2], "|") {
			rules[m[1]] = append(rules[m[1]], strings.Join(strings.Fields(alt), " "))
		}
	}
	var expand func(seq []string) []string
	expand = func(seq []string) []string {
		if len(seq) == 0 {
			return []string{""}
		}
		var heads []string
		if t := seq[0]; strings.HasPrefix(t, "<") {
			for _, alt := range rules[strings.Trim(t, "<>")] {
				heads = append(heads, expand(strings.Fields(alt))...)
			}
		} else {
			heads = []string{strings.Trim(t, `"`)}
		}
		var out []string
		for _, tail := range expand(seq[1:]) {
			for _, h := range heads {
				out = append(out, strings.TrimSpace(h+" "+tail))
			}
		}
		return out
	}
	var out []string
	for _, k := range rules["utterance"] {
		if k != "<"+string(PIN)+">" {
			out = append(out, expand([]string{k})...)
		}
	}
	return out
}

// targets are what the words of an entity slot name in a home: the ids
// of the devices, groups and scenes with a name or alias of those
// tokens in the grammar's language.
func (g *Grammar) targets(h *home.Home, tokens []string) []string {
	is := func(name string, aliases []string) bool {
		for _, n := range append([]string{name}, aliases...) {
			if g.pack.OwnsName(n) && slices.Equal(g.say.Tokens(n), tokens) {
				return true
			}
		}
		return false
	}
	var out []string
	for _, d := range h.Devices {
		if is(d.Name, d.Aliases) {
			out = append(out, d.ID)
		}
	}
	for _, gr := range h.Groups {
		if is(gr.Name, gr.Aliases) {
			out = append(out, gr.ID)
		}
	}
	for _, s := range h.Scenes {
		if is(s.Name, s.Aliases) {
			out = append(out, s.ID)
		}
	}
	return out
}

// roomOf is the id of the room with a name or alias of those tokens.
func (g *Grammar) roomOf(h *home.Home, tokens []string) string {
	for _, r := range h.Rooms {
		for _, n := range append([]string{r.Name}, r.Aliases...) {
			if g.pack.OwnsName(n) && slices.Equal(g.say.Tokens(n), tokens) {
				return r.ID
			}
		}
	}
	return ""
}

// devices are the ids of the devices an entity stands for, that fit:
// the device itself, or the members of a group.
func devices(idx *index.Index, id string, fits func(*home.Device) bool) []string {
	e, ok := idx.Entity(id)
	if !ok {
		return nil
	}
	ids := []string{id}
	if e.Kind != index.Device {
		ids = e.Members
	}
	var out []string
	for _, m := range ids {
		if me, ok := idx.Entity(m); ok && me.Device != nil && fits(me.Device) {
			out = append(out, m)
		}
	}
	return out
}

// command is the command of a capability a shape says: the key of the
// pack's commands whose shapes hold it ("" for none).
func (g *Grammar) command(s *shape) string {
	b := builder{g: g}
	for key, texts := range g.say.Phrases().Commands {
		capName, cmd, _ := strings.Cut(key, " ")
		if capName != s.key {
			continue
		}
		for _, text := range texts {
			if slices.Equal(b.parse(text), s.parts) {
				return cmd
			}
		}
	}
	return ""
}
