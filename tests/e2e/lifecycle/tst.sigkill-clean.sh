# dtrace killed with SIGKILL leaves no BPF program behind: the ones it
# loaded (found through its file descriptors) are gone once it is.
$DTRACE -qn 'syscall::getppid:entry { @ = count(); } tick-1s { }' >/dev/null 2>&1 &
d=$!
ids=
for i in $(seq 1 50); do
	ids=$(cat /proc/$d/fdinfo/* 2>/dev/null | sed -n 's/^prog_id:[[:space:]]*//p' | sort -u)
	[ -n "$ids" ] && break
	sleep 0.1
done
echo "loaded while running: $([ -n "$ids" ] && echo yes || echo no)"
# (the shell's own "Killed" notice, which it may print when it reaps the
# job before the wait, is not the test's output)
exec 3>&2 2>/dev/null
kill -KILL $d
wait $d
exec 2>&3 3>&-
left=0
for i in $(seq 1 50); do
	left=0
	for id in $ids; do
		bpftool prog show id "$id" >/dev/null 2>&1 && left=$((left + 1))
	done
	[ $left = 0 ] && break
	sleep 0.1
done
echo "left after SIGKILL: $left"
