package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"edge/audit"
	"edge/store"
)

const auditAbout = `List the audit log of a database (every call checked, with the decision and
its reason); with "verify", check the database file and the log's hash chain
and report the first entry edited, removed or reordered; with "prune",
remove old entries now.

The filters combine: --session, --device, --source (grammar, llm, repair,
scene), --decision (allow or deny), --reason (ok, not_in_plan, policy,
rate_limited, ...) and --since (a time such as 2026-05-01T08:00:00Z or
2026-05-01, or a duration back from now such as 2h).

Columns: seq, time, session, source, call, reason, risk, outcome. A call
that ran shows the outcome of its result (done or failed); one whose process
died before its result was written shows "interrupted" (the next edge ask or
edge serve marks it so in the log, with the device's state read again). The
reads of a turn, a dry run's calls and the calls a question asks about are
one entry each: "N calls" and the start of their digest. With --json every
entry is printed as stored, the results entries ("outcome": "results")
included.

"prune" removes the entries older than --days and the oldest while the log
holds more than --mib MiB (by default the home's retention block: 365 days,
64 MiB), and leaves a checkpoint entry that keeps the chain verifiable.
edge ask and edge serve prune by themselves when the log goes past it.

examples:
  edge audit --db edge.db --decision deny --since 2h
  edge audit --db edge.db verify
  edge audit --db edge.db prune --days 30`

const auditSynopsis = "--db FILE [--json] [--session ID] [--device ID] [--source SRC] [--decision allow|deny] [--reason R] [--since T] [verify | prune [--days N] [--mib N]]"

func runAudit(e *env, args []string) error {
	fs := e.flags("audit", auditSynopsis, auditAbout)
	dbPath := fs.String("db", "", "database `file`")
	asJSON := fs.Bool("json", false, "print one JSON object per entry, as stored")
	var f audit.Filter
	var reason, since string
	fs.StringVar(&f.Session, "session", "", "only entries of this session `id`")
	fs.StringVar(&f.Device, "device", "", "only calls on this device or scene `id`")
	fs.StringVar(&f.Source, "source", "", "only calls from this `source`: grammar, llm, repair or scene")
	fs.StringVar(&f.Decision, "decision", "", "only calls allowed (allow) or refused (deny)")
	fs.StringVar(&reason, "reason", "", "only decisions with this `reason`")
	fs.StringVar(&since, "since", "", "only entries at or after this `time` (RFC 3339, a date, or a duration back from now)")
	days := fs.Int("days", 0, "prune: remove entries older than this many `days` (default: the home's retention)")
	mib := fs.Int("mib", 0, "prune: keep at most this many `MiB` of entries (default: the home's retention)")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *dbPath == "" || len(rest) > 1 || (len(rest) == 1 && rest[0] != "verify" && rest[0] != "prune") {
		return usagef("usage: edge audit %s", auditSynopsis)
	}
	if f.Decision != "" && f.Decision != "allow" && f.Decision != "deny" {
		return usagef("--decision %q: say allow or deny", f.Decision)
	}
	if *days < 0 || *mib < 0 {
		return usagef("--days and --mib must be 1 or more")
	}
	if (*days > 0 || *mib > 0) && (len(rest) == 0 || rest[0] != "prune") {
		return usagef("--days and --mib are for prune")
	}
	f.Reason = audit.Reason(reason)
	if since != "" {
		if f.Since, err = parseSince(since, e.now()); err != nil {
			return usagef("--since %q: %v", since, err)
		}
	}
	if len(rest) == 1 && rest[0] == "verify" {
		return verifyAudit(e, *dbPath)
	}
	db, closeDB, err := e.openStore(*dbPath)
	if err != nil {
		return err
	}
	defer closeDB()
	log := audit.NewLog(db.View)
	if len(rest) == 1 {
		return pruneAudit(e, db, log, *days, *mib)
	}
	if *asJSON {
		return log.Each(func(en audit.Entry) error {
			if !f.Match(en) {
				return nil
			}
			b, err := json.Marshal(en)
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(e.stdout, "%s\n", b)
			return err
		})
	}
	results := map[uint64]audit.Result{}
	err = log.Each(func(en audit.Entry) error {
		for _, r := range en.Results {
			results[r.Seq] = r
		}
		return nil
	})
	if err != nil {
		return err
	}
	return log.Each(func(en audit.Entry) error {
		if en.Outcome == audit.Results || !f.Match(en) {
			return nil
		}
		call, source, outcome := "", "", en.Outcome
		switch {
		case en.Call != nil:
			call, source = en.Call.String(), en.Call.Source
		case en.Summary != nil:
			call = fmt.Sprintf("%d calls, digest %.12s", en.Summary.Count, en.Summary.Digest)
		case en.Checkpoint != nil:
			call = fmt.Sprintf("pruned %d entries through %d (%s)", en.Checkpoint.Removed, en.Checkpoint.Through, en.Checkpoint.Why)
		}
		if outcome == audit.Started {
			outcome = audit.Interrupted
			if r, ok := results[en.Seq]; ok {
				outcome = r.Outcome
			}
		}
		_, err := fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", en.Seq, en.Time.Local().Format("2006-01-02 15:04:05"),
			cell(en.Session), cell(source), cell(call), cell(string(en.Decision.Reason)), cell(string(en.Risk)), cell(outcome))
		return err
	})
}

// cell is a field of an entry as edge audit lists it: as it is when every
// character of it prints (a space does; a tab does not) and it does not
// start with a quote, else quoted with Go's escapes, so that no field
// (a session id, an argument) can hold a tab, a line break or an escape
// sequence that would forge another field or entry.
func cell(s string) string {
	if strings.HasPrefix(s, `"`) || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		return strconv.Quote(s)
	}
	return s
}

// verifyAudit checks the database file (its structure, then bbolt's own
// consistency check) and the audit log's chain. On a damaged file it says
// how much of the log is intact.
func verifyAudit(e *env, path string) error {
	db, closeDB, err := e.openStore(path)
	var de *store.DamageError
	if errors.As(err, &de) {
		return salvaged(path, de)
	}
	if err != nil {
		return err
	}
	defer closeDB()
	if err := db.Check(); err != nil {
		return err
	}
	n, err := audit.NewLog(db.View).Verify()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "database and audit log intact: %d entries\n", n)
	return nil
}

// salvaged reports a damaged file with the last audit entry that is still
// good: read in order up to the damage, and chained.
func salvaged(path string, de *store.DamageError) error {
	var c audit.Chain
	var good uint64
	var at time.Time
	err := store.SalvageLog(path, func(seq uint64, v []byte) error {
		if err := c.Add(seq, v); err != nil {
			return err
		}
		good = seq
		if en, err := audit.Decode(v); err == nil {
			at = en.Time
		}
		return nil
	})
	var ve *audit.VerifyError
	if err != nil && !errors.As(err, &ve) && !errors.Is(err, store.ErrDamaged) {
		return fmt.Errorf("%w; reading its audit log: %v", de, err)
	}
	if good == 0 {
		return fmt.Errorf("%w\nNo entry of its audit log is intact", de)
	}
	return fmt.Errorf("%w\nThe last intact entry of its audit log is %d (%s)", de, good, at.Format(time.RFC3339))
}

// pruneAudit removes old entries now, by the flags or the home's
// retention block.
func pruneAudit(e *env, db *store.DB, log *audit.Log, days, mib int) error {
	h, err := db.Home()
	if err != nil && !errors.Is(err, store.ErrNoHome) {
		return err
	}
	if h != nil {
		days, mib = firstSet(days, h.Retention.AuditDays), firstSet(mib, h.Retention.AuditMiB)
	}
	keep := audit.RetentionOf(days, mib)
	var removed, entries, size int64
	err = db.Update(func(tx *store.Tx) error {
		var err error
		if removed, err = log.Prune(tx, keep, time.Now()); err != nil {
			return err
		}
		entries, size, err = tx.LogSize()
		return err
	})
	if err != nil {
		return err
	}
	inUse, err := db.Size()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "removed %d entries; the audit log keeps %d entries, %.1f MiB (at most %d days, %d MiB); the database's pages in use: %.1f MiB\n",
		removed, entries, float64(size)/(1<<20), int(keep.MaxAge.Hours()/24), keep.MaxBytes>>20, float64(inUse)/(1<<20))
	return nil
}

// firstSet is the first of its arguments that is set (above 0).
func firstSet(a, b int) int {
	if a > 0 {
		return a
	}
	return b
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
