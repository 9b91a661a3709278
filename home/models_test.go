package home

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// TestModelsHost: the model server's host is host, host:port or an
// http(s) URL, its port 1 to 65535, with no credentials or path; the
// models' names are Ollama's.
func TestModelsHost(t *testing.T) {
	for host, want := range map[string]string{
		"127.0.0.1:11434":             "",
		"localhost":                   "",
		"ollama.lan:8080":             "",
		"http://10.0.0.2:11434":       "",
		"https://models.example.org/": "",
		"[::1]:11434":                 "",
		"[::1]":                       "",
		"127.0.0.1:99999":             "has the port 99999; a port is a number from 1 to 65535",
		"127.0.0.1:0":                 "has the port 0",
		"http://127.0.0.1:65536":      "has the port 65536",
		"127.0.0.1:":                  "is not HOST:PORT",
		"ftp://127.0.0.1:21":          "must be HOST:PORT, or start with http:// or https://",
		"http://u:p@127.0.0.1:11434":  "carries credentials",
		"127.0.0.1:11434/api":         "has a path or a query",
		"bad_host!:11434":             "names no valid host",
		"evil.example.org:11434 x":    "is not a host",
		"http://-x-:11434":            "names no valid host",
	} {
		_, err := Parse("m.yaml", []byte("models: {host: \""+host+"\"}\n"))
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v", host, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%q: %v\nwant %s", host, err, want)
		}
	}
	for name, good := range map[string]bool{"qwen2.5:0.5b": true, "library/llama3:8b": true, "nomic-embed-text": true, "qwen 2": false, ":x": false} {
		_, err := Parse("m.yaml", []byte("models: {chat: \""+name+"\", embed: \""+name+"\"}\n"))
		if good != (err == nil) {
			t.Errorf("model %q: %v", name, err)
		}
	}
}

// TestBrokerPort: the broker's port is 1 to 65535 and its host a host.
func TestBrokerPort(t *testing.T) {
	for url, want := range map[string]string{
		"mqtt://127.0.0.1:1883": "", "mqtts://broker.lan:8883": "", "mqtt://[::1]:1883": "", "mqtt://broker": "",
		"mqtt://127.0.0.1:99999": "has the port 99999", "mqtt://b:0": "has the port 0", "mqtt://b_c:1883": "names no valid host",
	} {
		_, err := Parse("h.yaml", []byte("mqtt: {url: \""+url+"\"}\n"))
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v", url, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%q: %v\nwant %s", url, err, want)
		}
	}
}

// FuzzHosts: a models.host or an mqtt.url the check takes names a host
// and a port from 1 to 65535 (or none).
func FuzzHosts(f *testing.F) {
	for _, s := range []string{"127.0.0.1:11434", "http://[::1]:99999", "h:0", "https://a.b/", "mqtt://b:1883"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, src := range []string{"models: {host: %q}\n", "mqtt: {url: %q}\n"} {
			host := s
			if strings.HasPrefix(src, "mqtt") && !strings.Contains(s, "://") {
				host = "mqtt://" + s
			}
			if _, err := Parse("h.yaml", []byte(fmt.Sprintf(src, host))); err != nil {
				continue
			}
			raw := host
			if !strings.Contains(raw, "://") {
				raw = "http://" + raw
			}
			u, err := url.Parse(raw)
			if err != nil || u.Hostname() == "" {
				t.Fatalf("%q taken: %v", host, err)
			}
			if p := u.Port(); p != "" {
				if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
					t.Fatalf("%q taken with the port %q", host, p)
				}
			}
		}
	})
}
