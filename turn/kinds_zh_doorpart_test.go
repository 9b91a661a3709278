package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// doorParts is a home whose doors are locks, each with a contact sensor
// named by the door's name and more characters after it.
const doorParts = `name: 门
rooms:
  - {id: hall, name: 玄关}
  - {id: back, name: 后院}
  - {id: side, name: 侧廊}
devices:
  - {id: lock.front, name: 智能门锁, aliases: [大门, 入户门], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: sensor.front, name: 入户门门磁, aliases: [大门门磁], room: hall, type: sensor, capabilities: [contact], state: {contact: false}}
  - {id: lock.back, name: 后门, room: back, type: lock, capabilities: [lock], state: {locked: false}}
  - {id: sensor.back, name: 后门磁, room: back, type: sensor, capabilities: [contact], state: {contact: true}}
  - {id: lock.side, name: 侧门, room: side, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: sensor.side, name: 侧门门磁传感器, room: side, type: sensor, capabilities: [contact], state: {contact: false}}
`

// TestChineseDoorClosedAskedOfItsLock: whether a door is closed or open,
// asked of a door that is a lock ("大门关好了没", "后门开着吗", "侧门关上了
// 吗"), reads the contact sensor in its room whose name is the door's name
// and more characters after it, as "is the front door closed" reads the
// Front door contact: it was "大门不能这样操作". Asked whether it is locked,
// it reads the lock; told to close, it is the lock's, as before.
func TestChineseDoorClosedAskedOfItsLock(t *testing.T) {
	e := eveningEngine(t, "doors.yaml", doorParts)
	n := 0
	for door, sensor := range map[string]string{"大门": "sensor.front", "入户门": "sensor.front", "后门": "sensor.back", "侧门": "sensor.side"} {
		for _, f := range []string{"%s关好了没", "%s关了吗", "%s关上了吗", "%s开着吗", "%s是不是开着"} {
			text := fmt.Sprintf(f, door)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
			if r.Outcome != turn.Answer || len(r.Reads) != 1 || r.Reads[0].Device != sensor {
				t.Errorf("%q: %s (%s), read %v, want %s alone", text, summary(r), r.Say, r.Reads, sensor)
			}
		}
	}
	if n < 20 {
		t.Errorf("%d questions, want at least 20", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "大门锁好了没", Session: "locked", DryRun: true})
	if len(r.Reads) != 1 || r.Reads[0].Device != "lock.front" {
		t.Errorf("大门锁好了没: %s, read %v, want lock.front", summary(r), r.Reads)
	}
}
