# -x nolibs: DTrace's D library is not read, so what it declares
# (curpsinfo and its psinfo_t, ...) is unknown, as in DTrace.
$DTRACE -qn 'BEGIN { printf("%d\n", curpsinfo->pr_pid == pid); exit(0); }'
$DTRACE -x nolibs -qn 'BEGIN { printf("%d\n", curpsinfo->pr_pid == pid); exit(0); }'
exit 1
