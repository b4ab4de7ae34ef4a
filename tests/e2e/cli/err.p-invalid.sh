# -p with something that is not a pid.
$DTRACE -p 12abc -n 'BEGIN { exit(0); }'
