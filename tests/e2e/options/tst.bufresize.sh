# bufresize: with auto (the default) a buffer the library cannot give as
# asked is lowered, with DTrace's notice; with manual it is an error.
# (The bound is a quarter of the memory, at most 1 GiB.)
mem=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
if [ "$mem" -lt 4194304 ]; then
	echo "fewer than 4 GiB of memory: the bound is not 1g" >&2
	exit 77
fi
$DTRACE -x bufsize=64g -qn 'BEGIN { printf("ran\n"); exit(0); }'
echo "auto: $?"
$DTRACE -x bufresize=manual -x bufsize=64g -qn 'BEGIN { printf("ran\n"); exit(0); }'
echo "manual: $?"
$DTRACE -x bufresize=manual -x bufsize=1m -qn 'BEGIN { printf("ran\n"); exit(0); }'
echo "manual, 1m: $?"
