# -x quietresize: a buffer lowered when tracing starts (past the bound of
# a quarter of the memory, at most 1g) is lowered without dtrace's notice;
# without it, the notice is there.
$DTRACE -x bufsize=100g -qn 'BEGIN { exit(0); }'
$DTRACE -x quietresize -x bufsize=100g -qn 'BEGIN { exit(0); }'
echo "status $?"
