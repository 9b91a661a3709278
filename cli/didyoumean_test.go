package cli

import "testing"

// A mistyped command or flag is told once, with what it may have meant and
// where the help is; a word near nothing gets no guess.
func TestDidYouMean(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"aks", "turn on the light"}, "edge: unknown command \"aks\"; did you mean \"ask\"?\nRun 'edge --help' for the commands.\n"},
		{[]string{"devics"}, "edge: unknown command \"devics\"; did you mean \"devices\"?\nRun 'edge --help' for the commands.\n"},
		{[]string{"frobnicate"}, "edge: unknown command \"frobnicate\"\nRun 'edge --help' for the commands.\n"},
		{[]string{"ask", "--jsn", "x"}, "edge ask: flag provided but not defined: -jsn; did you mean --json?\nRun 'edge ask --help' for its flags.\n"},
		{[]string{"ask", "x", "--dryrun"}, "edge ask: flag provided but not defined: -dryrun; did you mean --dry-run?\nRun 'edge ask --help' for its flags.\n"},
		{[]string{"check", "--zzz"}, "edge check: flag provided but not defined: -zzz\nRun 'edge check --help' for its flags.\n"},
		{[]string{"ask", "--room"}, "edge ask: flag needs an argument: -room\nRun 'edge ask --help' for its flags.\n"},
	}
	for _, tt := range tests {
		code, out, errs := run(t, "", tt.args...)
		if code != 2 || out != "" || errs != tt.want {
			t.Errorf("edge %q: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", tt.args, code, out, errs, tt.want)
		}
	}
}
