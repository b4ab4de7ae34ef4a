# -x httpport: a number that is not a TCP port, and a port already taken,
# are refused when tracing is enabled, with the reason.
$DTRACE -x httpport=70000 -qn 'BEGIN { exit(0); }'
echo "status $?"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
ready=/tmp/httpport.$$
python3 -c 'import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open(sys.argv[2], "w").write("listening\n"); time.sleep(60)' $port $ready &
holder=$!
trap 'kill $holder 2>/dev/null; rm -f $ready' EXIT
for i in $(seq 1 100); do
	[ -s $ready ] && break
	sleep 0.1
done
$DTRACE -x httpport=$port -qn 'BEGIN { exit(0); }' 2>&1 | sed "s/ $port: / PORT: /"
echo "status ${PIPESTATUS[0]}"
exit 1
