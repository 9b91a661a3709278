package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/turn"
)

// The home changing under a timer: a restart, an import.

func TestTimerRestart(t *testing.T) {
	t.Run("within grace", func(t *testing.T) {
		x := newTimed(t)
		x.ask("turn on the TV in 5 minutes", "s")
		x.ask("set a timer for 6 minutes", "s")
		x.restart(9*time.Minute, nil) // 4 and 3 minutes late
		if n := x.e.RunDue(context.Background()); n != 2 {
			t.Errorf("RunDue after a restart: %d", n)
		}
		x.wantState("media.tv", "on", true)
		x.wantLog("scheduled media.tv.on due 08:05:00", "scheduled - due 08:06:00", "done media.tv.on", "rang - due 08:06:00")
		if got := x.rings.says(); len(got) != 2 {
			t.Errorf("rings: %q", got)
		}
	})
	t.Run("missed", func(t *testing.T) {
		x := newTimed(t)
		x.ask("turn on the TV in 5 minutes", "s")
		x.ask("set a timer for 5 minutes", "s")
		x.restart(5*time.Minute+turn.Grace+time.Second, nil)
		if n := x.e.RunDue(context.Background()); n != 2 {
			t.Errorf("RunDue after a restart: %d", n)
		}
		x.wantState("media.tv", "on", false)
		x.wantLog("scheduled media.tv.on due 08:05:00", "scheduled - due 08:05:00", "missed - due 08:05:00", "missed - due 08:05:00")
		if got := x.rings.says(); len(got) != 0 {
			t.Errorf("a missed timer rang: %q", got)
		}
		if r := x.ask("what timers are set", "s"); r.Say != "There are no timers set." {
			t.Errorf("list: %q", r.Say)
		}
	})
}

func TestTimerPolicyChanged(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(h *home.Home)
		want   string
	}{
		{"voice off", func(h *home.Home) {
			off := false
			h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == "media.tv" })].Voice = &off
		}, "blocked media.tv.on target_changed due 08:05:00"},
		{"risk raised", func(h *home.Home) {
			h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == "media.tv" })].Risk = "high"
		}, "blocked media.tv.on target_changed due 08:05:00"},
		{"removed", func(h *home.Home) {
			h.Devices = slices.DeleteFunc(h.Devices, func(d home.Device) bool { return d.ID == "media.tv" })
		}, "blocked media.tv.on target_changed due 08:05:00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTimed(t)
			if r := x.ask("turn on the TV in 5 minutes", "s"); r.Outcome != turn.Scheduled {
				t.Fatalf("%s %q", scheduled(r), r.Say)
			}
			x.restart(time.Minute, tc.change)
			x.runAt("08:05:00", 1)
			if tc.name != "removed" {
				x.wantState("media.tv", "on", false)
			}
			x.wantLog("scheduled media.tv.on due 08:05:00", tc.want)
			if got := x.rings.says(); len(got) != 1 || !strings.HasPrefix(got[0], "s en blocked: ") {
				t.Errorf("rings: %q", got)
			}
		})
	}
}

// TestTimerConfirmedRiskRaised: a delayed command confirmed with a yes
// does not run when the home makes it critical (the PIN is wanted) before
// it is due: it is refused, audited, and the ring says why.
func TestTimerConfirmedRiskRaised(t *testing.T) {
	x := newTimed(t)
	if r := x.ask("open the garage door in 5 minutes", "s"); r.Outcome != turn.Confirm {
		t.Fatalf("%s %q", scheduled(r), r.Say)
	}
	if r := x.ask("yes", "s"); r.Outcome != turn.Scheduled {
		t.Fatalf("yes: %s %q", scheduled(r), r.Say)
	}
	x.restart(time.Minute, func(h *home.Home) {
		h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == "cover.garage" })].Risk = "critical"
	})
	x.runAt("08:05:00", 1)
	x.wantState("cover.garage", "position", 0.0)
	x.wantLog("scheduled cover.garage.open due 08:05:00", "blocked cover.garage.open target_changed due 08:05:00")
	if got := x.rings.says(); len(got) != 1 || got[0] != "s en blocked: Cancelled open Garage door at 08:05: what it acts on changed since it was set." {
		t.Errorf("rings: %q", got)
	}
}

// importing changes the safe home as `edge import` does while edge serves:
// into the database, and the engine takes it (Reload).
func (x *timed) importing(change func(h *home.Home)) {
	x.t.Helper()
	h := hometest.Load(x.t, "safe")
	change(h)
	if err := x.db.Import(h, index.Write); err != nil {
		x.t.Fatal(err)
	}
	if err := x.e.Reload(); err != nil {
		x.t.Fatal(err)
	}
}

func device(h *home.Home, id string) *home.Device {
	return &h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == id })]
}

// TestTimerBoundToItsDevice: an import that changes what a delayed
// command acts on (its name, type, driver, risk) or takes it away cancels
// it at once: audited, and told to the client in its language, by the
// names it was set with; nothing runs when it would have been due.
func TestTimerBoundToItsDevice(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(d *home.Device)
	}{
		{"renamed", func(d *home.Device) { d.Name = "Freezer" }},
		{"another type", func(d *home.Device) { d.Type = "outlet" }},
		{"another driver", func(d *home.Device) {
			d.Driver = home.Driver{Kind: "gpio", Config: map[string]any{"chip": "gpiochip0", "line": 17}}
		}},
		{"a risk declared", func(d *home.Device) { d.Risk = "high" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTimed(t)
			if r := x.ask("turn on the floor lamp in 10 minutes", "s"); r.Outcome != turn.Scheduled {
				t.Fatalf("%s %q", scheduled(r), r.Say)
			}
			if r := x.e.Ask(context.Background(), turn.Request{Text: "十分钟后打开电视", Session: "z"}); r.Outcome != turn.Scheduled {
				t.Fatalf("%s %q", scheduled(r), r.Say)
			}
			x.importing(func(h *home.Home) { tc.change(device(h, "light.lamp")) })
			want := []string{"s en cancelled: Cancelled turn on Floor lamp at 08:10: what it acts on changed since it was set."}
			if got := x.rings.says(); !slices.Equal(got, want) {
				t.Errorf("rings: %q, want %q", got, want)
			}
			x.wantLog("scheduled light.lamp.on due 08:10:00", "scheduled media.tv.on due 08:10:00", "cancelled light.lamp.on target_changed due 08:10:00")
			if r := x.ask("what timers are set", "s"); r.Say != "There are no timers set." {
				t.Errorf("list: %q", r.Say)
			}
			x.runAt("08:10:00", 1) // the TV's, untouched by the import
			x.wantState("light.lamp", "on", false)
			x.wantState("media.tv", "on", true)
		})
	}
}

// TestTimerChangedTold: a delayed command cancelled by an import is told
// in the language it was set in.
func TestTimerChangedTold(t *testing.T) {
	x := newTimed(t)
	if r := x.ask("十分钟后打开电视", "z"); r.Outcome != turn.Scheduled {
		t.Fatalf("%s %q", scheduled(r), r.Say)
	}
	x.importing(func(h *home.Home) { device(h, "media.tv").Name = "Freezer" })
	want := []string{"z zh cancelled: 已取消定于08:10：打开TV，因为设定之后它控制的设备变了。"}
	if got := x.rings.says(); !slices.Equal(got, want) {
		t.Errorf("rings: %q, want %q", got, want)
	}
}

// TestTimerKeptOnImport: an import that leaves a delayed command's device
// as it was keeps the timer, which runs when due.
func TestTimerKeptOnImport(t *testing.T) {
	x := newTimed(t)
	if r := x.ask("turn on the TV in 5 minutes", "s"); r.Outcome != turn.Scheduled {
		t.Fatalf("%s %q", scheduled(r), r.Say)
	}
	x.importing(func(h *home.Home) { device(h, "light.lamp").Name = "Reading lamp" })
	if got := x.rings.says(); len(got) != 0 {
		t.Errorf("rings: %q", got)
	}
	x.runAt("08:05:00", 1)
	x.wantState("media.tv", "on", true)
	x.wantLog("scheduled media.tv.on due 08:05:00", "done media.tv.on")
}
