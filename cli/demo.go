package cli

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"edge"
	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

// TourStep is one utterance of the demo tour and the outcome it must have.
type TourStep struct {
	Text    string
	Outcome string
}

// Tour is the scripted tour of `edge demo`, in one session.
var Tour = []TourStep{
	{"turn on the living room ceiling light", turn.Done},
	{"set big white to 30%", turn.Done},
	{"close the living room curtain", turn.Done},
	{"is the front door locked?", turn.Answer},
	{"what is the temperature in the study?", turn.Answer},
	{"turn off the upstairs lights", turn.Done},
	{"set the bedroom AC to 22 degrees", turn.Done},
	{"turn on the lamp", turn.Clarify},
	{"the one in the study", turn.Done},
	{"open the garage door", turn.Confirm},
	{"yes", turn.Done},
	{"unlock the front door", turn.Confirm},
	{"no", turn.Cancelled},
	{"turn off the upstairs lights except the study", turn.Done},
	{"make the bedside lamp a bit brighter", turn.Done},
	{"if the living room is warmer than 26 degrees, turn on the living room fan", turn.Done},
	{"activate movie mode", turn.Done},
	{"把客厅的灯打开", turn.Done},
	{"打开书房台灯", turn.Done},
	{"卧室的灯，关掉", turn.Done},
	{"把卧室空调调到二十六度", turn.Done},
	{"把客厅窗帘调到百分之五十", turn.Done},
	{"前门锁了吗", turn.Answer},
	{"客厅温度是多少", turn.Answer},
	{"关掉楼上的灯", turn.Done},
	{"除了厨房以外，把楼下的灯都关掉", turn.Done},
	{"如果卧室温度超过30度，就打开卧室空调", turn.ConditionFalse},
	{"电视声音大一点", turn.Done},
	{"打开燃气阀门", turn.Confirm},
	{"确认", turn.Done},
	{"帮我解锁前门", turn.Confirm},
	{"算了", turn.Cancelled},
	{"打开电视", turn.Done},
	{"切换到晚安模式", turn.Done},
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
	h, err := home.Parse("demo.yaml", edge.DemoHome)
	if err != nil {
		return fmt.Errorf("the built-in demo home is broken: %w", err)
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
		for _, s := range Tour {
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
