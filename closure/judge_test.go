package closure_test

import (
	"math"
	"strconv"
	"strings"

	"edge/grammar"
	"edge/home"
	"edge/turn"
)

// The judge of ../shared/eval/score.py, as far as the closure test needs
// it: whether edge answered a development case correctly.

// expect is what a case wants (score.py's docstring).
type expect struct {
	Kind     string   `json:"kind"`
	Actions  []expAct `json:"actions"`
	Optional []string `json:"optional"`
	Devices  []string `json:"devices"`
	When     string   `json:"when"`
	Also     []expect `json:"also"`
}

type expAct struct {
	Device  string         `json:"device"`
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
}

var (
	acting     = map[string]bool{turn.Planned: true, turn.Done: true, turn.Confirm: true}
	abstaining = map[string]bool{turn.Clarify: true, turn.NotUnderstood: true, turn.Blocked: true, turn.Cancelled: true,
		turn.ConditionFalse: true, turn.Failed: true}
)

// homeInfo is what the judge needs of a home: its rooms by every name,
// and what each scene does.
type homeInfo struct {
	rooms  map[string]string
	scenes map[string]map[[2]string]bool
}

func infoOf(h *home.Home) homeInfo {
	in := homeInfo{rooms: map[string]string{}, scenes: map[string]map[[2]string]bool{}}
	for _, r := range h.Rooms {
		for _, n := range append([]string{r.ID, r.Name}, r.Aliases...) {
			in.rooms[fold(n)] = r.ID
		}
	}
	for _, s := range h.Scenes {
		acts := map[[2]string]bool{}
		for _, a := range s.Actions {
			acts[[2]string{a.Device, a.Command}] = true
		}
		in.scenes[s.ID] = acts
	}
	return in
}

func fold(s string) string { return strings.Join(strings.Fields(strings.Map(grammar.Fold, s)), " ") }

// correct reports whether a result is right for a case's expectation or
// one of its others.
func correct(e expect, r turn.Result, in homeInfo) bool {
	if correctOne(e, r, in) {
		return true
	}
	for _, a := range e.Also {
		if correctOne(a, r, in) {
			return true
		}
	}
	return false
}

func correctOne(e expect, r turn.Result, in homeInfo) bool {
	runs := acting[r.Outcome] || r.Outcome == turn.Scheduled
	switch e.Kind {
	case "act":
		if !runs {
			return false
		}
		want := map[[2]string]map[string]any{}
		tolerated := map[[2]string]bool{}
		for _, a := range e.Actions {
			want[[2]string{a.Device, a.Command}] = a.Args
			if a.Command == "activate" {
				for k := range in.scenes[a.Device] {
					tolerated[k] = true
				}
			}
		}
		optional := map[string]bool{}
		for _, d := range e.Optional {
			optional[d] = true
		}
		have := map[[2]string]bool{}
		for _, a := range r.Actions {
			k := [2]string{a.Device, a.Command}
			args, ok := want[k]
			switch {
			case ok:
				have[k] = true
				for name, v := range args {
					if !argOK(name, v, a.Args[name], in) {
						return false
					}
				}
			case !tolerated[k] && !optional[a.Device]:
				return false
			}
		}
		later := e.When == "later"
		return len(have) == len(want) && (r.Outcome != turn.Scheduled || later) && !(later && (r.Outcome == turn.Planned || r.Outcome == turn.Done))
	case "query":
		if r.Outcome != turn.Answer {
			return false
		}
		got := map[string]bool{}
		for _, rd := range r.Reads {
			got[rd.Device] = true
		}
		if len(got) != len(e.Devices) {
			return false
		}
		for _, d := range e.Devices {
			if !got[d] {
				return false
			}
		}
		return true
	case "clarify":
		return r.Outcome == turn.Clarify
	case "none":
		return abstaining[r.Outcome]
	}
	return false
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	}
	return 0, false
}

func argOK(name string, want, got any, in homeInfo) bool {
	if s, ok := want.(string); ok && (s == "+" || s == "-") {
		n, ok := number(got)
		return ok && (s == "+" && n > 0 || s == "-" && n < 0)
	}
	if w, ok := number(want); ok {
		g, ok := number(got)
		return ok && g == w
	}
	gs, _ := got.(string)
	ws, _ := want.(string)
	switch name {
	case "color":
		return sameColor(ws, gs)
	case "room":
		if id, ok := in.rooms[fold(gs)]; ok {
			gs = id
		}
		return gs == ws
	}
	return fold(gs) == fold(ws)
}

// hues are score.py's colours: hue in degrees, tolerance, saturation range.
var hues = map[string][4]float64{"red": {0, 20, .5, 1}, "orange": {30, 15, .5, 1}, "amber": {42, 15, .5, 1},
	"yellow": {60, 15, .5, 1}, "green": {120, 40, .4, 1}, "cyan": {180, 20, .4, 1}, "blue": {235, 25, .5, 1},
	"purple": {280, 25, .4, 1}, "violet": {280, 25, .3, 1}, "magenta": {300, 20, .5, 1}, "pink": {340, 25, .1, .8},
	"white": {0, 180, 0, .1}}

func sameColor(want, got string) bool {
	w, g := fold(want), fold(got)
	if w == g {
		return true
	}
	h, ok := hues[w]
	if !ok || !strings.HasPrefix(g, "#") || len(g) != 7 {
		return false
	}
	var rgb [3]float64
	for i := range rgb {
		v, err := strconv.ParseUint(g[1+2*i:3+2*i], 16, 8)
		if err != nil {
			return false
		}
		rgb[i] = float64(v) / 255
	}
	hue, sat := hsv(rgb)
	d := math.Abs(math.Mod(hue-h[0]+540, 360) - 180)
	return d <= h[1] && sat >= h[2] && sat <= h[3]
}

func hsv(c [3]float64) (hue, sat float64) {
	hi, lo := max(c[0], c[1], c[2]), min(c[0], c[1], c[2])
	if hi == 0 {
		return 0, 0
	}
	sat = (hi - lo) / hi
	if hi == lo {
		return 0, sat
	}
	switch d := hi - lo; hi {
	case c[0]:
		hue = math.Mod((c[1]-c[2])/d, 6)
	case c[1]:
		hue = (c[2]-c[0])/d + 2
	default:
		hue = (c[0]-c[1])/d + 4
	}
	hue *= 60
	if hue < 0 {
		hue += 360
	}
	return hue, sat
}
