package turn

import (
	"crypto/sha256"
	"errors"

	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/risk"
)

// setHome makes h, with its index, the engine's home: the settings it
// holds and drivers for its devices.
func (e *Engine) setHome(h *home.Home, idx *index.Index) {
	// The devices' initial states are the store's since the import
	// (store.DB.State): nothing of the engine reads them from the home
	// (read without them: store.DB.HomeWithoutState), and at 10,000
	// devices they are a third of its memory.
	for i := range h.Devices {
		h.Devices[i].State = nil
	}
	// what each device's names say it is, for the risk floors: a relay
	// called "Garage door" is one.
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	// and what the name its driver reaches it by says ("Garage door
	// relay" in Zigbee2MQTT); devices commanding one thing are what any
	// of them is: a light on the garage opener's pin opens the garage.
	home.WorkedSays(h, lang.HazardsWorked)
	home.SceneSays(h, lang.HazardsDone)
	home.AddressSays(h, drivers.Address, lang.HazardsOf)
	home.ShareHazards(h, drivers.Address)
	e.home, e.idx = h, idx
	e.defs = &digests{m: map[string][sha256.Size]byte{}}
	e.bulk = e.opt.Bulk
	if e.bulk <= 0 {
		e.bulk = h.Security.Bulk
	}
	if e.bulk <= 0 {
		e.bulk = risk.DefaultBulk
	}
	e.limit = audit.NewLimiter(h.Security.RateLimit)
	e.pinHash = h.Security.PINHash
	e.keep = audit.RetentionOf(h.Retention.AuditDays, h.Retention.AuditMiB)
	e.drv = drivers.NewSet(drivers.Env{State: e.db, Log: e.logger, Clock: e.clock, Home: h, Observe: e.opt.Observe,
		Failed: func(dev *home.Device, _ error) { e.metrics.DriverError(dev.DriverKind()) }})
}

// Reload takes the home the database holds now, after an import: the
// turns under way finish with the old home, the next ones see the new
// one. Sessions go on; a pending confirmation of a device or scene the new
// home lacks or defines otherwise is cancelled when it is answered, and
// the answer says so (stale); a delayed command whose target the new home
// lacks or defines otherwise is cancelled at once, and its client told
// (timer_bound.go). The old drivers are closed before the new ones may
// open the same pins and ports.
func (e *Engine) Reload() error {
	h, err := e.db.HomeWithoutState()
	if err != nil {
		return err
	}
	idx, err := index.Load(e.db, h, index.Options{Logger: e.logger, Embedder: e.opt.Embedder})
	if err != nil {
		return err
	}
	rings, err := e.swap(h, idx)
	for _, r := range rings {
		e.ring(r) // told once no lock is held: a client may ask at once
	}
	return err
}

// swap makes h the engine's home, with every turn and timer stopped, and
// cancels the delayed commands it changed.
func (e *Engine) swap(h *home.Home, idx *index.Index) ([]Ring, error) {
	e.running.Lock()
	defer e.running.Unlock()
	e.idx.Close()
	errDrv := e.drv.Close()
	e.setHome(h, idx)
	rings, err := e.cancelChanged(e.clock())
	if errDrv != nil {
		err = errors.Join(errors.New("closing the old home's drivers"), errDrv, err)
	}
	return rings, err
}

// SatelliteRoom is the room of a voice satellite the home lists, by its
// id, "" for one it does not list.
func (e *Engine) SatelliteRoom(id string) string {
	e.running.RLock()
	defer e.running.RUnlock()
	return e.home.SatelliteRoom(id)
}

// ListsSatellites reports whether the home lists voice satellites.
func (e *Engine) ListsSatellites() bool {
	e.running.RLock()
	defer e.running.RUnlock()
	return len(e.home.Satellites) > 0
}
