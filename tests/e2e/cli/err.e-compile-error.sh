# -e still compiles: a compile error is reported, exit status 1.
$DTRACE -x errtags -e -n 'BEGIN { x = ; }'
