# A tracepoint's field of an enum type (timer:hrtimer_start's "enum
# hrtimer_mode mode") by printf's %s is its enumerator's name, by %d its
# number (bpftrace 0.22 and later, pull request 3515: "printf("%d, %s\n",
# $r, $r)" of kfree_skb's reason prints "2, SKB_DROP_REASON_..."); the
# field compares with an enumerator.  sleep(1)'s nanosleep starts a
# relative timer (kernel/time/hrtimer.c, hrtimer_nanosleep: HRTIMER_MODE_REL
# = 1).  Expected output written by hand from that.
"$BTRACE" -e 'tracepoint:timer:hrtimer_start
/comm == "sleep" && args.mode == HRTIMER_MODE_REL/
{
	printf("%s %d\n", args.mode, args.mode);
	exit();
}' -c 'sleep 0.1'
