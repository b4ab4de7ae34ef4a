# $$0 is the script's name as given to -s; with -n it is dtrace's own argv[0].
cd "$TESTDIR" || exit 1
f=tmp.dollar0.$$.d
trap 'rm -f "$f"' EXIT
printf 'BEGIN { printf("[%%s]\\n", $$0); exit(0); }\n' >"$f"
$DTRACE -qs "$f" | sed "s/$f/SCRIPT/"
$DTRACE -qn 'BEGIN { printf("[%s]\n", $$0); exit(0); }' | sed "s|$DTRACE|DTRACE|"
