# -i ID enables the probe of that id (1 is dtrace:::BEGIN) with the
# default action; a number in any probe description is an id.  An id no
# probe has, one too large, or a number given to -P, -m or -f is an error.
$DTRACE -i 1 -n 'BEGIN { exit(0); }' 2>&1 | sed 's/^ *[0-9][0-9]* /CPU /'
echo "status ${PIPESTATUS[0]}"
$DTRACE -qn '1 { printf("BEGIN by its id\n"); exit(0); }'
echo "status $?"
$DTRACE -i 999999 2>&1
echo "status $?"
$DTRACE -i 4294967296 2>&1
echo "status $?"
$DTRACE -P 5 2>&1
echo "status $?"
