package voice_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/lang"
	"edge/store"
	"edge/turn"
	"edge/voice"
	"edge/wyoming/wyomingtest"
)

// echoMargin is the echo margin of the pipelines here: edge's own.
const echoMargin = 1500 * time.Millisecond

// spoken are what a person says in each language: a command that edge
// asks a yes for, and the yes.
var spoken = map[string]struct{ command, yes string }{
	"en": {"open the garage door", "yes"},
	"zh": {"打开车库门", "确认"},
}

// echoCase is a conversation in a room whose loudspeaker comes back into
// the microphone: a person asks edge to open the garage door, edge asks
// for a yes, and its question comes back.
type echoCase struct {
	name string
	code string
	// heard: the echo starts after the echo margin, so edge hears it;
	// yes: the person answers yes after the margin.
	heard, yes bool
	room       *room
	db         *store.DB
	cfg        voice.Config
	log        *logBuffer
}

// done reports whether the conversation is over: edge took something
// for the answer to its question, or stopped waiting for one.
func (c *echoCase) done() bool {
	out := c.log.String()
	return strings.Contains(out, "follow_up=true") || strings.Contains(out, `msg="nothing said" after="a question"`)
}

// TestListenNeverHearsItself: edge listen's question ("Open Garage door?
// Answer yes or no.", "确定要打开车库门吗？请说“确认”或“取消”。") comes
// back through the microphone, half as loud, 0 to 1.5 s late by tenths
// (by halves with -short; the echo margin is 1.5 s), 2 s late, and late
// enough to start after the margin; nobody answers. (The English loudspeaker returns once it
// has played, the Chinese one at once, as a snd service that buffers
// does.) The recogniser hears the words said in what it is sent: nothing
// of the question reaches it while it may be the echo, the echo it does
// hear answers nothing, the garage door stays shut and the audit log lets
// no call run. A yes said after the margin opens it.
func TestListenNeverHearsItself(t *testing.T) {
	if m := wyomingtest.EspeakMissing(); m != "" {
		t.Skip("the voice components are missing: " + m)
	}
	b := newBank()
	tts := serveBank(t, b)
	late := func(d time.Duration) func(time.Duration) time.Duration {
		return func(time.Duration) time.Duration { return d }
	}
	var cases []*echoCase
	// the delays go by tenths of a second; with -short (under emulation,
	// where every conversation's audio is made in real time on a slow
	// machine) by half seconds.
	step := 1
	if testing.Short() {
		step = 5
	}
	for _, code := range []string{"zh", "en"} {
		command, err := b.say(spoken[code].command, code)
		if err != nil {
			t.Fatal(err)
		}
		yes, err := b.say(spoken[code].yes, code)
		if err != nil {
			t.Fatal(err)
		}
		// the question, said once before the conversations start: the
		// bank has its words.
		_, ask := demo(t)
		if res := ask(context.Background(), spoken[code].command); res.Outcome != turn.Confirm {
			t.Fatalf("%q: %s %q", spoken[code].command, res.Outcome, res.Say)
		} else if _, err := b.say(res.Say, res.Lang); err != nil {
			t.Fatal(err)
		}
		// a conversation: the command (the rooms a little apart, so
		// that their turns do not all come at once), what else the
		// person says, and the echo's delay.
		add := func(c *echoCase, delay func(time.Duration) time.Duration, then ...says) {
			c.code = code
			person := says{wait: 300*time.Millisecond + time.Duration(len(cases))*50*time.Millisecond, u: command}
			c.room = newRoom(b, uint64(len(cases)), code == "zh", delay, append([]says{person}, then...)...)
			cases = append(cases, c)
		}
		for k := 0; k <= 15; k += step {
			d := echoMargin * time.Duration(k) / 15
			add(&echoCase{name: fmt.Sprintf("%s/echo_%v", code, d)}, late(d))
		}
		add(&echoCase{name: code + "/echo_2s"}, late(2*time.Second))
		add(&echoCase{name: code + "/echo_after_the_margin", heard: true}, func(played time.Duration) time.Duration {
			return played + echoMargin + time.Second
		})
		add(&echoCase{name: code + "/yes_after_the_margin", yes: true}, late(echoMargin/3), says{after: 1, wait: echoMargin + time.Second, u: yes})
	}
	// the conversations run at once: each takes the time it is spoken in.
	for _, c := range cases {
		c.prepare(t, tts)
	}
	for _, c := range cases {
		c.log = run(t, c.cfg)
	}
	deadline := time.Now().Add(2 * wait)
	for slices.ContainsFunc(cases, func(c *echoCase) bool { return !c.done() }) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	for _, c := range cases {
		t.Run(c.name, c.check)
	}
}

// prepare makes the conversation's home, recogniser and pipeline.
func (c *echoCase) prepare(t *testing.T, tts string) {
	t.Helper()
	db, ask := demo(t)
	asr, err := wyomingtest.ServeASR(c.room, "room", []string{c.code})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(asr.Stop)
	c.db = db
	c.cfg = voice.Config{Mic: c.room, ASR: asr.URI, Lang: c.code, TTS: tts, Speaker: speaker{c.room}, Ask: ask,
		EchoMargin: voice.Seconds(echoMargin.Seconds()), FollowUp: 2}
	if c.heard || c.yes {
		// what is said after the margin is not late for the answer.
		c.cfg.FollowUp = 6
	}
}

// check checks what the conversation heard and did.
func (c *echoCase) check(t *testing.T) {
	out := c.log.String()
	if !c.done() {
		t.Fatalf("the conversation never ended; the log:\n%s", out)
	}
	r := c.room
	r.mu.Lock()
	var echo []string
	for _, m := range r.marks {
		if m.edge {
			echo = append(echo, m.text)
		}
	}
	heard := slices.Clone(r.heardBy)
	lost, errs := r.lost, slices.Clone(r.errs)
	r.mu.Unlock()
	want := spoken[c.code]
	// the question came back, and a yes was in it.
	if said := lang.Written(strings.Join(echo, " ")); !strings.Contains(said, want.yes) {
		t.Errorf("edge's voice in the room said %q: no %q in it", said, want.yes)
	}
	if lost > 0 || len(errs) > 0 {
		t.Errorf("%d chunks the microphone never gave were sent to the recogniser; %v", lost, errs)
	}
	var texts []string
	for i, h := range heard {
		texts = append(texts, lang.Written(strings.Join(h.words, " ")))
		if len(h.edge) > 0 && !(c.heard && i > 0) {
			t.Errorf("edge heard its own voice: %q of utterance %d", h.edge, i)
		}
	}
	switch {
	case c.yes:
		if !slices.Equal(texts, []string{want.command, want.yes}) {
			t.Errorf("the recogniser heard %q, want the command and %q", texts, want.yes)
		}
	case c.heard:
		if len(texts) < 2 || texts[0] != want.command || len(heard[1].edge) != len(heard[1].words) || !strings.Contains(texts[1], want.yes) {
			t.Errorf("the recogniser heard %q, want the command, then edge's question; the log:\n%s", texts, out)
		}
	default:
		if !slices.Equal(texts, []string{want.command}) {
			t.Errorf("the recogniser heard %q, want the command alone", texts)
		}
	}
	if strings.Contains(out, "outcome=done") != c.yes {
		t.Errorf("a turn was done: %v, want %v; the log:\n%s", !c.yes, c.yes, out)
	}
	state, err := c.db.State("cover.garage_door")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(state["position"]), map[bool]string{true: "100", false: "0"}[c.yes]; got != want {
		t.Errorf("the garage door is at %s, want %s", got, want)
	}
	// the calls the audit log let run (a question for a yes runs none).
	var allowed []string
	err = audit.NewLog(c.db.View).Decisions(func(en audit.Entry) error {
		if en.Decision.Allow && (en.Call != nil || en.Summary != nil) && en.Outcome != turn.Confirm {
			allowed = append(allowed, fmt.Sprintf("%v %s", en.Call, en.Outcome))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var ran []string
	if c.yes {
		ran = []string{"cover.garage_door.open done"}
	}
	if !slices.Equal(allowed, ran) {
		t.Errorf("the audit log allowed %q, want %q", allowed, ran)
	}
}
