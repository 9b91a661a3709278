package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	"edge/home"
	"edge/index"
)

// The control socket lets `edge import` give a running `edge serve` a new
// home: the server holds the database, so the server imports it, in one
// transaction, and its engine takes it between turns; and `edge backup`
// take a copy of it. The socket is a Unix socket beside the database,
// mode 0600 (0660 with --control-group), and both ends check who is at
// the other (controlpeer.go).

// controlPath is the control socket of a database.
func controlPath(db string) string { return db + ".sock" }

// Bounds of one control request.
const (
	maxControlRequest = 64 << 20
	controlTimeout    = 60 * time.Second
)

// controlRequest is one request: an import (the home file's absolute
// path: the server reads and checks it itself, so that no PIN or verifier
// crosses the socket), with Op "backup" a copy of the database (a
// controlReply, then the copy's bytes), or with Op "run" a command to run
// inside the server (see runServed).
type controlRequest struct {
	Op      string   `json:"op,omitempty"`
	File    string   `json:"file,omitempty"`
	Command string   `json:"command,omitempty"`
	Args    []string `json:"args,omitempty"`
}

// controlReply is the answer: an error, or the home's counts.
type controlReply struct {
	Error   string `json:"error,omitempty"`
	Floors  int    `json:"floors"`
	Rooms   int    `json:"rooms"`
	Devices int    `json:"devices"`
	Groups  int    `json:"groups"`
	Scenes  int    `json:"scenes"`
}

// listenControl opens the control socket of a database the caller holds
// open: a socket file left by a server that died is removed first (no
// other server can hold the database now).
func listenControl(db string, acc access) (net.Listener, error) {
	path := controlPath(db)
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(true)
	// made with the process's umask, which leaves others no write, the
	// one permission a connection needs.
	err = os.Chmod(path, acc.mode())
	if err == nil && acc.gid >= 0 {
		err = os.Chown(path, -1, acc.gid)
	}
	if err != nil {
		ln.Close()
		return nil, fmt.Errorf("control socket: %w", err)
	}
	return ln, nil
}

// serveControl answers control requests until ln is closed: imports one
// at a time, commands each as it comes; ctx ends the commands.
func serveControl(ctx context.Context, ln net.Listener, h *held, acc access, logger *slog.Logger, now func() time.Time) {
	var imports, mu sync.Mutex
	var running sync.WaitGroup
	open := map[net.Conn]bool{}
	defer func() {
		// the commands still running end with their connections.
		mu.Lock()
		for c := range open {
			c.Close()
		}
		mu.Unlock()
		running.Wait()
	}()
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		mu.Lock()
		open[c] = true
		mu.Unlock()
		running.Add(1)
		go func() {
			defer running.Done()
			defer func() {
				mu.Lock()
				delete(open, c)
				mu.Unlock()
				c.Close()
			}()
			if p, err := peerOf(c); err != nil || !acc.allows(p) {
				logger.Warn("the control socket refused a client", "uid", p.uid, "pid", p.pid, "err", err)
				json.NewEncoder(c).Encode(controlReply{Error: fmt.Sprintf("edge serve does not answer user %d on its control socket (its own user, root and --control-group only)", p.uid)})
				return
			}
			c.SetReadDeadline(time.Now().Add(controlTimeout))
			dec := json.NewDecoder(io.LimitReader(c, maxControlRequest))
			var req controlRequest
			if err := dec.Decode(&req); err != nil {
				json.NewEncoder(c).Encode(controlReply{Error: fmt.Sprintf("bad control request: %v", err)})
				return
			}
			switch req.Op {
			case "run":
				c.SetReadDeadline(time.Time{})
				runServed(ctx, c, io.MultiReader(dec.Buffered(), c), req, h, now)
				return
			case "backup":
				c.SetDeadline(time.Time{})
				backupControl(c, h, logger)
				return
			}
			imports.Lock()
			defer imports.Unlock()
			c.SetDeadline(time.Now().Add(controlTimeout))
			json.NewEncoder(c).Encode(importControl(ctx, req, h, logger))
		}()
	}
}

// importControl imports the home file a client named: edge serve reads
// and checks it as edge import does.
func importControl(ctx context.Context, req controlRequest, held *held, logger *slog.Logger) controlReply {
	if req.File == "" || !filepath.IsAbs(req.File) {
		return controlReply{Error: "bad control request: no home file's absolute path"}
	}
	h, err := loadHome(ctx, req.File)
	if err != nil {
		return controlReply{Error: fmt.Sprintf("edge serve (user %d) read the home file: %v", os.Getuid(), err)}
	}
	if err := held.db.Import(h, index.Write); err != nil {
		return controlReply{Error: fmt.Sprintf("importing %s: %v", req.File, err)}
	}
	if err := held.eng.Reload(); err != nil {
		logger.Error("taking the imported home", "file", req.File, "err", err)
		return controlReply{Error: fmt.Sprintf("%s was imported, but the server could not take it: %v; restart edge serve", req.File, err)}
	}
	logger.Info("imported a new home while serving", "file", req.File, "devices", len(h.Devices))
	if held.imported != nil {
		if stored, err := held.db.Home(); err == nil {
			held.imported(stored)
		} else {
			logger.Warn("reading the imported home back", "err", err)
		}
	}
	return controlReply{Floors: len(h.Floors), Rooms: len(h.Rooms), Devices: len(h.Devices), Groups: len(h.Groups), Scenes: len(h.Scenes)}
}

// importServed has the server that holds db import the home file it
// names (the client checked it already: h is what the client read); ok
// is false when no server answers on its control socket. The file goes by
// its path only.
func importServed(dbPath, file string, _ *home.Home) (controlReply, bool, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return controlReply{}, false, err
	}
	c, err := dialControl(dbPath, 5*time.Second)
	switch {
	case errors.Is(err, errNoServer):
		return controlReply{}, false, nil
	case err != nil:
		return controlReply{}, true, err
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(controlTimeout))
	if err := json.NewEncoder(c).Encode(controlRequest{File: abs}); err != nil {
		return controlReply{}, true, fmt.Errorf("sending the home file's name to the server: %w", err)
	}
	var reply controlReply
	if err := json.NewDecoder(io.LimitReader(c, 1<<20)).Decode(&reply); err != nil {
		return controlReply{}, true, fmt.Errorf("the server did not answer: %w", err)
	}
	if reply.Error != "" {
		return reply, true, errors.New(reply.Error)
	}
	return reply, true, nil
}
