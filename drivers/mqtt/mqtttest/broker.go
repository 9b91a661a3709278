// Package mqtttest starts a real Mosquitto broker for tests, on a free
// loopback port, and simulates the devices behind it: a Zigbee2MQTT bridge
// with its devices and Tasmota plugs, answering on the broker as the real
// ones do.
package mqtttest

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Options configure a broker.
type Options struct {
	// Users are the accounts of a password file (name → password); none
	// means anonymous clients are allowed.
	Users map[string]string
	// TLS makes the listener mqtts, with a certificate for 127.0.0.1 signed
	// by a CA of its own (Broker.CAFile).
	TLS bool
}

// Broker is a running Mosquitto.
type Broker struct {
	t    testing.TB
	bin  string
	conf string
	port int
	tls  bool
	// CAFile is the PEM file of the CA that signed the broker's
	// certificate (with Options.TLS).
	CAFile string

	mu  sync.Mutex
	cmd *exec.Cmd
	log *bytes.Buffer
}

// Binary returns the path of the mosquitto binary, or "" when it is not
// installed or the tests are told to leave it (EDGE_TEST_MOSQUITTO=off,
// as under emulation).
func Binary() string {
	if os.Getenv("EDGE_TEST_MOSQUITTO") == "off" {
		return ""
	}
	if p, err := exec.LookPath("mosquitto"); err == nil {
		return p
	}
	for _, p := range []string{"/usr/sbin/mosquitto", "/usr/local/sbin/mosquitto"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// Start starts a broker for the test and stops it when the test ends. It
// skips the test when Mosquitto is not installed.
func Start(t testing.TB, opt Options) *Broker {
	t.Helper()
	bin := Binary()
	if bin == "" {
		t.Skip("mosquitto is not installed (apt-get install mosquitto), or EDGE_TEST_MOSQUITTO=off: skipping the tests against a real broker")
	}
	dir := t.TempDir()
	b := &Broker{t: t, bin: bin, conf: filepath.Join(dir, "mosquitto.conf"), tls: opt.TLS}
	conf := "allow_anonymous true\n"
	if len(opt.Users) > 0 {
		pw := filepath.Join(dir, "passwd")
		if err := os.WriteFile(pw, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		tool, err := exec.LookPath("mosquitto_passwd")
		if err != nil {
			t.Skip("mosquitto_passwd is not installed: skipping the test of a broker with passwords")
		}
		for user, pass := range opt.Users {
			if out, err := exec.Command(tool, "-b", pw, user, pass).CombinedOutput(); err != nil {
				t.Fatalf("mosquitto_passwd: %v: %s", err, out)
			}
		}
		conf = "allow_anonymous false\npassword_file " + pw + "\n"
	}
	if opt.TLS {
		b.CAFile = writeCerts(t, dir)
		conf += fmt.Sprintf("certfile %s\nkeyfile %s\n", filepath.Join(dir, "server.pem"), filepath.Join(dir, "server.key"))
	}
	if os.Geteuid() == 0 {
		// mosquitto started as root drops to the user "mosquitto", who
		// cannot read the test's files.
		conf += "user root\n"
	}
	conf += "persistence false\nlog_dest stderr\nlog_type error\nlog_type warning\n"
	var lastErr error
	for range 5 {
		b.port = freePort(t)
		full := fmt.Sprintf("listener %d 127.0.0.1\n", b.port) + conf
		if err := os.WriteFile(b.conf, []byte(full), 0o600); err != nil {
			t.Fatal(err)
		}
		if lastErr = b.start(); lastErr == nil {
			t.Cleanup(b.Stop)
			return b
		}
	}
	t.Fatalf("mosquitto did not start: %v", lastErr)
	return nil
}

// URL is the broker's url, mqtt:// or mqtts://.
func (b *Broker) URL() string {
	scheme := "mqtt"
	if b.tls {
		scheme = "mqtts"
	}
	return scheme + "://127.0.0.1:" + strconv.Itoa(b.port)
}

// Addr is the broker's host:port.
func (b *Broker) Addr() string { return "127.0.0.1:" + strconv.Itoa(b.port) }

func (b *Broker) start() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.log = &bytes.Buffer{}
	cmd := exec.Command(b.bin, "-c", b.conf)
	cmd.Stdout, cmd.Stderr = b.log, b.log
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("mosquitto exited: %s", b.log)
		default:
		}
		if c, err := net.DialTimeout("tcp", b.Addr(), 200*time.Millisecond); err == nil {
			c.Close()
			b.cmd = cmd
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	_ = cmd.Process.Kill()
	<-exited
	return fmt.Errorf("mosquitto did not listen on %s within 5s: %s", b.Addr(), b.log)
}

// Stop stops the broker (the clients see the connection drop).
func (b *Broker) Stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cmd == nil {
		return
	}
	_ = b.cmd.Process.Kill()
	for range 100 {
		if c, err := net.DialTimeout("tcp", b.Addr(), 50*time.Millisecond); err != nil {
			break
		} else {
			c.Close()
		}
		time.Sleep(10 * time.Millisecond)
	}
	b.cmd = nil
}

// Restart starts the stopped broker again on the same port.
func (b *Broker) Restart() {
	b.t.Helper()
	if err := b.start(); err != nil {
		b.t.Fatalf("restarting mosquitto: %v", err)
	}
}

func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// writeCerts makes a CA and a certificate for 127.0.0.1 signed by it, in
// dir; it returns the CA's file.
func writeCerts(t testing.TB, dir string) string {
	t.Helper()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	ca := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "edge test CA"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, ca, ca, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	caCert, _ := x509.ParseCertificate(caDER)
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	leaf := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, leaf, caCert, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, typ string, der []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("ca.pem", "CERTIFICATE", caDER)
	write("server.pem", "CERTIFICATE", der)
	write("server.key", "EC PRIVATE KEY", keyDER)
	return filepath.Join(dir, "ca.pem")
}

// waitFor polls ok until it holds or 5 s pass.
func waitFor(ok func() bool) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for !ok() {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(10 * time.Millisecond):
		}
	}
	return true
}
