# A function with aliases (issue 21): a description matching several
# names of the same code probes it once, under the name illumos's libproc
# prefers (fewer leading underscores, then global over weak over local,
# then the shorter name, then lexical order); an alias named alone has
# its own probe.  -l lists what the description matches.
p=$PROGS/aliases
for f in '*' '*w*k' '_*work' wrk __work; do
	echo "== $f"
	$DTRACE -qn "pid\$target:a.out:$f:entry { @[probefunc] = count(); }
	    pid\$target:a.out:$f:return { @r[probefunc] = count(); }" \
	    -c "$p 3" | grep -v '^$' | grep -v '^6$' | grep -E 'w|rk'
done
echo "== -l"
$DTRACE -ln 'pid$target:a.out:*w*k:' -c "$p 3" 2>&1 |
    awk 'NR > 1 { print $3, $4, $5 }'
$DTRACE -ln 'pid$target:a.out:__work:entry' -c "$p 3" 2>&1 |
    awk 'NR > 1 { print $3, $4, $5 }'
echo "== libc's nanosleep"
$DTRACE -qn 'pid$target:libc.so.6:*nanosleep:entry { @[probefunc] = count(); }' \
    -c 'sleep 0.1' | grep -v '^$'
