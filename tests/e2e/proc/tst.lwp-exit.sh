# proc:::lwp-exit fires in each thread that exits while others remain;
# the last thread to go fires proc:::exit instead.  Normally the main
# thread is last; with "mainfirst" the main thread leaves first, so it is
# the one that fires lwp-exit and a created thread fires exit.
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-exit /pid == $target/ { n++; ok += lwp[tid] && tid != pid; }
proc:::exit /pid == $target/ { x++; xok += tid == pid; }
END { printf("lwp-exit %d created %d; exit %d main %d\n", n, ok, x, xok); }' \
    -c "$PROGS/threads 5 20"
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-exit /pid == $target/ { n++; ok += tid == pid; }
proc:::exit /pid == $target/ { x++; xok += lwp[tid] && tid != pid; }
END { printf("mainfirst: lwp-exit %d main %d; exit %d created %d\n", n, ok, x, xok); }' \
    -c "$PROGS/threads 1 0 mainfirst"
