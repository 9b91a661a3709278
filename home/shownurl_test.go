package home

import (
	"strings"
	"testing"
)

// TestURLCredentialsNotShown: a broker url or a model server's host
// written with credentials (a password, a token as the user), well formed
// or not, is refused, and the refusal never shows the secret: it showed
// the url as written, password and all, wherever the file's problems go.
func TestURLCredentialsNotShown(t *testing.T) {
	secrets := []string{"s3cretPW99", "tok_9f8e7d6c5b4a", "p%40ss", "hunter2", "pa/ss#w?rd"}
	shapes := []func(s string) string{
		func(s string) string { return "edge:" + s + "@broker.lan:1883" },
		func(s string) string { return s + "@broker.lan" },
		func(s string) string { return "edge:" + s + "@broker.lan:99999" },
		func(s string) string { return "edge:" + s + "@[::1]:1883" },
		func(s string) string { return ":" + s + "@broker.lan" },
		func(s string) string { return "edge:" + s + "@broker.lan:1883/x?y=1" },
	}
	blocks := []func(u string) string{
		func(u string) string { return "mqtt: {url: \"mqtt://" + u + "\"}\n" },
		func(u string) string { return "mqtt: {url: \"mqtts://" + u + "\"}\n" },
		func(u string) string { return "models: {host: \"http://" + u + "\"}\n" },
	}
	n := 0
	for _, secret := range secrets {
		for _, shape := range shapes {
			for _, block := range blocks {
				src := block(shape(secret))
				_, err := Parse("h.yaml", []byte(src))
				if err == nil {
					t.Errorf("%q: taken", src)
				} else if strings.Contains(err.Error(), secret) {
					t.Errorf("%q: the problem shows the secret: %v", src, err)
				}
				n++
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d files", n)
	}
}
