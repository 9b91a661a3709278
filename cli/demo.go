package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"edge"
	"edge/home"
	"edge/index"
	"edge/store"
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
then, when standard input is a terminal, let you talk to it. Nothing real is
switched: every device is simulated.`

func runDemo(e *env, args []string) error {
	fs := e.flags("demo", "[--no-tour] [--json]", demoAbout)
	noTour := fs.Bool("no-tour", false, "skip the scripted tour")
	asJSON := fs.Bool("json", false, "print each turn as JSON")
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
	dir, err := os.MkdirTemp("", "edge-demo-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	db, err := store.Open(filepath.Join(dir, "demo.db"))
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		return err
	}
	eng, err := turn.New(db, turn.Options{Clock: e.now})
	if err != nil {
		return err
	}
	defer eng.Close()
	out := &printer{w: e.stdout, json: *asJSON}
	talk := e.stdout // prose goes to stderr when stdout carries JSON
	if *asJSON {
		talk = e.stderr
	}
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
			tourLine(e, res)
		}
	}
	if !isTerminal(e.stdin) {
		return nil
	}
	fmt.Fprintln(talk, "\nYour turn: say something (English or 中文), or Ctrl-D to quit.")
	sc := bufio.NewScanner(e.stdin)
	for fmt.Fprint(talk, "> "); sc.Scan(); fmt.Fprint(talk, "> ") {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		res := eng.Ask(e.ctx, turn.Request{Text: text, Session: "demo", Channel: "cli"})
		if *asJSON {
			if err := out.print(res); err != nil {
				return err
			}
			continue
		}
		tourLine(e, res)
	}
	fmt.Fprintln(talk)
	return sc.Err()
}

func tourLine(e *env, r turn.Result) {
	fmt.Fprintf(e.stdout, "  %s → %s", r.Text, r.Outcome)
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
		fmt.Fprintf(e.stdout, " → %s", strings.Join(acts, ", "))
	}
	fmt.Fprintf(e.stdout, "\n      %s\n", r.Say)
}
