# The place of an error about a probe that is not the first starts right
# after the token before it: the previous clause's '}' (a span of lines
# when that is on an earlier line) or a list's ','.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN { exit(); } tracepoint:nosuch:x { }'
printf 'BEGIN\n{\n}\n\n// a comment\ntracepoint:nosuch:x\n{\n}\n' > "$T/a.bt"
"$BTRACE" "$T/a.bt" 2>&1 | sed "s#$T/##"
"$BTRACE" -e 'uprobe:nosuchprog:f,uprobe:otherprog:g { }'
