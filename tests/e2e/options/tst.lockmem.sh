# lockmem sets the locked-memory limit (RLIMIT_MEMLOCK) before the maps are
# made: the soft limit dtrace then runs with, as /proc shows it.  By
# default it is unlimited, as in Oracle's DTrace; without CAP_SYS_RESOURCE
# a limit above the hard one stops at the hard one.
soft() {
	$DTRACE -w "$@" -qn 'BEGIN {
	    system("awk \"/Max locked memory/ { print \\$4 }\" /proc/%d/limits",
	    pid); exit(0); }' | grep .
}
soft -x lockmem=4m
soft -x lockmem=2m
hard=$(ulimit -Hl)
[ "$hard" = unlimited ] || hard=$((hard * 1024))
[ "$(soft)" = "$hard" ] && echo "default: the hard limit"
[ "$(soft -x lockmem=unlimited)" = "$hard" ] && echo "unlimited: the hard limit"
