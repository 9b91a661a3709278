package cli

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"edge"
	"edge/home"
	"edge/index"
	"edge/turn"
)

// tourStep is one utterance of the demo tour and the outcome it must have.
type tourStep struct {
	Text    string `yaml:"text"`
	Outcome string `yaml:"outcome"`
}

// demoTour is the scripted tour of `edge demo`, in one session: the
// steps of edge.DemoTour.
func demoTour() ([]tourStep, error) {
	dec := yaml.NewDecoder(bytes.NewReader(edge.DemoTour))
	dec.KnownFields(true)
	var steps []tourStep
	if err := dec.Decode(&steps); err != nil {
		return nil, err
	}
	for i, s := range steps {
		if s.Text == "" || s.Outcome == "" {
			return nil, fmt.Errorf("step %d: want a text and an outcome", i+1)
		}
	}
	return steps, nil
}

const demoAbout = `Import the built-in demo home (about 40 simulated devices on two floors) into
a temporary database, run a scripted tour of English and Chinese utterances,
then let you talk to it: on a terminal with line editing and history (the
arrows, Home/End, Ctrl-A/E/K/U/W), else one turn per line of standard
input. help, "what can I say" or "你能做什么" list things to say to this
home. Ctrl-D quits. Nothing real is switched: every device is simulated.`

func runDemo(e *env, args []string) error {
	fs := e.flags("demo", "[--no-tour] [--json] [--history FILE]", demoAbout)
	noTour := fs.Bool("no-tour", false, "skip the scripted tour")
	asJSON := fs.Bool("json", false, "print each turn as JSON")
	history := fs.String("history", defaultHistory("demo_history"), "`file` that keeps what was said on a terminal across runs (\"\" for none)")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	h, err := home.ParseNames("demo.yaml", edge.DemoHome, index.ReadsAs)
	if err != nil {
		return fmt.Errorf("the built-in demo home is broken: %w", err)
	}
	tour, err := demoTour()
	if err != nil {
		return fmt.Errorf("the built-in demo tour is broken: %w", err)
	}
	db, closeDB, err := scratchDB(h, "edge-demo-")
	if err != nil {
		return err
	}
	defer closeDB()
	out := &printer{w: e.stdout, json: *asJSON}
	talk := e.stdout // prose goes to stderr when stdout carries JSON
	if *asJSON {
		talk = e.stderr
	}
	rings := &ringer{w: talk}
	eng, err := turn.New(db, turn.Options{Clock: e.now, OnDue: rings.ring})
	if err != nil {
		return err
	}
	defer eng.Close()
	// the timers set run while the demo runs, and ring where it talks.
	timers, stopTimers := context.WithCancel(e.ctx)
	timersDone := make(chan struct{})
	go func() {
		eng.RunTimers(timers)
		close(timersDone)
	}()
	defer func() {
		stopTimers()
		<-timersDone
	}()
	fmt.Fprintf(talk, "edge demo: %d simulated devices in %d rooms (%s).\n", len(h.Devices), len(h.Rooms), h.Name)
	if !*noTour {
		fmt.Fprintln(talk, "\nA tour; each line is what was said → the outcome → the actions:")
		for _, s := range tour {
			res := eng.Ask(e.ctx, turn.Request{Text: s.Text, Session: "demo", Channel: "cli"})
			if *asJSON {
				if err := out.print(res); err != nil {
					return err
				}
				continue
			}
			tourLine(e.stdout, res)
		}
	}
	d := &demoTalk{eng: eng, json: *asJSON, history: *history}
	if f, ok := e.stdin.(*os.File); ok && isTerminal(f) && !*asJSON && isTerminal(e.stdout) {
		fmt.Fprintln(talk, "\nYour turn: say something (English or 中文), help for examples, Ctrl-D to quit.")
		say := func(out io.Writer, line string) (string, error) { return d.say(e, out, line) }
		if done, err := onTerminal(e, f, d.history, rings, say); done || err != nil {
			return err
		}
	}
	prompt := ""
	if isTerminal(e.stdin) {
		fmt.Fprintln(talk, "\nYour turn: say something (English or 中文), help for examples, Ctrl-D to quit.")
		prompt = "> "
	}
	// piped words, or a terminal without line editing: one turn a line.
	sc := bufio.NewScanner(e.stdin)
	for fmt.Fprint(talk, prompt); sc.Scan(); fmt.Fprint(talk, prompt) {
		if _, err := d.say(e, e.stdout, sc.Text()); err != nil {
			return err
		}
	}
	if prompt != "" {
		fmt.Fprintln(talk)
	}
	return sc.Err()
}

// demoTalk answers what is said to the demo after its tour.
type demoTalk struct {
	eng  *turn.Engine
	json bool
	// history is the file of what was said on a terminal ("" for none).
	history string
}

// ringer tells the timers that ring, and the delayed commands that run,
// where the demo talks.
type ringer struct {
	mu sync.Mutex
	w  io.Writer
}

func (r *ringer) ring(g turn.Ring) {
	r.mu.Lock()
	defer r.mu.Unlock()
	fmt.Fprintf(r.w, "  (timer) %s\n", g.Say)
}

// to makes the timers ring on w from now on.
func (r *ringer) to(w io.Writer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.w = w
}

// say answers one line, a turn, printed on out (JSON with --json); said
// is the line as the engine reports it, the PIN masked ("" for none).
func (d *demoTalk) say(e *env, out io.Writer, line string) (said string, err error) {
	text := strings.TrimSpace(line)
	if text == "" {
		return "", nil
	}
	res := d.eng.Ask(e.ctx, turn.Request{Text: text, Session: "demo", Channel: "cli"})
	if d.json {
		return res.Text, (&printer{w: out, json: true}).print(res)
	}
	tourLine(out, res)
	return res.Text, nil
}

func tourLine(w io.Writer, r turn.Result) {
	fmt.Fprintf(w, "  %s → %s", r.Text, r.Outcome)
	var acts []string
	for _, a := range r.Actions {
		s := a.Device + " " + a.Command
		if len(a.Args) > 0 {
			s += " " + formatArgs(a.Args)
		}
		if a.Status != turn.StatusDone {
			s += " (" + a.Status + ")"
		}
		acts = append(acts, s)
	}
	if len(acts) > 0 {
		fmt.Fprintf(w, " → %s", strings.Join(acts, ", "))
	}
	fmt.Fprintf(w, "\n      %s\n", strings.ReplaceAll(r.Say, "\n", "\n      "))
}
