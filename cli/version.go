package cli

import (
	"runtime/debug"
	"sync"
)

// Version is stamped at build time with -ldflags "-X edge/cli.Version=..."
// (build/cross.sh does); a build without it reports what the Go toolchain
// recorded (version).
var Version = "dev"

// version is the version of this binary: Version when stamped, else the
// module version the go command recorded (a tag, or a pseudo-version of
// the commit), else the commit, else "dev".
var version = sync.OnceValue(func() string {
	if Version != "dev" {
		return Version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return Version
	}
	return fromBuildInfo(bi)
})

func fromBuildInfo(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision":
			rev = s.Value
		case s.Key == "vcs.modified" && s.Value == "true":
			dirty = "-dirty"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev == "" {
		return "dev"
	}
	return "dev-" + rev + dirty
}
