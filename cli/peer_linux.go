//go:build linux

package cli

import (
	"errors"
	"net"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// peerOf is the user and group of the process at the other end of a Unix
// socket connection, as the kernel saw them when it connected or
// listened (SO_PEERCRED): no process can say another's.
func peerOf(c net.Conn) (peer, error) {
	uc, ok := c.(*net.UnixConn)
	if !ok {
		return peer{}, errors.New("not a Unix socket connection")
	}
	raw, err := uc.SyscallConn()
	if err != nil {
		return peer{}, err
	}
	var cred *unix.Ucred
	var cerr error
	if err := raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED)
	}); err != nil {
		return peer{}, err
	}
	if cerr != nil {
		return peer{}, cerr
	}
	return peer{uid: int(cred.Uid), gid: int(cred.Gid), pid: int(cred.Pid)}, nil
}

// ownerOf is the user and group that own a file, and its permissions.
func ownerOf(path string) (uid, gid int, perm os.FileMode, err error) {
	st, err := os.Stat(path)
	if err != nil {
		return 0, 0, 0, err
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, 0, errors.New(path + ": no owner")
	}
	return int(sys.Uid), int(sys.Gid), st.Mode().Perm(), nil
}
