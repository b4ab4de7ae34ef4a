# -x core: dtrace dumps core when it exits (abort(): killed by SIGABRT),
# after saying so on stderr, as DTrace's debugging option does.
ulimit -c 0
( $DTRACE -x core -qn 'BEGIN { exit(0); }'; echo "status $?" ) 2>&1 | grep -v Aborted
