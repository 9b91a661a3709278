//go:build unix

package voice

import (
	"os/exec"
	"syscall"
)

// ownGroup runs a command in a process group of its own, and stops the
// whole group, so that the programs a shell command starts (arecord in
// "arecord ... | sox ...") stop with it and close its output.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// stopGroup stops a command's process group.
func stopGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
