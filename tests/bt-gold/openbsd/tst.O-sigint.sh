# -O openbsd with Ctrl-C: OpenBSD's btrace ends the line when it is
# interrupted (btrace.c prints a newline when its read is interrupted),
# then runs END, then prints its maps with no blank line before them; a
# map without keys that is a plain value (@n) is not printed.
# @@handwritten: bpftrace 0.17 has no -O; the output is that of OpenBSD's btrace as its btrace.c and map.c describe it
. "$TESTDIR/../lib.sh"
start_tracer -O openbsd -e '
BEGIN { printf("ready\n"); @n = 3; @c["x"] = count(); @c["y"] = count(); @c["y"] = count(); }
END { printf("end\n"); }'
stop_tracer
echo "status $STATUS"
