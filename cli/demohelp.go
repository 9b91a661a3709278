package cli

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"edge/home"
)

// helpAsked reports whether the words ask what can be said ("help", "what
// can I say", "你能做什么"), and in which language ("en" or "zh").
func helpAsked(text string) (lang string, ok bool) {
	t := strings.ToLower(strings.TrimFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || r == '？' || r == '。' || r == '！'
	}))
	t = strings.Join(strings.Fields(t), " ")
	switch t {
	case "help", "what can i say", "what can you do", "what can i ask", "what do you understand":
		return "en", true
	case "帮助", "你能做什么", "你会做什么", "我能说什么", "我可以说什么", "能说什么":
		return "zh", true
	}
	return "", false
}

// demoHelp is the answer to helpAsked: things to say to this home, made
// from its devices, rooms and scenes, in lang.
func demoHelp(h *home.Home, lang string) string {
	ex := helpExamples(h, lang)
	var b strings.Builder
	if lang == "zh" {
		fmt.Fprintf(&b, "可以这样说（这个家有%d个房间、%d个设备）：\n", len(h.Rooms), len(h.Devices))
	} else {
		fmt.Fprintf(&b, "Things you can say (this home has %d rooms and %d devices):\n", len(h.Rooms), len(h.Devices))
	}
	for _, e := range ex {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	if lang == "zh" {
		b.WriteString("也可以说英语。问“哪一个？”时，说“第二个”或房间；要确认时，说“确认”或“算了”。Ctrl-D 退出。\n")
	} else {
		b.WriteString("Chinese works too (中文也可以). When edge asks \"which one?\", say the room or \"the second one\"; when it asks for a yes, say yes or no. Ctrl-D quits.\n")
	}
	return b.String()
}

// helpExamples are utterances for the devices of h, at most one of each
// kind, in lang. A Chinese example needs a Chinese name (an alias in Han
// characters).
func helpExamples(h *home.Home, lang string) []string {
	rooms := map[string]home.Room{}
	for _, r := range h.Rooms {
		rooms[r.ID] = r
	}
	zh := lang == "zh"
	name := func(n string, aliases []string) string {
		if !zh {
			// "Living room" is said "living room", "TV" stays "TV".
			if r := []rune(n); len(r) > 1 && unicode.IsUpper(r[0]) && unicode.IsLower(r[1]) {
				return string(unicode.ToLower(r[0])) + string(r[1:])
			}
			return n
		}
		for _, a := range aliases {
			if strings.ContainsFunc(a, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
				return a
			}
		}
		return ""
	}
	roomName := func(id string) string {
		r, ok := rooms[id]
		if !ok {
			return ""
		}
		return name(r.Name, r.Aliases)
	}
	var out []string
	done := map[string]bool{}
	add := func(kind, en, zhs string, args ...string) {
		if done[kind] || slices.Contains(args, "") {
			return
		}
		done[kind] = true
		f := en
		if zh {
			f = zhs
		}
		a := make([]any, len(args))
		for i, s := range args {
			a[i] = s
		}
		out = append(out, fmt.Sprintf(f, a...))
	}
	lights := map[string]int{}
	for _, d := range h.Devices {
		if d.Type == "light" {
			lights[d.Room]++
		}
	}
	for _, d := range h.Devices {
		n := name(d.Name, d.Aliases)
		has := func(c string) bool { return slices.Contains(d.Capabilities, c) }
		switch {
		case has("brightness") && !done["on"]:
			add("on", "turn on the %s", "把%s打开", n)
		case has("brightness"):
			add("brightness", "set the %s to 40%%", "把%s调到百分之四十", n)
		case has("thermostat"):
			add("thermostat", "set the %s to 22 degrees", "把%s调到二十二度", n)
		case has("lock"):
			add("lock", "is the %s locked?", "%s锁了吗", n)
		case has("position") && d.Type != "garage_door" && d.Type != "gate":
			add("position", "close the %s", "关上%s", n)
		case has("media"):
			add("media", "turn the %s volume up", "%s声音大一点", n)
		case has("temperature") && d.Room != "":
			add("temperature", "what is the temperature in the %s?", "%s温度是多少", roomName(d.Room))
		}
		if d.Type == "light" && lights[d.Room] > 1 {
			add("room lights", "turn off the lights in the %s", "把%s的灯关掉", roomName(d.Room))
		}
	}
	for _, s := range h.Scenes {
		add("scene", "activate %s", "切换到%s", name(s.Name, s.Aliases))
	}
	add("which", "which lights are on?", "哪些灯开着")
	return out
}
