package mqtt

import (
	"crypto/x509"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"edge/home"
)

// Config is how to reach the broker and who edge is there.
type Config struct {
	// URL is mqtt://HOST[:PORT] (1883 by default) or mqtts://HOST[:PORT]
	// (8883).
	URL      string
	Username string
	Password string
	// RootCAs verify an mqtts broker's certificate; nil means the
	// system's roots.
	RootCAs *x509.CertPool
	// Gateway is this gateway's name on the broker.
	Gateway string
	// Status makes the connection announce the gateway: "online",
	// retained, on edge/GATEWAY/status once connected, and "offline" as
	// its last will and when it closes. A long-running gateway (edge
	// serve) announces itself; a one-shot command does not.
	Status bool
	// Log receives the connection's comings and goings; nil discards them.
	Log *slog.Logger
}

// Limits of the connection.
const (
	// ConnectTimeout bounds one attempt to connect.
	ConnectTimeout = 3 * time.Second
	// MinBackoff and MaxBackoff bound the wait between attempts.
	MinBackoff = 250 * time.Millisecond
	MaxBackoff = 30 * time.Second
	keepAlive  = 30 // seconds
	// MaxPacket is the largest MQTT packet edge takes, told to the broker
	// when it connects (MQTT 5's Maximum Packet Size): the broker drops a
	// larger message for edge instead of sending it, so that whoever can
	// publish on a topic edge reads cannot make it hold a message of up to
	// the protocol's 256 MiB. Zigbee2MQTT's list of a large network's
	// devices (bridge/devices) stays well within it.
	MaxPacket = 16 << 20
	// MaxStateKeys bounds the keys kept of what one device reported,
	// merged over its reports (a Zigbee2MQTT device says a few dozen):
	// a report's new keys past it are left out, its known keys still
	// taken, so that reports each with new keys do not grow it without
	// end.
	MaxStateKeys = 256
)

// StatusTopic is where a gateway says whether it is online.
func StatusTopic(gateway string) string { return "edge/" + gateway + "/status" }

// Status payloads.
const (
	Online  = "online"
	Offline = "offline"
)

// ConfigOf makes a Config of a home's mqtt block: it reads the password
// file, which must be 0600 (CheckPasswordFile), and the CA file.
func ConfigOf(m home.MQTT) (Config, error) {
	cfg := Config{URL: m.URL, Username: m.Username, Gateway: m.Gateway}
	if m.URL == "" {
		return cfg, errors.New("the home has no mqtt block; add one (mqtt: {url: mqtt://HOST:1883})")
	}
	if m.PasswordFile != "" {
		pw, err := ReadPasswordFile(m.PasswordFile)
		if err != nil {
			return cfg, err
		}
		cfg.Password = pw
	}
	if m.CAFile != "" {
		pool, err := ReadCAFile(m.CAFile)
		if err != nil {
			return cfg, err
		}
		cfg.RootCAs = pool
	}
	return cfg, nil
}

// ReadCAFile reads the PEM certificates of a CA file.
func ReadCAFile(path string) (*x509.CertPool, error) {
	pem, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("ca_file: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("ca_file %s holds no PEM certificate; give the CA certificate that signs the broker's", path)
	}
	return pool, nil
}

// CheckPasswordFile checks that the password file exists, is a regular
// file and is readable by its owner alone (mode 0600 or stricter).
func CheckPasswordFile(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("password_file %s does not exist; write the password alone in it and chmod 600 it", path)
	case err != nil:
		return fmt.Errorf("password_file: %w", err)
	case !fi.Mode().IsRegular():
		return fmt.Errorf("password_file %s is not a regular file", path)
	case fi.Mode().Perm()&0o077 != 0:
		return fmt.Errorf("password_file %s has mode %04o: others may read it; chmod 600 %s", path, fi.Mode().Perm(), path)
	}
	return nil
}

// ReadPasswordFile checks the password file (CheckPasswordFile) and
// returns its first line.
func ReadPasswordFile(path string) (string, error) {
	if err := CheckPasswordFile(path); err != nil {
		return "", err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("password_file: %w", err)
	}
	pw, _, _ := strings.Cut(string(data), "\n")
	return strings.TrimSuffix(pw, "\r"), nil
}

// ResolvePaths makes the relative file paths of an mqtt block relative to
// dir (the home file's directory).
func ResolvePaths(m *home.MQTT, dir string) {
	for _, p := range []*string{&m.PasswordFile, &m.CAFile, &m.GatewayKeyFile} {
		if *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(dir, *p)
		}
	}
}
