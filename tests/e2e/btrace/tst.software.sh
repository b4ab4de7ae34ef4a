# software:EVENT:COUNT probes fire every COUNT events: page faults of the
# command run with -c (exact counts vary: shown as whether any was seen),
# also by the event's alias with its default count.
$BTRACE -e 'software:page-faults:1 /pid == cpid/ { @faults++; }
    software:faults: /pid == cpid/ { @alias++; }
    END { printf("%s\n", @faults > 0 ? "faulted" : "none");
        delete(@faults); delete(@alias); }' \
    -c "$PROGS/readloop 10"
