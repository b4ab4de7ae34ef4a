# several -n options make one program; the description line names each.
$DTRACE -n 'BEGIN { printf("one\n"); }' -n 'BEGIN { printf("two\n"); exit(0); }' 2>&1 |
    sed 's/^ *[0-9]* *1 *:BEGIN/  C      1                           :BEGIN/'
