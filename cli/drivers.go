package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"edge/drivers"
)

const driversAbout = `Report every device driver kind built into edge and what this machine has
for it: loaded (usable), skipped (its hardware is absent, e.g. no GPIO chip)
or failed (its hardware is there but unusable), with the reason. Nothing is
switched: the probes only look. Exits 1 when a kind failed.`

func runDrivers(e *env, args []string) error {
	fs := e.flags("drivers", "[--json]", driversAbout)
	asJSON := fs.Bool("json", false, "print JSON: [{kind, state, reason}]")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("usage: edge drivers [--json]")
	}
	report := drivers.Init(drivers.Env{})
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(report); err != nil {
			return err
		}
	} else {
		tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "KIND\tSTATE\tREASON")
		for _, s := range report {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", s.Kind, s.State, s.Reason)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	var failed []string
	for _, s := range report {
		if s.State == drivers.Failed {
			failed = append(failed, s.Kind)
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("driver kind(s) failed: %s", strings.Join(failed, ", "))
	}
	return nil
}
