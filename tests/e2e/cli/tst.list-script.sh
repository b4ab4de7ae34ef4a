# -l -s lists the probes each clause of the script matches, clause by
# clause: a probe two clauses name is listed twice, as DTrace lists it.
# (The ID column is left out: it depends on the system.)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/list.d" <<'D'
syscall::read:entry, syscall::write:entry { }
syscall::read:entry /pid == 1/ { }
BEGIN { }
D
$DTRACE -l -s "$tmp/list.d" | awk '{ $1 = ""; print }'
echo "status $?"
