package home

import (
	"net/url"
	"regexp"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"
)

var mqttFields = []string{"url", "username", "password_file", "ca_file", "base_topic", "discovery", "gateway", "gateway_key_file"}

// GatewayName is what a gateway's name on the broker may be: 1 to 32 of
// a-z, 0-9, _ and -.
var GatewayName = regexp.MustCompile(`^[a-z0-9_-]{1,32}$`)

// mqtt decodes the mqtt block.
func (p *parser) mqtt(n *yaml.Node) {
	const label = "mqtt"
	o, ok := p.object(n, label, mqttFields)
	if !ok {
		return
	}
	m := &p.out.MQTT
	m.Lines = map[string]int{}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		m.Lines[key] = v.Line
		if key == "discovery" {
			if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!bool" {
				p.errorf(v, "%s: discovery must be true or false, not %s", label, describe(v))
				continue
			}
			_ = v.Decode(&m.Discovery)
			continue
		}
		s, ok := p.str(v, label, key)
		if !ok {
			continue
		}
		if i := strings.IndexFunc(s, unicode.IsControl); i >= 0 {
			p.errorf(v, "%s: %s contains a control character; remove it", label, key)
			continue
		}
		switch key {
		case "url":
			m.URL = s
			if problem := checkBrokerURL(s); problem != "" {
				p.errorf(v, "%s: url %q %s", label, shownURL(s), problem)
			}
		case "username":
			m.Username = s
		case "password_file":
			m.PasswordFile = s
		case "ca_file":
			m.CAFile = s
		case "base_topic":
			m.BaseTopic = s
			if problem := checkTopic(s); problem != "" {
				p.errorf(v, "%s: base_topic %q %s", label, s, problem)
			}
		case "gateway_key_file":
			m.GatewayKeyFile = s
		case "gateway":
			m.Gateway = s
			if !GatewayName.MatchString(s) {
				p.errorf(v, "%s: gateway %q is not a valid gateway name; use 1 to 32 of a-z, 0-9, _ and -", label, s)
			}
		}
	}
	if m.URL == "" {
		p.errorf(n, "%s: missing field \"url\"; give the broker as url: mqtt://HOST:1883 (or mqtts://HOST:8883)", label)
	}
	if m.CAFile != "" && strings.HasPrefix(m.URL, "mqtt://") {
		p.errorf(o.fields["ca_file"].key, "%s: ca_file is for mqtts:// only; use an mqtts:// url or remove ca_file", label)
	}
	if m.BaseTopic == "" {
		m.BaseTopic = DefaultBaseTopic
	}
}

// checkBrokerURL says what is wrong with a broker url, or "".
func checkBrokerURL(s string) string {
	u, err := url.Parse(s)
	switch {
	case err != nil || u.Opaque != "":
		return "is not a url; write mqtt://HOST:1883 or mqtts://HOST:8883"
	case u.Scheme != "mqtt" && u.Scheme != "mqtts":
		return "must start with mqtt:// or mqtts://"
	case u.User != nil:
		return "carries credentials; give username and password_file (a 0600 file) instead"
	case u.Hostname() == "":
		return "names no host; write mqtt://HOST:1883"
	case u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "":
		return "has a path or a query; write only mqtt://HOST:PORT"
	}
	return checkHostPort(u.Host)
}

// shownURL is a url as a problem may show it: all before its last @,
// the credentials it may carry (a password, a token written as the user,
// a / in either), replaced by ***, so that no refusal puts them where the
// file's problems go (the terminal, an import's reply, a log).
func shownURL(s string) string {
	scheme, rest, found := strings.Cut(s, "://")
	if !found {
		scheme, rest = "", s
	} else {
		scheme += "://"
	}
	if at := strings.LastIndex(rest, "@"); at >= 0 {
		return scheme + "***" + rest[at:]
	}
	return s
}

// checkTopic says what is wrong with a topic that edge publishes under, or "".
func checkTopic(s string) string {
	switch {
	case s == "":
		return "is empty"
	case strings.ContainsAny(s, "+#"):
		return "contains + or #; a topic has no wildcards"
	case strings.HasPrefix(s, "/") || strings.HasSuffix(s, "/"):
		return "starts or ends with /; remove it"
	}
	return ""
}

// gatewayOf makes a gateway name of the home's name: lower case, with runs
// of anything else than a-z and 0-9 made one _, "edge" when nothing is left.
func gatewayOf(name string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(name) {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			under = false
			b.WriteRune(r)
			if b.Len() >= 32 {
				break
			}
			continue
		}
		under = true
	}
	if b.Len() == 0 {
		return "edge"
	}
	return b.String()
}

// checkMQTT checks what the mqtt block and the devices say of each other:
// a device of an MQTT driver kind needs the block, and a device owned by
// another gateway cannot name this one.
func (p *parser) checkMQTT() {
	m := &p.out.MQTT
	if m.URL != "" && m.Gateway == "" {
		m.Gateway = gatewayOf(p.out.Name)
	}
	for _, e := range p.devices {
		dev := &p.out.Devices[e.index]
		if e.driverKind == nil || !contains(MQTTKinds, dev.Driver.Kind) {
			continue
		}
		if m.URL == "" {
			p.errorf(e.driverKind, "%s: driver kind %s reaches its device through the home's broker; add an mqtt block (mqtt: {url: mqtt://HOST:1883})", e.label, dev.Driver.Kind)
			continue
		}
		if gw, _ := dev.Driver.Config["gateway"].(string); dev.Driver.Kind == "edge" && gw == m.Gateway {
			p.errorf(e.driverKind, "%s: driver edge: gateway %q is this gateway (mqtt.gateway); a device of this gateway takes the driver that reaches it", e.label, gw)
		}
	}
}
