# strftime(FORMAT, NSECS) formats a boot-relative timestamp as wall-clock
# time, with the %f (microseconds) extension; it is printed with %s.
# Digits are masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN {
	printf("%s\n", strftime("%Y-%m-%d %H:%M:%S", nsecs));
	printf("[%s]\n", strftime("%H:%M:%S.%f", nsecs));
	printf("%s\n", strftime("year %Y", nsecs));
	exit();
}' | sed 's/[0-9]/N/g'
