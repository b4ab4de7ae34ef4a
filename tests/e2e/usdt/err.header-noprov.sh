# dtrace -h of a script that defines no provider
d=$(mktemp -d)
echo 'BEGIN { exit(0); }' >"$d/none.d"
cd "$d" && $DTRACE -h -s none.d
rc=$?
ls
cd / && rm -rf "$d"
exit $rc
