# options that are not implemented yet are refused with a clear message
# naming the option, status 1, and nothing runs.
for o in "-A" "-32"; do
	$DTRACE $o -n 'BEGIN { printf("ran\n"); exit(0); }'
	echo "$o: status $?"
done
exit 1
