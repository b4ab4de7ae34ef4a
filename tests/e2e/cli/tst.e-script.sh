# -e with a script: no "matched" line, no output, status 0, even for
# probes that would fire at once.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
printf 'BEGIN { printf("begin\\n"); exit(3); }\ntick-1ms { trace(1); }\n' >"$f"
$DTRACE -e -s "$f" 2>&1
echo "status $?"
