package closure_test

import (
	"strings"
	"testing"
)

// doors are kindsHome's doors, contact sensors, by their English and
// Chinese names, and their locks.
var doors = map[[2]string][2]string{
	{"front door", "前门"}: {"sensor.front", "lock.front"},
	{"back door", "后门"}:  {"sensor.back", "lock.back"},
}

// TestDoorLockByDoorName: every verb of locking and unlocking of the pack
// said of a door that is a contact sensor reaches the door's lock; asked
// whether the door is locked, the lock is read; asked whether it is open,
// the door; a verb of opening never unlocks.
func TestDoorLockByDoorName(t *testing.T) {
	e := kindsEngine(t)
	en, zh := map[string]outcome{}, map[string]outcome{}
	for names, ids := range doors {
		n, z := names[0], names[1]
		for _, v := range verbsOf("lock the door", "lock") {
			en[v+" the "+n] = doing(ids[1] + " lock")
		}
		for _, v := range verbsOf("lock the door", "unlock") {
			en[v+" the "+n] = doing(ids[1] + " unlock")
		}
		for _, s := range []string{"locked", "unlocked"} {
			en["is the "+n+" "+s] = reading(ids[1])
			en["is the "+n+" "+s+" right now?"] = reading(ids[1])
		}
		en["is the "+n+" open"] = reading(ids[0])
		en["open the "+n] = inert
		for _, v := range verbsOf("锁门", "lock") {
			zh[v+z] = doing(ids[1] + " lock")
			if strings.HasSuffix(v, "了") {
				zh[v+z] = inert // "锁了前门": a deed told
			}
			zh["把"+z+v] = doing(ids[1] + " lock")
		}
		for _, v := range verbsOf("锁门", "unlock") {
			zh[v+z] = doing(ids[1] + " unlock")
		}
		zh[z+"锁好了吗"] = reading(ids[1])
		zh[z+"开着吗"] = reading(ids[0])
	}
	check(t, e, "door lock (en)", 12, en)
	check(t, e, "door lock (zh)", 12, zh)
}
