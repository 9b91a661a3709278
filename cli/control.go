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
	"sync"
	"time"

	"edge/home"
	"edge/index"
)

// The control socket lets `edge import` give a running `edge serve` a new
// home: the server holds the database, so the server imports it, in one
// transaction, and its engine takes it between turns. The socket is a
// Unix socket beside the database, mode 0600: whoever may write the
// database may use it, and no one else.

// controlPath is the control socket of a database.
func controlPath(db string) string { return db + ".sock" }

// Bounds of one control request.
const (
	maxControlRequest = 64 << 20
	controlTimeout    = 60 * time.Second
)

// controlRequest is one request: an import (a home, checked and with its
// files made absolute by the client, and the file it came from, for
// messages), or, with Op "run", a command to run inside the server (see
// runServed).
type controlRequest struct {
	Op      string     `json:"op,omitempty"`
	File    string     `json:"file,omitempty"`
	Home    *home.Home `json:"home,omitempty"`
	Command string     `json:"command,omitempty"`
	Args    []string   `json:"args,omitempty"`
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
func listenControl(db string) (net.Listener, error) {
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
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, fmt.Errorf("control socket: %w", err)
	}
	return ln, nil
}

// serveControl answers control requests until ln is closed: imports one
// at a time, commands each as it comes; ctx ends the commands.
func serveControl(ctx context.Context, ln net.Listener, h *held, logger *slog.Logger, now func() time.Time) {
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
			c.SetReadDeadline(time.Now().Add(controlTimeout))
			dec := json.NewDecoder(io.LimitReader(c, maxControlRequest))
			var req controlRequest
			if err := dec.Decode(&req); err != nil {
				json.NewEncoder(c).Encode(controlReply{Error: fmt.Sprintf("bad control request: %v", err)})
				return
			}
			if req.Op == "run" {
				c.SetReadDeadline(time.Time{})
				runServed(ctx, c, io.MultiReader(dec.Buffered(), c), req, h, now)
				return
			}
			imports.Lock()
			defer imports.Unlock()
			c.SetDeadline(time.Now().Add(controlTimeout))
			json.NewEncoder(c).Encode(importControl(req, h, logger))
		}()
	}
}

func importControl(req controlRequest, held *held, logger *slog.Logger) controlReply {
	if req.Home == nil {
		return controlReply{Error: "bad control request: no home"}
	}
	h := req.Home
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

// importServed gives a checked home to the server that holds db; ok is
// false when no server answers on its control socket.
func importServed(dbPath, file string, h *home.Home) (controlReply, bool, error) {
	c, err := net.DialTimeout("unix", controlPath(dbPath), 5*time.Second)
	if err != nil {
		return controlReply{}, false, nil
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(controlTimeout))
	if err := json.NewEncoder(c).Encode(controlRequest{File: file, Home: h}); err != nil {
		return controlReply{}, true, fmt.Errorf("sending the home to the server: %w", err)
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
