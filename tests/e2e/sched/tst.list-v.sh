# -l lists the sched provider's probes (not enqueue, dequeue, tick: the
# kernel has no tracepoints for them); -lv their argument types (IDs vary
# with the kernel: left out).
$DTRACE -l -n 'sched:::' | sed 's/^ *[0-9][0-9]* //'
$DTRACE -lv -n sched:::off-cpu -n sched:::on-cpu -n sched:::wakeup \
    -n sched:::change-pri -n sched:::surrender | sed 's/^ *[0-9][0-9]* //'
