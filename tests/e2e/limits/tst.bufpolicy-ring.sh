# bufpolicy=ring: only the latest bufsize bytes of records are kept, and
# shown when tracing ends (exit(), Ctrl-C), END's after them.
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
$DTRACE -qs /dev/stdin >"$out" <<'D'
#pragma D option bufpolicy=ring
#pragma D option bufsize=4k
int i;
tick-1ms { printf("%d\n", i++); }
tick-1ms /i == 2000/ { exit(0); }
END { printf("end %d\n", i); }
D
echo "status $?"
echo "lines: $(wc -l <"$out")"
echo "first: $(head -n 1 "$out")"
tail -n 3 "$out"
