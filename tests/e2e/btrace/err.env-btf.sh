# BPFTRACE_BTF naming no BTF (a missing file, one that is not BTF, an empty
# name): refused before anything runs (bpftrace 0.17 crashes).
for f in /nonexistent /etc/passwd ""; do
	BPFTRACE_BTF=$f $BTRACE -e 'BEGIN { printf("%d\n", curtask->pid); exit(); }'
	echo "status $?"
done
exit 1
