# usdt:FILE::NAME: an empty provider is any provider, as usdt:FILE:NAME;
# with -p, usdt::NAME and usdt:::NAME are the process's probes, and a
# name it does not have leaves nothing to attach (not an error).
. "$TESTDIR/../lib.sh"
"$BTRACE" -e "usdt:$PROGS/usdt::work { printf(\"work\\n\"); exit(); }" -c "$PROGS/usdt -q 1"
"$PROGS/usdt" -q 1000000 100 >/dev/null &
target=$!
wait_libc "$target"
"$BTRACE" -p "$target" -e 'usdt::work { printf("work\n"); exit(); }'
"$BTRACE" -p "$target" -e 'usdt:::work { printf("work\n"); exit(); }'
"$BTRACE" -p "$target" -e 'usdt::nosuch { exit(); }'
"$BTRACE" -p "$target" -e 'usdt:::nosuch { exit(); }'
"$BTRACE" -p "$target" -e "usdt:$PROGS/usdt:nosuch { exit(); }"
kill "$target"
