# tcpconnect.d: a line a connection established; tcpconn's connection to
# 127.0.0.1:47821 is one (its refused one to 47822 is not).
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/tcpconnect.d" -c "$PROGS/tcpconn 47821 47822")
echo "$out" | head -n 1
echo "$out" | sed 1d | rows '^[0-9]+ +[^ ].{15} [^ ]+ +[0-9]+ [^ ]+ +[0-9]+$'
echo "$out" | awk '$2 == "tcpconn" { print $2, $3, $5, $6 }'
