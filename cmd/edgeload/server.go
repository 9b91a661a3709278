package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"sync"
	"syscall"
	"time"
)

// server is the edge serve process.
type server struct {
	cmd    *exec.Cmd
	stderr *bytes.Buffer
	done   chan error
}

var servingLine = regexp.MustCompile(`msg=serving .*http=(\S+)`)

// start runs edge serve on a free loopback port and waits until it says
// where it listens.
func start(edge, db string) (*server, string, error) {
	cmd := exec.Command(edge, "serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off", "--rate", "0", "--no-token")
	pipe, err := cmd.StderrPipe()
	if err != nil {
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	s := &server{cmd: cmd, stderr: &bytes.Buffer{}, done: make(chan error, 1)}
	addr := make(chan string, 1)
	var mu sync.Mutex
	go func() {
		sc := bufio.NewScanner(pipe)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			mu.Lock()
			if s.stderr.Len() < 1<<20 {
				s.stderr.WriteString(sc.Text() + "\n")
			}
			mu.Unlock()
			if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
		// a line longer than the scanner takes (the log line of a turn on
		// thousands of devices) ends the scan: the rest is read on, so
		// that the server never blocks on its log.
		io.Copy(io.Discard, pipe)
		s.done <- cmd.Wait()
	}()
	select {
	case a := <-addr:
		return s, a, nil
	case err := <-s.done:
		mu.Lock()
		defer mu.Unlock()
		return nil, "", fmt.Errorf("edge serve exited (%v): %s", err, s.stderr)
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		return nil, "", errors.New("edge serve did not start within 30 s")
	}
}

// stop sends SIGTERM and waits (at most a minute) for a clean exit.
func (s *server) stop() error {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.done:
		return err
	case <-time.After(time.Minute):
		s.cmd.Process.Kill()
		return errors.New("still running a minute after SIGTERM; killed")
	}
}
