# USDT: -l and -lv list a program's probes with their argument types, by
# each argument's size and signedness
$DTRACE -lv -n 'myprov$target:::' -c "$PROGS/usdt" |
    sed 's/^ *[0-9]* *myprov[0-9]* /myprovPID /' |
    grep -E 'myprovPID|args\['
