# clear(@m) empties a map, zero(@m) sets every value to 0 and keeps the
# keys, of aggregations and of maps that are variables alike (an empty
# map prints as a blank line); delete(@m[k]) removes one element of
# either.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { @a[1] = count(); @a[1] = count();
	    @b[1] = sum(5); @b[2] = sum(6); @c = count();
	    @v[1] = 10; @w[1] = 1; @w[2] = 2; @x = 5; @y = 6;
	    @d[1] = count(); @d[2] = count(); @d[2] = count();
	    @e[1] = 1; @e[2] = 2;
	    zero(@a); clear(@b); zero(@c); zero(@v); clear(@w);
	    zero(@x); clear(@y); delete(@d[1]); delete(@e[2]);
	    print(@a); print(@b); print(@c); print(@v); print(@w);
	    print(@x); print(@y); print(@d); print(@e);
	    exit(); }'
done
