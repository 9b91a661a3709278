package line

import (
	"bufio"
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/internal/pty"
	"edge/home"
)

type st = map[string]any

func device(id string, cfg st, caps ...string) *home.Device {
	return &home.Device{ID: id, Capabilities: caps, Driver: home.Driver{Kind: Kind, Config: cfg}}
}

func newDriver(t *testing.T) *Driver {
	d := New(drivers.Env{})
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return d
}

// openPty opens a pseudo-terminal closed when the test ends, or skips the
// test where there is none.
func openPty(t *testing.T) *pty.Pair {
	t.Helper()
	pair, err := pty.Open()
	if errors.Is(err, pty.ErrUnsupported) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pair.Master.Close() })
	return pair
}

// printer simulates a board that prints text every few milliseconds until
// the test ends.
func printer(t *testing.T, m *os.File, text string) {
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if _, err := m.WriteString(text); err != nil {
					return
				}
			}
		}
	}()
	t.Cleanup(func() {
		close(stop)
		<-done
	})
}

// responder simulates a board that answers each line it receives with
// reply(line), until the test ends; an empty reply closes the master (the
// board is unplugged).
func responder(t *testing.T, m *os.File, reply func(string) string) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(m)
		for sc.Scan() {
			r := reply(sc.Text())
			if r == "" {
				m.Close()
				return
			}
			if _, err := m.WriteString(r); err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		m.Close()
		<-done
	})
}

var climate = st{"temperature": `T=(-?[0-9.]+)`, "humidity": st{"match": `H=([0-9]+)`, "scale": 1, "offset": -1}}

func TestCheckConfig(t *testing.T) {
	for _, tt := range []struct {
		name string
		dev  *home.Device
		want string
	}{
		{"climate", device("sensor.c", st{"port": "/dev/ttyACM0", "baud": 115200, "attributes": climate}, "temperature", "humidity"), ""},
		{"query", device("sensor.p", st{"port": "/dev/ttyUSB0", "query": "READ\n", "timeout_ms": 500, "attributes": st{"motion": `PIR=(\d)`}}, "motion"), ""},

		{"no attributes", device("sensor.c", st{"port": "/dev/ttyACM0"}, "temperature"),
			`device "sensor.c": driver line: attributes: is missing (a regular expression per sensor capability, such as temperature: 'T=(-?[0-9.]+)')`},
		{"relay", device("switch.a", st{"port": "/dev/ttyACM0", "attributes": st{}}, "onoff"),
			`device "switch.a": driver line: line serves sensors, not onoff`},
		{"bad expression", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": st{"temperature": `T=(`}}, "temperature"),
			"device \"sensor.c\": driver line: attributes.temperature: error parsing regexp: missing closing ): `T=(`"},
		{"no group", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": st{"temperature": `T=\d+`}}, "temperature"),
			`device "sensor.c": driver line: attributes.temperature: "T=\\d+" has 0 capture groups; it needs exactly one, around the value`},
		{"two groups", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": st{"temperature": `(T)=(\d+)`}}, "temperature"),
			`device "sensor.c": driver line: attributes.temperature: "(T)=(\\d+)" has 2 capture groups; it needs exactly one, around the value`},
		{"missing attribute", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": st{"temperature": `T=(\d+)`}}, "temperature", "humidity"),
			`device "sensor.c": driver line: attributes.humidity: is missing (the device has the capability)`},
		{"foreign attribute", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": climate}, "temperature"),
			`device "sensor.c": driver line: attributes.humidity: is not a capability of the device`},
		{"scale on a boolean", device("sensor.p", st{"port": "/dev/ttyACM0", "attributes": st{"motion": st{"match": `M=(\d)`, "scale": 2}}}, "motion"),
			`device "sensor.p": driver line: unknown field attributes.motion.scale (known here: match)`},
		{"not an expression", device("sensor.c", st{"port": "/dev/ttyACM0", "attributes": st{"temperature": 5}}, "temperature"),
			`device "sensor.c": driver line: attributes.temperature: 5 is not a regular expression or a map such as {match: 'T=(.+)', scale: 0.1}`},
		{"long query", device("sensor.c", st{"port": "/dev/ttyACM0", "query": strings.Repeat("x", 65), "attributes": st{"temperature": `T=(\d+)`}}, "temperature"),
			`device "sensor.c": driver line: query: is 65 bytes long, more than 64`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := drivers.CheckConfig(tt.dev)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("CheckConfig:\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestParseLine(t *testing.T) {
	c, err := parse(device("sensor.c", st{"port": "x", "attributes": st{
		"temperature": `T=(-?[0-9.]+)`,
		"humidity":    st{"match": `H=(\S+)`, "scale": 0.1},
		"contact":     `DOOR=(\w+)`,
	}}, "temperature", "humidity", "contact"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		line string
		want st
		err  string
	}{
		{"T=23.5 H=415 DOOR=open", st{"temperature": 23.5, "humidity": 41.5, "contact": true}, ""},
		{"T=-4", st{"temperature": -4.0}, ""},
		{"DOOR=Closed", st{"contact": false}, ""},
		{"booting v1.2 ...", nil, ""},
		{"T=1.2.3", nil, `temperature: "1.2.3" is not a number in line "T=1.2.3"`},
		{"H=NaN", nil, `humidity: "NaN" is not a number in line "H=NaN"`},
		{"DOOR=ajar", nil, `contact: "ajar" is not 1/0, true/false, on/off, open/closed, yes/no or high/low in line "DOOR=ajar"`},
	} {
		got, err := parseLine(c.attrs, []byte(tt.line))
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("parseLine(%q) error = %v, want %s", tt.line, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseLine(%q) = %v, %v; want %v", tt.line, got, err, tt.want)
		}
	}
}

func TestPrintingBoard(t *testing.T) {
	pair := openPty(t)
	printer(t, pair.Master, "T=23.5 H=42\r\n")
	d := newDriver(t)
	dev := device("sensor.c", st{"port": pair.Path, "attributes": climate}, "temperature", "humidity")
	for range 2 {
		got, err := d.Read(context.Background(), dev)
		if err != nil || !reflect.DeepEqual(got, st{"temperature": 23.5, "humidity": 41.0}) {
			t.Fatalf("Read = %v, %v", got, err)
		}
	}
}

// TestGarbage: noise, an overlong line and lines that match nothing are
// skipped; each attribute may come on its own line.
func TestGarbage(t *testing.T) {
	pair := openPty(t)
	noise := "\x00\xff\xfe" + strings.Repeat("#", MaxLine+100) + "T=99\nboot ok\r\nT=21.0\n\x1b[2Jnoise\nH=50\n"
	printer(t, pair.Master, noise)
	d := newDriver(t)
	dev := device("sensor.c", st{"port": pair.Path, "attributes": climate}, "temperature", "humidity")
	got, err := d.Read(context.Background(), dev)
	if err != nil || !reflect.DeepEqual(got, st{"temperature": 21.0, "humidity": 49.0}) {
		t.Errorf("Read = %v, %v (the T=99 at the end of the overlong line must be dropped)", got, err)
	}
}

func TestBadValue(t *testing.T) {
	pair := openPty(t)
	printer(t, pair.Master, "T=abc\n")
	d := newDriver(t)
	dev := device("sensor.t", st{"port": pair.Path, "attributes": st{"temperature": `T=(\S+)`}}, "temperature")
	_, err := d.Read(context.Background(), dev)
	if err == nil || err.Error() != "line: "+pair.Path+`: temperature: "abc" is not a number in line "T=abc"` {
		t.Errorf("Read = %v", err)
	}
}

func TestTimeout(t *testing.T) {
	pair := openPty(t)
	d := newDriver(t)
	dev := device("sensor.c", st{"port": pair.Path, "timeout_ms": 100, "attributes": climate}, "temperature", "humidity")
	_, err := d.Read(context.Background(), dev)
	if err == nil || err.Error() != "line: "+pair.Path+": no reading of humidity, temperature within 100ms (0 lines received)" {
		t.Errorf("Read from a silent board = %v", err)
	}

	// Half of what the device needs is not a reading.
	printer(t, pair.Master, "T=20\n")
	_, err = d.Read(context.Background(), dev)
	if err == nil || !strings.HasPrefix(err.Error(), "line: "+pair.Path+": no reading of humidity within 100ms (") {
		t.Errorf("Read without humidity = %v", err)
	}
}

func TestQuery(t *testing.T) {
	pair := openPty(t)
	var mu sync.Mutex
	var queries []string
	responder(t, pair.Master, func(q string) string {
		mu.Lock()
		defer mu.Unlock()
		queries = append(queries, q)
		return "PIR=1\n"
	})
	d := newDriver(t)
	dev := device("sensor.pir", st{"port": pair.Path, "query": "READ\n", "attributes": st{"motion": `PIR=(\d)`}}, "motion")
	for range 2 {
		if got, err := d.Read(context.Background(), dev); err != nil || !reflect.DeepEqual(got, st{"motion": true}) {
			t.Fatalf("Read = %v, %v", got, err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if !reflect.DeepEqual(queries, []string{"READ", "READ"}) {
		t.Errorf("the board received %q", queries)
	}
}

// TestUnplug pulls the board out while the driver waits for its answer.
func TestUnplug(t *testing.T) {
	pair := openPty(t)
	responder(t, pair.Master, func(string) string { return "" })
	d := newDriver(t)
	dev := device("sensor.t", st{"port": pair.Path, "query": "R\n", "timeout_ms": 30000, "attributes": st{"temperature": `T=(\S+)`}}, "temperature")
	_, err := d.Read(context.Background(), dev)
	if err == nil || !strings.HasPrefix(err.Error(), "line: "+pair.Path+": read: ") {
		t.Errorf("Read while unplugged = %v", err)
	}
	_, err = d.Read(context.Background(), dev)
	if err == nil || !strings.HasPrefix(err.Error(), "line: open "+pair.Path+": ") {
		t.Errorf("Read after unplugging = %v", err)
	}
}

// TestOtherPortsGoOn: a read waiting on a silent board holds up nobody on
// another port, and ends with its context.
func TestOtherPortsGoOn(t *testing.T) {
	silent, talking := openPty(t), openPty(t)
	printer(t, talking.Master, "T=19\n")
	d := newDriver(t)
	waiting := device("sensor.a", st{"port": silent.Path, "timeout_ms": 30000, "attributes": st{"temperature": `T=(\S+)`}}, "temperature")
	other := device("sensor.b", st{"port": talking.Path, "attributes": st{"temperature": `T=(\S+)`}}, "temperature")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := d.Read(ctx, waiting)
		done <- err
	}()
	if got, err := d.Read(context.Background(), other); err != nil || !reflect.DeepEqual(got, st{"temperature": 19.0}) {
		t.Fatalf("Read on the other port = %v, %v", got, err)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("the waiting read ended with %v", err)
	}
}

func TestNoCommands(t *testing.T) {
	d := newDriver(t)
	dev := device("sensor.t", st{"port": "/dev/null", "attributes": st{"temperature": `T=(\S+)`}}, "temperature")
	if _, err := d.Do(context.Background(), dev, "on", nil); err == nil || err.Error() != `line: sensor.t is a sensor: it takes no command "on"` {
		t.Errorf("Do = %v", err)
	}
}
