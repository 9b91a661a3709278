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
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"edge/audit"
	"edge/serve"
	"edge/store"
)

const backupAbout = `Write a consistent copy of a database to OUT, also while edge serve uses it:
the copy is one read transaction of the database, so turns go on
meanwhile. When edge serve holds the database, the copy comes from it
through its control socket beside the database (run edge backup as the
user that serves, or root, or a member of its --control-group); with
--http, over HTTP instead (GET /v1/backup, with the admin token of the
file beside the database). The copy is written beside OUT, checked (its
structure, bbolt's consistency check, the audit log's chain) and only then
renamed to OUT.

The copy never holds the PIN's verifier (nor a token: they are files of
their own): a database restored from it asks for its PIN to be set again,
and its critical actions wait until edge import sets it from the home
file. Its record of wrong PINs comes along: a lockout goes on.

To restore: stop edge serve, keep the damaged database aside, put the copy
in its place (owned by the user that serves, mode 0600), start again, and
import the home file to set the PIN:
  sudo systemctl stop edge
  sudo mv /var/lib/edge/edge.db /var/lib/edge/edge.db.damaged
  sudo install -o edge -g edge -m 0600 /var/backups/edge.db /var/lib/edge/edge.db
  sudo systemctl start edge
  sudo -u edge edge import --db /var/lib/edge/edge.db /var/lib/edge/home.yaml

examples:
  edge backup --db /var/lib/edge/edge.db /var/backups/edge.db
  edge backup --db edge.db --http 127.0.0.1:9000 copy.db`

func runBackup(e *env, args []string) error {
	fs := e.flags("backup", "--db FILE [--http ADDR [--token-file FILE]] OUT", backupAbout)
	dbPath := fs.String("db", "", "database `file` to copy")
	addr := fs.String("http", "", "HTTP `address` of the edge serve that holds the database, to copy over HTTP rather than its control socket")
	tokenFile := fs.String("token-file", "", "admin token `file` of that edge serve, with --http (default: the database's path + .admin.token)")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *dbPath == "" || len(rest) != 1 {
		return usagef("usage: edge backup --db FILE [--http ADDR] OUT")
	}
	if err := mustExist(*dbPath); err != nil {
		return err
	}
	out := rest[0]
	if abs(out) == abs(*dbPath) {
		return usagef("OUT is the database itself; name another file")
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), filepath.Base(out)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	if err := tmp.Chmod(0o600); err != nil {
		return err
	}
	n, via, err := copyDB(e.ctx, *dbPath, *addr, *tokenFile, tmp)
	if err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	entries, err := checkCopy(tmp.Name())
	if err != nil {
		return fmt.Errorf("the copy is not sound, so %s was not written: %w", out, err)
	}
	if err := os.Rename(tmp.Name(), out); err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	fmt.Fprintf(e.stdout, "wrote %s: %.1f MiB, %s; checked, audit log intact: %d entries\n", out, float64(n)/(1<<20), via, entries)
	return nil
}

func abs(p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	return a
}

// copyDB writes the database to w: itself when it is free, else through
// the edge serve that holds it: over HTTP on addr when given, else through
// its control socket.
func copyDB(ctx context.Context, path, addr, tokenFile string, w io.Writer) (int64, string, error) {
	db, err := store.Open(path)
	if err == nil {
		defer db.Close()
		n, err := db.Backup(w)
		return n, "copied from the database", err
	}
	if !errors.Is(err, store.ErrInUse) {
		return 0, "", err
	}
	if addr == "" {
		n, err := backupServed(path, w)
		if err != nil {
			return 0, "", fmt.Errorf("%s is in use, and the edge serve that holds it did not send a copy through its control socket: %w", path, err)
		}
		return n, "sent by edge serve through its control socket", nil
	}
	if tokenFile == "" {
		tokenFile = serve.AdminTokenPath(path)
	}
	token, err := os.ReadFile(tokenFile)
	if err != nil {
		return 0, "", fmt.Errorf("%s is in use, and the admin token of the edge serve that holds it cannot be read (run edge backup as the user that serves, or give --token-file): %w", path, err)
	}
	n, err := fetchBackup(ctx, addr, strings.TrimSpace(string(token)), w)
	if err != nil {
		return 0, "", fmt.Errorf("%s is in use, and edge serve on %s did not send a copy: %w", path, addr, err)
	}
	return n, "sent by edge serve on " + addr, nil
}

// backupServed has the edge serve that holds the database at path send a
// copy through its control socket.
func backupServed(path string, w io.Writer) (int64, error) {
	c, err := dialControl(path, 5*time.Second)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	if err := json.NewEncoder(c).Encode(controlRequest{Op: "backup"}); err != nil {
		return 0, err
	}
	br := bufio.NewReader(c)
	line, err := br.ReadBytes('\n')
	var reply controlReply
	if err == nil {
		err = json.Unmarshal(line, &reply)
	}
	if err != nil {
		return 0, fmt.Errorf("edge serve did not answer: %w", err)
	}
	if reply.Error != "" {
		return 0, errors.New(reply.Error)
	}
	return io.Copy(w, br)
}

// backupControl sends a copy of the held database to a control socket
// client: a controlReply, then the copy's bytes. A copy cut short ends
// the connection; the client checks what came before it keeps it.
func backupControl(c net.Conn, h *held, logger *slog.Logger) {
	if err := json.NewEncoder(c).Encode(controlReply{}); err != nil {
		return
	}
	n, err := h.db.Backup(c)
	if err != nil {
		logger.Error("sending a backup through the control socket", "err", err)
		return
	}
	logger.Info("sent a backup through the control socket", "bytes", n)
}

// fetchBackup asks the edge serve on addr for a copy of its database.
func fetchBackup(ctx context.Context, addr, token string, w io.Writer) (int64, error) {
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return 0, usagef("--http %q: want HOST:PORT", addr)
	}
	ctx, cancel := context.WithTimeout(ctx, serve.WriteTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", "http://"+addr+"/v1/backup", nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	client := &http.Client{Transport: &http.Transport{Proxy: nil, ResponseHeaderTimeout: 10 * time.Second}}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return 0, fmt.Errorf("%s: %s", resp.Status, strings.TrimSpace(string(msg)))
	}
	return io.Copy(w, resp.Body)
}

// checkCopy opens a copy as edge would and checks it: its structure,
// bbolt's consistency check and the audit log's chain.
func checkCopy(path string) (int, error) {
	db, err := store.Open(path)
	if err != nil {
		return 0, err
	}
	defer db.Close()
	if err := db.Check(); err != nil {
		return 0, err
	}
	return audit.NewLog(db.View).Verify()
}
