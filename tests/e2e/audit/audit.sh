# audit.sh -- for the tests of tests/e2e/audit that need the kernel's
# audit records, sourced as
#     . ./audit.sh
# Skips the test (status 77, the reason on stderr) where auditctl is
# missing or the kernel (or the container) refuses audit; otherwise turns
# auditing on if it is off and, whatever happens, restores at exit the
# enabled state it found and deletes every rule added with add_rule.
#
#   add_rule ARGS...   auditctl -a ARGS, remembered for removal
#   trace_start PROG   dtrace -q -n PROG in the background, its output in
#                      $T/out; returns once PROG has printed "ready"
#   trace_end          waits for it; prints "status N" and its output
#                      after the "ready" line
#   $T                 a temporary directory, removed at exit

skip() {
	echo "$*" >&2
	exit 77
}

command -v auditctl >/dev/null 2>&1 ||
    skip "auditctl is not installed (Debian package auditd)"
[ "$(id -u)" = 0 ] || skip "not run as root: cannot change audit rules"
_st=$(auditctl -s 2>&1) ||
    skip "the kernel refuses audit here: auditctl -s: $_st"
_enabled=$(printf '%s\n' "$_st" | sed -n 's/^enabled //p')
[ "$_enabled" = 2 ] &&
    skip "the kernel's audit configuration is locked (enabled 2)"
/usr/bin/python3 -c '
import socket
s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 9)
s.bind((0, 1))' 2>/dev/null ||
    skip "the kernel refuses a netlink audit socket on the readlog group"

T=$(mktemp -d)
_rules=$T/rules
: >"$_rules"

audit_cleanup() {
	while IFS= read -r _r; do
		# shellcheck disable=SC2086
		auditctl -d $_r >/dev/null 2>&1
	done <"$_rules"
	auditctl -e "$_enabled" >/dev/null 2>&1
	rm -rf "$T"
}
trap audit_cleanup EXIT
trap 'exit 1' INT TERM HUP

add_rule() {
	echo "$*" >>"$_rules"
	auditctl -a "$@" >/dev/null || exit 1
}

trace_start() {
	: >"$T/out"
	$DTRACE -q -n "$1" >"$T/out" &
	_dtrace=$!
	until grep -q ready "$T/out" || ! kill -0 $_dtrace 2>/dev/null; do
		sleep 0.1
	done
}

trace_end() {
	wait $_dtrace
	echo "status $?"
	grep -v '^ready$' "$T/out"
}

[ "$_enabled" = 0 ] && { auditctl -e 1 >/dev/null || exit 1; }
