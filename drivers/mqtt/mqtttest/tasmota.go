package mqtttest

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Tasmota simulates a Tasmota device on its topic: relays answer
// cmnd/TOPIC/POWER[n] on stat/TOPIC/POWER[n] and stat/TOPIC/RESULT, the
// dimmer cmnd/TOPIC/Dimmer, and cmnd/TOPIC/STATE and cmnd/TOPIC/STATUS 10
// report the state and the sensors.
type Tasmota struct {
	c     *Client
	topic string

	mu     sync.Mutex
	power  map[int]bool
	dimmer int
	sensor map[string]any
	silent bool
	cmnds  []Received
}

// NewTasmota starts a simulated Tasmota device, online (its LWT).
func NewTasmota(t testing.TB, b *Broker, topic string) *Tasmota {
	d := &Tasmota{c: Connect(t, b, "tasmota-sim-"+topic), topic: topic, power: map[int]bool{1: false}, sensor: map[string]any{}}
	d.c.Subscribe("cmnd/"+topic+"/+", d.onCmnd)
	d.c.Publish("tele/"+topic+"/LWT", []byte("Online"), true)
	return d
}

// Client is the device's connection.
func (d *Tasmota) Client() *Client { return d.c }

// Silence makes the device ignore every command from now on.
func (d *Tasmota) Silence() {
	d.mu.Lock()
	d.silent = true
	d.mu.Unlock()
}

// Commands returns the commands received: topic and payload.
func (d *Tasmota) Commands() []Received {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]Received(nil), d.cmnds...)
}

// Power returns relay n's state (1 is POWER or POWER1).
func (d *Tasmota) Power(n int) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.power[n]
}

// Sensor publishes tele/TOPIC/SENSOR and keeps it for STATUS 10.
func (d *Tasmota) Sensor(payload map[string]any) {
	d.mu.Lock()
	d.sensor = payload
	d.mu.Unlock()
	d.c.PublishJSON("tele/"+d.topic+"/SENSOR", payload, false)
}

func (d *Tasmota) onCmnd(topic string, payload []byte) {
	cmd := topic[strings.LastIndexByte(topic, '/')+1:]
	arg := strings.TrimSpace(string(payload))
	d.mu.Lock()
	d.cmnds = append(d.cmnds, Received{Topic: topic, Payload: arg})
	if d.silent {
		d.mu.Unlock()
		return
	}
	upper := strings.ToUpper(cmd)
	stat := "stat/" + d.topic + "/"
	var pubs []Received
	state := func() map[string]any {
		s := map[string]any{"Time": "2024-05-01T12:00:00", "Dimmer": d.dimmer}
		for n, on := range d.power {
			s[powerKey(n, len(d.power))] = onOff(on)
		}
		return s
	}
	switch {
	case strings.HasPrefix(upper, "POWER"):
		n := 1
		if len(upper) > 5 {
			n, _ = strconv.Atoi(upper[5:])
		}
		switch strings.ToUpper(arg) {
		case "ON", "1":
			d.power[n] = true
		case "OFF", "0":
			d.power[n] = false
		case "TOGGLE", "2":
			d.power[n] = !d.power[n]
		}
		key := "POWER"
		if len(upper) > 5 {
			key = upper
		}
		res, _ := json.Marshal(map[string]string{key: onOff(d.power[n])})
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)}, Received{Topic: stat + key, Payload: onOff(d.power[n])})
	case upper == "DIMMER":
		if n, err := strconv.Atoi(arg); err == nil {
			d.dimmer = n
			d.power[1] = n > 0
		}
		res, _ := json.Marshal(map[string]any{"POWER": onOff(d.power[1]), "Dimmer": d.dimmer})
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)})
	case upper == "STATE":
		res, _ := json.Marshal(state())
		pubs = append(pubs, Received{Topic: stat + "RESULT", Payload: string(res)})
	case upper == "STATUS" && arg == "10":
		res, _ := json.Marshal(map[string]any{"StatusSNS": d.sensor})
		pubs = append(pubs, Received{Topic: stat + "STATUS10", Payload: string(res)})
	}
	d.mu.Unlock()
	for _, p := range pubs {
		d.c.Publish(p.Topic, []byte(p.Payload), false)
	}
}

func powerKey(n, relays int) string {
	if relays <= 1 && n == 1 {
		return "POWER"
	}
	return "POWER" + strconv.Itoa(n)
}

func onOff(on bool) string {
	if on {
		return "ON"
	}
	return "OFF"
}
