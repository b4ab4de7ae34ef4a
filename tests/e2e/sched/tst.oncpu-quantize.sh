# The classic: how long threads spend off the CPU, as a quantize() of
# off-cpu to on-cpu.  sleeper sleeps once for 100 ms: that interval lands
# in the 64 ms bucket (67108864 to 134217727 ns), the only one at 64 ms or
# more; the other, shorter intervals depend on the machine and are left
# out, as are those of the target before its exec (execname dtrace).
$DTRACE -qn 'sched:::off-cpu /pid == $target/ { self->ts = timestamp; }
sched:::on-cpu /self->ts/ {
	@[execname] = quantize(timestamp - self->ts);
	self->ts = 0;
}' -c "$PROGS/sleeper 100" | awk '
	NF == 1 { key = $1; if (key == "sleeper") print "key", key; next }
	key != "sleeper" { next }
	/value/ { print "header"; next }
	$2 ~ /^\|/ && $1 >= 67108864 && $NF > 0 { print $1, $NF }'
