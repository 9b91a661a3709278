package mqtt

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"edge/home"
)

// Any client of the broker may publish on a gateway's topics, so every
// request and reply between gateways is sealed: the message (which holds
// the time it was sent) and an HMAC-SHA256 of the topic it is published on
// and the message, with the key the gateways share (mqtt.gateway_key_file).
// A gateway takes a request only when its MAC is right, it was sent
// within ReplayWindow of the gateway's own clock, and its id was not seen
// in that window; a driver takes a reply only when its MAC is right, it
// was sent within ReplayWindow, and it answers a request still waiting
// (each id once). Anything else is dropped: a forged "online" and reply
// for a gateway that is not running make a command fail, never pass.

// ReplayWindow is how far from a gateway's clock a message's time may be:
// the gateways' clocks must agree within it.
const ReplayWindow = 60 * time.Second

// maxSeen bounds the request ids a gateway remembers within the window;
// a request beyond them is refused until older ones leave the window.
const maxSeen = 4096

// sealed is what goes on the broker between gateways.
type sealed struct {
	Msg json.RawMessage `json:"msg"`
	MAC string          `json:"mac"`
}

// ErrNoGatewayKey says a home has gateways to talk to and no key.
var ErrNoGatewayKey = errors.New("requests and replies between gateways are authenticated with a key the gateways share: set mqtt.gateway_key_file to a 0600 file holding at least 32 random characters, the same on every gateway (openssl rand -hex 32)")

// LacksGatewayKey reports whether a home talks to other gateways (it has
// devices of theirs, on a broker) and names no key to seal what it says
// to them with: their devices fail until it does.
func LacksGatewayKey(h *home.Home) bool {
	return h.MQTT.URL != "" && h.MQTT.GatewayKeyFile == "" && slices.ContainsFunc(h.Devices, func(d home.Device) bool { return d.DriverKind() == KindEdge })
}

// ReadGatewayKey reads the key of mqtt.gateway_key_file: a regular file
// that only its owner may read, holding at least home.MinGatewayKey
// characters (surrounding space is not part of it).
func ReadGatewayKey(path string) ([]byte, error) {
	if path == "" {
		return nil, ErrNoGatewayKey
	}
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, fmt.Errorf("gateway_key_file: %w", err)
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("gateway_key_file %s is not a regular file", path)
	case fi.Mode().Perm()&0o077 != 0:
		return nil, fmt.Errorf("gateway_key_file %s has mode %04o: others may read it; chmod 600 %s", path, fi.Mode().Perm(), path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("gateway_key_file: %w", err)
	}
	key := strings.TrimSpace(string(data))
	if len(key) < home.MinGatewayKey {
		return nil, fmt.Errorf("gateway_key_file %s holds %d characters; a key has at least %d (openssl rand -hex 32)", path, len(key), home.MinGatewayKey)
	}
	return []byte(key), nil
}

// mac is the MAC of a message published on topic.
func mac(key []byte, topic string, msg []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(topic))
	h.Write([]byte{0})
	h.Write(msg)
	return h.Sum(nil)
}

// seal marshals v and seals it for topic.
func seal(key []byte, topic string, v any) ([]byte, error) {
	msg, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return json.Marshal(sealed{Msg: msg, MAC: hex.EncodeToString(mac(key, topic, msg))})
}

// unseal checks a sealed payload received on topic and decodes its message
// into v; sent is the time the message says it was sent (Unix ms).
func unseal(key []byte, topic string, payload []byte, v any, sent func() int64, now time.Time) error {
	var s sealed
	if err := json.Unmarshal(payload, &s); err != nil || len(s.Msg) == 0 {
		return errors.New("not a sealed message")
	}
	got, err := hex.DecodeString(s.MAC)
	if err != nil || !hmac.Equal(got, mac(key, topic, s.Msg)) {
		return errors.New("its MAC is wrong: not sent by a gateway of this home")
	}
	if err := json.Unmarshal(s.Msg, v); err != nil {
		return fmt.Errorf("sealed, but not a message: %v", err)
	}
	at := time.UnixMilli(sent())
	if d := now.Sub(at); d > ReplayWindow || d < -ReplayWindow {
		return fmt.Errorf("sent at %s, %s from this gateway's clock (at most %s): a replay, or clocks that disagree", at.UTC().Format(time.RFC3339), d.Round(time.Second), ReplayWindow)
	}
	return nil
}

// seen remembers the request ids taken within ReplayWindow.
type seen struct {
	mu  sync.Mutex
	ids map[string]time.Time
}

// first reports whether id is new within the window, and remembers it.
func (s *seen) first(id string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ids == nil {
		s.ids = map[string]time.Time{}
	}
	if _, ok := s.ids[id]; ok {
		return false
	}
	if len(s.ids) >= maxSeen {
		for k, at := range s.ids {
			if now.Sub(at) > 2*ReplayWindow {
				delete(s.ids, k)
			}
		}
		if len(s.ids) >= maxSeen {
			return false
		}
	}
	s.ids[id] = now
	return true
}
