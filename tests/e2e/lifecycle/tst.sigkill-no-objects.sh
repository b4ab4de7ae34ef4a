# dtrace killed with SIGKILL leaves none of its BPF programs, links or maps
# (all named dt_...) behind.
$DTRACE -qn 'syscall::getppid:entry { @ = count(); } profile-97 { } tick-1s { }' >/dev/null 2>&1 &
d=$!
trap 'kill -KILL $d 2>/dev/null' EXIT
ids() { cat /proc/$d/fdinfo/* 2>/dev/null | sed -n "s/^$1:[[:space:]]*//p" | sort -u; }
for i in $(seq 1 100); do
	progs=$(ids prog_id) links=$(ids link_id) maps=$(ids map_id)
	[ -n "$progs" ] && [ -n "$links" ] && [ -n "$maps" ] && break
	sleep 0.05
done
names=$(for p in $progs; do bpftool prog show id "$p" 2>/dev/null; done | awk '$3 == "name" { print $4 }')
echo "programs named dt_*: $(echo "$names" | grep -vc '^dt_' | sed 's/^0$/all/')"
echo "links and maps while running: $([ -n "$links" ] && [ -n "$maps" ] && echo yes || echo no)"
# the shell may report the killed job whenever it reaps it
exec 2>/dev/null
# (the shell's own "Killed" notice, which it may print when it reaps the
# job before the wait, is not the test's output)
exec 3>&2 2>/dev/null
kill -KILL $d
wait $d
exec 2>&3 3>&-
left=
for i in $(seq 1 100); do
	left=
	for p in $progs; do bpftool prog show id "$p" >/dev/null 2>&1 && left="$left prog"; done
	for l in $links; do bpftool link show id "$l" >/dev/null 2>&1 && left="$left link"; done
	for m in $maps; do bpftool map show id "$m" >/dev/null 2>&1 && left="$left map"; done
	[ -z "$left" ] && break
	sleep 0.05
done
echo "left after SIGKILL:${left:- none}"
