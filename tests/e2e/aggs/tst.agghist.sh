# -x agghist: count() and sum() values drawn as bars against their
# aggregation's total, under a "key ... Distribution ... count" header;
# with -x aggzoom the largest fills the bar.  Other aggregations print
# as usual.
$DTRACE -x agghist -qs agg-shapes.d
$DTRACE -x agghist -x aggzoom -qn 'BEGIN { @[1] = sum(-3); @[2] = sum(6); @[3] = sum(0); exit(0); }'
