package cli

import (
	"runtime/debug"
	"sync"
)

// Version and Commit are stamped at build time with
// -ldflags "-X edge/cli.Version=... -X edge/cli.Commit=..." (build/cross.sh
// does); a build without them reports what the Go toolchain recorded
// (version, commit), which is nothing when VCS stamping is off.
var (
	Version = "dev"
	Commit  = ""
)

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

// commit is the commit this binary was built from: Commit when stamped,
// else the revision the go command recorded, else "unknown".
var commit = sync.OnceValue(func() string {
	if Commit != "" {
		return Commit
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if rev, dirty := revision(bi); rev != "" {
			return rev + dirty
		}
	}
	return "unknown"
})

func fromBuildInfo(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := revision(bi)
	if rev == "" {
		return "dev"
	}
	return "dev-" + rev + dirty
}

// revision is the commit the go command recorded (12 hex digits), and
// "-dirty" when the tree had changes.
func revision(bi *debug.BuildInfo) (rev, dirty string) {
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
	return rev, dirty
}
