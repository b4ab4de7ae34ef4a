# @@timeout: 120
#
# A traced program's output, standard error and exit status are those of
# an untraced run, byte for byte (issue 21), under pid probes with -F:
# the entry and return of every function of a.out (_start has no return,
# and its stack top is argc, not a return address), every instruction of
# a.out with them, and every instruction of libc's pthread_create (its
# system call instructions cannot be probed safely and have no probe).
# Two multi-threaded programs: untouched (output and status depend on
# argc, argv and four threads; raw_getpid has a bare syscall instruction;
# work() is inlined in thread_main()) and rounds (three threads, 300
# rounds each).  The probes must have fired as the programs' sources say:
# the counts of some functions' entries and returns, and of some
# instructions, are checked, and -F's flow shows them.
#
# How it could fail: a probe that disturbs a register, the stack, the
# flags or a RIP-relative operand, or that leaves a breakpoint behind,
# changes a sum, a status, or kills the program (which -c reports as
# "terminated by SIG..." instead of "exited with status N").
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# count FUNC NAME: how many times probe FUNC:NAME fired (the aggregation)
count() {
	awk -v f="$1" -v n="$2" '$1 == f && $2 == n { c = $3 }
	    END { print c + 0 }' "$T/trace"
}

# run SPEC CMD FUNC: CMD traced by SPEC, with -F, against CMD untraced;
# FUNC's entries and returns in the flow
run() {
	local st
	echo "== ${2#"$PROGS"/}: $1"
	# shellcheck disable=SC2086
	$2 >"$T/plain" 2>"$T/plain.err"
	echo "status $?" >>"$T/plain"
	rm -f "$T/trace"
	"$DTRACE" -o "$T/trace" -F -n "$1 {} $1 { @[probefunc, probename] = count(); }" \
	    -c "$2" >"$T/traced" 2>"$T/err"
	st=$?
	# the program's status as dtrace reports it (from wait(2))
	sed -n 's/^dtrace: pid [0-9]* exited with \(status [0-9]*\)$/\1/p' \
	    "$T/err" >>"$T/traced"
	# what is left of stderr is the program's own
	grep -Ev "^dtrace: (description '.*' matched [0-9]+ probes?|pid [0-9]+ exited with status [0-9]+)$" \
	    "$T/err" >"$T/traced.err"
	if cmp -s "$T/plain" "$T/traced" &&
	    cmp -s "$T/plain.err" "$T/traced.err"; then
		echo "output, stderr and status unchanged: yes"
	else
		echo "output, stderr and status unchanged: no"
		diff "$T/plain" "$T/traced"
		diff "$T/plain.err" "$T/traced.err"
	fi
	echo "dtrace status $st"
	echo "flow: $(grep -c -- "-> $3 *\$" "$T/trace") entries of $3," \
	    "$(grep -c -- "<- $3 *\$" "$T/trace") returns"
}

U="$PROGS/untouched ab c"
R="$PROGS/rounds 300 0 3"
# shellcheck disable=SC2016
E='pid$target:a.out::entry, pid$target:a.out::return'
# shellcheck disable=SC2016
I='pid$target:a.out::'
# shellcheck disable=SC2016
C='pid$target:libc.so.6:pthread_create:'

run "$E" "$U" main
echo "thread_main $(count thread_main entry) $(count thread_main return)," \
    "work $(count work entry) $(count work return)," \
    "raw_getpid $(count raw_getpid entry) $(count raw_getpid return)"
run "$E" "$R" main
echo "step $(count step entry) $(count step return)," \
    "run $(count run entry) $(count run return)"

run "$I" "$U" main
# thread_main (work inlined) has no branch: each instruction runs once a call
echo "thread_main $(count thread_main entry) $(count thread_main return)," \
    "instructions run other than 4 times: $(awk '$1 == "thread_main" &&
    $2 ~ /^[0-9a-f]+$/ { n++; if ($3 != 4) bad++ }
    END { print (n > 0 ? bad + 0 : "no instruction fired") }' "$T/trace")"
run "$I" "$R" main
echo "step $(count step entry) $(count step return), its first" \
    "instruction $(count step 0)"

run "$C" "$U" pthread_create
echo "pthread_create $(count pthread_create entry)" \
    "$(count pthread_create return), its first instruction" \
    "$(count pthread_create 0), instructions fired: $(awk '
    $1 == "pthread_create" && $2 ~ /^[0-9a-f]+$/ { n++ }
    END { print (n > 10 ? "many" : n + 0) }' "$T/trace")"
run "$C" "$R" pthread_create
echo "pthread_create $(count pthread_create entry)" \
    "$(count pthread_create return), its first instruction" \
    "$(count pthread_create 0)"
