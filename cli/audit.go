package cli

import (
	"encoding/json"
	"fmt"

	"edge/audit"
	"edge/store"
)

const auditAbout = `List the audit log of a database (every call checked, with the decision and
its reason), or with "verify" check its hash chain and report the first
entry that was edited, removed or reordered.`

func runAudit(e *env, args []string) error {
	fs := e.flags("audit", "--db FILE [--json] [--session ID] [verify]", auditAbout)
	dbPath := fs.String("db", "", "database `file`")
	asJSON := fs.Bool("json", false, "print one JSON object per entry")
	session := fs.String("session", "", "only entries of this session `id`")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *dbPath == "" || len(rest) > 1 || (len(rest) == 1 && rest[0] != "verify") {
		return usagef("usage: edge audit --db FILE [--json] [--session ID] [verify]")
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
		if *session != "" && en.Session != *session {
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
		call := ""
		if en.Call != nil {
			call = en.Call.String()
		}
		_, err := fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", en.Seq, en.Time.Format("2006-01-02 15:04:05"), en.Session, call, en.Decision.Reason, en.Risk, en.Outcome)
		return err
	})
}
