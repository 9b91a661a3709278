package en

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/compile"
	"edge/ir"
	"edge/lang"
)

// A kind of utterance is said many ways: each way is built from the
// pack's own lists (the WordNet tables, the words of each rule), so that
// a kind that works works for every word of it, not for one sentence.

// kind is one kind of utterance: the ways it is said and the IR they all
// compile to.
type kind struct {
	name, want string
	texts      []string
}

// kinds builds the ways of each kind.
func kinds() []kind {
	var out []kind
	add := func(name, want string, texts ...string) { out = append(out, kind{name, want, texts}) }
	const next = "en act next []"
	for _, w := range meaning(wordnetVerbs, "move") {
		add("moving on to the next song", next, w+" to the next song", "can you "+w+" to the next track on this playlist",
			"please "+w+" to the next one")
	}
	for _, w := range meaning(wordnetVerbs, "next") {
		add("passing a song", next, w+" this song", "please "+w+" this track")
	}
	for _, w := range meaning(wordnetVerbs, "listen") {
		if w == "listen" {
			w += " to"
		}
		add("listening to the next song", next, "i want to "+w+" the next song", "i'd like to "+w+" another tune")
	}
	for _, w := range sorted(onwards) {
		add("a song onwards", next, "skip "+w, "play one song "+w, "jump "+w+" to the next track")
	}
	for _, w := range sorted(listWords) {
		add("the list a song is played from", next, "play the next song on this "+w, "next track on the "+w+", please",
			"using this "+w+", play the next song", "i would like to hear the next tune on this particular "+w)
	}
	for _, m := range []string{"song", "track", "tune", "number"} {
		add("the song after this one", next, "play the "+m+" after this one", "go to the "+m+" that follows this one",
			"play the following "+m, "i want another "+m, "please change the "+m+" now", "switch to the next "+m)
	}
	for _, m := range sorted(modalWords) {
		if m == "needs" || m == "ought" {
			m += " to"
		}
		add("a modal that only says to do it", next, "the next song "+m+" be played")
		if m != "needs to" {
			add("a modal that only says to do it", next, "you "+m+" skip this song")
		}
		add("a modal that only says to do it", "en act set [] volume-10", "the volume "+m+" be lowered")
	}
	for _, cmd := range []string{"lock the front door", "dim the lights", "vacuum the kitchen", "heat the bedroom"} {
		p, err := compile.Compile(cmd)
		if err != nil {
			panic(err)
		}
		for _, m := range []string{"got to", "gotta", "have to", "need to", "want to"} {
			add("a modal with to before a verb that is also a noun", p.String(), "i "+m+" "+cmd, "we "+m+" "+cmd, m+" "+cmd)
		}
	}
	for _, v := range typoVerbs {
		for _, p := range wordPrefixes {
			if typoLex[p+v] == 0 && v != "hoover" { // "dishoover" is a place run on with the verb
				add("a prefix and a word of the grammar, no typo", noAct, p+v+" the tv", p+v+" the robot vacuum", "please "+p+v+" the kitchen light")
			}
		}
	}
	for pair := range poweredBy {
		for _, thing := range []string{"the tv", "the kitchen light", "the fan in the bedroom"} {
			p, err := compile.Compile("power " + pair[1] + " " + thing)
			if err != nil {
				panic(err)
			}
			said := pair[0] + " " + pair[1] + " " + thing
			add("a colloquial verb of power", p.String(), said, said+" please", "can you "+said)
		}
	}
	for _, thing := range []string{"any lights", "the lights", "the tv", "the heating", "anything"} {
		add("got, asking what is so", noAct, "got "+thing+" on", "you got "+thing+" on?", "got "+thing+" on in the kitchen")
	}
	for _, w := range sorted(goOn) {
		add("going on and doing it", next, "go "+w+" and skip this song", "please go "+w+" and play the next song")
	}
	for _, w := range sorted(speakWords) {
		add("the assistant's voice", "en act set [] volume+10", w+" up", w+" louder", "please "+w+" more loudly")
		add("the assistant's voice", "en act set [] volume-10", w+" more quietly", w+" softer")
	}
	for _, w := range sorted(voiceWords) {
		add("the assistant's voice", "en act set [] volume-10", "lower your "+w, "turn your "+w+" down")
		add("the assistant's voice", "en act set [] volume+10", "increase your "+w, "turn your "+w+" up")
	}
	for adj, m := range sortedMap(wordnetRels) {
		attr := m[1:]
		if attr == "temperature" {
			continue
		}
		want := fmt.Sprintf("en act set [] %s%s10", attr, map[byte]string{'+': "-", '-': "+"}[m[0]])
		add("a complaint of too much", want, "you're too "+adj, "it is way too "+adj, "that's too "+adj)
		for _, stmt := range []string{"that's too " + adj, "it's way too " + adj, "this is too " + adj} {
			add("a complaint before a command", "en act set [] "+attr+"-10",
				stmt+", turn the "+attr+" down", stmt+" turn the "+attr+" down", stmt+", can you turn the "+attr+" down")
		}
	}
	for _, w := range meaning(verbs, "inc", "dec") {
		if strings.Contains(w, " ") || strings.HasSuffix(w, "y") || participle(w+"ed") != w && participle(w+"d") != w {
			continue
		}
		part := w + "ed"
		if strings.HasSuffix(w, "e") {
			part = w + "d"
		}
		want := "en act set [] volume" + map[string]string{"inc": "+", "dec": "-"}[verbs[w]] + "10"
		add("a wish said in the passive", want, "the volume should be "+part, "can i have my volume "+part,
			"i want the volume "+part, "your volume needs to be "+part)
	}
	for _, p := range sorted(persons) {
		add("a question of what was done", `en query ask=locked yes_no [all "lock" class=lock]`, "did "+p+" lock the doors")
	}
	add("a question of what was done", `en query ask=locked yes_no [all "lock" class=lock]`, "has anyone locked the doors",
		"have you locked the doors", "have the doors been locked")
	for _, w := range []string{"see", "check", "find out", "tell me", "let me know"} {
		add("a question asked with if", `en query ask=locked yes_no [all "lock" class=lock]`, "can you "+w+" if the doors are locked",
			w+" whether the doors are locked", "can you "+w+" if i have my doors locked")
	}
	for w := range sortedMap(wordnetAdverbs) {
		add("a question with an adverb", `en query ask=locked yes_no ["front door" class=door]`, "is the front door "+w+" locked")
		add("a question with an adverb", `en query ask=on yes_no [all "lights" class=light]`, "are the lights "+w+" on")
	}
	for _, h := range sorted(vocab.WholeHome) {
		if strings.Contains(h, " ") || wordnetHome[h] == "" {
			continue
		}
		add("the whole home", `en act off [all "lights" class=light]`, "turn off the lights throughout the "+h,
			"turn off the lights all over the "+h, "turn off the lights in the entire "+h, "turn off the lights across the "+h,
			"turn off all the lights in the whole "+h)
	}
	add("the whole home", `en act off [all "lights" class=light]`, "turn off the lights in every room",
		"turn off the lights on every floor", "turn off the lights in all rooms", "turn off the lights in every single room",
		"turn off the lights in all of the rooms", "turn off lights in the whole place", "turn off lights all over")
	add("the room the speaker is in", `en act off [all "lights" class=light in="here"]`, "turn off the lights in the room",
		"turn off the lights in this room", "turn off the lights in here")
	add("a question with an adverb", `en query ask=on yes_no ["tv" class=tv]`, "is the tv on at the moment", "is the tv on at present",
		"is the tv currently on", "is the tv on right now")
	add("a question of what was left", `en query ask=unlocked yes_no ["back door" class=door]`, "did someone leave the back door unlocked",
		"did anyone leave the back door unlocked")
	for state, verb := range sortedMap(sureVerbs) {
		add("making sure", fmt.Sprintf(`en act %s [all "doors" class=door]`, verb), "make sure the doors are "+state,
			"make sure all the doors are "+state, "please ensure the doors are "+state)
	}
	for _, class := range []string{"fan", "tv", "outlet", "light", "heater"} {
		for _, w := range vocab.Classes[class] {
			if strings.Contains(w, " ") {
				continue
			}
			want := fmt.Sprintf(`en act on ["%s" class=%s]`, w, class)
			add("on said first", want, "on the "+w, "on my "+w)
			add("getting it going", want, "get the "+w+" going", "can you get the "+w+" running")
		}
	}
	for _, p := range []string{"i", "we", "you"} {
		add("a question of what was left", `en query ask=on yes_no ["kettle"]`, "did "+p+" leave the kettle on", "have "+p+" left the kettle on")
		add("what was left undone", `en act off ["kettle"]`, p+" left the kettle on")
	}
	for _, place := range []string{"in the study", "in here", "in the kitchen"} {
		want := `en act set [in="` + strings.TrimPrefix(strings.TrimPrefix(place, "in the "), "in ") + `"] brightness+10`
		add("a complaint of a place", want, "it's too dark "+place, "it is way too dim "+place)
	}
	for _, thing := range []string{"sofa", "bed", "window"} {
		add("a place next to a thing", `en act on ["`+thing+` lamp" class=light]`, "turn on the lamp next to the "+thing)
		add("a place next to a thing", `en act set ["`+thing+` lamp" class=light] brightness+10`, "brighten the lamp next to the "+thing,
			"brighten the lamp next to the "+thing+" right now")
	}
	for _, attr := range []string{"volume", "sound"} {
		add("a comparative after make", "en act set [] volume-10", "make the "+attr+" lower", "can you make the "+attr+" quieter")
		add("a level named, asked", "en act set [] volume+10 wish", "turn the "+attr+" high", "i need a high "+attr)
		add("a change by one", "en act set [] volume+1", "increase the "+attr+" by one", "turn the "+attr+" up by one")
	}
	for _, attr := range []string{"volume", "sound"} {
		add("a complaint of a level", "en act set [] volume-10", "your "+attr+" is too high", "the "+attr+" is way too high")
		add("a complaint of a level", "en act set [] volume+10", "your "+attr+" is too low")
		add("the assistant's voice", "en act set [] volume+10", "could you talk a bit louder", "make the "+attr+" go up",
			"turn the "+attr+" up a notch")
	}
	add("a complaint of the sound here", "en act set [] volume-10", "it's too loud in here", "it is way too noisy in here")
	for _, small := range []string{"a touch", "a tad", "a notch", "a bit"} {
		add("a small step", "en act set [] volume+10", "turn the volume up "+small, "turn the sound up "+small)
		add("a small step", `en act set [all "lights" class=light] brightness-10`, "dim the lights "+small)
	}
	for thing, want := range map[string]string{"kettle": `["kettle"]`, "heater": `["heater" class=heater]`, "fan": `["fan" class=fan]`} {
		add("a colloquial verb of power", "en act on "+want, "fire up the "+thing, "kick on the "+thing, "please fire up the "+thing)
		add("a colloquial verb of power", "en act off "+want, "kick off the "+thing)
	}
	for _, end := range []string{" or not", " or not?", ", or not"} {
		add("a question that ends in or not", `en query ask=locked yes_no ["front door" class=door]`, "is the front door locked"+end,
			"hey is the front door locked"+end, "tell me if the front door is locked"+end)
		add("a question that ends in or not", `en query ask=on yes_no ["kitchen light" class=light]`, "is the kitchen light on"+end)
	}
	for _, lead := range []string{"excuse me, ", "excuse me ", "excuse me, can you please "} {
		add("a polite lead-in", `en act off ["den lamp" class=light]`, lead+"turn off the den lamp", lead+"turn the den lamp off")
	}
	for _, m := range []string{"song", "track", "tune"} {
		add("not liking a song", next, "i don't like this "+m, "i do not want this "+m, "this "+m+" is boring, next")
	}
	for _, h := range []string{"house", "home", "property", "premises"} {
		add("the whole home locked", `en act lock [all]`, "lock up the "+h, "please lock the "+h)
	}
	add("a question of what was done", `en query ask=locked yes_no ["door" class=door]`, "did i remember to lock the door")
	add("a question of what was not done", `en query ask=unlocked yes_no ["door" class=door]`, "did i forget to lock the door")
	add("checking", `en query [all "locks" class=lock]`, "please check the locks", "check the locks")
	for _, w := range sorted(tiredWords) {
		add("tired of a song", next, "i'm "+w+" of this song", "i am so "+w+" of this track, play the next one")
	}
	for _, m := range []string{"song", "track"} {
		add("the song that's playing", next, "skip the "+m+" that's playing", "skip the "+m+" that is now playing")
	}
	for w, m := range sortedMap(verbAttrs) {
		want := map[string]string{"dec": "en act set [] volume-10", "inc": "en act set [] volume+10"}[verbs[w]]
		if m == "volume" && !strings.Contains(w, " ") {
			add("a verb of the sound", want, w+" the music", "please "+w+" the sound a little")
		} else if m == "volume" {
			add("a verb of the sound", want, w+" please")
		}
	}
	for _, n := range []string{"den light", "kitchen lamp", "tv"} {
		class, _ := (pack{}).ClassOf(n)
		want := fmt.Sprintf(`en act on ["%s" class=%s]`, n, class)
		add("a name before a command", want, "the "+n+", turn it on", "the "+n+", can you switch it on")
		for _, lead := range []string{"", "can you ", "could you please ", "please "} {
			for _, v := range []string{"turn it on", "switch it on", "put it on"} {
				add("a name before a command", want, "the "+n+" "+lead+v, "hey the "+n+" "+lead+v+" please")
			}
		}
	}
	for _, p := range []string{"in the den", "in the kitchen"} {
		want := `en act off [all "lights" class=light in="` + strings.TrimPrefix(p, "in the ") + `"]`
		add("a name before a command", want, "the lights "+p+" turn them off", "the lights "+p+", can you turn them off")
	}
	add("the assistant's voice", "en act set [] volume-10", "you're talking too loud", "you are speaking way too loudly",
		"your voice is too loud")
	add("the assistant itself", "en act mute []", "mute yourself", "please mute yourself")
	for _, q := range []string{"isn't", "is not", "shouldn't"} {
		want := `en query ask=locked yes_no ["front door" class=door]`
		text := q + " the front door locked"
		if q == "shouldn't" {
			text = q + " the front door be locked"
			want = `en query ask=locked ["front door" class=door]`
		}
		add("a question asked with not", want, text, text+"?")
	}
	for _, m := range sorted(politeNot) {
		said, ok := map[string]string{"will": "won't", "can": "can't"}[m]
		if !ok {
			said = m + "n't"
		}
		add("a request asked with not", `en act on ["fan" class=fan]`, said+" you turn on the fan", said+" you turn on the fan?")
	}
	add("a modal that only says to do it", next, "you've got to skip this song", "you gotta skip this song")
	add("a complaint before a command", "en act set [] volume-10", "it's too loud! turn it down", "it is way too loud, turn it down please")
	add("a complaint before a command", `en act on ["den light" class=light]`, "hey, it's dark in here. turn on the den light",
		"hey, it's so dark in here, turn on the den light")
	for _, keep := range sorted(keepWords) {
		for _, state := range sorted(leftAs) {
			add("an exception said as what to leave", `en act off [all "lights" class=light except=["desk lamp" class=light]]`,
				"turn off the lights but "+keep+" the desk lamp "+state, "turn off the lights, "+keep+" the desk lamp "+state,
				"turn off the lights and please "+keep+" the desk lamp "+state, "turn the lights off but "+keep+" the desk lamp "+state+" please")
		}
		add("an exception said as what to leave", `en act off [all "lights" class=light except=["hall light" class=light]]`,
			"turn off all the lights but "+keep+" the one in the hall on", "turn off all the lights and "+keep+" the hall one on")
	}
	for _, going := range []string{"going", "running"} {
		for _, x := range [][2]string{{"the fan", `["fan" class=fan]`}, {"the lights", `[all "lights" class=light]`},
			{"the heating", `["heating" class=heating]`}, {"the heater", `["heater" class=heater]`}} {
			add("a thing got going", `en act on `+x[1], "get "+x[0]+" "+going, "can you get "+x[0]+" "+going, "please get "+x[0]+" "+going)
		}
		add("a thing got going", `en act on [all "lights" class=light in="kitchen"]`, "get the lights "+going+" in the kitchen",
			"can you get the lights "+going+" in the kitchen")
	}
	for _, g := range []string{"leaving", "keeping"} {
		for _, state := range sorted(leftAs) {
			add("an exception said as what is left, with no pause", `en act off [all "lights" class=light except=["desk lamp" class=light]]`,
				"turn off the lights "+g+" the desk lamp "+state, "turn the lights off "+g+" the desk lamp "+state,
				"please turn off all the lights "+g+" the desk lamp "+state, "turn off the lights, "+g+" the desk lamp "+state)
		}
	}
	add("an exception said as one of the class", `en act off [all "lights" class=light except=["hall light" class=light]]`,
		"turn off all the lights except the hall one", "turn off all the lights except the one in the hall",
		"turn off all the lights except the light in the hall")
	add("an exception said as one of the class", `en act off [all "lights" class=light except=[all "bedroom lights" class=light]]`,
		"turn off all the lights except the ones in the bedroom", "turn off all the lights but not the ones in the bedroom",
		"turn off all the lights except the lights in the bedroom please")
	for _, w := range sorted(putVerbs) {
		add("a verb of putting with its direction after the object", `en act off ["tv" class=tv]`, w+" the tv off",
			"can you "+w+" the tv off please", w+" off the tv")
		add("a verb of putting with its direction after the object", `en act on ["kettle"]`, w+" the kettle on", "just "+w+" the kettle on")
		add("a verb of putting with its direction after the object", `en act on [all "lights" class=light in="den"]`,
			w+" the lights on in the den", w+" on the lights in the den")
	}
	for _, w := range vocab.Classes["vacuum"] {
		if !strings.Contains(w, " ") {
			add("getting it going", `en act on ["`+w+`" class=vacuum]`, "get the "+w+" going", "can you get the "+w+" running")
			add("sending a device back", `en act dock ["`+w+`" class=vacuum]`, "send the "+w+" home", "send the "+w+" back to its dock")
			for _, where := range []string{"every room", "each room"} {
				add("sending a device everywhere", `en act start ["`+w+`" class=vacuum]`, "send the "+w+" to "+where, "send the "+w+" "+where)
			}
		}
	}
	for _, v := range meaning(verbs, "return") {
		if v == "go" || strings.Contains(v, " ") {
			continue
		}
		for _, end := range []string{" back", " back to its dock", " back to the base", " back home", " to its charger"} {
			add("sending a device back", `en act dock ["roomba" class=vacuum]`, v+" the roomba"+end)
		}
	}
	for _, v := range sorted(lawnVerbs) {
		for _, l := range sorted(vocab.Lawn) {
			add("cutting the grass", `en act start [class=mower]`, v+" the "+l, "please "+v+" the "+l)
		}
	}
	for _, class := range []string{"light", "fan", "outlet", "blind"} {
		for _, w := range vocab.Classes[class] {
			if strings.Contains(w, " ") {
				continue
			}
			ws := plural1(w)
			want := fmt.Sprintf(`en act off [all "%s" class=%s in="kitchen"] ; act off [all "%s" class=%s in="den"] ~0.90`, ws, class, ws, class)
			add("a place alone after a named one", want, "turn off the "+ws+" in the kitchen and in the den",
				"switch the "+ws+" off in the kitchen and in the den", "turn off the "+ws+" in the kitchen and then in the den")
		}
	}
	for v, cmd := range sortedMap(hungVerbs) {
		for _, w := range vocab.Classes["garage_door"] {
			add("raising and lowering what hangs", fmt.Sprintf(`en act %s ["%s" class=garage_door]`, cmd, w), v+" the "+w,
				"can you "+v+" the "+w+" please")
		}
	}
	for _, class := range []string{"blind", "curtain"} {
		for _, w := range vocab.Classes[class] {
			for v, cmd := range sortedMap(hungVerbs) {
				want := fmt.Sprintf(`en act %s [all "kitchen %ss" class=%s]`, cmd, w, class)
				add("raising and lowering what hangs", want, v+" the kitchen "+w+"s", "please "+v+" the kitchen "+w+"s")
				if verbs[v] != "" {
					add("raising and lowering what hangs", fmt.Sprintf(`en act set [all "kitchen %ss" class=%s] level%s10`, w, class,
						map[string]string{"open": "+", "close": "-"}[cmd]), v+" the kitchen "+w+"s a bit")
				}
			}
			for _, v := range sorted(hungBy) {
				for d, cmd := range sortedMap(hungDirs) {
					add("raising and lowering what hangs", fmt.Sprintf(`en act %s [all "kitchen %ss" class=%s]`, cmd, w, class),
						v+" the kitchen "+w+"s "+d, v+" "+d+" the kitchen "+w+"s")
					add("raising and lowering what hangs, in a place", fmt.Sprintf(`en act %s [all "%ss" class=%s in="kitchen"]`, cmd, w, class),
						v+" the "+w+"s "+d+" in the kitchen", v+" "+d+" the "+w+"s in the kitchen")
				}
			}
		}
	}
	for _, u := range []string{"degrees", "percent"} {
		attr := map[string]string{"degrees": "temperature", "percent": "level"}[u]
		for _, of := range []string{"", "of "} {
			add("a couple of a unit", `en act set ["heating" class=heating] `+attr+`+2`, "turn the heating up a couple "+of+u,
				"bump the heating up by a couple "+of+u)
		}
	}
	for _, n := range meaning(nouns, lang.NounDock) {
		for _, v := range []string{"turn off the " + n, "switch the " + n + " off", "power off the " + n} {
			add("a noun of docking said as a device", `en act off ["`+n+`"]`, v, v+" please")
		}
		add("a noun of docking said as a device", `en act on ["`+n+`"]`, "turn on the "+n, "switch on my "+n)
		add("a noun of docking said as a device", `en act dock ["roomba" class=vacuum]`, "send the roomba to its "+n,
			"send the roomba back to the "+n)
	}
	for adj, m := range sortedMap(wordnetRels) {
		if !howMuch(lexer.Token{Value: adj}) {
			continue
		}
		want := fmt.Sprintf(`en query ask=%s ["tv" class=tv]`, m[1:])
		add("how much of an attribute", want, "how "+adj+" is the tv", "hey how "+adj+" is the tv right now")
	}
	// What must never act: a statement of what is, a question, a verb
	// that only leads to what is said with it, said alone.
	add("no command", noAct, "can you hear me", "listen", "move the lamp", "i don't want music", "it's too hot",
		"should i lock the door", "should the lights be on", "must we turn on the heating", "did you turn off the lights",
		"remember to lock the doors", "advance", "go on", "jump", "pass", "pass over", "the music is too hot",
		"i don't like the lights", "the light is too high", "it's too high", "check if the door opens",
		"did i leave the desk lamp on", "i left the lamp on but leave it", "throw the ball", "pop", "stick it",
		"i am leaving the hall light on")
	return out
}

// noAct is the want of the ways that must not act: no command but a
// negated one or a wish, or no program.
const noAct = "no command"

// TestKinds: every way of every kind compiles to the kind's IR.
func TestKinds(t *testing.T) {
	registered()
	n := 0
	for _, k := range kinds() {
		for _, text := range k.texts {
			n++
			p, err := compile.Compile(text)
			got := ""
			if err != nil {
				got = "!! " + err.Error()
			} else {
				got = p.String()
			}
			if k.want == noAct {
				for _, cl := range clausesOf(p) {
					if cl.Kind == ir.Act && !cl.Negated && !cl.Wish { // a wish is asked back
						t.Errorf("%s: Compile(%q) = %s acts", k.name, text, got)
					}
				}
				continue
			}
			if got != k.want {
				t.Errorf("%s: Compile(%q) = %s, want %s", k.name, text, got, k.want)
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways of saying the kinds, want at least 300", n)
	}
}

// clausesOf is the clauses of a program, none for no program.
func clausesOf(p *ir.Program) []ir.Clause {
	if p == nil {
		return nil
	}
	return p.Clauses
}

var register sync.Once

// registered registers the pack, for compile, in this package's tests.
func registered() {
	register.Do(func() {
		if _, ok := lang.Get("en"); !ok {
			lang.Register(Pack())
		}
	})
}

// meaning lists the words of a table with one of the meanings, sorted.
func meaning(m map[string]string, means ...string) []string {
	var out []string
	for w, v := range m {
		if slices.Contains(means, v) {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

func sorted(m map[string]bool) []string {
	var out []string
	for w := range m {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}

// sortedMap ranges over a map in the order of its keys.
func sortedMap(m map[string]string) func(yield func(string, string) bool) {
	return func(yield func(string, string) bool) {
		for _, k := range sortedKeys(m) {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}
