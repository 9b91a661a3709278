package cli

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"time"
)

// The control socket checks both ends. edge serve answers only a client
// whose user the kernel names (SO_PEERCRED) as its own, root, or a member
// of --control-group. A client trusts only a listener of the user that
// owns the database (edge serve's, who opened it) or root, in a folder no
// other user may write: with edge serve stopped, another user could put a
// socket of theirs there and take what a client sends. No secret crosses
// the socket: an import names the home file, which edge serve reads
// itself; a backup is a copy without the PIN's verifier; a command's
// output is what the command prints.

// peer is who is at the other end of a Unix socket connection.
type peer struct{ uid, gid, pid int }

// access says who may use the control socket besides edge serve's own
// user and root: the members of a group (gid -1: none).
type access struct {
	self  int
	group string
	gid   int
}

// controlAccess is the access of --control-group (none when "").
func controlAccess(group string) (access, error) {
	a := access{self: os.Getuid(), gid: -1}
	if group == "" {
		return a, nil
	}
	g, err := user.LookupGroup(group)
	if err != nil {
		if g, err = user.LookupGroupId(group); err != nil {
			return a, usagef("--control-group %s: no such group", group)
		}
	}
	gid, err := strconv.Atoi(g.Gid)
	if err != nil {
		return a, usagef("--control-group %s: group id %q is not a number", group, g.Gid)
	}
	a.group, a.gid = group, gid
	return a, nil
}

// allows reports whether a peer may use the control socket.
func (a access) allows(p peer) bool {
	switch {
	case p.uid == a.self || p.uid == 0:
		return true
	case a.gid < 0:
		return false
	case p.gid == a.gid:
		return true
	}
	u, err := user.LookupId(strconv.Itoa(p.uid))
	if err != nil {
		return false
	}
	ids, err := u.GroupIds()
	return err == nil && slices.Contains(ids, strconv.Itoa(a.gid))
}

// mode is the control socket's mode: its user's only, or its group's too.
func (a access) mode() os.FileMode {
	if a.gid >= 0 {
		return 0o660
	}
	return 0o600
}

// errNoServer says no edge serve answers on a database's control socket.
var errNoServer = errors.New("no edge serve answers on the control socket")

// dialControl connects to the control socket of the database at dbPath
// and checks who listens there: the database's owner (edge serve's user)
// or root, in a folder that no other user may write. A socket that is not
// there, or that no one listens on, is errNoServer.
func dialControl(dbPath string, timeout time.Duration) (net.Conn, error) {
	path := controlPath(dbPath)
	owner, _, _, err := ownerOf(dbPath)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoServer, err)
	}
	if err := checkFolder(filepath.Dir(path), owner); err != nil {
		return nil, fmt.Errorf("the control socket %s is not to be trusted: %w", path, err)
	}
	c, err := net.DialTimeout("unix", path, timeout)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoServer, err)
	}
	p, err := peerOf(c)
	switch {
	case err != nil:
		c.Close()
		return nil, fmt.Errorf("the control socket %s: %w", path, err)
	case p.uid != owner && p.uid != 0:
		c.Close()
		return nil, fmt.Errorf("the control socket %s is held by user %d (process %d), not by the database's owner (user %d) who runs edge serve: refused, nothing was sent", path, p.uid, p.pid, owner)
	}
	return c, nil
}

// checkFolder refuses a socket's folder that a user other than owner or
// root owns, or that others may write (also with the sticky bit, which
// keeps no one from making a new socket there), or that its group may
// write unless that group is its owner's own.
func checkFolder(dir string, owner int) error {
	uid, gid, perm, err := ownerOf(dir)
	switch {
	case err != nil:
		return err
	case uid != owner && uid != 0:
		return fmt.Errorf("its folder %s belongs to user %d, neither the database's owner (user %d) nor root", dir, uid, owner)
	case perm&0o002 != 0:
		return fmt.Errorf("other users may write its folder %s (mode %04o), so one of them could put a socket there: keep the database in a folder of its own (chmod o-w)", dir, perm)
	case perm&0o020 != 0 && !ownGroup(uid, gid):
		return fmt.Errorf("group %d may write its folder %s (mode %04o), so another user could put a socket there: chmod g-w it", gid, dir, perm)
	}
	return nil
}

// ownGroup reports whether gid is the primary group of user uid (a
// group of that user alone, as most systems make one for each user).
func ownGroup(uid, gid int) bool {
	u, err := user.LookupId(strconv.Itoa(uid))
	return err == nil && u.Gid == strconv.Itoa(gid)
}
