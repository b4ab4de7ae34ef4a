# The executable's functions are in module a.out, which answers to the
# executable's file name too (exactly or by a glob), as in illumos.
dir=$(mktemp -d)
cp "$PROGS/stacks" "$dir/work"
for m in a.out work 'wo*'; do
	$DTRACE -qn "pid\$target:$m:inner:entry { printf(\"$m %s\n\", probemod);
	    exit(0); }" -c "$dir/work getppid 3"
done
$DTRACE -qn 'pid$target:nowork:inner:entry { exit(0); }' -c "$dir/work getppid 3" 2>&1 |
    sed 's/pid[0-9]*:/pidPID:/'
echo "status ${PIPESTATUS[0]}"
rm -rf "$dir"
