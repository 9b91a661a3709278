#!/usr/bin/env bash
# Makes every figure of the README's Figures section: generated homes,
# the Go benchmarks, whole-process timings and the memory of edge serve,
# each repeated, printed as one Markdown table (min / median / max) with
# the date, the machine and its load.
set -euo pipefail

usage() {
	cat <<'EOF'
usage: build/bench.sh [--quick] [--reps N] [--help]

Builds edge as released (static, -trimpath, stripped) and cmd/edgeload,
then:

  homes       writes generated homes (cmd/edgeload --write-home: names in
              English and Chinese, any size) of 10 devices in 10 rooms, 100
              in 10, 1,000 in 100, and 10,000 in 10, 100 and 1,000;
  import      times `edge import` of each into a new database, and its size;
  ask         times `edge ask --db` of one dry-run turn on each (the whole
              process: start, open the database, load the home and the
              index, the turn and its commit);
  Go          runs the benchmarks: BenchmarkCompile (compile), BenchmarkKinds,
              BenchmarkPlanSweep and BenchmarkAsk (turn), BenchmarkResolve,
              BenchmarkOpen and BenchmarkBuild (index), BenchmarkTurnScale
              (cmd/edge), BenchmarkAuditBytes (turn), BenchmarkColdStart
              (cli: the cold start, what edge ask --db does before its
              first turn);
  serve       runs cmd/edgeload against `edge serve` on the 10,000-device home
              (100 rooms): one loopback client, 1,000 mixed turns of which 10
              bulk commands on every light with their yes, and reports the
              server's resident memory at the end and at most;
  binaries    cross-builds the four release binaries and prints their sizes.

Each figure is taken N times (--reps, default 5; 3 for the slowest) and
printed as min / median / max, with the machine's load average before and
after. Run it on a machine doing nothing else: the figures are times.

  --quick   the smallest homes only (10 and 100 devices), one repetition,
            no 10,000-device benchmarks, no serve run, no cross builds:
            a check that the script works (under a minute on a quiet
            machine).
  --reps N  repetitions of each figure.
  --help    print this help.
EOF
}

quick=0
reps=5
while (($#)); do
	case "$1" in
	--quick) quick=1 ;;
	--reps)
		reps=${2:?--reps needs a number}
		shift
		;;
	-h | --help)
		usage
		exit 0
		;;
	*)
		echo "bench.sh: unknown argument: $1" >&2
		usage >&2
		exit 2
		;;
	esac
	shift
done
((quick)) && reps=1
slow_reps=$((reps < 3 ? reps : 3))

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export GOTOOLCHAIN=auto
# the figures are edge's defaults: no collector settings from outside.
unset GOGC GOMEMLIMIT

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
figures=$work/figures # lines: key <tab> value
: >"$figures"

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
started=$(date -u '+%Y-%m-%d %H:%M UTC')

say() { echo "bench: $*" >&2; }

# put KEY VALUE records a figure.
put() { printf '%s\t%s\n' "$1" "$2" >>"$figures"; }

# figure KEY [DIVISOR] prints min / median / max of the values of KEY (each
# divided by DIVISOR), or "n/a".
figure() {
	awk -F'\t' -v k="$1" -v d="${2:-1}" '$1 == k { print $2 / d }' "$figures" | sort -g | awk '
		{ v[NR] = $1 }
		END {
			if (NR == 0) { printf "n/a"; exit }
			m = v[int((NR + 1) / 2)]
			if (NR == 1) printf "%s", f(m)
			else printf "%s / %s / %s", f(v[1]), f(m), f(v[NR])
		}
		function f(x) { return x >= 100 ? sprintf("%.0f", x) : x >= 10 ? sprintf("%.1f", x) : sprintf("%.2f", x) }'
}

# median KEY [DIVISOR] prints the median of the values of KEY.
median() {
	awk -F'\t' -v k="$1" -v d="${2:-1}" '$1 == k { print $2 / d }' "$figures" | sort -g | awk '
		{ v[NR] = $1 }
		END { if (NR == 0) printf "n/a"; else printf "%.1f", v[int((NR + 1) / 2)] }'
}

# ms runs a command and prints how long it took, in milliseconds.
ms() {
	local t0 t1
	t0=$(date +%s%N)
	"$@" >/dev/null 2>&1
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000)) | awk '{ printf "%.1f", $1 / 1000 }'
}

# gobench PKG REGEX BENCHTIME COUNT runs Go benchmarks and records every
# metric as "Benchmark/sub unit".
gobench() {
	local out=$work/gobench.out
	say "go test $1 -bench $2 -benchtime $3 -count $4"
	if ! go test "$1" -run '^$' -bench "$2" -benchtime "$3" -count "$4" -timeout 60m >"$out"; then
		say "go test $1 -bench $2 failed:"
		grep -v '^Benchmark' "$out" | head -20 >&2
	fi
	awk '/^Benchmark/ {
		name = $1; sub(/-[0-9]+$/, "", name)
		for (i = 3; i + 1 <= NF; i += 2) printf "%s %s\t%s\n", name, $(i + 1), $i
	}' "$out" >>"$figures"
}

say "building"
CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "$work/edge" ./cmd/edge
go build -o "$work/edgeload" ./cmd/edgeload

if ((quick)); then
	homes=(10:10 100:10)
else
	homes=(10:10 100:10 1000:100 10000:10 10000:100 10000:1000)
fi

for h in "${homes[@]}"; do
	d=${h%%:*} r=${h##*:}
	yaml=$work/home-$d-$r.yaml db=$work/home-$d-$r.db
	"$work/edgeload" --write-home "$yaml" --devices "$d" --rooms "$r"
	n=$reps
	((d >= 10000)) && n=$slow_reps
	say "import $d devices in $r rooms ($n times)"
	for _ in $(seq "$n"); do
		rm -f "$db"
		put "import $h" "$(ms "$work/edge" import --db "$db" "$yaml")"
	done
	put "db-size $h" "$(stat -c %s "$db" | awk '{ printf "%.2f", $1 / 1048576 }')"
	say "cold start $d devices in $r rooms ($reps times)"
	"$work/edge" ask --db "$db" --dry-run "turn on the desk lamp in the kitchen" >/dev/null
	for _ in $(seq "$reps"); do
		put "cold $h" "$(ms "$work/edge" ask --db "$db" --dry-run "turn on the desk lamp in the kitchen")"
	done
	say "edge ask --home $d devices in $r rooms ($n times)"
	for _ in $(seq "$n"); do
		put "home $h" "$(ms "$work/edge" ask --home "$yaml" --dry-run "turn on the desk lamp in the kitchen")"
	done
done

# the evaluation sentences beside the checkout (../shared/eval), for
# BenchmarkKinds: ten passes over them.
sentences=$(cat ../shared/eval/*/cases.jsonl 2>/dev/null | wc -l)
gobench ./compile '^BenchmarkCompile$' 6000x "$reps"
if ((quick)); then
	gobench ./index '^(BenchmarkResolve|BenchmarkOpen|BenchmarkBuild)$/^100$' 1x 1
else
	if ((sentences > 0)); then
		gobench ./turn '^BenchmarkKinds$' "$((sentences * 10))x" "$slow_reps"
	fi
	gobench ./turn '^BenchmarkPlanSweep$' 20x "$reps"
	gobench ./turn '^BenchmarkAsk$' 2000x "$reps"
	gobench ./turn '^BenchmarkAuditBytes$' 1x 1
	gobench ./index '^BenchmarkResolve$' 5500x "$slow_reps"
	gobench ./index '^(BenchmarkOpen|BenchmarkBuild)$' 5x "$reps"
	gobench ./cmd/edge '^BenchmarkTurnScale$' 3x "$slow_reps"
	gobench ./cli '^BenchmarkColdStart$' 10x "$reps"

	say "edge serve, 10,000 devices, 1,000 turns ($slow_reps times)"
	"$work/edge" import --db "$work/serve.db" "$work/home-10000-100.yaml" >/dev/null
	for _ in $(seq "$slow_reps"); do
		"$work/edgeload" --edge "$work/edge" --db "$work/serve.db" --devices 10000 --rooms 100 \
			--concurrency 1 --warmup 0 --max-requests 1000 --bulk 10 --duration 10m >"$work/load.out"
		cat "$work/load.out" >&2
		# figures rss_end=… rss_max=… …: one record per key.
		awk '/^figures/ { for (i = 2; i <= NF; i++) { split($i, kv, "="); print "serve " kv[1] "\t" kv[2] } }' \
			"$work/load.out" >>"$figures"
	done

	say "cross builds"
	bash build/cross.sh >"$work/cross.out" 2>&1
	for arch in amd64 arm64 armv6 armv7; do
		put "size $arch" "$(stat -c %s "dist/edge-linux-$arch" | awk '{ printf "%.1f", $1 / 1048576 }')"
	done
fi

load_after=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
go_version=$(go version | awk '{ print $3 }')

# row WHAT KEY DIVISOR [BUDGET] prints one line of the table.
row() { printf '| %s | %s | %s |\n' "$1" "$(figure "$2" "$3")" "${4:-}"; }

# turnscale: per repetition, the time of the turn on 2,000 lights over the
# one on one light.
awk -F'\t' '
	$1 == "BenchmarkTurnScale/one ns/op" { one[++n] = $2 }
	$1 == "BenchmarkTurnScale/2000 ns/op" { all[++m] = $2 }
	END { for (i = 1; i <= n && i <= m; i++) printf "turnscale\t%.2f\n", all[i] / one[i] }' "$figures" >>"$figures.more"
[[ -f $figures.more ]] && cat "$figures.more" >>"$figures"

echo "Made by \`build/bench.sh$( ((quick)) && echo ' --quick')\` on $started ($(git describe --always --dirty 2>/dev/null || echo dev)): $(nproc) × $cpu, $go_version, load average $load_before before, $load_after after; each figure min / median / max of its repetitions."
echo
echo "| what | min / median / max | budget |"
echo "|---|---|---|"
row "compile, median sentence of the evaluation sets (µs)" "BenchmarkCompile median-ns/sentence" 1000 "≤ 30 µs"
for h in "${homes[@]}"; do
	d=${h%%:*} r=${h##*:}
	budget=""
	[[ $h == 10000:1000 ]] && budget="≤ 1,500 ms, ≤ 2× 10 rooms"
	row "import, $d devices in $r rooms (ms)" "import $h" 1 "$budget"
	row "database size, $d devices in $r rooms (MiB)" "db-size $h" 1
	row "\`edge ask --db\` of one dry-run turn, the whole process, $d devices in $r rooms (ms)" "cold $h" 1
	row "\`edge ask --home\` of one dry-run turn (a throw-away database, not synced), the whole process, $d devices in $r rooms (ms)" "home $h" 1
done
if ((!quick)); then
	printf '| import, 10,000 devices in 1,000 rooms over 10 rooms, medians (×) | %s | ≤ 2× |\n' \
		"$(awk -v a="$(median "import 10000:1000")" -v b="$(median "import 10000:10")" 'BEGIN { printf "%.2f", a / b }')"
fi
if ((quick)); then
	row "resolve p50 / p99, 100 devices, 11 kinds of target (µs)" "BenchmarkResolve/100 p99-ns" 1000
	row "open the database and load the index, 100 devices (ms)" "BenchmarkOpen/100 ns/op" 1e6
else
	row "compile + resolve + plan p50 of the sentences, 100 devices in 10 rooms (µs)" "BenchmarkKinds/100x10 all-plan-p50-µs" 1 "≤ 50 µs"
	row "… p99 (µs)" "BenchmarkKinds/100x10 all-plan-p99-µs" 1 "≤ 200 µs"
	for size in 10000x100 10000x1000; do
		row "compile + resolve p50 of the sentences, $size (µs)" "BenchmarkKinds/$size all-p50-µs" 1
		row "… p99 (µs)" "BenchmarkKinds/$size all-p99-µs" 1 "≤ 500 µs"
		row "compile + resolve + plan p99 of the sentences, $size (µs)" "BenchmarkKinds/$size all-plan-p99-µs" 1 "≤ 500 µs"
	done
	for size in 10000x100 10000x1000; do
		for kind in sweep target-less exception condition query multi-clause named; do
			row "compile + resolve, $kind, p99 of the sentences, $size (µs)" "BenchmarkKinds/$size $kind-p99-µs" 1 "≤ 500 µs"
			row "… p50 (µs)" "BenchmarkKinds/$size $kind-p50-µs" 1
		done
	done
	row "cold start: open the database, load the home, the index and the engine (what \`edge ask --db\` does before its first turn), 1,000 devices (ms)" "BenchmarkColdStart/1000 ns/op" 1e6 "≤ 25 ms"
	row "… 10,000 devices (ms)" "BenchmarkColdStart/10000 ns/op" 1e6 "≤ 120 ms"
	row "plan \"turn off all the lights\" over 10,000 lights (ms)" "BenchmarkPlanSweep/turn_off_all_the_lights ns/op" 1e6 "≤ 2 ms"
	row "resolve p50, 10,000 devices, 11 kinds of target (µs)" "BenchmarkResolve/10000 p50-ns" 1000
	row "resolve p99, 10,000 devices, 11 kinds of target (µs)" "BenchmarkResolve/10000 p99-ns" 1000
	row "open the database and load the index, 10,000 devices (ms)" "BenchmarkOpen/10000 ns/op" 1e6
	row "build the index in memory, 10,000 devices (ms)" "BenchmarkBuild/10000 ns/op" 1e6
	row "one whole turn on the demo home, dry run (ms)" "BenchmarkAsk/turn_off_the_kitchen_lights ns/op" 1e6
	row "\`edge ask\` acting on 2,000 lights over one acting on one (×)" "turnscale" 1 "≤ 3×"
	row "database bytes per action, 10,000 turns each acting on one light" "BenchmarkAuditBytes/acting B/action" 1 "≤ 1,024"
	row "\`edge serve\`, 10,000 devices, RSS after 1,000 turns with 10 bulk (MiB)" "serve rss_end" 1 "≤ 40 MiB"
	row "… at most during them (MiB)" "serve rss_max" 1
	printf '| … of it at the end, median: heap and stacks / binary / database (MiB) | %s / %s / %s | |\n' \
		"$(median "serve map_anon")" "$(median "serve map_binary")" "$(median "serve map_db")"
	printf '| … turn latency seen by the client, median: p50 / p99 (ms) | %s / %s | |\n' "$(median "serve p50")" "$(median "serve p99")"
	for arch in amd64 arm64 armv6 armv7; do
		budget=""
		[[ $arch == arm64 ]] && budget="≤ 16 MiB"
		row "static binary, linux/$arch, stripped (MiB)" "size $arch" 1 "$budget"
	done
fi
