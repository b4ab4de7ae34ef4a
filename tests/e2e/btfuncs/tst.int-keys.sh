# A 64-bit integer map key prints signed, as bpftrace prints it (kaddr()
# is one), of aggregations and of maps that are variables; smaller ones
# by their type.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { @a[(uint64)-1] = count();
	    @b[(uint32)-1] = count(); @c[(uint16)-1, (int8)-1] = count();
	    @v[(uint64)-2] = 1; @w = (uint64)-1; exit(); }'
done
