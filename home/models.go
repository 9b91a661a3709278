package home

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// models decodes the models block: the model server's host (as Ollama
// reads OLLAMA_HOST: host, host:port or an http(s) URL, its port 1 to
// 65535), the chat and embedding models' names, and the timeout.
func (p *parser) models(n *yaml.Node) {
	const label = "models"
	o, ok := p.object(n, label, modelFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		if key == "timeout_ms" {
			x, _ := p.value(v, label, 1)
			ms, isInt := x.(int)
			if !isInt || ms <= 0 || ms > 600000 {
				p.errorf(v, "%s: timeout_ms must be a whole number of milliseconds from 1 to 600000", label)
				continue
			}
			p.out.Models.TimeoutMS = ms
			continue
		}
		s, ok := p.str(v, label, key)
		if !ok {
			continue
		}
		p.checkText(v, label, key, s)
		switch key {
		case "host":
			p.out.Models.Host = s
			if problem := checkModelHost(s); problem != "" {
				p.errorf(v, "%s: host %q %s", label, shownURL(s), problem)
			}
		case "chat", "embed":
			if s != "" && !modelName.MatchString(s) {
				p.errorf(v, "%s: %s %q is not a model's name; write it as Ollama does (qwen2.5:0.5b, nomic-embed-text)", label, key, s)
			}
			if key == "chat" {
				p.out.Models.Chat = s
			} else {
				p.out.Models.Embed = s
			}
		}
	}
}

// modelName is what the name of a model may be: Ollama's names, with a
// namespace, a tag or a registry host.
var modelName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}$`)

// checkModelHost says what is wrong with a model server's host, or "":
// host, host:port, or an http or https URL of one, nothing more.
func checkModelHost(s string) string {
	raw := s
	if !strings.Contains(s, "://") {
		raw = "http://" + s
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil || u.Opaque != "":
		return "is not a host; write HOST:PORT (127.0.0.1:11434) or http://HOST:PORT"
	case u.Scheme != "http" && u.Scheme != "https":
		return "must be HOST:PORT, or start with http:// or https://"
	case u.User != nil:
		return "carries credentials; the model server takes none"
	case u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "":
		return "has a path or a query; write only HOST:PORT"
	}
	return checkHostPort(u.Host)
}

// checkHostPort says what is wrong with the HOST[:PORT] of a URL, or "":
// a host name, an IPv4 address or a bracketed IPv6 one, and no port or
// one from 1 to 65535.
func checkHostPort(hostport string) string {
	host, port := hostport, ""
	switch {
	case strings.HasPrefix(hostport, "[") && strings.HasSuffix(hostport, "]"):
		host = hostport[1 : len(hostport)-1]
	case strings.Contains(hostport, ":"):
		h, p, err := net.SplitHostPort(hostport)
		if err != nil || p == "" {
			return "is not HOST:PORT"
		}
		host, port = h, p
	}
	if n, err := strconv.Atoi(port); port != "" && (err != nil || n < 1 || n > 65535) {
		return fmt.Sprintf("has the port %s; a port is a number from 1 to 65535", port)
	}
	switch {
	case host == "":
		return "names no host"
	case net.ParseIP(host) == nil && !isHostName(host):
		return "names no valid host"
	}
	return ""
}

// isHostName reports a DNS host name: labels of 1 to 63 letters, digits
// and hyphens, a hyphen neither first nor last, one dot between them and
// maybe one at the end. (As a regular expression, the 63 made a program
// of half a megabyte that every process held.)
func isHostName(s string) bool {
	s = strings.TrimSuffix(s, ".")
	for label := range strings.SplitSeq(s, ".") {
		if len(label) == 0 || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' || !hostLabel.MatchString(label) {
			return false
		}
	}
	return true
}

var hostLabel = regexp.MustCompile(`^(?i)[a-z0-9-]+$`)
