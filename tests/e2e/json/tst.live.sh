# Each JSON line is written out as soon as its record is read (at each
# switchrate), not when the run ends: a reader through a pipe gets the
# first two lines of a run that never ends by itself, and dtrace ends
# (without a message) when the reader closes the pipe.
timeout 30 $DTRACE -x oformat=json -qn 'tick-20ms { trace(n++); }' |
    head -n 2 | jq -c '.output'
if [ "${PIPESTATUS[0]}" = 124 ]; then echo "timed out"; fi
