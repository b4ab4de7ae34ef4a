# A target killed by a signal: dtrace names the signal, exits 0.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
printf '#!/bin/sh\nkill -KILL $$\n' >"$f"
chmod +x "$f"
$DTRACE -n 'BEGIN { }' -c "$f" 2>&1 >/dev/null | sed 's/pid [0-9][0-9]*/pid N/'
echo "status ${PIPESTATUS[0]}"
