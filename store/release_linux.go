package store

import "golang.org/x/sys/unix"

// release drops the mapped pages of n bytes at addr from the process
// (madvise MADV_DONTNEED: a shared file map reads the file again).
func release(addr uintptr, n int64) error {
	if n <= 0 {
		return nil
	}
	if _, _, errno := unix.Syscall(unix.SYS_MADVISE, addr, uintptr(n), unix.MADV_DONTNEED); errno != 0 {
		return errno
	}
	return nil
}
