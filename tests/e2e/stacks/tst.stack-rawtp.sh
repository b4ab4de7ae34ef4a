# stack() at a raw tracepoint starts in the traced kernel code: the
# tracepoint's own functions (__bpf_trace_*, and __traceiter_* when the
# tracepoint has another probe too) are not frames of it.
first() {
	$DTRACE -qn "$1"' sched:::off-cpu { stack(2); exit(0); }' |
	    sed -n 2p | sed 's/^ *//; s/+0x[0-9a-f]*$//'
}
first ''
first 'sdt:sched::sched_switch { }'
