package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// docCommand is one edge command line written in the documentation.
type docCommand struct {
	where string // file:line
	words []string
}

var inlineCode = regexp.MustCompile("`([^`]+)`")

// docCommands finds the edge command lines of a Markdown file: the lines of
// a fenced block (only those after a "$ " prompt where the block has one:
// the rest is output; a line ending in a backslash goes on on the next),
// and every inline code span, split at the shell's && ; | and $( into
// simple commands, of which those that run edge (edge,
// /usr/local/bin/edge, ./edge, after sudo, sudo -u USER or VAR=value) are
// kept.
func docCommands(name, text string) []docCommand {
	var out []docCommand
	add := func(at int, span string) {
		for _, words := range simpleCommands(span) {
			out = append(out, docCommand{where: name + ":" + strconv.Itoa(at), words: words})
		}
	}
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(strings.TrimSpace(lines[i]), "```") {
			for _, m := range inlineCode.FindAllStringSubmatch(lines[i], -1) {
				add(i+1, m[1])
			}
			continue
		}
		end := i + 1
		prompted := false
		for end < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[end]), "```") {
			prompted = prompted || strings.HasPrefix(lines[end], "$ ")
			end++
		}
		for j := i + 1; j < end; j++ {
			line, at := lines[j], j+1
			for strings.HasSuffix(line, "\\") && j+1 < end {
				j++
				line = strings.TrimSuffix(line, "\\") + " " + lines[j]
			}
			if !prompted || strings.HasPrefix(line, "$ ") {
				add(at, line)
			}
		}
		i = end
	}
	return out
}

var flagName = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

var (
	shellSplit = regexp.MustCompile(`&&|\|\||;|\||\$\(|\)`)
	quoted     = regexp.MustCompile(`'[^']*'|"[^"$]*"`)
)

// simpleCommands returns the edge commands of one shell line, each as the
// words after the program: the command name, then its arguments, up to a
// comment.
func simpleCommands(line string) [][]string {
	line = strings.TrimPrefix(strings.TrimSpace(line), "$ ")
	var out [][]string
	line = quoted.ReplaceAllString(line, "TEXT")
	for _, part := range shellSplit.Split(line, -1) {
		words := strings.Fields(part)
		for len(words) > 0 {
			w := words[0]
			switch {
			case w == "sudo":
				words = words[1:]
				if len(words) > 1 && words[0] == "-u" {
					words = words[2:]
				}
				continue
			case strings.Contains(w, "=") && !strings.HasPrefix(w, "-"):
				words = words[1:]
				continue
			}
			break
		}
		if len(words) < 2 || (words[0] != "edge" && !strings.HasSuffix(words[0], "/edge")) {
			continue
		}
		args := words[1:]
		for i, a := range args {
			if strings.HasPrefix(a, "#") {
				args = args[:i]
				break
			}
		}
		if len(args) > 0 {
			out = append(out, args)
		}
	}
	return out
}

// TestDocsCommands: every edge command line in README.md and docs/ names a
// command edge has, and only flags that command's --help lists, so the
// documentation cannot drift from the binary.
func TestDocsCommands(t *testing.T) {
	files, err := filepath.Glob("../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../README.md")
	helps := map[string]string{}
	helpOf := func(cmd string) string {
		if h, ok := helps[cmd]; ok {
			return h
		}
		var out, errOut bytes.Buffer
		code := Main(context.Background(), []string{cmd, "--help"}, strings.NewReader(""), &out, &errOut)
		h := ""
		if code == exitOK {
			h = out.String()
		}
		helps[cmd] = h
		return h
	}
	known := map[string]bool{"--version": true, "-v": true, "--help": true, "-h": true, "help": true}
	checked := 0
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range docCommands(strings.TrimPrefix(f, "../"), string(text)) {
			cmd := c.words[0]
			if known[cmd] {
				continue
			}
			if strings.HasSuffix(cmd, ":") {
				// "edge import: done in 1.6 s" is output.
				continue
			}
			if strings.HasPrefix(cmd, "-") || strings.ToUpper(cmd) == cmd {
				// "edge --db …" or a placeholder such as "edge COMMAND".
				if !strings.HasPrefix(cmd, "-") {
					continue
				}
				t.Errorf("%s: edge %s: a flag before the command", c.where, strings.Join(c.words, " "))
				continue
			}
			help := helpOf(cmd)
			if help == "" {
				t.Errorf("%s: edge has no command %q", c.where, cmd)
				continue
			}
			checked++
			for _, a := range c.words[1:] {
				if a == "--" {
					break
				}
				if !strings.HasPrefix(a, "-") || a == "-" || known[a] {
					continue
				}
				name := strings.TrimLeft(a, "-")
				name, _, _ = strings.Cut(name, "=")
				name = strings.TrimRight(name, ".,:)")
				if name == "" || !flagName.MatchString(name) {
					continue
				}
				if !regexp.MustCompile(`(?m)^  -` + regexp.QuoteMeta(name) + `\b`).MatchString(help) {
					t.Errorf("%s: edge %s has no flag --%s", c.where, cmd, name)
				}
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d edge command lines found in README.md and docs/: the scan is broken", checked)
	}
}

// TestSimpleCommands: how a documented shell line is read.
func TestSimpleCommands(t *testing.T) {
	for _, c := range []struct {
		line string
		want string
	}{
		{"edge ask --json \"turn on\" # a comment", "ask --json TEXT"}, {"edge ask 'it' --dry-run", "ask TEXT --dry-run"},
		{"$ sudo -u edge edge import --db /var/lib/edge/edge.db home.yaml", "import --db /var/lib/edge/edge.db home.yaml"},
		{"edge check home.yaml && sudo install -o edge -g edge home.yaml /x", "check home.yaml"},
		{"EDGE_X=1 /usr/local/bin/edge serve --db e.db | jq .", "serve --db e.db"},
		{"useradd --groups gpio,dialout edge", ""},
		{"curl -H \"Authorization: Bearer $(cat edge.db.token)\"", ""},
		{"x $(edge phrases --format text) y", "phrases --format text"},
	} {
		var got []string
		for _, words := range simpleCommands(c.line) {
			got = append(got, strings.Join(words, " "))
		}
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("%q: %q, want %q", c.line, g, c.want)
		}
	}
}
