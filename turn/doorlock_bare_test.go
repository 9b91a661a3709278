package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// bareLockNames are names of a lock that say no door: the door said alone
// must still reach it.
var bareLockNames = []string{"Smart lock", "智能门锁", "Door lock", "Yale", "Aqara", "门锁", "指纹锁"}

// bareDoorHome is a home of a hall and a garage with a light in each, the
// locks named here in the hall, a garage door when garage is true and a
// PIN when pin is.
func bareDoorHome(garage, pin bool, locks ...string) string {
	var b strings.Builder
	if pin {
		b.WriteString("security: {pin: \"2580\"}\n")
	}
	b.WriteString("rooms:\n  - {id: hall, name: Hall, aliases: [玄关]}\n  - {id: garage, name: Garage, aliases: [车库]}\ndevices:\n")
	b.WriteString("  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], state: {\"on\": false}}\n")
	b.WriteString("  - {id: light.garage, name: Garage light, room: garage, type: light, capabilities: [onoff], state: {\"on\": false}}\n")
	for i, name := range locks {
		fmt.Fprintf(&b, "  - {id: lock.l%d, name: %s, room: hall, type: lock, capabilities: [lock], state: {locked: true}}\n", i, name)
	}
	if garage {
		b.WriteString("  - {id: cover.garage, name: Garage door, aliases: [车库门], room: garage, type: garage_door, capabilities: [position], state: {position: 0}}\n")
	}
	return b.String()
}

// Wordings of the door said alone, or with its room, by verb.
var (
	doorLocking   = []string{"lock the door", "please lock the door", "lock the hall door", "锁门", "把门锁上", "门锁上吧", "帮我锁一下门", "锁上玄关的门"}
	doorUnlocking = []string{"unlock the door", "unlock the hall door", "开锁", "把门解锁", "门打开", "open the door", "开门", "把门打开"}
	doorClosing   = []string{"close the door", "关门", "把门关上"}
)

// TestDoorSaidOfABareLock says the door said alone, with a verb of locking
// or one that may lock (close, 关), is the home's one lock whatever it is
// called ("Smart lock", 智能门锁, "Yale"): locked at once, unlocked (also
// by "open the door", 开门) only after the yes, or the PIN where the home
// has one. For each name, with every wording.
func TestDoorSaidOfABareLock(t *testing.T) {
	generatedKinds(t)
	n := 0
	for _, pin := range []bool{false, true} {
		for _, name := range bareLockNames {
			e := eveningEngine(t, "door.yaml", bareDoorHome(false, pin, name))
			for _, text := range append(slices.Clone(doorLocking), doorClosing...) {
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("d", n), DryRun: true})
				if got := summary(r); got != "planned: lock.l0 lock planned" {
					t.Errorf("%q with %s: %s (say %s)", text, name, got, r.Say)
				}
			}
			for _, text := range doorUnlocking {
				n++
				session := fmt.Sprint("d", n)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
				if got := summary(r); got != "confirm: lock.l0 unlock pending" {
					t.Errorf("%q with %s: %s (say %s), want the yes asked", text, name, got, r.Say)
					continue
				}
				yes := map[bool]string{false: "yes", true: "2580"}[pin]
				if r := e.Ask(context.Background(), turn.Request{Text: yes, Session: session, DryRun: true}); summary(r) != "planned: lock.l0 unlock planned" {
					t.Errorf("%q with %s, then %s: %s (say %s)", text, name, yes, summary(r), r.Say)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d commands, want at least 200", n)
	}
}

// TestDoorSaidOfSeveral says the door said alone asks which where it may
// be several things, among those only: two locks, or with a verb that is
// no lock's ("open the door", 关门), a lock and a garage door; a verb of
// locking never reaches the garage door.
func TestDoorSaidOfSeveral(t *testing.T) {
	generatedKinds(t)
	options := func(r turn.Result) []string {
		var ids []string
		for _, o := range r.Options {
			ids = append(ids, o.ID)
		}
		slices.Sort(ids)
		return ids
	}
	n := 0
	check := func(e *turn.Engine, text, what string, want []string) {
		n++
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("s", n), DryRun: true})
		if r.Outcome != "clarify" || len(r.Actions) > 0 || !slices.Equal(options(r), want) {
			t.Errorf("%q with %s: %s %v (say %s), want which of %v", text, what, summary(r), options(r), r.Say, want)
		}
	}
	for i, name := range bareLockNames {
		other := bareLockNames[(i+1)%len(bareLockNames)]
		two := eveningEngine(t, "two.yaml", bareDoorHome(false, false, name, other))
		for _, text := range slices.Concat(doorLocking, doorUnlocking, doorClosing) {
			check(two, text, name+" and "+other, []string{"lock.l0", "lock.l1"})
		}
		garage := eveningEngine(t, "garage.yaml", bareDoorHome(true, false, name))
		for _, text := range []string{"open the door", "开门", "把门打开", "close the door", "关门", "把门关上"} {
			check(garage, text, name+" and a garage door", []string{"cover.garage", "lock.l0"})
		}
		for _, text := range []string{"lock the door", "锁门", "把门锁上"} {
			n++
			r := garage.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("s", n), DryRun: true})
			if got := summary(r); got != "planned: lock.l0 lock planned" {
				t.Errorf("%q with %s and a garage door: %s (say %s)", text, name, got, r.Say)
			}
		}
	}
	if n < 150 {
		t.Errorf("%d commands, want at least 150", n)
	}
}

// TestDoorSaidNeverStretched says what the door said alone does not
// reach: a door named that the home lacks ("the back door"), all the doors
// with a verb of several meanings, a home with no lock (its garage door is
// not "the door"), and a verb no lock takes.
func TestDoorSaidNeverStretched(t *testing.T) {
	generatedKinds(t)
	none := func(got string) bool { return !runs(got) }
	want := map[string]func(string) bool{}
	for _, text := range []string{"lock the back door", "unlock the back door", "锁上后门", "open all the doors", "close all the doors", "把门都打开",
		"turn on the door", "把门调亮一点", "set the door to 50"} {
		want[text] = none
	}
	askAll(t, eveningEngine(t, "lock.yaml", bareDoorHome(true, false, "Yale")), want, "a lock said otherwise")
	garageOnly := map[string]func(string) bool{}
	for _, text := range slices.Concat(doorLocking, doorUnlocking, doorClosing) {
		garageOnly[text] = none
	}
	askAll(t, eveningEngine(t, "garage.yaml", bareDoorHome(true, false)), garageOnly, "no lock")
}
