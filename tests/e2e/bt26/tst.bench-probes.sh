# bench:NAME probes and --bench (bpftrace 0.24 and later): each bench:
# probe is run many times, in the order written, and its average time
# reported in bpftrace's table (src/output/text.cpp, benchmark_result,
# at v0.26.1): the name column max(40, longest name) + 1 wide, the time
# (ns) column 15 wide, then the iterations; what the probes print is not
# shown, and the other probes do not run.  The numbers vary: this test's
# awk checks each row's layout and masks them.  Expected output written
# by hand.
check() {
	awk -v w="$1" '
	NR <= 2 { print; next }
	{
		name = substr($0, 1, w); t = substr($0, w + 1, 15)
		it = substr($0, w + 16)
		if (t !~ /^[0-9]+ *$/ || it !~ /^[1-9][0-9]*$/ ||
		    name !~ /^[a-z_]+ +$/)
			print "bad row: " $0
		else
			print name "TIME           ITERS"
	}'
}
"$BTRACE" --bench -e 'BEGIN { printf("begin\n"); } bench:empty { } bench:a_benchmark_name_longer_than_forty_characters { $x = 1; printf("hidden\n"); } test:t { printf("no\n"); }' | check 46
echo "status ${PIPESTATUS[0]}"
"$BTRACE" --bench -e 'bench:count { @c = count(); } bench:stop { exit(); }' | check 41
echo "status ${PIPESTATUS[0]}"
