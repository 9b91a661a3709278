// Package homegen makes homes of any size, in English and Chinese, for the
// benchmarks, the load test (cmd/edgeload) and build/bench.sh.
//
// A home of n devices over r rooms on two floors: device i is in room
// i mod r, so that every room has about n/r devices. The first eight of a
// room are one each of a desk lamp, a floor lamp, a ceiling light, a
// curtain, a garage door, a door lock (also called "front door"), a gas
// valve and a climate sensor; the rest of its devices go round wall
// lights, light strips, spotlights, downlights, air conditioners, TVs,
// fans, plugs, blinds and motion sensors, numbered from the second of a
// kind in the room on ("Wall light", "Wall light 2"; "壁灯", "壁灯2").
// Rooms take the names of a list of thirty, numbered from the second time
// round ("Bedroom", …, "Bedroom 2"; "卧室", …, "卧室2"), so that names
// never run out. A group holds the lights upstairs, and a scene ("Movie
// mode") is in the first room.
package homegen

import (
	"fmt"
	"maps"

	"go.yaml.in/yaml/v3"

	"edge/home"
)

// rooms are the names rooms take, in turn: id, English, Chinese.
var rooms = [...][3]string{
	{"living", "Living room", "客厅"}, {"kitchen", "Kitchen", "厨房"}, {"bedroom", "Bedroom", "卧室"},
	{"bathroom", "Bathroom", "卫生间"}, {"study", "Study", "书房"}, {"dining", "Dining room", "餐厅"},
	{"hall", "Hall", "门厅"}, {"garage", "Garage", "车库"}, {"laundry", "Laundry", "洗衣房"},
	{"guest", "Guest room", "客房"}, {"office", "Office", "办公室"}, {"gym", "Gym", "健身房"},
	{"pantry", "Pantry", "储藏室"}, {"kids", "Kids room", "儿童房"}, {"nursery", "Nursery", "婴儿房"},
	{"library", "Library", "图书室"}, {"attic", "Attic", "阁楼"}, {"balcony", "Balcony", "阳台"},
	{"dressing", "Dressing room", "衣帽间"}, {"den", "Den", "休息室"}, {"basement", "Basement", "地下室"},
	{"garden", "Garden", "花园"}, {"porch", "Porch", "门廊"}, {"cellar", "Wine cellar", "酒窖"},
	{"studio", "Studio", "工作室"}, {"playroom", "Playroom", "游戏室"}, {"sunroom", "Sunroom", "阳光房"},
	{"workshop", "Workshop", "工作间"}, {"media", "Media room", "影音室"}, {"music", "Music room", "琴房"},
}

// kind is one kind of device.
type kind struct {
	id, en, zh, typ string
	caps            []string
	state           map[string]any
	aliases         []string
	risk            string
}

// once are the devices every room has one of, in this order.
var once = [...]kind{
	{id: "desk", en: "Desk lamp", zh: "台灯", typ: "light", caps: []string{"onoff", "brightness"}, state: map[string]any{"on": false, "brightness": 50}},
	{id: "floor", en: "Floor lamp", zh: "落地灯", typ: "light", caps: []string{"onoff"}, state: map[string]any{"on": false}},
	{id: "ceiling", en: "Ceiling light", zh: "吊灯", typ: "light", caps: []string{"onoff", "brightness"}, state: map[string]any{"on": false, "brightness": 80}},
	{id: "curtain", en: "Curtain", zh: "窗帘", typ: "curtain", caps: []string{"position"}, state: map[string]any{"position": 0}},
	{id: "gate", en: "Garage door", zh: "车库门", typ: "garage_door", caps: []string{"position"}, state: map[string]any{"position": 0}},
	{id: "door", en: "Door lock", zh: "门锁", typ: "lock", caps: []string{"lock"}, state: map[string]any{"locked": true}, aliases: []string{"front door"}},
	{id: "gas", en: "Gas valve", zh: "燃气阀门", typ: "valve", caps: []string{"valve"}, state: map[string]any{"open": false}, risk: "high"},
	{id: "climate", en: "Climate sensor", zh: "温度计", typ: "sensor", caps: []string{"temperature", "humidity"}, state: map[string]any{"temperature": 21.5, "humidity": 40}},
}

// more are the kinds the rest of a room's devices go round.
var more = [...]kind{
	{id: "wall", en: "Wall light", zh: "壁灯", typ: "light", caps: []string{"onoff"}, state: map[string]any{"on": false}},
	{id: "strip", en: "Light strip", zh: "灯带", typ: "light", caps: []string{"onoff", "brightness", "color"}, state: map[string]any{"on": false, "brightness": 60, "color": "white"}},
	{id: "spot", en: "Spotlight", zh: "射灯", typ: "light", caps: []string{"onoff"}, state: map[string]any{"on": false}},
	{id: "down", en: "Downlight", zh: "筒灯", typ: "light", caps: []string{"onoff", "brightness"}, state: map[string]any{"on": false, "brightness": 70}},
	{id: "ac", en: "Air conditioner", zh: "空调", typ: "climate", caps: []string{"onoff", "thermostat", "temperature"}, state: map[string]any{"on": false, "target_temperature": 24, "mode": "auto", "temperature": 23}},
	{id: "tv", en: "TV", zh: "电视", typ: "tv", caps: []string{"onoff", "media"}, state: map[string]any{"on": false, "playing": false, "volume": 20, "muted": false}},
	{id: "fan", en: "Fan", zh: "风扇", typ: "fan", caps: []string{"onoff", "fan_speed"}, state: map[string]any{"on": false, "speed": 30}},
	{id: "plug", en: "Plug", zh: "插座", typ: "outlet", caps: []string{"onoff"}, state: map[string]any{"on": false}},
	{id: "blind", en: "Blind", zh: "百叶窗", typ: "blind", caps: []string{"position"}, state: map[string]any{"position": 100}},
	{id: "motion", en: "Motion sensor", zh: "人体传感器", typ: "sensor", caps: []string{"motion"}, state: map[string]any{"motion": false}},
}

// Generate makes a home of devices devices over rooms rooms (at least 1).
func Generate(devices, rooms int) *home.Home {
	rooms = max(rooms, 1)
	h := &home.Home{
		Name: fmt.Sprintf("Generated home of %d devices in %d rooms", devices, rooms),
		Floors: []home.Floor{
			{ID: "ground", Name: "Ground floor", Aliases: []string{"downstairs", "一楼", "楼下"}},
			{ID: "upper", Name: "Upper floor", Aliases: []string{"upstairs", "二楼", "楼上"}},
		},
		Security: home.Security{RateLimit: 600},
	}
	for i := range rooms {
		h.Rooms = append(h.Rooms, Room(i, rooms))
	}
	var upstairs []string
	for i := range devices {
		r := i % rooms
		d := device(h.Rooms[r].ID, i/rooms)
		if d.Type == "light" && h.Rooms[r].Floor == "upper" {
			upstairs = append(upstairs, d.ID)
		}
		h.Devices = append(h.Devices, d)
	}
	if len(upstairs) > 0 {
		h.Groups = []home.Group{{ID: "group.upstairs_lights", Name: "Upstairs lights", Aliases: []string{"楼上的灯"}, Members: upstairs}}
	}
	if devices > 3*rooms {
		// the first room's ceiling light and curtain
		first := h.Rooms[0].ID
		h.Scenes = []home.Scene{{ID: "scene.movie", Name: "Movie mode", Aliases: []string{"观影模式"}, Room: first,
			Actions: []home.Action{{Device: "light." + first + "_ceiling", Command: "off"}, {Device: "cover." + first + "_curtain", Command: "close"}}}}
	}
	return h
}

// Room is room i of a home of n rooms: the first half on the ground floor.
func Room(i, n int) home.Room {
	base := rooms[i%len(rooms)]
	r := home.Room{ID: base[0], Name: base[1], Aliases: []string{base[2]}, Floor: "ground"}
	if round := i / len(rooms); round > 0 {
		r.ID = fmt.Sprintf("%s_%d", base[0], round+1)
		r.Name = fmt.Sprintf("%s %d", base[1], round+1)
		r.Aliases = []string{fmt.Sprintf("%s%d", base[2], round+1)}
	}
	if i >= (n+1)/2 {
		r.Floor = "upper"
	}
	return r
}

// device is the j-th device of a room.
func device(room string, j int) home.Device {
	var k kind
	num := 0
	if j < len(once) {
		k = once[j]
	} else {
		k, num = more[(j-len(once))%len(more)], (j-len(once))/len(more)+1
	}
	name, zh, id := k.en, k.zh, fmt.Sprintf("%s.%s_%s", typePrefix(k.typ), room, k.id)
	if num > 1 {
		name, zh, id = fmt.Sprintf("%s %d", k.en, num), fmt.Sprintf("%s%d", k.zh, num), fmt.Sprintf("%s_%d", id, num)
	}
	d := home.Device{ID: id, Name: name, Aliases: append([]string{zh}, k.aliases...), Room: room, Type: k.typ,
		Capabilities: k.caps, State: maps.Clone(k.state), Risk: k.risk}
	if num > 1 && len(k.aliases) > 0 {
		d.Aliases = []string{zh}
	}
	return d
}

// typePrefix is the first part of a device id of a type.
func typePrefix(typ string) string {
	switch typ {
	case "curtain", "garage_door", "blind":
		return "cover"
	case "tv":
		return "media"
	case "outlet":
		return "switch"
	}
	return typ
}

// YAML is the home file of h.
func YAML(h *home.Home) ([]byte, error) { return yaml.Marshal(h) }
