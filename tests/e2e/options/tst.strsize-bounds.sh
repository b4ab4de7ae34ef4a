# strsize: DTrace's least is 2 (below it, "Invalid value for specified
# option"); a string then holds 2 characters, its record those and the
# NUL (as -x rawbytes shows), and strsize characters fit whole.
$DTRACE -x strsize=1 -qn 'BEGIN { exit(0); }' 2>&1
echo "status $?"
$DTRACE -x strsize=0 -qn 'BEGIN { exit(0); }' 2>&1
echo "status $?"
$DTRACE -x strsize=2 -qn 'BEGIN { printf("[%s]\n", "abc"); exit(0); }'
echo "status $?"
$DTRACE -x strsize=4 -x rawbytes -qn 'BEGIN { self->s = "abcd"; trace(self->s); trace("xy"); exit(0); }'
echo "status $?"
