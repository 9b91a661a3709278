package turn_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"

	_ "edge/drivers/sim"
)

// templates are the databases of the homes the tests import, each
// imported once and copied for each engine: importing and indexing a home
// is most of the time an engine takes to make (under emulation, most of a
// second).
var templates struct {
	sync.Mutex
	dir   string
	files map[[sha256.Size]byte]string
}

// imported is the path of a closed database with h imported.
func imported(t testing.TB, h *home.Home) string {
	t.Helper()
	b, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	key := sha256.Sum256(b)
	templates.Lock()
	defer templates.Unlock()
	if path, ok := templates.files[key]; ok {
		return path
	}
	if templates.dir == "" {
		if templates.dir, err = os.MkdirTemp("", "turn-test-"); err != nil {
			t.Fatal(err)
		}
		templates.files = map[[sha256.Size]byte]string{}
	}
	path := filepath.Join(templates.dir, fmt.Sprint(len(templates.files), ".db"))
	db, err := store.OpenScratch(path)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Import(h, index.Write)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	templates.files[key] = path
	return path
}

// TestMain removes the templates when the tests end.
func TestMain(m *testing.M) {
	code := m.Run()
	if templates.dir != "" {
		os.RemoveAll(templates.dir)
	}
	os.Exit(code)
}

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func demo(t testing.TB) (*turn.Engine, *store.DB, *clock) {
	t.Helper()
	return engine(t, "demo")
}

// engine is an engine on a home of testdata/homes, at 20:00.
func engine(t testing.TB, name string) (*turn.Engine, *store.DB, *clock) {
	t.Helper()
	return engineAt(t, hometest.Load(t, name), time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
}

// engineAt is an engine on h, imported into a database of its own, with
// a clock set to at.
func engineAt(t testing.TB, h *home.Home, at time.Time) (*turn.Engine, *store.DB, *clock) {
	t.Helper()
	db := storetest.OpenCopy(t, imported(t, h))
	c := &clock{t: at}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e, db, c
}

// summary is the part of a result the tests compare: outcome and actions.
func summary(r turn.Result) string {
	var acts []string
	for _, a := range r.Actions {
		s := a.Device + " " + a.Command
		for _, k := range []string{"brightness", "position", "temperature", "speed", "volume", "color"} {
			if v, ok := a.Args[k]; ok {
				s += fmt.Sprintf(" %s=%v", k, v)
			}
		}
		acts = append(acts, s+" "+a.Status)
	}
	return r.Outcome + ": " + strings.Join(acts, ", ")
}

type step struct {
	text, room string
	want       string
}

func run(t *testing.T, e *turn.Engine, session string, steps []step) {
	t.Helper()
	for i, s := range steps {
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: session, Room: s.room})
		if got := summary(r); got != s.want {
			t.Errorf("turn %d %q:\n got %s\nwant %s\n say %s", i+1, s.text, got, s.want, r.Say)
		}
	}
}

func TestConversations(t *testing.T) {
	tests := []struct {
		name  string
		steps []step
	}{
		{"name and alias", []step{
			{"turn on the living room ceiling light", "", "done: light.living_main on done"},
			{"set big white to 30%", "", "done: light.living_main set brightness=30 done"},
			{"打开大白", "", "done: light.living_main on done"},
		}},
		{"room and class", []step{
			{"turn off the light in the kitchen", "", "done: light.kitchen off done, light.kitchen_cabinet off done"},
			{"turn off the kitchen lights", "", "done: light.kitchen off done, light.kitchen_cabinet off done"},
			{"把客厅的灯打开", "", "done: light.living_main on done"},
			{"卧室的灯，关掉", "", "done: light.bedroom_main off done, light.bedside off done, switch.reading_lamp off done"},
		}},
		{"one of a room's lights is asked about, never all taken", []step{
			{"turn off one of the lights in the kitchen", "", "clarify: "},
			{"turn off one light in the kitchen", "", "clarify: "},
			{"turn off one light in the kids room", "", "done: light.kids off done"},
		}},
		{"speaker's room", []step{
			{"turn on the lamp", "study", "done: light.study_lamp on done"},
			{"关灯", "kids", "done: light.kids off done"},
		}},
		{"group and floor", []step{
			{"关掉楼上的灯", "", "done: light.study_lamp off done, light.study_ceiling off done, light.bedroom_main off done, light.bedside off done, light.kids off done, light.bathroom off done, light.landing off done"},
			{"turn off the downstairs lights", "", "done: light.dining off done, light.garage off done, light.hall off done, light.kitchen off done, light.kitchen_cabinet off done, light.living_main off done"},
		}},
		{"clarify then answer by place", []step{
			{"turn on the lamp", "", "clarify: "},
			{"the one in the study", "", "done: light.study_lamp on done"},
		}},
		{"clarify then answer by number", []step{
			{"打开台灯", "", "done: light.study_lamp on done"},
			{"turn on the lamp", "", "clarify: "},
			{"the second one", "", "done: light.study_lamp on done"},
		}},
		{"clarify then something else", []step{
			{"turn on the lamp", "", "clarify: "},
			{"close the living room curtain", "", "done: cover.living_curtain close done"},
			{"the one in the study", "", "not_understood: "},
		}},
		{"clarify then no", []step{
			{"turn on the lamp", "", "clarify: "},
			{"no", "", "cancelled: "},
		}},
		{"confirm then yes", []step{
			{"open the garage door", "", "confirm: cover.garage_door open pending"},
			{"yes", "", "done: cover.garage_door open done"},
			{"yes", "", "not_understood: "},
		}},
		{"confirm then no", []step{
			{"unlock the front door", "", "confirm: lock.front_door unlock pending"},
			{"no", "", "cancelled: "},
			{"is the front door locked", "", "answer: "},
		}},
		{"confirm then something else cancels and runs", []step{
			{"打开燃气阀门", "", "confirm: valve.gas open pending"},
			{"打开电视", "", "done: media.living_tv on done"},
			{"确认", "", "not_understood: "},
		}},
		{"heater needs a yes", []step{
			{"turn on the kids room heater", "", "confirm: switch.kids_heater on pending"},
			{"确认", "", "done: switch.kids_heater on done"},
		}},
		{"scenes", []step{
			{"activate movie mode", "", "done: scene.movie activate done"},
			{"切换到晚安模式", "", "done: scene.good_night activate done"},
		}},
		{"references", []step{
			{"turn on the tv", "", "done: media.living_tv on done"},
			{"turn it off", "", "done: media.living_tv off done"},
		}},
		{"not found and cannot", []step{
			{"turn on the jacuzzi", "", "not_understood: "},
			{"unlock the kitchen light", "", "not_understood: "},
			{"turn on the light in the cellar", "", "not_understood: "},
			{"it is a lovely day", "", "not_understood: "},
		}},
		{"out of range is refused, not clamped", []step{
			{"set the kitchen light to 150%", "", "blocked: light.kitchen set brightness=150 blocked"},
			{"把卧室空调调到五十度", "", "blocked: climate.bedroom_ac set temperature=50 blocked"},
		}},
		{"several clauses", []step{
			{"turn on the hall light and close the bedroom blinds", "", "done: light.hall on done, cover.bedroom_blind close done"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _, _ := demo(t)
			run(t, e, "s", tt.steps)
		})
	}
}

func TestStateAcrossTurns(t *testing.T) {
	e, db, _ := demo(t)
	ctx := context.Background()
	ask := func(text string) turn.Result { return e.Ask(ctx, turn.Request{Text: text, Session: "s"}) }
	ask("turn on the bedside lamp")
	r := ask("is the bedside lamp on?")
	if r.Outcome != turn.Answer || len(r.Reads) != 1 || r.Reads[0].Value != true || r.Say != "Yes, Bedside lamp is on." {
		t.Errorf("after turning it on: %+v", r)
	}
	ask("activate movie mode")
	st, err := db.State("cover.living_curtain")
	if err != nil || st["position"] != float64(0) {
		t.Errorf("movie mode did not close the curtain: %v %v", st, err)
	}
	r = ask("客厅温度是多少")
	if r.Outcome != turn.Answer || len(r.Reads) != 2 {
		t.Fatalf("temperature question: %+v", r)
	}
	for _, rd := range r.Reads {
		if rd.Attribute != "temperature" || rd.Value != 27.5 {
			t.Errorf("read %+v, want temperature 27.5", rd)
		}
	}
}

func TestDryRun(t *testing.T) {
	e, db, _ := demo(t)
	ctx := context.Background()
	r := e.Ask(ctx, turn.Request{Text: "turn off the kitchen light", Session: "s", DryRun: true})
	if got := summary(r); got != "planned: light.kitchen off planned" {
		t.Errorf("dry run: %s", got)
	}
	if st, _ := db.State("light.kitchen"); st["on"] != true {
		t.Errorf("dry run changed the state: %v", st)
	}
	r = e.Ask(ctx, turn.Request{Text: "unlock the front door", Session: "s", DryRun: true})
	if got := summary(r); got != "confirm: lock.front_door unlock pending" {
		t.Errorf("dry run of a risky action: %s", got)
	}
}

func TestConfirmationBinding(t *testing.T) {
	e, db, c := demo(t)
	ctx := context.Background()
	ask := func(text, session string) turn.Result {
		return e.Ask(ctx, turn.Request{Text: text, Session: session})
	}
	if r := ask("unlock the front door", "a"); r.Outcome != turn.Confirm {
		t.Fatalf("want confirm, got %s", summary(r))
	}
	if r := ask("yes", "b"); r.Outcome != turn.NotUnderstood {
		t.Errorf("another session confirmed: %s", summary(r))
	}
	c.t = c.t.Add(61 * time.Second)
	if r := ask("yes", "a"); r.Outcome == turn.Done {
		t.Errorf("an expired confirmation ran: %s", summary(r))
	}
	if st, _ := db.State("lock.front_door"); st["locked"] != true {
		t.Errorf("the door was unlocked: %v", st)
	}
	ask("unlock the front door", "a")
	if r := ask("yes", "a"); summary(r) != "done: lock.front_door unlock done" {
		t.Errorf("a timely yes: %s", summary(r))
	}
}

func TestBulkNeedsConfirm(t *testing.T) {
	e, _, _ := demo(t)
	r := e.Ask(context.Background(), turn.Request{Text: "turn off all the lights", Session: "s"})
	if r.Outcome != turn.Confirm || len(r.Actions) < 9 {
		t.Errorf("all the lights (%d): %s", len(r.Actions), r.Outcome)
	}
}

func TestAuditTrail(t *testing.T) {
	e, db, _ := demo(t)
	ctx := context.Background()
	for _, s := range []string{"turn on the tv", "unlock the front door", "no", "is the tv on", "set the kitchen light to 150%"} {
		e.Ask(ctx, turn.Request{Text: s, Session: "s", Channel: "cli"})
	}
	log := audit.NewLog(db.View)
	n, err := log.Verify()
	if err != nil || n != 5 {
		t.Fatalf("verify: %d entries, %v", n, err)
	}
	var got []string
	log.Decisions(func(en audit.Entry) error {
		got = append(got, fmt.Sprintf("%s %s %s %s", en.Call, en.Decision.Reason, en.Risk, en.Outcome))
		return nil
	})
	want := []string{
		"media.living_tv.on ok low done",
		"lock.front_door.unlock ok critical confirm",
		"media.living_tv.read attribute=on ok low answer",
		"light.kitchen.set brightness=150 invalid_args low blocked",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestJSONShape(t *testing.T) {
	e, _, _ := demo(t)
	r := e.Ask(context.Background(), turn.Request{Text: "把客厅的灯打开", Session: "s"})
	if r.Lang != "zh" || r.Source != "grammar" || r.Say != "已打开客厅主灯。" || r.IR == nil || r.Actions[0].Risk != "low" || r.Actions[0].Args == nil {
		t.Errorf("result: %+v", r)
	}
	r = e.Ask(context.Background(), turn.Request{Text: "blah blah", Session: "s"})
	if r.Source != "none" || r.Actions == nil || r.Reads == nil || r.Options == nil || r.IR == nil {
		t.Errorf("not understood: %+v", r)
	}
}

// BenchmarkAsk is one whole turn on the demo home, dry run: compile,
// resolve, plan, audit (with its log write), risk, and the session kept in
// bbolt.
func BenchmarkAsk(b *testing.B) {
	for _, s := range []string{"turn off the kitchen lights", "把客厅的灯调到百分之五十", "is the front door locked?"} {
		b.Run(s, func(b *testing.B) {
			e, _, _ := demo(b)
			b.ReportAllocs()
			for b.Loop() {
				if r := e.Ask(context.Background(), turn.Request{Text: s, Session: "b", DryRun: true}); r.Outcome == turn.NotUnderstood {
					b.Fatal(r.Say)
				}
			}
		})
	}
}

// recorder is a driver that tells the time of each call by the clock it
// was opened with, and counts its closes.
type recorder struct {
	env    drivers.Env
	mu     sync.Mutex
	times  []time.Time
	closed int
}

func (r *recorder) Do(_ context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.times = append(r.times, r.env.Now())
	return map[string]any{"on": command == "on"}, nil
}

func (r *recorder) Read(context.Context, *home.Device) (map[string]any, error) {
	return map[string]any{"on": false}, nil
}

func (r *recorder) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed++
	return nil
}

// opened is the recorder last opened (only TestDriversClockAndClose opens
// one).
var opened atomic.Pointer[recorder]

func init() {
	drivers.Register("recorder", func(env drivers.Env) (drivers.Driver, error) {
		r := &recorder{env: env}
		opened.Store(r)
		return r, nil
	})
}

// The engine gives its drivers its clock, and Close closes them.
func TestDriversClockAndClose(t *testing.T) {
	h, err := home.Parse("recorder.yaml", []byte(`
rooms: [{id: hall, name: Hall}]
devices:
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], driver: {kind: recorder}}
`))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2031, 2, 3, 4, 5, 6, 0, time.UTC)
	e, err := turn.New(db, turn.Options{Clock: func() time.Time { return at }})
	if err != nil {
		t.Fatal(err)
	}
	if r := e.Ask(context.Background(), turn.Request{Text: "turn on the hall light"}); summary(r) != "done: light.hall on done" {
		t.Fatalf("%s (%s)", summary(r), r.Say)
	}
	r := opened.Load()
	if r == nil || len(r.times) != 1 || !r.times[0].Equal(at) {
		t.Fatalf("the driver's clock: %+v", r)
	}
	if err := e.Close(); err != nil || r.closed != 1 {
		t.Errorf("Close: %v, the driver closed %d times", err, r.closed)
	}
}

// A condition pulls in the sensors it depends on (seed risk F, kill shot
// 2): in the place it names, else in the room of what the clause acts on,
// else in the speaker's room; they are read live when the turn runs.
func TestConditionSensors(t *testing.T) {
	tests := []struct {
		text, room string
		want       string // the devices read
	}{
		{"如果室温超过20度就打开卧室空调", "", "climate.bedroom_ac,sensor.bedroom"},
		{"if the living room temperature is above 20 turn on the bedroom AC", "", "climate.living_ac,sensor.living_climate"},
		{"如果客厅湿度低于90就打开客厅风扇", "", "sensor.living_climate"},
		{"if the humidity is above 10 turn on the bathroom fan", "", "sensor.bathroom"},
		{"if the temperature is above 20 turn on the hall light", "study", "sensor.study"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e, _, _ := demo(t)
			r := e.Ask(context.Background(), turn.Request{Text: tt.text, Room: tt.room})
			var read []string
			for _, rd := range r.Reads {
				read = append(read, rd.Device)
			}
			slices.Sort(read)
			if got := strings.Join(read, ","); got != tt.want || r.Outcome != turn.Done {
				t.Errorf("%s, read %s, want %s (%s)", r.Outcome, got, tt.want, r.Say)
			}
		})
	}
}
