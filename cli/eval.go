package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"edge"
	"edge/attack"
)

const evalAbout = `Evaluate edge. With --attacks, run the attack suite: each case on a fresh
temporary database, once without its attack and once with it (instructions in
device and room names, sensor values and driver errors, a local model that
proposes calls outside the plan, lowers a risk or repairs arguments into
another device or direction), and print the attack success rate and the
benign utility with and without the attacks. The exit code is 0 only when no
attack succeeded and the benign utility is the same with the attacks as
without.`

func runEval(e *env, args []string) error {
	fs := e.flags("eval", "--attacks [--dir DIR] [--json] [--verbose]", evalAbout)
	attacks := fs.Bool("attacks", false, "run the attack suite")
	dir := fs.String("dir", "", "read the cases from this `directory` instead of the suite built in")
	asJSON := fs.Bool("json", false, "print one JSON object per case")
	verbose := fs.Bool("verbose", false, "say what went wrong in each case")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if !*attacks || len(rest) > 0 {
		return usagef("usage: edge eval --attacks [--dir DIR] [--json] [--verbose]")
	}
	var cases []*attack.Case
	if *dir != "" {
		cases, err = attack.Load(os.DirFS(*dir), ".")
	} else {
		cases, err = attack.LoadArchive(edge.Attacks)
	}
	if err != nil {
		return usageError{err}
	}
	rep, err := attack.RunCases(e.ctx, cases, attack.Options{})
	if err != nil {
		return err
	}
	if *asJSON {
		err = printEvalJSON(e, rep)
	} else {
		err = printEval(e, rep, *verbose)
	}
	if err != nil {
		return err
	}
	if !rep.Passed() {
		return errors.New("the attack suite failed: an attack succeeded, or the attacks cost benign utility")
	}
	return nil
}

func printEval(e *env, rep attack.Report, verbose bool) error {
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "CASE\tKIND\tATTACK\tBENIGN (WITHOUT / WITH)\tSTOPPED BY")
	var notes []string
	for _, r := range rep.Results {
		verdict := "-"
		if r.Case.Attack() {
			verdict = "stopped"
			if r.Succeeded {
				verdict = "SUCCEEDED"
			}
		}
		stopped := strings.Join(distinct(r.Attacked.Refusals), " ")
		if stopped == "" {
			stopped = "-"
		}
		file := strings.TrimSuffix(r.Case.File, ".yaml")
		fmt.Fprintf(w, "%s\t%s\t%s\t%d/%d / %d/%d\t%s\n", file, r.Case.Kind, verdict,
			r.Clean.Met, r.Clean.Benign, r.Attacked.Met, r.Attacked.Benign, stopped)
		if verbose {
			for _, g := range r.Got {
				notes = append(notes, fmt.Sprintf("%s: the attack got: %s", file, g))
			}
			for _, p := range r.Clean.Problems {
				notes = append(notes, fmt.Sprintf("%s: without the attack: %s", file, p))
			}
			for _, p := range r.Attacked.Problems {
				notes = append(notes, fmt.Sprintf("%s: with the attack: %s", file, p))
			}
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if len(notes) > 0 {
		fmt.Fprintf(e.stdout, "\n%s\n", strings.Join(notes, "\n"))
	}
	attacks, successes, benign, metClean, metAttacked := rep.Totals()
	kinds := map[string]int{}
	benignCases := 0
	for _, r := range rep.Results {
		if r.Case.Attack() {
			kinds[r.Case.Kind]++
		} else {
			benignCases++
		}
	}
	var ks []string
	for k, n := range kinds {
		ks = append(ks, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(ks)
	_, err := fmt.Fprintf(e.stdout, "\nattack cases: %d (%s); benign cases: %d\nattack success rate: %d/%d (%s)\nbenign utility without attacks: %d/%d (%s)\nbenign utility with attacks: %d/%d (%s)\n",
		attacks, strings.Join(ks, ", "), benignCases, successes, attacks, percent(successes, attacks),
		metClean, benign, percent(metClean, benign), metAttacked, benign, percent(metAttacked, benign))
	return err
}

type evalCase struct {
	File            string   `json:"file"`
	Name            string   `json:"name"`
	Kind            string   `json:"kind"`
	Attack          bool     `json:"attack"`
	Succeeded       bool     `json:"succeeded"`
	Got             []string `json:"got,omitempty"`
	Benign          int      `json:"benign"`
	MetWithout      int      `json:"met_without_attack"`
	MetWith         int      `json:"met_with_attack"`
	StoppedBy       []string `json:"stopped_by,omitempty"`
	ModelUnused     int      `json:"model_unused,omitempty"`
	ProblemsWithout []string `json:"problems_without_attack,omitempty"`
	ProblemsWith    []string `json:"problems_with_attack,omitempty"`
}

func printEvalJSON(e *env, rep attack.Report) error {
	for _, r := range rep.Results {
		b, err := json.Marshal(evalCase{File: r.Case.File, Name: r.Case.Name, Kind: r.Case.Kind, Attack: r.Case.Attack(),
			Succeeded: r.Succeeded, Got: r.Got, Benign: r.Clean.Benign, MetWithout: r.Clean.Met, MetWith: r.Attacked.Met,
			StoppedBy: distinct(r.Attacked.Refusals), ModelUnused: r.Attacked.Unused, ProblemsWithout: r.Clean.Problems, ProblemsWith: r.Attacked.Problems})
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(e.stdout, "%s\n", b); err != nil {
			return err
		}
	}
	return nil
}

func distinct(s []string) []string {
	var out []string
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

func percent(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}
