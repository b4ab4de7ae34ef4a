# sched:::preempt fires when a thread is switched off the CPU while it can
# still run: pinspin's two threads share one CPU and take turns on it,
# so both are preempted many times (neither ever sleeps while spinning).
# Every off-cpu of a pinspin thread in state running (pr_sname 'O') is
# such a preemption and must fire preempt too.
$DTRACE -qn 'sched:::off-cpu /pid == $target && curlwpsinfo->pr_sname == 0x4f/ {
	@["off-cpu while runnable"] = count();
}
sched:::preempt /pid == $target/ { @["preempt"] = count(); }
END { printa("%s=%@d\n", @); }' -c "$PROGS/pinspin 2 300" | awk -F= '
	NF == 2 { c[$1] = $2 }
	END {
		print "preempt fired:", (c["preempt"] > 0)
		print "off-cpu while runnable:", (c["off-cpu while runnable"] > 0)
		print "preempt for each of them:",
		    (c["preempt"] >= c["off-cpu while runnable"])
	}'
