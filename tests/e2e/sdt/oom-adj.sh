# oom-adj.sh -- run by tst.short-field.sh: the shell sets its own
# oom_score_adj to a negative, then a positive value, then starts a child
# that inherits it.
echo -500 >/proc/self/oom_score_adj
echo 700 >/proc/self/oom_score_adj
/bin/true
exit 0
