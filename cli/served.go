package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"slices"
	"sync"
	"time"

	"edge/home"
	"edge/store"
	"edge/turn"
)

// While edge serve holds a database, the commands that read it (ask,
// devices, audit) run inside the server: the client sends the command's
// name, its arguments and its standard input over the control socket, the
// server runs the same command on the database and engine it holds, and
// sends back what the command wrote and its exit code. The output is the
// same as without a server, because it is the same code.

// held is the database and engine of a running edge serve; imported,
// when not nil, is told each home the engine took from a live import.
type held struct {
	db       *store.DB
	eng      *turn.Engine
	imported func(*home.Home)
}

// servedCommands are the commands a client may run inside the server.
var servedCommands = []string{"ask", "devices", "audit"}

// errServed says that edge serve holds a database and answers on its
// control socket: the command is to run there. The error returned is a
// heldError naming the database.
var errServed = errors.New("the database is held by edge serve")

type heldError struct{ path string }

func (h heldError) Error() string        { return fmt.Sprintf("%s: %v", h.path, errServed) }
func (h heldError) Is(target error) bool { return target == errServed }

// served reports whether an edge serve answers on the control socket of
// the database at path.
func served(path string) bool {
	c, err := net.DialTimeout("unix", controlPath(path), time.Second)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// openStore opens the database at path for a command that never creates
// one: the held one inside a server, a heldError when a server holds it,
// and a usage error when there is no such file.
func (e *env) openStore(path string) (*store.DB, func(), error) {
	if e.held != nil {
		return e.held.db, func() {}, nil
	}
	if served(path) {
		return nil, nil, heldError{path}
	}
	if err := mustExist(path); err != nil {
		return nil, nil, err
	}
	db, err := store.Open(path)
	if err != nil {
		return nil, nil, err
	}
	return db, func() { db.Close() }, nil
}

// engine is the engine a command turns with: the server's inside a
// server (left open), else a new one on db that the returned function
// closes.
func (e *env) engine(db *store.DB, opt turn.Options, chat bool, logger *slog.Logger) (*turn.Engine, func(), error) {
	if e.held != nil {
		return e.held.eng, func() {}, nil
	}
	eng, err := newEngine(e, db, opt, chat, logger)
	if err != nil {
		return nil, nil, err
	}
	return eng, func() { eng.Close() }, nil
}

// A run request is the control socket's first line: the command and its
// arguments; the client's standard input follows it, raw, until the
// client closes its side for writing. The server answers with frames,
// one JSON object a line: {"out": text}, {"err": text}, and last
// {"exit": code}.
type runFrame struct {
	Out  string `json:"out,omitempty"`
	Err  string `json:"err,omitempty"`
	Exit *int   `json:"exit,omitempty"`
}

// forward runs a command inside the edge serve that holds its database
// and returns its exit code.
func (e *env) forward(name string, args []string, path string) int {
	c, err := dialControl(path, 5*time.Second)
	if err != nil {
		fmt.Fprintf(e.stderr, "edge %s: %s is held by edge serve, which did not answer: %v\n", name, path, err)
		return exitError
	}
	defer c.Close()
	if err := json.NewEncoder(c).Encode(controlRequest{Op: "run", Command: name, Args: args}); err != nil {
		fmt.Fprintf(e.stderr, "edge %s: sending the command to edge serve: %v\n", name, err)
		return exitError
	}
	go func() {
		io.Copy(c, e.stdin)
		c.(*net.UnixConn).CloseWrite()
	}()
	dec := json.NewDecoder(bufio.NewReader(c))
	for {
		var f runFrame
		if err := dec.Decode(&f); err != nil {
			fmt.Fprintf(e.stderr, "edge %s: edge serve ended the command without its result: %v\n", name, err)
			return exitError
		}
		io.WriteString(e.stdout, f.Out)
		io.WriteString(e.stderr, f.Err)
		if f.Exit != nil {
			return *f.Exit
		}
	}
}

// frames writes a command's output to a client as frames.
type frames struct {
	mu  sync.Mutex
	enc *json.Encoder
	err error
}

func (f *frames) send(fr runFrame) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err == nil {
		f.err = f.enc.Encode(fr)
	}
	return f.err
}

type frameWriter struct {
	f   *frames
	err bool
}

func (w frameWriter) Write(p []byte) (int, error) {
	fr := runFrame{Out: string(p)}
	if w.err {
		fr = runFrame{Err: string(p)}
	}
	if err := w.f.send(fr); err != nil {
		return 0, err
	}
	return len(p), nil
}

// runServed runs a client's command inside the server: in reads its
// standard input, and its output goes to c.
func runServed(ctx context.Context, c net.Conn, in io.Reader, req controlRequest, h *held, now func() time.Time) {
	f := &frames{enc: json.NewEncoder(c)}
	exit := func(code int) {
		f.send(runFrame{Exit: &code})
	}
	if !slices.Contains(servedCommands, req.Command) {
		f.send(runFrame{Err: fmt.Sprintf("edge %s: not run by edge serve (it runs %v)\n", req.Command, servedCommands)})
		exit(exitUsage)
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	e := &env{ctx: ctx, stdin: in, stdout: frameWriter{f: f}, stderr: frameWriter{f: f, err: true}, now: now, held: h}
	for _, cmd := range commands() {
		if cmd.name == req.Command {
			code, _ := e.run(cmd, req.Args)
			exit(code)
			return
		}
	}
}

// mustExist refuses a database file (--db) that is not there: only edge
// import makes one.
func mustExist(path string) error {
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return usagef("--db %s: no such database (edge import --db %s HOME_FILE makes one)", path, path)
	}
	return nil
}
