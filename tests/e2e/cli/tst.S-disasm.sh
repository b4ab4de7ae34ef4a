# -S prints the generated eBPF program, readably.
$DTRACE -S -qn 'BEGIN { exit(0); }' 2>&1 | grep -E '^BPF program for dtrace:BEGIN|call bpf_get_smp_processor_id|exit$' | sed 's/([0-9]* instructions)/(N instructions)/; s/^ *[0-9]*: /N: /' | sort -u
