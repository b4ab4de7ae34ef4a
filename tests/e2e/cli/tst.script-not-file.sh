# A script that is not a regular file (a device that reads forever, a
# directory) or is larger than 16 MiB is refused with the file's name
# and the reason, by both commands; a script from a pipe is still read,
# up to the same bound.
big=$(mktemp)
trap 'rm -f "$big"' EXIT
truncate -s 17M "$big"
for f in /dev/zero /tmp; do
	timeout 10 $DTRACE -s $f
	echo "dtrace $f: $?"
	timeout 10 $BTRACE $f
	echo "btrace $f: $?"
done
timeout 10 $DTRACE -s "$big" 2>&1 | sed "s|$big|BIG|"
echo "dtrace big: ${PIPESTATUS[0]}"
timeout 10 $BTRACE "$big" 2>&1 | sed "s|$big|BIG|"
echo "btrace big: ${PIPESTATUS[0]}"
head -c 17000000 /dev/zero | tr '\0' ' ' | timeout 10 $DTRACE -s /dev/stdin
echo "dtrace pipe big: $?"
head -c 17000000 /dev/zero | tr '\0' ' ' | timeout 10 $BTRACE -
echo "btrace pipe big: $?"
echo 'BEGIN { trace("piped"); exit(0); }' | $DTRACE -qs /dev/stdin
echo "dtrace pipe: $?"
