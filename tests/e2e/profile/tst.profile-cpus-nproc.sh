# profile-997 fires on every CPU: with every CPU kept busy for a while,
# the number of distinct cpu values equals nproc.
pids=
for i in $(seq 1 "$(nproc)"); do
	"$PROGS/spin" 2000 &
	pids="$pids $!"
done
trap 'kill $pids 2>/dev/null' EXIT
n=$($DTRACE -qn 'profile-997 { @[cpu] = count(); } tick-500ms { exit(0); }' | awk 'NF == 2' | wc -l)
echo "distinct cpus == nproc: $([ "$n" -eq "$(nproc)" ] && echo yes || echo "no ($n of $(nproc))")"
