# cat(fmt, ...): prints the file the format names, as it is (at most
# 10 KiB); a file that cannot be opened is an error message on stderr
# (and in JSON an empty "cat" message).  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { cat("cat.txt"); cat("cat%d.txt", 2);
	    printf("|\n"); cat("missing.txt"); cat("%s.txt", "cat"); exit(); }'
done
