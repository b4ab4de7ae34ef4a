# execsnoop.bt: a line an execve, with the caller and the new arguments;
# execer's exec of "/bin/true a b" is one.
. "$TESTDIR/lib.sh"
out=$($BTRACE "$TOOLS/execsnoop.bt" -c "$PROGS/execer /bin/true -- a b")
echo "$out" | sed -n '1,2p'
echo "$out" | sed '1,2d' | rows '^[0-9]+ +[^ ].{15} '
echo "$out" | awk '$2 == "execer" && $3 == "/bin/true" { print $2, $3, $4, $5 }'
