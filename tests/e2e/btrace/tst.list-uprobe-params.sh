# -lv uprobe:PATH:* lists every function of the file (crt's of size 0
# too) with its parameters as DWARF types them, in bpftrace's words
# (long int, char**, const char*, struct point*); checked against
# bpftrace 0.17.
$BTRACE -lv "uprobe:$PROGS/ufuncs:*" | sed "s#$PROGS#PROGS#"
$BTRACE -l "uprobe:$PROGS/ufuncs:a*,uprobe:$PROGS/ufuncs:m*" | sed "s#$PROGS#PROGS#"
