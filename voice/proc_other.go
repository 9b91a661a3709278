//go:build !unix

package voice

import "os/exec"

// ownGroup leaves the command as it is: without process groups, only the
// command itself is stopped.
func ownGroup(*exec.Cmd) {}

// stopGroup stops the command.
func stopGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
