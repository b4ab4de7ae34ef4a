# time([fmt]): the consumer's clock when it prints, by strftime(3)
# (default "%H:%M:%S\n"); strftime(fmt, ns) of a time since boot, in
# printf, print(), a map key and a map value, %f its microseconds; in
# JSON time() is a "time" message and a strftime() value is bare.  The
# digits are masked.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { time(); time("%Y-%m-%d\n"); time("at %H|");
	    printf("[%s] [%s]\n", strftime("%Y-%m-%d %H:%M:%S", nsecs),
	    strftime("%H:%M:%S.%f", nsecs));
	    print(strftime("%Y", nsecs));
	    @k[strftime("%m", nsecs)] = count();
	    @v = strftime("%d", nsecs);
	    exit(); }'
done
