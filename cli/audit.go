package cli

import (
	"encoding/json"
	"fmt"
	"time"

	"edge/audit"
	"edge/store"
)

const auditAbout = `List the audit log of a database (every call checked, with the decision and
its reason), or with "verify" check its hash chain and report the first
entry that was edited, removed or reordered.

The filters combine: --session, --device, --source (grammar, llm, repair,
scene), --decision (allow or deny), --reason (ok, not_in_plan, policy,
rate_limited, ...) and --since (a time such as 2026-05-01T08:00:00Z or
2026-05-01, or a duration back from now such as 2h).

Columns: seq, time, session, source, call, reason, risk, outcome.`

const auditSynopsis = "--db FILE [--json] [--session ID] [--device ID] [--source SRC] [--decision allow|deny] [--reason R] [--since T] [verify]"

func runAudit(e *env, args []string) error {
	fs := e.flags("audit", auditSynopsis, auditAbout)
	dbPath := fs.String("db", "", "database `file`")
	asJSON := fs.Bool("json", false, "print one JSON object per entry")
	var f audit.Filter
	var reason, since string
	fs.StringVar(&f.Session, "session", "", "only entries of this session `id`")
	fs.StringVar(&f.Device, "device", "", "only calls on this device or scene `id`")
	fs.StringVar(&f.Source, "source", "", "only calls from this `source`: grammar, llm, repair or scene")
	fs.StringVar(&f.Decision, "decision", "", "only calls allowed (allow) or refused (deny)")
	fs.StringVar(&reason, "reason", "", "only decisions with this `reason`")
	fs.StringVar(&since, "since", "", "only entries at or after this `time` (RFC 3339, a date, or a duration back from now)")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *dbPath == "" || len(rest) > 1 || (len(rest) == 1 && rest[0] != "verify") {
		return usagef("usage: edge audit %s", auditSynopsis)
	}
	if f.Decision != "" && f.Decision != "allow" && f.Decision != "deny" {
		return usagef("--decision %q: say allow or deny", f.Decision)
	}
	f.Reason = audit.Reason(reason)
	if since != "" {
		if f.Since, err = parseSince(since, e.now()); err != nil {
			return usagef("--since %q: %v", since, err)
		}
	}
	db, err := store.Open(*dbPath)
	if err != nil {
		return err
	}
	defer db.Close()
	log := audit.NewLog(db)
	if len(rest) == 1 {
		n, err := log.Verify()
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "audit log intact: %d entries\n", n)
		return nil
	}
	return log.Each(func(en audit.Entry) error {
		if !f.Match(en) {
			return nil
		}
		if *asJSON {
			b, err := json.Marshal(en)
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(e.stdout, "%s\n", b)
			return err
		}
		call, source := "", ""
		if en.Call != nil {
			call, source = en.Call.String(), en.Call.Source
		}
		_, err := fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", en.Seq, en.Time.Format("2006-01-02 15:04:05"), en.Session, source, call, en.Decision.Reason, en.Risk, en.Outcome)
		return err
	})
}

// parseSince reads --since: an RFC 3339 time, a date (midnight UTC), or a
// duration back from now.
func parseSince(s string, now time.Time) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, nil
	}
	if d, err := time.ParseDuration(s); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	return time.Time{}, fmt.Errorf("not a time (2026-05-01T08:00:00Z), a date (2026-05-01) or a duration (2h)")
}
