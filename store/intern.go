package store

import (
	"strings"

	"edge/home"
)

// interner keeps one copy of each string, and of each list of strings,
// that the entities of a home repeat: rooms, types, capabilities, tags,
// names a device kind has in every room. A home of 10,000 devices read
// back holds each of them once instead of 10,000 times.
type interner struct {
	strs  map[string]string
	lists map[string][]string
}

func newInterner() *interner {
	return &interner{strs: map[string]string{}, lists: map[string][]string{}}
}

func (in *interner) str(s string) string {
	if s == "" {
		return ""
	}
	if c, ok := in.strs[s]; ok {
		return c
	}
	in.strs[s] = s
	return s
}

// list returns one shared copy of a list equal to l; callers never change
// the lists of a home read back.
func (in *interner) list(l []string) []string {
	if len(l) == 0 {
		return l
	}
	key := strings.Join(l, "\x00")
	if c, ok := in.lists[key]; ok {
		return c
	}
	for i, s := range l {
		l[i] = in.str(s)
	}
	l = l[:len(l):len(l)]
	in.lists[key] = l
	return l
}

// home interns the strings of a home read back.
func (in *interner) home(h *home.Home) {
	for i := range h.Rooms {
		r := &h.Rooms[i]
		r.ID, r.Floor = in.str(r.ID), in.str(r.Floor)
	}
	for i := range h.Devices {
		d := &h.Devices[i]
		d.Name, d.Room, d.Type, d.Risk = in.str(d.Name), in.str(d.Room), in.str(d.Type), in.str(d.Risk)
		d.Aliases, d.Capabilities, d.Tags, d.Modes = in.list(d.Aliases), in.list(d.Capabilities), in.list(d.Tags), in.list(d.Modes)
		d.Driver.Kind = in.str(d.Driver.Kind)
		for k, v := range d.State {
			if s, ok := v.(string); ok {
				d.State[k] = in.str(s)
			}
		}
	}
	for i := range h.Scenes {
		h.Scenes[i].Room = in.str(h.Scenes[i].Room)
	}
}
