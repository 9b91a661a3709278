package home

import (
	"go.yaml.in/yaml/v3"

	"edge/risk"
)

// Limits of the security block.
const (
	MaxBulk      = 1000
	MaxRateLimit = 600
)

// security decodes the security block. The PIN is kept only as its salted
// hash, and no message ever quotes it.
func (p *parser) security(n *yaml.Node) {
	const label = "security"
	o, ok := p.object(n, label, secureFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		if key == "pin" {
			p.pin(v)
			continue
		}
		limit, what := MaxBulk, "devices one turn may act on without a yes"
		if key == "rate_limit" {
			limit, what = MaxRateLimit, "commands a device may get in a minute"
		}
		k, ok := p.count(v, label, key, limit, what)
		if !ok {
			continue
		}
		if key == "bulk" {
			p.out.Security.Bulk = k
		} else {
			p.out.Security.RateLimit = k
		}
	}
}

// count reads a block's field that is a whole number from 1 to limit
// (what says what it counts), reporting it at its line when it is not.
func (p *parser) count(v *yaml.Node, label, key string, limit int, what string) (int, bool) {
	var x any
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!int" {
		x, _ = p.scalar(v, label)
	}
	k, isInt := x.(int)
	if !isInt || k < 1 || k > limit {
		p.errorf(v, "%s: %s must be a whole number from 1 to %d (%s)", label, key, limit, what)
		return 0, false
	}
	return k, true
}

// Limits of the retention block.
const (
	MaxAuditDays = 36500
	MaxAuditMiB  = 65536
)

// retention decodes the retention block.
func (p *parser) retention(n *yaml.Node) {
	const label = "retention"
	o, ok := p.object(n, label, keepFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		limit, what := MaxAuditDays, "how many days the audit log keeps an entry"
		if key == "audit_mib" {
			limit, what = MaxAuditMiB, "how many MiB of entries the audit log keeps"
		}
		k, ok := p.count(v, label, key, limit, what)
		if !ok {
			continue
		}
		if key == "audit_days" {
			p.out.Retention.AuditDays = k
		} else {
			p.out.Retention.AuditMiB = k
		}
	}
}

// pin decodes the PIN: 4 to 12 digits, as written (quoted or not).
func (p *parser) pin(v *yaml.Node) {
	tag := ""
	if v.Kind == yaml.ScalarNode {
		tag = v.ShortTag()
	}
	if (tag != "!!str" && tag != "!!int") || !risk.ValidPIN(v.Value) {
		p.errorf(v, "security: pin must be %d to %d digits, such as \"0000\" (quote it to keep leading zeros)", risk.MinPIN, risk.MaxPIN)
		return
	}
	h, err := risk.HashPIN(v.Value)
	if err != nil {
		p.errorf(v, "security: pin: %v", err)
		return
	}
	p.out.Security.PINHash, p.secret = h, v.Value
}
