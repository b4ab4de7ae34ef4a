# USDT in every process: provider0:MODULE::name probes a program (found in
# $PATH) or library wherever it runs, its semaphores set in each process
# while traced: two runs of the usdt program started by a script.
export PATH="$PROGS:$PATH"
s=$(mktemp)
printf '#!/bin/sh\nusdt 2 1\nusdt 1 1\n' >"$s"
chmod +x "$s"
$DTRACE -qn 'myprov0:usdt::work { @[probemod, args[0]] = count(); }
END { printa("%s %d: %@d\n", @); }' -c "$s"
rm -f "$s"
