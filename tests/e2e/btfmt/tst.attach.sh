# Without -q, bpftrace's first line says how many probes it attaches
# ("Attaching 2 probes...", or {"type": "attached_probes"} in JSON).
# Mirrors, one after the other:
#	bpftrace -e 'BEGIN { printf("hi\n"); exit(); } END { @ = count(); }'
#	bpftrace -f json -e 'BEGIN { printf("hi\n"); exit(); } END { @ = count(); }'
for f in bt btjson; do
	$DTRACE -x oformat=$f -n 'BEGIN { printf("hi\n"); exit(0); }
	    END { @ = count(); }' 2>/dev/null
done
