# version=V: a D version DTrace defines (1.0 ... 1.13).  DTrace's three
# refusals: a malformed one (not digits and at most two dots, or a part
# too large), one it does not define, and one above a version set before
# (a version only ever lowers the one in force).  dtrace -V is unchanged.
for v in 1.0 1.1 1.2 1.2.1 1.2.2 1.3 1.4 1.4.1 1.5 1.6 1.6.1 1.6.2 1.6.3 \
    1.7 1.7.1 1.8 1.8.1 1.9 1.9.1 1.10 1.11 1.12 1.12.1 1.13; do
	$DTRACE -x version=$v -e -n 'BEGIN { exit(0); }' || echo "$v refused"
done
for v in abc 1.2.3.4 1..2.3 256.0 1.4096 1.14 2.0 1.13.1 0 ""; do
	$DTRACE -x "version=$v" -e -n 'BEGIN { exit(0); }'
	echo "$v: $?"
done
$DTRACE -x version=1.5 -x version=1.13 -e -n 'BEGIN { exit(0); }'
echo "1.5 then 1.13: $?"
$DTRACE -x version=1.5 -x version=1.2 -e -n 'BEGIN { exit(0); }'
echo "1.5 then 1.2: $?"
$DTRACE -x version=1.5 -x version=1.5 -e -n 'BEGIN { exit(0); }'
echo "1.5 then 1.5: $?"
$DTRACE -x version=1.5 -V
exit 1
