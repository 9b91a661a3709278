package cli

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionFlag(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		code, out, errs := run(t, "", args...)
		if code != 0 || out != "edge "+version()+" (commit "+commit()+")\n" || errs != "" {
			t.Errorf("edge %v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if code, out, _ := run(t, "", "--help"); code != 0 || !strings.Contains(out, "edge "+version()+":") || !strings.Contains(out, "  check    ") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	tests := []struct {
		main     string
		settings map[string]string
		want     string
	}{
		{"v1.4.0", nil, "v1.4.0"},
		{"v0.0.0-20261125034229-366c92bcec11+dirty", map[string]string{"vcs.revision": "366c92bcec11f4167ff627f2ebffc4be53319371"}, "v0.0.0-20261125034229-366c92bcec11+dirty"},
		{"(devel)", map[string]string{"vcs.revision": "366c92bcec11f4167ff627f2ebffc4be53319371", "vcs.modified": "true"}, "dev-366c92bcec11-dirty"},
		{"(devel)", map[string]string{"vcs.revision": "366c92bcec11f4167ff627f2ebffc4be53319371", "vcs.modified": "false"}, "dev-366c92bcec11"},
		{"(devel)", nil, "dev"},
		{"", nil, "dev"},
	}
	for _, tt := range tests {
		bi := &debug.BuildInfo{Main: debug.Module{Path: "edge", Version: tt.main}}
		for k, v := range tt.settings {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := fromBuildInfo(bi); got != tt.want {
			t.Errorf("main %q %v: %q, want %q", tt.main, tt.settings, got, tt.want)
		}
	}
}
