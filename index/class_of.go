package index

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"edge/ir"
	"edge/lang"
)

// classesOfType lists the classes whose types include t, sorted. The
// list is shared: append to it, never change it.
func classesOfType(t string) []string { return typeClasses[t] }

// typeClasses maps each type to the classes whose types include it
// (classesOfType), made once: a sweep asks it of each of thousands of
// devices.
var typeClasses = func() map[string][]string {
	out := map[string][]string{}
	for c, info := range ir.Classes {
		for _, ty := range info.Types {
			out[ty] = append(out[ty], c)
		}
	}
	for ty, cs := range out {
		sort.Strings(cs)
		out[ty] = slices.Clip(cs)
	}
	return out
}()

// classMemo keeps, for one build of an index, the class word each name
// ends with, and one list of classes for all the devices of a type whose
// names end with the same class word.
type classMemo struct {
	ofKey map[string]string
	lists map[string][]string
}

func newClassMemo() *classMemo {
	return &classMemo{ofKey: map[string]string{}, lists: map[string][]string{}}
}

// of lists the classes of a device of type typ whose name has the key
// name and whose names have the keys: those of its type, sorted, then the
// class of the word its name ends with (a lamp on a smart plug is an
// outlet named "floor lamp"), and of a sensor the class of what it is on
// (contactOf). An alias never makes a class: a freezer plug also called
// "freezer light" is no light, and "the kitchen lights" never reach it
// (the alias still names it). Only the class a device of its type may be
// named by counts in an alias: a lock called "front door".
func (m *classMemo) of(typ, name string, keys []string) []string {
	memo := typ + "|" + m.word(name)
	var named []string
	if typ == "lock" {
		for _, k := range keys {
			if c := m.doorOf(k); c != "" && !slices.Contains(named, c) {
				named = append(named, c)
				memo += "|" + c
			}
		}
	}
	if typ == contactSensor {
		if c := m.contactOf(name); c != "" {
			named = append(named, c)
			memo += "|" + c
		}
	}
	if cs, ok := m.lists[memo]; ok {
		return cs
	}
	cs := classesOfType(typ)
	for _, c := range append([]string{m.word(name)}, named...) {
		if c != "" && !containsString(cs, c) {
			cs = append(cs, c)
		}
	}
	cs = slices.Clip(cs)
	m.lists[memo] = cs
	return cs
}

// doorOf is the class a lock may be named by (lockClasses) that a key
// says: the class of the door it is ("front door", 前门), or a gate whose
// lock it is, said before a lock word ("大门锁" is the lock of the 大门);
// "" for none. A door said before a lock word names no lock ("Front door
// lock" is never one of "the doors").
func (m *classMemo) doorOf(key string) string {
	if c := m.word(key); slices.Contains(lockClasses, c) {
		return c
	}
	for _, w := range lang.ClassWords("lock") {
		if rest, ok := cutWordEnd(key, w); ok && m.word(rest) == gateClass {
			return gateClass
		}
	}
	return ""
}

// contactOf is the class of what a sensor is on, said before a word of
// contact sensors (lang.Vocab.Contacts): "Front door contact" and 入户门
// 门磁 are on a door, 厨房窗磁 on a window; "" for none, or what is no way
// in (openedClasses).
func (m *classMemo) contactOf(key string) string {
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Contacts {
			rest, ok := cutWordEnd(key, w)
			if !ok {
				continue
			}
			if c := m.word(rest); slices.Contains(openedClasses, c) {
				return c
			}
			if c := m.contactOf(rest); c != "" {
				return c // "Front door contact sensor"
			}
		}
	}
	return ""
}

// contactSensor is the type of a contact sensor, and openedClasses the
// classes of what one tells open or shut.
const contactSensor = "sensor"

var openedClasses = []string{"door", "window", gateClass, "garage_door"}

// word is the class of the word a key ends with ("" for none), a number
// or a letter after it left out.
func (m *classMemo) word(key string) string {
	c, ok := m.ofKey[key]
	if !ok {
		c, _ = classOfKey(unnumbered(key))
		m.ofKey[key] = c
	}
	return c
}

// mainMemo tells, for one build of an index, whether a list of keys holds
// a word for a room's main light: devices of one kind share their keys.
type mainMemo struct {
	words []string
	memo  map[string]bool
}

func newMainMemo() *mainMemo {
	m := &mainMemo{memo: map[string]bool{}}
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Main {
			m.words = append(m.words, w)
		}
	}
	return m
}

func (m *mainMemo) of(e *Entity) bool {
	key := strings.Join(e.keys, "\x00")
	v, ok := m.memo[key]
	if !ok {
		v = slices.ContainsFunc(m.words, e.named)
		m.memo[key] = v
	}
	return v
}

// InClass reports whether an entity is of a device class: by its type, or
// by the class word its name ends with (a name that ends in a number,
// "Floor lamp 2", by the word before it).
func InClass(e *Entity, class string) bool {
	return e.Kind == Device && containsString(e.classes, class)
}

// classOfKey finds the longest class word a key ends with: the whole key,
// its last words, or its last characters of a word that begins with one
// (CJK); its class and length.
func classOfKey(key string) (string, int) {
	for i := 0; i < len(key); i++ {
		if i > 0 && key[i-1] != ' ' && (key[i] < 0x80 || !utf8.RuneStart(key[i])) {
			continue
		}
		if c := lang.ClassOfWord(key[i:]); c != "" {
			return c, len(key) - i
		}
	}
	return "", 0
}

// classPart is the class of whose words of more than one word the key is
// a part, its first words or its later ones ("air" or "conditioner" of
// "air conditioner", "con" of "air con"), when the key is no class word of
// its own and a part of words of that class only; "" otherwise. "turn on
// the conditioner" is any air conditioner, never the one whose alias
// happens to hold the word. A word before a class word is no part of it:
// "wall" of "wall socket" is where the socket is, and "the wall light" no
// plug.
func classPart(key string) string {
	if c, _ := classOfKey(key); c != "" {
		return ""
	}
	class := ""
	for c, ws := range lang.Classes() {
		for _, w := range ws {
			if rest, ok := strings.CutPrefix(w, key+" "); ok && isClassWord(rest, c) {
				continue
			}
			if w != key && strings.Contains(" "+w+" ", " "+key+" ") {
				if class != "" && class != c {
					return ""
				}
				class = c
			}
		}
	}
	return class
}

func isClassWord(key, class string) bool {
	for _, w := range lang.ClassWords(class) {
		if key == w {
			return true
		}
	}
	return false
}

// standIns are the classes a home may have no device of, and the class
// whose devices then stand for them: a thermostat is the heater of a
// home that has no heater of its own ("turn the heater on", 把暖气打开).
var standIns = map[string]string{"heater": "climate"}

// standIn gives the devices of each stand-in class the class they stand
// for, in a home that has no device of that class.
func (x *Index) standIn() {
	for class, by := range standIns {
		if len(x.byClass[class]) > 0 {
			continue
		}
		for _, e := range x.byClass[by] {
			if e.Kind == Device {
				e.classes = append(slices.Clip(e.classes), class)
				x.byClass[class] = append(x.byClass[class], e)
			}
		}
	}
}

// unnumbered is a key with the number or the single letter that ends it
// left out, as what numbers or letters devices of one kind ("Floor lamp
// 2", "Relay A", "lamp b"): the word before it says what the thing is.
func unnumbered(key string) string {
	key = strings.TrimRight(key, "0123456789 ")
	if n := len(key); n > 2 && key[n-2] == ' ' && key[n-1] >= 'a' && key[n-1] <= 'z' {
		key = strings.TrimRight(key[:n-1], " ")
	}
	return key
}
