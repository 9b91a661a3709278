package drivers

import (
	"context"
	"errors"
	"fmt"
	"time"

	"edge/home"
)

// Op is one command of a batch: command with args on Dev.
type Op struct {
	Dev     *home.Device
	Command string
	Args    map[string]any
}

// OpResult is what became of one Op: the device's state after it, or the
// error (as Do would return them).
type OpResult struct {
	State map[string]any
	Err   error
}

// Batcher is implemented by drivers that can carry out commands on many
// devices at once (sim: in one transaction of its store). DoBatch returns
// one result per op, in order; the args are validated already. Each op
// succeeds or fails on its own.
type Batcher interface {
	DoBatch(ctx context.Context, ops []Op) []OpResult
}

// BatchStore is a StateStore that can update the states of many devices in
// one transaction: fn gets the index of each id and its stored state and
// returns the state to store; the error of each id (nil: stored) is in
// its place of the result.
type BatchStore interface {
	UpdateStates(ids []string, fn func(i int, state map[string]any) (map[string]any, error)) []error
}

// DoBatch carries out ops as Do would, one result per op in order: a
// driver that is a Batcher gets all the ops of its kind at once, in their
// order; the others get them one at a time.
func (s *Set) DoBatch(ctx context.Context, ops []Op) []OpResult {
	out := make([]OpResult, len(ops))
	byKind := map[string][]int{}
	var kinds []string
	clean := make([]Op, len(ops))
	var valid Checker
	for i, op := range ops {
		args, err := valid.check(op.Dev, op.Command, op.Args)
		if err != nil {
			out[i].Err = err
			continue
		}
		clean[i] = Op{Dev: op.Dev, Command: op.Command, Args: args}
		k := op.Dev.DriverKind()
		if _, ok := byKind[k]; !ok {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], i)
	}
	for _, k := range kinds {
		idx := byKind[k]
		d, err := s.driver(ops[idx[0]].Dev)
		if err != nil {
			for _, i := range idx {
				out[i].Err = err
			}
			continue
		}
		if err := ctx.Err(); err != nil {
			for _, i := range idx {
				out[i].Err = fmt.Errorf("%s: %s: %w", ops[i].Dev.ID, ops[i].Command, err)
			}
			continue
		}
		at := s.env.Now()
		b, isBatcher := d.(Batcher)
		if !isBatcher {
			for _, i := range idx {
				st, err := d.Do(ctx, clean[i].Dev, clean[i].Command, clean[i].Args)
				out[i] = s.result(d, clean[i], st, err, at)
			}
			continue
		}
		part := make([]Op, len(idx))
		for j, i := range idx {
			part[j] = clean[i]
		}
		res := b.DoBatch(ctx, part)
		for j, i := range idx {
			var r OpResult
			if j < len(res) {
				r = res[j]
			} else {
				r.Err = errors.New("the driver gave no result")
			}
			out[i] = s.result(d, clean[i], r.State, r.Err, at)
		}
	}
	return out
}

// result remembers the state of a done op (and tells Env.Observe), wraps
// the error of a failed one (and tells Env.Failed).
func (s *Set) result(d Driver, op Op, state map[string]any, err error, at time.Time) OpResult {
	if err != nil {
		s.remember(d, op.Dev, nil, at)
		s.failed(op.Dev, err)
		return OpResult{Err: fmt.Errorf("%s: %s: %w", op.Dev.ID, op.Command, err)}
	}
	s.remember(d, op.Dev, state, at)
	s.observe(op.Dev, state)
	return OpResult{State: state}
}
