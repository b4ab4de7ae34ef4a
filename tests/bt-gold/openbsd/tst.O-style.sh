# -O takes openbsd or bpftrace (the default); another word, or -O openbsd
# with -f json (OpenBSD's btrace prints text only), is an error with the
# valid words, status 1, before anything runs.
# @@handwritten: bpftrace 0.17 has no -O; the words are btrace's own
. "$TESTDIR/../lib.sh"
"$BTRACE" -O netbsd -e 'BEGIN { printf("not run\n"); exit(); }'
echo "status $?"
"$BTRACE" -O openbsd -f json -e 'BEGIN { printf("not run\n"); exit(); }'
echo "status $?"
"$BTRACE" -O bpftrace -e 'BEGIN { @m[1] = 2; @m[2] = 1; exit(); }'
echo "status $?"
