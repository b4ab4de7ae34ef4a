# pid0:MODULE:function:name probes a program (found in $PATH) or a
# library in every process that runs it: two readloops started by a
# script, each seen at main's entry with its own argc.
export PATH="$PROGS:$PATH"
s=$(mktemp)
printf '#!/bin/sh\nreadloop 1\nreadloop 2 3\n' >"$s"
chmod +x "$s"
$DTRACE -qn 'pid0:readloop:main:entry { @[execname, arg0] = count(); }
END { printa("%s argc %d: %@d\n", @); }' -c "$s"
$DTRACE -l -n 'pid0:readloop:main:entry' | awk 'NR > 1 { print $2, $3, $4, $5 }'
rm -f "$s"
