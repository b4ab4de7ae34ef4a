# oom-adj.sh -- run by tst.short-field.sh: the shell raises its own
# oom_score_adj to 300, then 700 (lowering it needs CAP_SYS_RESOURCE),
# then starts a child, which inherits 700.
echo 300 >/proc/self/oom_score_adj
echo 700 >/proc/self/oom_score_adj
/bin/true
exit 0
