# -l -n with a glob in the function and an empty name lists every match.
$DTRACE -l -n 'syscall::getp?id:' | awk 'NR == 1 { print; next } { print $2, $3, $4, $5 }' | sort
