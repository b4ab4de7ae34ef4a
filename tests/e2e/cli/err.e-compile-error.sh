# -e still compiles: a compile error is reported, exit status 1.
$DTRACE -e -n 'BEGIN { x = ; }'
