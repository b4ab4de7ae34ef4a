# -x defaultargs: missing macro arguments are 0 (or "" as strings).
$DTRACE -x defaultargs -qn 'BEGIN { printf("%d [%s]\n", $1, $$2); exit(0); }'
$DTRACE -qn 'BEGIN { printf("%d\n", $1); exit(0); }'
exit 0
