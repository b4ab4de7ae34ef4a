# profile-N fires on every CPU (kept busy: timers of an idle virtual CPU
# can fire late).
pids=
for i in $(seq 1 "$(nproc)"); do
	"$PROGS/spin" 3000 &
	pids="$pids $!"
done
n=$($DTRACE -qn 'profile-997 { @[cpu] = count(); } tick-1s { exit(0); }' |
    awk 'NF == 2' | wc -l)
kill $pids 2>/dev/null
wait 2>/dev/null
echo "cpus seen: $([ "$n" -eq "$(nproc)" ] && echo all || echo "$n of $(nproc)")"
