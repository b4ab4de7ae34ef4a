# lockstat -I: the CPUs sampled 97 times a second while "sleep 1" runs;
# with -s 2 each line (at most one: -D 1) has the histogram of its times
# (each sample counts 1/97 s, 10309278 ns, in the bucket of 2^24) beside
# its stack; the lock column is the CPU.  Its share varies: lines are by
# CPU and interrupted function.
LOCKSTAT=$(dirname "$DTRACE")/lockstat
$LOCKSTAT -I -i 97 -s 2 -D 1 sleep 1 | awk -f lockstat-check.awk |
    sed -E 's/^ROWS .*/ROWS/'
