# btrace itself, in bpftrace's text and JSON: the "Attaching" line, stats()
# and the maps at exit, as bpftrace prints them for the same programs:
#	bpftrace [-f json] -e 'BEGIN { @s["a"] = stats(4); @s["a"] = stats(8);
#	    @s["b"] = stats(1); @h = hist(5); @x = 1; exit(); }'
for f in text json; do
	$B/btrace -f $f -e 'BEGIN { @s["a"] = stats(4); @s["a"] = stats(8);
	    @s["b"] = stats(1); @h = hist(5); @x = 1; exit(); }'
done
