package home

import "testing"

func TestRetention(t *testing.T) {
	h, err := Parse("r.yaml", []byte("retention: {audit_days: 90, audit_mib: 16}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if h.Retention != (Retention{AuditDays: 90, AuditMiB: 16}) {
		t.Errorf("retention = %+v", h.Retention)
	}
	if h, err = Parse("r.yaml", []byte("name: x\n")); err != nil || h.Retention != (Retention{}) {
		t.Errorf("no retention block: %+v, %v", h.Retention, err)
	}
	_, err = Parse("r.yaml", []byte("retention:\n  audit_days: 0\n  audit_mib: 1.5\n  audit_dayz: 3\n"))
	want := "r.yaml:2: retention: audit_days must be a whole number from 1 to 36500 (how many days the audit log keeps an entry)\n" +
		"r.yaml:3: retention: audit_mib must be a whole number from 1 to 65536 (how many MiB of entries the audit log keeps)\n" +
		"r.yaml:4: unknown field \"audit_dayz\" in retention; did you mean \"audit_days\"?"
	if err == nil || err.Error() != want {
		t.Errorf("bad retention block:\n got %v\nwant %s", err, want)
	}
}
