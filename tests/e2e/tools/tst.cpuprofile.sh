# cpuprofile.d: folded stacks on stdout (what flamegraph.pl reads), its
# banner on stderr; stacks spinning in inner is sampled there, its stack
# from main down.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/cpuprofile.d" -c "$PROGS/stacks spin 500")
echo "$out" | rows '^[^ ]+ [0-9]+$'
echo "$out" | grep -q '^stacks;.*stacks`main;stacks`outer;stacks`middle;stacks`inner[; ]' &&
    echo "stacks: main;outer;middle;inner sampled"
