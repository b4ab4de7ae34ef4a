# func in a uprobe is the probed function, in a uretprobe the one it
# returns to (bpftrace 0.17's ip there); retval is the returned value
# (add3(i, 10i, 100i) returns 111i).  func cannot be used in other
# probes.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e "uprobe:$PROGS/ufuncs:add3 { printf(\"%s %d\\n\", func, arg0); }
	    uretprobe:$PROGS/ufuncs:add3 { printf(\"%s %d\\n\", func, retval); }
	    uretprobe:$PROGS/ufuncs:greet { @r[retval] = sum(retval); }" \
	    -c "$PROGS/ufuncs 3 100"
done
$BTRACE -e 'tracepoint:syscalls:sys_enter_getppid { $x = func; }'
echo "status $?"
