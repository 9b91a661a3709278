package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"unicode/utf8"

	"edge/internal/jsonin"
	"edge/lang"
	"edge/serve"
	"edge/turn"
)

const askAbout = `Understand what a person says, in English or Chinese, and carry it out on the
devices of the home: one turn per argument list, or one turn per line of
standard input with "-" (plain text, or {"text": ..., "session": ..., "room": ...}).
All turns of a run share one session unless a line names another, so "which
one?" and "are you sure?" are answered by the next turn. On a terminal, with
no words or with "-", it is a conversation: one turn per line typed, with
line editing and a history kept across runs (--history); Ctrl-D ends it.

When the home's models block names a chat model (models: {chat: qwen2.5:0.5b}),
words the grammar does not know are sent to that local Ollama model (source
"llm"); --no-model never asks it.

examples:
  edge ask --home home.yaml "turn on the kitchen light"
  edge ask --home home.yaml --json "把客厅的灯打开"
  printf 'unlock the front door\nyes\n' | edge ask --db edge.db -`

type askFlags struct {
	home, db, room, session, history string
	dryRun, json, noModel            bool
}

func runAsk(e *env, args []string) error {
	var f askFlags
	fs := e.flags("ask", "[--home FILE | --db FILE] [--room ROOM_ID] [--session ID] [--dry-run] [--json] [--no-model] [--history FILE] [TEXT... | -]", askAbout)
	fs.StringVar(&f.home, "home", "", "home `file` (YAML or JSON); alone, it is imported into a temporary database")
	fs.StringVar(&f.db, "db", "", "database `file` to use and keep (with --home, the home is imported into it)")
	fs.StringVar(&f.room, "room", "", "`id` of the room the speaker is in")
	fs.StringVar(&f.session, "session", "cli", "session `id`")
	fs.BoolVar(&f.dryRun, "dry-run", false, "do everything but the driver calls")
	fs.BoolVar(&f.json, "json", false, "print one JSON object per turn")
	fs.BoolVar(&f.noModel, "no-model", false, "never ask the local model of the home's models block")
	fs.StringVar(&f.history, "history", defaultHistory("ask_history"), "`file` that keeps what was said on a terminal across runs (\"\" for none)")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if err := serve.CheckSession(f.session); err != nil {
		return usagef("--session: %v", err)
	}
	conversation := (len(rest) == 0 || len(rest) == 1 && rest[0] == "-") && isTerminal(e.stdin)
	if len(rest) == 0 && !conversation {
		return usagef("nothing to ask: give the words, or - to read turns from standard input")
	}
	db, closeDB, err := e.openDB(f.home, f.db)
	if err != nil {
		return err
	}
	defer closeDB()
	logger := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	eng, closeEng, err := e.engine(db, turn.Options{Logger: logger}, !f.noModel, logger)
	if err != nil {
		return err
	}
	defer closeEng()
	if f.room != "" {
		if eng.Index().RoomName(f.room) == "" {
			return usagef("--room %q: no such room in the home; the rooms are: %s", f.room, roomList(db))
		}
	}
	out := &printer{w: e.stdout, json: f.json}
	if conversation {
		return askTerminal(e, eng, f, out)
	}
	if len(rest) == 1 && rest[0] == "-" {
		return askLines(e, eng, f, out)
	}
	res := eng.Ask(e.ctx, turn.Request{Text: strings.Join(rest, " "), Session: f.session, Room: f.room, DryRun: f.dryRun, Channel: "cli"})
	return out.print(res)
}

// line is one JSON input line.
type line struct {
	Text    *string `json:"text"`
	Session string  `json:"session"`
	Room    *string `json:"room"`
}

// maxLine is the longest line edge ask - reads; a longer one is an error
// line, and the lines after it are read on.
const maxLine = 64 << 10

func askLines(e *env, eng *turn.Engine, f askFlags, out *printer) error {
	br := bufio.NewReaderSize(e.stdin, 64*1024)
	for {
		if e.ctx.Err() != nil {
			return e.ctx.Err()
		}
		b, tooLong, err := readLine(br)
		if err != nil && err != io.EOF {
			return fmt.Errorf("reading standard input: %w", err)
		}
		if tooLong {
			if perr := out.print(badLine("", fmt.Sprintf("longer than %d bytes; skipped", maxLine))); perr != nil {
				return perr
			}
		} else if _, perr := askLine(e, eng, f, out, strings.TrimSpace(string(b))); perr != nil {
			return perr
		}
		if err == io.EOF {
			return nil
		}
	}
}

// readLine reads one line of at most maxLine bytes, without its end;
// of a longer one it reads the rest and reports tooLong.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > maxLine+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimRight(line, "\r\n"), tooLong, err
	}
}

// askLine answers one line: plain words, or a JSON object; a line that
// cannot be a turn is answered by an error line. said is the turn's text
// as the engine reports it (the PIN masked).
func askLine(e *env, eng *turn.Engine, f askFlags, out *printer, raw string) (said string, err error) {
	if raw == "" {
		return "", nil
	}
	req := turn.Request{Text: raw, Session: f.session, Room: f.room, DryRun: f.dryRun, Channel: "cli"}
	if strings.HasPrefix(raw, "{") {
		var l line
		if err := jsonin.Decode([]byte(raw), &l, false); err != nil || l.Text == nil {
			why := "no \"text\" field"
			if err != nil {
				why = err.Error()
			}
			return "", out.print(badLine(raw, why))
		}
		req.Text = *l.Text
		if l.Session != "" {
			if err := serve.CheckSession(l.Session); err != nil {
				return "", out.print(badLine(raw, err.Error()))
			}
			req.Session = l.Session
		}
		if l.Room != nil {
			req.Room = *l.Room
			if req.Room != "" && eng.Index().RoomName(req.Room) == "" {
				return "", out.print(badLine(raw, fmt.Sprintf("no room %q in the home", req.Room)))
			}
		}
	}
	if n := utf8.RuneCountInString(req.Text); n > serve.MaxText {
		return "", out.print(badLine("", fmt.Sprintf("text too long: %d characters (at most %d)", n, serve.MaxText)))
	}
	res := eng.Ask(e.ctx, req)
	return res.Text, out.print(res)
}

// askTerminal talks with a person on a terminal: with line editing and a
// history when standard output is the terminal too, else one turn a line.
func askTerminal(e *env, eng *turn.Engine, f askFlags, out *printer) error {
	in, ok := e.stdin.(*os.File)
	if ok && isTerminal(e.stdout) {
		fmt.Fprintln(e.stdout, "Say something (English or 中文); Ctrl-D to quit.")
		say := func(w io.Writer, line string) (string, error) {
			return askLine(e, eng, f, &printer{w: w, json: out.json}, strings.TrimSpace(line))
		}
		if done, err := onTerminal(e, in, f.history, nil, say); done || err != nil {
			return err
		}
	}
	return askLines(e, eng, f, out)
}

func badLine(raw, why string) turn.Result {
	return turn.Result{Text: raw, Lang: lang.Default().Code(), Source: "none", Outcome: turn.Failed, Actions: []turn.Action{}, Reads: []turn.Read{},
		Options: []turn.Option{}, Say: "bad input line: " + why}
}

type printer struct {
	w    io.Writer
	json bool
}

func (p *printer) print(r turn.Result) error {
	if p.json {
		b, err := json.Marshal(r)
		if err != nil {
			// every turn writes its line (CONTRACT §3), also one whose
			// result JSON cannot hold.
			bad := badLine("", "its result cannot be written as JSON: "+err.Error())
			bad.Outcome, bad.Say = r.Outcome, r.Say+" ("+bad.Say+")"
			if b, err = json.Marshal(bad); err != nil {
				return err
			}
		}
		_, err = fmt.Fprintf(p.w, "%s\n", b)
		return err
	}
	outcome := r.Outcome
	if r.Source == "llm" {
		outcome += ", llm"
	}
	_, err := fmt.Fprintf(p.w, "[%s] %s\n", outcome, r.Say)
	return err
}
