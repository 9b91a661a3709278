// Package sim is the simulated driver, kind "sim": the default for devices
// that name no driver, and what `edge demo` runs on. It touches no hardware;
// each command changes the device's state in the state store the way the
// real device would (CONTRACT §2), and Read returns that state.
//
// A device's state is the stored one; until something is stored, it is the
// initial state from the home file. Numbers are kept as float64. A relative step is added
// to the current value (a default when there is none) and the result is
// clamped to the range of the absolute argument, rounded when that argument
// is an integer.
package sim

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math"

	"edge/drivers"
	"edge/home"
)

// Kind is the driver kind of the simulated driver.
const Kind = "sim"

func init() {
	drivers.RegisterKind(Kind, drivers.Kind{
		Open:  New,
		Probe: func(drivers.Env) (string, error) { return "simulated devices, state in the database", nil },
	})
}

// New opens the simulated driver on env.State, which it needs.
func New(env drivers.Env) (drivers.Driver, error) {
	if env.State == nil {
		return nil, errors.New("sim: no state store")
	}
	return &driver{store: env.State, log: env.Logger()}, nil
}

type driver struct {
	store drivers.StateStore
	log   *slog.Logger
}

// AlwaysFresh marks the simulated state as current by definition: the
// store is the device.
func (d *driver) AlwaysFresh() {}

// Do applies command to the device's state in one store transaction and
// returns the new state. Args are expected to be validated; an argument or
// stored value of the wrong type is an error and nothing is written.
func (d *driver) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	spec, caps, ok := dev.Command(command)
	if !ok {
		return nil, fmt.Errorf("sim: no command %q", command)
	}
	var out map[string]any
	err := d.store.UpdateState(dev.ID, func(stored map[string]any) (map[string]any, error) {
		st := current(dev.State, stored)
		if err := apply(dev, spec, caps, st, args); err != nil {
			return nil, err
		}
		out = maps.Clone(st)
		return st, nil
	})
	if err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	d.log.Debug("sim command", "device", dev.ID, "command", command, "args", args)
	return out, nil
}

// DoBatch applies the commands of ops, in order, in one transaction of the
// store when it can update many devices at once (drivers.BatchStore), else
// one at a time. An op that fails leaves its device as it was.
func (d *driver) DoBatch(ctx context.Context, ops []drivers.Op) []drivers.OpResult {
	out := make([]drivers.OpResult, len(ops))
	bs, ok := d.store.(drivers.BatchStore)
	if !ok {
		for i, op := range ops {
			out[i].State, out[i].Err = d.Do(ctx, op.Dev, op.Command, op.Args)
		}
		return out
	}
	if err := ctx.Err(); err != nil {
		for i := range out {
			out[i].Err = err
		}
		return out
	}
	ids := make([]string, len(ops))
	for i, op := range ops {
		ids[i] = op.Dev.ID
	}
	errs := bs.UpdateStates(ids, func(i int, stored map[string]any) (map[string]any, error) {
		op := ops[i]
		spec, caps, ok := op.Dev.Command(op.Command)
		if !ok {
			return nil, fmt.Errorf("no command %q", op.Command)
		}
		st := current(op.Dev.State, stored)
		if err := apply(op.Dev, spec, caps, st, op.Args); err != nil {
			return nil, err
		}
		out[i].State = maps.Clone(st)
		return st, nil
	})
	for i, err := range errs {
		if err != nil {
			out[i] = drivers.OpResult{Err: fmt.Errorf("sim: %w", err)}
		}
	}
	d.log.Debug("sim commands", "count", len(ops))
	return out
}

// Read returns a copy of the device's state.
func (d *driver) Read(ctx context.Context, dev *home.Device) (map[string]any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	stored, err := d.store.State(dev.ID)
	if err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	return current(dev.State, stored), nil
}

// current returns a copy of the device's state: the stored state, or the
// initial one when nothing is stored; numbers as float64.
func current(initial, stored map[string]any) map[string]any {
	src := stored
	if len(src) == 0 {
		src = initial
	}
	st := make(map[string]any, len(src))
	for k, v := range src {
		if n, ok := drivers.Number(v); ok {
			v = n
		}
		st[k] = v
	}
	return st
}

// apply applies a command to the state: first the arguments that name a
// state attribute (ArgSpec.Of), then what each capability that provides the
// command does (home.Sim, from the capability table); an attribute that
// switches on (home.Attr.SwitchesOn) then turns a device with onoff on or
// off.
func apply(dev *home.Device, spec home.CommandSpec, caps []string, st, args map[string]any) error {
	var changed []string
	for _, a := range spec.Args {
		v, given := args[a.Name]
		if !given || a.Of == "" {
			continue
		}
		if err := setArg(spec, a, st, v); err != nil {
			return err
		}
		changed = append(changed, a.Of)
	}
	for _, cn := range caps {
		c, _ := home.LookupCapability(cn)
		cmd, _ := c.Command(spec.Name)
		if err := simulate(cmd.Sim, st, args); err != nil {
			return err
		}
	}
	if dev.Has("onoff") {
		for _, attr := range changed {
			if a, _ := home.LookupAttr(attr); a.SwitchesOn {
				n, _ := drivers.Number(st[attr])
				st["on"] = n > 0
			}
		}
	}
	return nil
}

// simulate does what op says to the state.
func simulate(op home.Sim, st, args map[string]any) error {
	for _, attr := range op.Clear {
		delete(st, attr)
	}
	for attr, v := range op.Set {
		st[attr] = v
	}
	if op.Toggle != "" {
		on, err := boolean(st, op.Toggle)
		if err != nil {
			return err
		}
		st[op.Toggle] = !on
	}
	for arg, attr := range op.Copy {
		v, given := args[arg]
		if !given {
			continue
		}
		s, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s is %T, not a string", arg, v)
		}
		st[attr] = s
	}
	return nil
}

// setArg applies one argument to the attribute it names: an absolute value
// as given, a step added to the current value and clamped to the range of
// the absolute twin.
func setArg(spec home.CommandSpec, a home.ArgSpec, st map[string]any, v any) error {
	if a.Kind == home.String {
		s, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s is %T, not a string", a.Name, v)
		}
		st[a.Of] = s
		return nil
	}
	n, ok := drivers.Number(v)
	if !ok {
		return fmt.Errorf("%s is %T, not a number", a.Name, v)
	}
	if !a.Step {
		st[a.Of] = n
		return nil
	}
	var abs *home.ArgSpec
	for i := range spec.Args {
		if b := &spec.Args[i]; !b.Step && b.Of == a.Of {
			abs = b
			break
		}
	}
	if abs == nil {
		return fmt.Errorf("%s has no absolute argument to bound it", a.Name)
	}
	attr, _ := home.LookupAttr(a.Of)
	cur := attr.Base
	if old, present := st[a.Of]; present {
		if cur, ok = drivers.Number(old); !ok {
			return fmt.Errorf("%s is %v, not a number", a.Of, old)
		}
	}
	n = math.Min(math.Max(cur+n, abs.Min), abs.Max)
	if abs.Kind == home.Integer {
		n = math.Round(n)
	}
	st[a.Of] = n
	return nil
}

func boolean(st map[string]any, attr string) (bool, error) {
	v, ok := st[attr]
	if !ok {
		return false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, fmt.Errorf("%s is %v, not a boolean", attr, v)
	}
	return b, nil
}
