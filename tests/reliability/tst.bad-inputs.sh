# @@timeout: 120
#
# Bad inputs (issue 21): garbage scripts, huge and deeply nested inputs,
# scripts that are devices, directories or endless pipes, unknown probes,
# bad options and operands, for dtrace and btrace.  Each must end
# promptly (within 5 seconds; it is killed after 20) with the exit status
# of an error -- 1; 2 for dtrace's usage errors (DTrace's E_USAGE); 255
# where bpftrace 0.17 exits so (a -c command or a script file that does not exist) -- never
# a crash (a signal: status 128 + N, or a sanitizer's report), with
# nothing on stdout and a clear message on stderr: the line given for
# each case (a grep -E pattern: what the error is about, in DTrace's or
# bpftrace's words where they have some), and at most 16 KiB of it (more
# only where DTrace's message quotes a long operand).
# Each case prints one line, "NAME: ok", or what was wrong.
#
# How it could fail: a parser recursing without bound crashes (SIGSEGV,
# 139) on the deep inputs, a read without bound hangs on /dev/zero or an
# endless pipe (killed: 137), a message without the reason fails the
# pattern.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1

# bad NAME STATUS PATTERN CMD...: run CMD (stdin from $T/in if it exists,
# else /dev/null) and check it
bad() {
	local name=$1 want=$2 pat=$3 in=/dev/null t0 t1 st why=
	shift 3
	[ -e "$T/in" ] && in=$T/in
	t0=$(date +%s%N)
	timeout -s KILL 20 "$@" <"$in" >"$T/out" 2>"$T/err"
	st=$?
	t1=$(date +%s%N)
	[ "$st" != "$want" ] && why="$why, status $st (not $want)"
	[ $(((t1 - t0) / 1000000)) -gt 5000 ] &&
	    why="$why, took $(((t1 - t0) / 1000000)) ms"
	[ -s "$T/out" ] && why="$why, $(wc -c <"$T/out") bytes on stdout"
	grep -Eq -- "$pat" "$T/err" || why="$why, no message /$pat/"
	[ "$(wc -c <"$T/err")" -gt "${MAXERR:-16384}" ] &&
	    why="$why, $(wc -c <"$T/err") bytes on stderr"
	grep -Eq 'Sanitizer|runtime error|Segmentation|core dumped' "$T/err" &&
	    why="$why, a crash report"
	if [ -z "$why" ]; then
		echo "$name: ok"
	else
		echo "$name: ${why#, }"
		head -c 600 "$T/err"
	fi
}

# pipe_in CMD...: what CMD writes becomes the next case's stdin (a pipe)
pipe_in() {
	rm -f "$T/in"
	mkfifo "$T/in"
	("$@" >"$T/in" 2>/dev/null &)
}

# the inputs: every byte but NUL (the end of a D script, as in DTrace),
# punctuation soup (also as -n and -e), 100,000-deep parentheses, a 1 MB identifier, a 1 MB
# unterminated string, a 17 MiB file, a file including itself
awk 'BEGIN { for (r = 0; r < 16; r++) for (i = 1; i < 256; i++)
    printf("%c", i) }' >bytes
for _ in $(seq 1 200); do printf '}{)(;:/@*$#!?[]\\"%s' "'"; done >soup
printf '%100000s' '' | tr ' ' '(' >open
printf '%100000s' '' | tr ' ' ')' >close
{ printf 'BEGIN { x = '; cat open; printf 1; cat close; echo '; }'; } >deep.d
# shellcheck disable=SC2016
{ printf 'BEGIN { $x = '; cat open; printf 1; cat close; echo '; }'; } >deep.bt
{ printf 'BEGIN { trace('; printf '%1000000s' '' | tr ' ' a; echo '); }'; } \
    >longid.d
{ printf 'BEGIN { trace("'; printf '%1000000s' '' | tr ' ' a; echo '); }'; } \
    >longstr.d
{ printf 'BEGIN { printf("'; printf '%1000000s' '' | tr ' ' a; echo '); }'; } \
    >longstr.bt
truncate -s 17M huge
echo '#include "self.d"' >self.d
echo 'BEGIN { exit(0); } /* never closed' >comment.d
P=$PROGS/rounds
SCRIPT='failed to compile script'

# dtrace: scripts
bad "dtrace -s bytes" 1 "^dtrace: $SCRIPT bytes: line [0-9]+: " "$DTRACE" -s bytes
bad "dtrace -s soup" 1 "^dtrace: $SCRIPT soup: line [0-9]+: " "$DTRACE" -s soup
bad "dtrace -s (own binary)" 1 "^dtrace: $SCRIPT " "$DTRACE" -s "$DTRACE"
bad "dtrace -s deep" 1 "^dtrace: $SCRIPT deep.d: line 1: nesting too deep" \
    "$DTRACE" -s deep.d
bad "dtrace -s long identifier" 1 "^dtrace: $SCRIPT longid.d: line 1: " \
    "$DTRACE" -s longid.d
bad "dtrace -s long string" 1 "^dtrace: $SCRIPT longstr.d: line 2: newline encountered in string" \
    "$DTRACE" -s longstr.d
bad "dtrace -s unclosed comment" 1 "^dtrace: $SCRIPT comment.d: .*\*/" \
    "$DTRACE" -s comment.d
bad "dtrace -s 17 MiB" 1 "^dtrace: failed to open huge: larger than 16 MiB" \
    "$DTRACE" -s huge
bad "dtrace -C self-include" 1 "^dtrace: $SCRIPT self.d: " \
    "$DTRACE" -C -s self.d
bad "dtrace -s /dev/zero" 1 "^dtrace: failed to open /dev/zero: not a regular file" \
    "$DTRACE" -s /dev/zero
bad "dtrace -s /tmp" 1 "^dtrace: failed to open /tmp: Is a directory" \
    "$DTRACE" -s /tmp
bad "dtrace -s missing" 1 "^dtrace: failed to open missing: No such file" \
    "$DTRACE" -s missing
pipe_in yes 'BEGIN { }'
bad "dtrace -s endless pipe" 1 "^dtrace: $SCRIPT /dev/stdin: larger than 16 MiB" \
    "$DTRACE" -s /dev/stdin
pipe_in cat /dev/zero
bad "dtrace -s endless zeros" 1 "^dtrace: $SCRIPT /dev/stdin: larger than 16 MiB" \
    "$DTRACE" -s /dev/stdin
rm -f "$T/in"
bad "dtrace -n garbage" 1 "^dtrace: invalid probe specifier " \
    "$DTRACE" -n "$(cat soup)"
# (DTrace's message quotes the whole specifier: 100 KB more of it)
MAXERR=120000 bad "dtrace -n 100 KB description" 1 \
    "^dtrace: invalid probe specifier a+: " \
    "$DTRACE" -n "$(printf '%100000s' '' | tr ' ' a)"

# dtrace: probes
bad "dtrace unknown provider" 1 \
    "^dtrace: invalid probe specifier nosuchprov:::: probe description nosuchprov::: does not match any probes" \
    "$DTRACE" -n nosuchprov:::
bad "dtrace unknown system call" 1 "does not match any probes" \
    "$DTRACE" -n 'syscall::nosuchcall:entry { }'
bad "dtrace overspecified" 1 "^dtrace: invalid probe specifier a:b:c:d:e: " \
    "$DTRACE" -n a:b:c:d:e
# shellcheck disable=SC2016
bad "dtrace unknown function of -c" 1 \
    'probe description pid[0-9]+:a.out:nosuchfunc:entry does not match any probes' \
    "$DTRACE" -n 'pid$target:a.out:nosuchfunc:entry { }' -c "$P 1"

# dtrace: options and operands
bad "dtrace unknown option" 2 "^dtrace: illegal option -- Q" "$DTRACE" -Q
bad "dtrace -n without argument" 2 "option requires an argument -- n" \
    "$DTRACE" -n
bad "dtrace -x unknown" 1 "^dtrace: failed to set -x nosuchoption: Invalid option name" \
    "$DTRACE" -x nosuchoption -n 'BEGIN { exit(0); }'
bad "dtrace -x bufsize=-1" 1 "^dtrace: failed to set -x bufsize: Invalid value" \
    "$DTRACE" -x bufsize=-1 -n 'BEGIN { exit(0); }'
bad "dtrace -b 12q" 1 "^dtrace: failed to set -b 12q: Invalid value" \
    "$DTRACE" -b 12q -n 'BEGIN { exit(0); }'
bad "dtrace -x strsize huge" 1 "exceeds the maximum" \
    "$DTRACE" -x strsize=99999999999 -n 'BEGIN { exit(0); }'
bad "dtrace -p abc" 1 "^dtrace: invalid pid: abc" \
    "$DTRACE" -p abc -n 'BEGIN { exit(0); }'
bad "dtrace -p 0" 1 "^dtrace: failed to grab pid 0: " \
    "$DTRACE" -p 0 -n 'BEGIN { exit(0); }'
bad "dtrace -p 999999999" 1 "^dtrace: failed to grab pid 999999999: " \
    "$DTRACE" -p 999999999 -n 'BEGIN { exit(0); }'
bad "dtrace -c missing" 1 "^dtrace: failed to execute missing: No such file" \
    "$DTRACE" -c missing -n 'BEGIN { exit(0); }'
bad "dtrace -o in a missing directory" 1 "^dtrace: failed to open output file 'missing/f': " \
    "$DTRACE" -o missing/f -n 'BEGIN { exit(0); }'

# btrace: programs
bad "btrace bytes" 1 "ERROR: " "$BTRACE" bytes
bad "btrace soup" 1 "ERROR: " "$BTRACE" soup
bad "btrace (own binary)" 1 "ERROR: " "$BTRACE" "$BTRACE"
bad "btrace deep" 1 "ERROR: program is nested too deeply" "$BTRACE" deep.bt
bad "btrace long string" 1 "ERROR: " "$BTRACE" longstr.bt
bad "btrace 17 MiB" 1 "^ERROR: failed to open file 'huge': larger than 16 MiB" \
    "$BTRACE" huge
bad "btrace /dev/zero" 1 "^ERROR: failed to open file '/dev/zero': not a regular file" \
    "$BTRACE" /dev/zero
bad "btrace /tmp" 1 "^ERROR: failed to open file '/tmp': Is a directory" \
    "$BTRACE" /tmp
bad "btrace missing" 255 "^ERROR: failed to open file 'missing': No such file" \
    "$BTRACE" missing
pipe_in yes 'BEGIN { }'
bad "btrace - endless pipe" 1 "ERROR: .*larger than 16 MiB" "$BTRACE" -
rm -f "$T/in"
bad "btrace -e garbage" 1 "ERROR: " "$BTRACE" -e "$(cat soup)"

# btrace: probes
bad "btrace unknown probe type" 1 "ERROR: Invalid probe type: nosuchprov" \
    "$BTRACE" -e 'nosuchprov:foo { }'
bad "btrace unknown tracepoint" 1 "ERROR: tracepoint not found: syscalls:nosuch" \
    "$BTRACE" -e 'tracepoint:syscalls:nosuch { }'
bad "btrace uprobe on a missing file" 1 "ERROR: uprobe target file '/nonexistent' does not exist" \
    "$BTRACE" -e 'uprobe:/nonexistent:foo { }'

# btrace: options and operands
bad "btrace unknown option" 1 "unrecognized option '--nosuch'" \
    "$BTRACE" --nosuch -e 'BEGIN { exit(); }'
bad "btrace -p abc" 1 "^ERROR: pid 'abc' is not a valid decimal number" \
    "$BTRACE" -p abc -e 'BEGIN { exit(); }'
bad "btrace -p 999999999" 1 "^ERROR: pid '999999999' out of valid pid range" \
    "$BTRACE" -p 999999999 -e 'BEGIN { exit(); }'
bad "btrace -c missing" 255 "^ERROR: Failed to fork child: path 'missing' does not exist" \
    "$BTRACE" -c missing -e 'BEGIN { exit(); }'
bad "btrace -o in a missing directory" 1 "^ERROR: Failed to open output file" \
    "$BTRACE" -o missing/f -e 'BEGIN { exit(); }'
BPFTRACE_STRLEN=99999999999 bad "btrace BPFTRACE_STRLEN huge" 1 \
    "^ERROR: 'BPFTRACE_STRLEN' .* exceeds" "$BTRACE" -e 'BEGIN { exit(); }'
exit 0
