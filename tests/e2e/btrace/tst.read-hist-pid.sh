# A hist() of read sizes for one process: retval at read's return, the
# process named by its pid ($1) as the article does.
$PROGS/readloop 1000000000 >/dev/null &
sleep 0.3
$BTRACE -e 'syscall:read:return /pid == $1/ { @bytes = hist(retval); }
    i:ms:500 { exit(); }' $! | sed 's/^\[1\] *[0-9]* /[1] N /'
kill $! 2>/dev/null; wait 2>/dev/null
