# time() prints the current local time with a strftime(3) format, "%H:%M:%S\n"
# by default, without adding a newline otherwise; digits are masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN { time(); time("%Y-%m-%d %H:%M:%S\n"); time("[%H]"); printf("\n"); exit(); }' |
    sed 's/[0-9]/N/g'
