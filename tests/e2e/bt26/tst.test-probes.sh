# test:NAME probes and --test (bpftrace 0.24 and later): each test: probe
# is run once, in the order written, and reported as bpftrace's text
# output reports it (src/output/text.cpp, test_result, at v0.26.1): a
# test fails when it calls exit() with a status other than 0, and what it
# printed is then shown; the other probes do not run; the status is 1
# when a test failed.  Without --test the test: probes are left out.
# Colours only on a terminal or with BPFTRACE_COLOR=always.  Durations
# vary: masked here.  Expected output written by hand.
prog=$(mktemp)
trap 'rm -f "$prog"' EXIT
cat > "$prog" <<'EOF'
BEGIN { printf("begin ran\n"); }
test:adds {
	if (1 + 2 != 3) { printf("bad sum\n"); exit(1); }
	printf("not shown\n");
}
test:stops { exit(); }
test:fails { printf("value %d\n", 7); printf("\nsecond\n"); exit(1); }
tracepoint:syscalls:sys_enter_getpid { printf("never\n"); }
test:named { @runs = 1; printf("%s %d\n", probe, @runs); exit(1); }
END { printf("end ran\n"); }
EOF
mask() {
	sed -E 's/ \([0-9]+ (s|ms|μs|ns)\)$/ (TIME)/'
}
"$BTRACE" --test "$prog" | mask
echo "status ${PIPESTATUS[0]}"
"$BTRACE" --test -e 'test:one { $a = 1; } BEGIN { exit(); }' | mask
echo "status ${PIPESTATUS[0]}"
BPFTRACE_COLOR=always "$BTRACE" --test -e 'test:one { } test:two { exit(2); }' | mask | cat -v
echo "status ${PIPESTATUS[0]}"
# no test: probe: nothing to run
"$BTRACE" --test -e 'BEGIN { exit(); }' 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
"$BTRACE" -e 'test:x { printf("no\n"); } BEGIN { printf("begin\n"); exit(); }'
echo "status $?"
