# -V prints the version and exits 0 without compiling or running anything.
$DTRACE -V -n 'BEGIN { printf("not run\n"); }'
echo "status $?"
