# -x oformat=openmetrics: the aggregations as an OpenMetrics exposition
# (one family an aggregation, keys as labels key0, key1 ..., scalars as
# gauges, histograms with cumulative buckets up to +Inf, "# EOF" at the
# end), as om.expected spells it out; promtool (Prometheus's linter) and
# the OpenMetrics parser of prometheus_client accept it; what printf()
# prints goes to stderr.
if ! command -v promtool >/dev/null ||
    ! /usr/bin/python3 -c 'import prometheus_client' 2>/dev/null; then
	echo "promtool or python3-prometheus-client missing (scripts/deps.sh)" >&2
	exit 77
fi
out=/tmp/om.$$
trap 'rm -f $out' EXIT
$DTRACE -x oformat=openmetrics -qs om.d >$out
diff om.expected $out && echo "as expected"
promtool check metrics <$out && echo "promtool: ok"
/usr/bin/python3 -c '
import sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families
print(len(list(text_string_to_metric_families(sys.stdin.read()))), "families")' <$out
