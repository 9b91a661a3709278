#!/usr/bin/env bash
# Cross-compiles the static edge binary for every supported Raspberry Pi
# (and amd64), checks size and static linking, and with --test runs the
# whole test suite under qemu user-mode emulation for arm64 and ARMv6.
set -euo pipefail

usage() {
	cat <<'EOF'
usage: build/cross.sh [--test] [--help]

Builds static binaries of ./cmd/edge (CGO_ENABLED=0, -trimpath, stripped,
version and commit stamped into edge/cli.Version and edge/cli.Commit, which
`edge --version` prints) into dist/:

  dist/edge-linux-amd64   linux/amd64
  dist/edge-linux-arm64   linux/arm64          Pi 3, 4, 5, Zero 2 W (64-bit OS)
  dist/edge-linux-armv6   linux/arm GOARM=6    Pi Zero, Zero W, Pi 1
  dist/edge-linux-armv7   linux/arm GOARM=7    Pi 2, 3, 4 (32-bit OS)

then prints each binary's size and fails if one is over 16 MiB or is
dynamically linked.

  --test   afterwards run `go test -short ./...` cross-compiled (CGO_ENABLED=0,
           -count=1, no -race) under qemu-aarch64-static (arm64) and
           qemu-arm-static -cpu arm1176 (ARMv6); under arm64 without
           turn, lang/en and lang/zh (pure logic, tested 32-bit under
           ARMv6 and 64-bit natively). -short skips the tests that
           build and kill edge processes, and turn's and closure's tests
           of generated utterances (planning and language logic, run in
           full natively), runs a sample of the attack cases, and shortens the corruption test and the echo test
           (conversations heard in real time): under emulation they would
           take most of an hour. Installs the
           Debian package qemu-user-static when the emulators are missing and
           we are root.
  --help   print this help.

Environment:
  VERSION          version to stamp (default: `git describe --always --dirty`
                   in a git checkout with commits, else "dev")
  COMMIT           commit to stamp (default: `git rev-parse --short=12 HEAD`
                   in a git checkout with commits, else "unknown")
  TEST_TIMEOUT     go test -timeout under emulation (default 20m)
  QEMU_ARM64_CPU   -cpu for qemu-aarch64-static (default cortex-a53, the
                   oldest 64-bit Pi core)
  QEMU_ARMV6_CPU   -cpu for qemu-arm-static (default arm1176, the Pi Zero core)
  ELF_CHECK        force the static-link check method: file, readelf or od
                   (default: the first of these that is installed)
EOF
}

run_tests=0
for arg in "$@"; do
	case "$arg" in
	--test) run_tests=1 ;;
	-h | --help)
		usage
		exit 0
		;;
	*)
		echo "cross.sh: unknown argument: $arg" >&2
		usage >&2
		exit 2
		;;
	esac
done

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export GOTOOLCHAIN=auto

# The size limit, in bytes.
readonly max_bytes=$((16 * 1024 * 1024))

die() {
	echo "cross.sh: error: $*" >&2
	exit 1
}

command -v go >/dev/null || die "go is not on PATH"

# VERSION and VCS stamping. In a checkout with at least one commit the
# version comes from git describe and go's own -buildvcs default applies
# (so it works whether or not GOFLAGS carries -buildvcs=false). Without
# commits (or without git) go's automatic VCS stamping would fail, so it is
# turned off explicitly.
buildvcs=()
if command -v git >/dev/null && git rev-parse --verify --quiet HEAD >/dev/null 2>&1; then
	VERSION="${VERSION:-$(git describe --always --dirty 2>/dev/null || echo dev)}"
	COMMIT="${COMMIT:-$(git rev-parse --short=12 HEAD)}"
else
	VERSION="${VERSION:-dev}"
	COMMIT="${COMMIT:-unknown}"
	buildvcs=(-buildvcs=false)
fi

# name GOARCH GOARM
targets=(
	"amd64 amd64 -"
	"arm64 arm64 -"
	"armv6 arm 6"
	"armv7 arm 7"
)

echo "== build edge ${VERSION} commit ${COMMIT} ($(go env GOVERSION))"
mkdir -p dist
for t in "${targets[@]}"; do
	read -r name arch arm <<<"$t"
	out="dist/edge-linux-${name}"
	echo "building ${out}"
	if [[ $arm == - ]]; then arm=""; fi
	env CGO_ENABLED=0 GOOS=linux GOARCH="$arch" GOARM="$arm" \
		go build "${buildvcs[@]}" -trimpath \
		-ldflags "-s -w -X edge/cli.Version=${VERSION} -X edge/cli.Commit=${COMMIT}" \
		-o "$out" ./cmd/edge
done

# --- static-link check -------------------------------------------------------

# od_u prints the unsigned little-endian integer of $3 bytes at offset $2 of
# file $1 (all our targets are little-endian ELF).
od_u() {
	local b v=0 i
	# shellcheck disable=SC2207 # od prints plain decimal numbers
	b=($(od -An -v -t u1 -j "$2" -N "$3" "$1"))
	((${#b[@]} == $3)) || return 1
	for ((i = $3 - 1; i >= 0; i--)); do
		v=$((v * 256 + b[i]))
	done
	echo "$v"
}

# elf_dynamic_od reads the ELF program headers with od and prints "dynamic"
# if there is a PT_INTERP (3) segment, "static-pie" if there is only a
# PT_DYNAMIC (2) one, else "static".
elf_dynamic_od() {
	local f=$1 magic class data phoff phentsize phnum i type dyn=0
	magic=$(od -An -v -t x1 -N 4 "$f" | tr -d ' \n')
	[[ $magic == 7f454c46 ]] || {
		echo "not-elf"
		return
	}
	class=$(od_u "$f" 4 1)
	data=$(od_u "$f" 5 1)
	[[ $data == 1 ]] || {
		echo "big-endian"
		return
	}
	if [[ $class == 2 ]]; then # ELF64
		phoff=$(od_u "$f" 32 8)
		phentsize=$(od_u "$f" 54 2)
		phnum=$(od_u "$f" 56 2)
	else # ELF32
		phoff=$(od_u "$f" 28 4)
		phentsize=$(od_u "$f" 42 2)
		phnum=$(od_u "$f" 44 2)
	fi
	for ((i = 0; i < phnum; i++)); do
		type=$(od_u "$f" $((phoff + i * phentsize)) 4)
		if [[ $type == 3 ]]; then
			echo "dynamic"
			return
		fi
		if [[ $type == 2 ]]; then dyn=1; fi
	done
	if ((dyn)); then echo "static-pie"; else echo "static"; fi
}

# linkage prints "static", "dynamic" (needs a loader), "static-pie" (no
# loader but a dynamic section; not what this build makes, so refused too),
# or why it could not tell. Only "static" passes.
linkage() {
	local f=$1 desc
	case "$elf_method" in
	file)
		desc=$(file -b "$f")
		if [[ $desc == *"dynamically linked"* || $desc == *interpreter* ]]; then
			echo "dynamic"
		elif [[ $desc == *"static-pie linked"* ]]; then
			echo "static-pie"
		elif [[ $desc == *"statically linked"* ]]; then
			echo "static"
		else
			echo "unknown (file: $desc)"
		fi
		;;
	readelf)
		desc=$(LC_ALL=C readelf -lW "$f" 2>&1) || {
			echo "unknown (readelf failed)"
			return
		}
		if grep -Eq '^[[:space:]]+INTERP[[:space:]]' <<<"$desc"; then
			echo "dynamic"
		elif grep -Eq '^[[:space:]]+DYNAMIC[[:space:]]' <<<"$desc"; then
			echo "static-pie"
		elif grep -Eq '^[[:space:]]+LOAD[[:space:]]' <<<"$desc"; then
			echo "static"
		else
			echo "unknown (readelf found no program headers)"
		fi
		;;
	od) elf_dynamic_od "$f" ;;
	esac
}

if [[ -n ${ELF_CHECK:-} ]]; then
	elf_method=$ELF_CHECK
	case "$elf_method" in
	file | readelf | od) command -v "$elf_method" >/dev/null || die "ELF_CHECK=$elf_method: $elf_method is not installed" ;;
	*) die "ELF_CHECK must be file, readelf or od, not $elf_method" ;;
	esac
elif command -v file >/dev/null; then
	elf_method="file"
elif command -v readelf >/dev/null; then
	elf_method="readelf"
else
	elf_method="od" # coreutils: always there
fi

echo
echo "== sizes (limit 16 MiB = ${max_bytes} bytes; linkage checked with ${elf_method})"
printf '%-22s %12s %9s  %s\n' binary bytes MiB linkage
failures=()
for t in "${targets[@]}"; do
	read -r name _ <<<"$t"
	out="dist/edge-linux-${name}"
	bytes=$(wc -c <"$out")
	bytes=${bytes//[[:space:]]/}
	mib=$(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }')
	link=$(linkage "$out")
	printf '%-22s %12s %9s  %s\n' "$out" "$bytes" "$mib" "$link"
	if ((bytes > max_bytes)); then
		failures+=("$out is ${bytes} bytes (${mib} MiB), over the 16 MiB limit")
	fi
	if [[ $link != static ]]; then
		failures+=("$out is not a statically linked ELF: $link")
	fi
done
if ((${#failures[@]} > 0)); then
	for f in "${failures[@]}"; do
		echo "cross.sh: FAIL: $f" >&2
	done
	exit 1
fi
echo "all binaries static and within 16 MiB"

((run_tests)) || exit 0

# --- tests under qemu ----------------------------------------------------------

qemu_arm64=qemu-aarch64-static
qemu_arm=qemu-arm-static
if ! command -v "$qemu_arm64" >/dev/null || ! command -v "$qemu_arm" >/dev/null; then
	if [[ $(id -u) != 0 ]]; then
		die "$qemu_arm64 and $qemu_arm are needed for --test; install them with:
    sudo apt-get update && sudo apt-get install -y qemu-user-static"
	fi
	echo
	echo "== installing qemu-user-static"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -q
	apt-get install -y -q qemu-user-static
	command -v "$qemu_arm64" >/dev/null || die "qemu-user-static installed but $qemu_arm64 is missing: look for the name with: dpkg -L qemu-user-static | grep bin/"
	command -v "$qemu_arm" >/dev/null || die "qemu-user-static installed but $qemu_arm is missing: look for the name with: dpkg -L qemu-user-static | grep bin/"
fi

timeout=${TEST_TIMEOUT:-20m}
# The MQTT tests run against a real Mosquitto natively (go test, .ci/run);
# under emulation they skip.
export EDGE_TEST_MOSQUITTO=off
arm64_cpu=${QEMU_ARM64_CPU:-cortex-a53}
armv6_cpu=${QEMU_ARMV6_CPU:-arm1176}

# go test -exec splits its argument into fields, so the emulator and its
# -cpu flag are passed inline. Both architectures run even if one fails.
# The packages whose tests take longest under emulation are named first:
# go test starts them first, and the rest run beside them on the other
# cores (turn's alone took half of the ARMv6 run when it started last).
test_failed=()
test_pkgs=(./turn ./lang/en ./serve ./phrases ./index ./voice ./cli ./lang/zh ./...)
# arm64 is 64-bit as amd64 is: the language packs and the planner (pure
# logic, no assembly, no unsafe) are tested under ARMv6 (32-bit) and
# natively in full, and not again under arm64, where the packages of
# assembly, floating point, files and processes are.
arm64_pkgs=(edge/serve edge/phrases edge/index edge/voice edge/cli)
while IFS= read -r p; do
	case $p in
	edge/turn | edge/lang/en | edge/lang/zh | edge/serve | edge/phrases | edge/index | edge/voice | edge/cli) ;;
	*) arm64_pkgs+=("$p") ;;
	esac
done < <(go list ./...)

echo
echo "== go test linux/arm64 under $qemu_arm64 -cpu $arm64_cpu"
env CGO_ENABLED=0 GOOS=linux GOARCH=arm64 GOARM= \
	go test -short -count=1 -timeout "$timeout" \
	-exec "$(command -v "$qemu_arm64") -cpu $arm64_cpu" "${arm64_pkgs[@]}" ||
	test_failed+=(linux/arm64)

echo
echo "== go test linux/arm GOARM=6 under $qemu_arm -cpu $armv6_cpu"
env CGO_ENABLED=0 GOOS=linux GOARCH=arm GOARM=6 \
	go test -short -count=1 -timeout "$timeout" \
	-exec "$(command -v "$qemu_arm") -cpu $armv6_cpu" "${test_pkgs[@]}" ||
	test_failed+=(linux/armv6)

if ((${#test_failed[@]} > 0)); then
	die "tests failed under emulation for: ${test_failed[*]}"
fi
echo "tests passed under emulation for linux/arm64 and linux/armv6"
