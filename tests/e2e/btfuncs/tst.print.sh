# print(value): a value and a newline (integers, strings, built-ins, what
# the consumer puts in words); print(@m[, top[, div]]) a map as at exit:
# its top entries (the largest, still in ascending order), values divided
# by div (integer division), of aggregations (a hist's counts divided)
# and of maps that are variables alike.  An indexed map is refused.
# Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { print(123); print(-45); print("text");
	    print(probe); print((uint8)300);
	    @a[1] = count(); @a[2] = count(); @a[2] = count();
	    @a[3] = count(); @a[3] = count(); @a[3] = count();
	    @s = sum(7); @avg[1] = avg(10); @avg[2] = avg(21);
	    @v[1] = 10; @v[2] = 20; @v[3] = 35; @x = 5;
	    @h = hist(5); @h = hist(100); @h = hist(100);
	    print(@a); print(@a, 2); print(@a, 0, 2); print(@a, 1, 2);
	    print(@s, 0, 2); print(@avg, 1, 2); print(@v); print(@v, 2);
	    print(@v, 2, 10); print(@x); print(@x, 1, 3); print(@h, 1, 2);
	    exit(); }'
done
$BTRACE -e 'BEGIN { @m[1] = 1; print(@m[1]); exit(); }'
echo "status $?"
