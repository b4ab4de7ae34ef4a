# The config block (bpftrace 0.18 and later, docs/language.md "Config
# Block"): its variables in any of their spellings, the environment
# variable winning over the script; each run's expected output is what
# bpftrace 0.17 prints with the same setting made by its environment
# variable (BPFTRACE_MAP_KEYS_MAX=2, and 5); print_maps_on_exit = false
# prints no map at the end (the documentation's "Map Printing").  Then the
# errors (their words ours: bpftrace 0.17 has no config block): a
# variable bpftrace does
# not have, a bad value, a config block after a probe.
prog='BEGIN { @a[1] = 1; @a[2] = 2; @a[3] = 3; exit(); }'
$BTRACE -e "config = { max_map_keys = 2 } $prog"
echo "status $?"
$BTRACE -e "config={BPFTRACE_MAX_MAP_KEYS=2;} $prog"
echo "status $?"
BPFTRACE_MAP_KEYS_MAX=5 $BTRACE -e "config = { MAX_MAP_KEYS = 2; } $prog"
echo "status $?"
$BTRACE -e "config = { print_maps_on_exit = false; stack_mode = perf } $prog"
echo "status $?"
$BTRACE -e 'config = { no_such_thing = 1 } BEGIN { exit(); }' 2>&1
echo "status $?"
$BTRACE -e 'config = { perf_rb_pages = 3 } BEGIN { exit(); }' 2>&1
echo "status $?"
$BTRACE -e 'BEGIN { exit(); } config = { max_map_keys = 1 }' 2>&1
echo "status $?"
