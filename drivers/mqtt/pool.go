package mqtt

import (
	"sync"
)

// The connections of this process, shared by the driver kinds and the
// gateway, one per broker, user and gateway.
var pool = struct {
	sync.Mutex
	m map[string]*pooled
}{m: map[string]*pooled{}}

type pooled struct {
	conn *Conn
	refs int
}

// Acquire returns the process's connection for cfg's broker, user and
// gateway, dialling it when there is none; the first caller's Status and
// Log stay. release gives it back; the last release closes it.
func Acquire(cfg Config) (conn *Conn, release func(), err error) {
	key := cfg.URL + "\x00" + cfg.Username + "\x00" + cfg.Gateway
	pool.Lock()
	defer pool.Unlock()
	p, ok := pool.m[key]
	if !ok {
		c, err := Dial(cfg)
		if err != nil {
			return nil, nil, err
		}
		p = &pooled{conn: c}
		pool.m[key] = p
	}
	p.refs++
	var once sync.Once
	release = func() {
		once.Do(func() {
			pool.Lock()
			p.refs--
			last := p.refs == 0
			if last {
				delete(pool.m, key)
			}
			pool.Unlock()
			if last {
				_ = p.conn.Close()
			}
		})
	}
	return p.conn, release, nil
}
