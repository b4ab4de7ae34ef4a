# every clause of a tick probe runs at each firing, in program order: the
# third clause sees both counters already at 5.
$DTRACE -qn 'tick-10ms { a++; } tick-10ms { b++; } tick-10ms /a == 5/ { printf("%d %d\n", a, b); exit(0); }'
