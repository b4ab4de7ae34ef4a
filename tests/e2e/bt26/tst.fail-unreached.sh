# fail() (later bpftrace; docs/stdlib.md "fail": "halts compilation if
# it is visited"): the docs' example, its positional parameter given 5,
# never takes the branch with fail(), so the program compiles and runs;
# a branch a literal condition never takes is not visited either.
# Expected output written by hand from that document.
"$BTRACE" -e 'BEGIN { if ($1 < 2) { fail("Expected the first positional param to be greater than 1. Got %d", $1); } printf("got %d\n", $1); exit(); }' 5
echo "status $?"
"$BTRACE" -e 'BEGIN { if (0) { fail("never"); } else { printf("else\n"); } if (1 == 1) { printf("then\n"); } else { fail("no"); } exit(); }'
echo "status $?"
