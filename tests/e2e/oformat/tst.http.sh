# -x httpport=PORT: GET /metrics on 127.0.0.1:PORT answers, while dtrace
# runs, with every aggregation as it is at that moment (OpenMetrics, as
# -x oformat=openmetrics prints them); promtool accepts the body; other
# paths are 404, other methods 405; HEAD has the headers only.
if ! command -v promtool >/dev/null || ! command -v curl >/dev/null; then
	echo "promtool or curl missing (scripts/deps.sh)" >&2
	exit 77
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
out=/tmp/http.$$
$DTRACE -x httpport=$port -qn 'BEGIN { @lat = quantize(5); }
    syscall::getppid:entry /execname == "getppidloop"/ { @calls[probefunc] = count(); }' \
    >/dev/null 2>$out.err &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -f $out $out.err' EXIT
# the server is up once the probes are: ask until it answers
for i in $(seq 1 300); do
	curl -sf "http://127.0.0.1:$port/metrics" >$out && break
	sleep 0.1
done
echo "before:"
cat $out
"$PROGS/getppidloop" 5
curl -sf "http://127.0.0.1:$port/metrics" >$out
echo "after 5 getppid():"
cat $out
promtool check metrics <$out && echo "promtool: ok"
curl -s -o /dev/null -w '%{http_code} %{content_type}\n' "http://127.0.0.1:$port/metrics"
curl -s -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$port/"
curl -s -o /dev/null -w '%{http_code}\n' -X POST "http://127.0.0.1:$port/metrics"
curl -s -I "http://127.0.0.1:$port/metrics" | tr -d '\r' | grep -c '^Content-Length: [1-9]'
cat $out.err
