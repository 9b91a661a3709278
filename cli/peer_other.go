//go:build !linux

package cli

import (
	"errors"
	"net"
	"os"
)

// peerOf is the peer of a Unix socket connection where the kernel tells
// it; here it does not say it the Linux way, so no peer is trusted: the
// control socket refuses every client, and the commands that would use
// it find no server (stop edge serve to import, back up or ask).
func peerOf(net.Conn) (peer, error) {
	return peer{}, errors.New("the control socket checks its peer with SO_PEERCRED, which this system does not have")
}

// ownerOf is the owner of a file where the system tells it the Linux way.
func ownerOf(path string) (uid, gid int, perm os.FileMode, err error) {
	return 0, 0, 0, errors.New(path + ": the owner of a file is read the Linux way only")
}
