package turn

// A command said not to be done while a timer of the client's is set to
// do it ("十分钟后关电视", then "不要关电视了"; "turn off the tv in 10
// minutes", then "don't turn off the tv"): the timer is cancelled, and
// said so. Edge said "OK, I won't turn off TV" and turned it off when the
// timer ran.

// timersDoing are the ids of the client's timers that would make one of
// calls (the same device and command), or none.
func (t *turn) timersDoing(calls []plannedCall) map[string]bool {
	if len(calls) == 0 {
		return nil
	}
	recs, err := t.e.timers()
	if err != nil {
		return nil
	}
	ids := map[string]bool{}
	for _, rec := range recs {
		if !t.mine(rec) {
			continue
		}
		for _, rc := range rec.Calls {
			for _, c := range calls {
				if rc.Call.Device == c.Call.Device && rc.Call.Command == c.Call.Command {
					ids[rec.ID] = true
				}
			}
		}
	}
	return ids
}
