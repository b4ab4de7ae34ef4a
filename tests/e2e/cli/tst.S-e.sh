# -S with -e: the program is compiled (and its code shown) but not run.
n=$($DTRACE -S -e -n 'BEGIN { printf("not run\n"); }' 2>&1 | grep -c '^ *[0-9][0-9]*: ')
echo "instructions shown: $([ "$n" -gt 0 ] && echo yes || echo no)"
