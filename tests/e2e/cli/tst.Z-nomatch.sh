# -Z lets a description match nothing; without it that is an error.
$DTRACE -Z -qn 'nosuch:::probe { } BEGIN { printf("ran\n"); exit(0); }'
echo "status $?"
$DTRACE -qn 'nosuch:::probe { } BEGIN { exit(0); }'
echo "status $?"
