# lib.sh -- helpers for the shell tests of tests/bt-gold, sourced as
#     . "$TESTDIR/../lib.sh"
# (every test lives one directory below tests/bt-gold).

# wait_for FILE PATTERN [SECONDS]: wait until a line of FILE matches the
# grep pattern PATTERN (default limit 10 s); status 1 on timeout.
wait_for() {
	_wf_n=$(( ${3:-10} * 50 ))
	while [ "$_wf_n" -gt 0 ]; do
		grep -q -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.02
		_wf_n=$((_wf_n - 1))
	done
	echo "wait_for: no '$2' in $1" >&2
	return 1
}

# wait_libc PID: wait until the C library is mapped in process PID (it
# has exec'd and its dynamic linker has run), so -p finds its objects.
wait_libc() {
	until grep -q libc "/proc/$1/maps" 2>/dev/null; do
		sleep 0.01
	done
}

# start_in_mntns ARG...: run a copy of $PROGS/usdt as $T/b/usdt ARG... in
# a mount namespace of its own, where $T/b is a bind mount of $T/a that
# no other process sees; wait until it has exec'd and mapped the C
# library; sets TARGET to its pid.
start_in_mntns() {
	mkdir "$T/a" "$T/b"
	cp "$PROGS/usdt" "$T/a/usdt"
	unshare -m sh -c "mount --bind '$T/a' '$T/b' && exec '$T/b/usdt' $*" &
	TARGET=$!
	until [ "$(readlink "/proc/$TARGET/exe")" = "$T/b/usdt" ]; do
		sleep 0.01
	done
	wait_libc "$TARGET"
}

# interrupt PID: send SIGINT, as Ctrl-C does, and wait for PID to end;
# sets STATUS to its exit status.
interrupt() {
	kill -INT "$1"
	wait "$1"
	STATUS=$?
}

# in a temporary directory of the test's own, removed at exit
T=$(mktemp -d "${TMPDIR:-/tmp}/bt-gold.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

# start_tracer ARG...: run "$BTRACE ARG..." in the background, stdout to
# $T/out and stderr to $T/err, and wait until its BEGIN probe has printed
# a line "ready" (so every probe is attached; set READY to another grep
# pattern to wait for something else); sets TRACER to its pid.
start_tracer() {
	"$BTRACE" "$@" >"$T/out" 2>"$T/err" &
	TRACER=$!
	wait_for "$T/out" "${READY:-^ready\$}"
}

# stop_tracer: Ctrl-C the tracer started by start_tracer (after a moment,
# so that it has read the last events), then print what it wrote, its
# stdout, then its stderr; sets STATUS to its exit status.
stop_tracer() {
	sleep 0.2
	interrupt "$TRACER"
	cat "$T/out"
	cat "$T/err" >&2
}
