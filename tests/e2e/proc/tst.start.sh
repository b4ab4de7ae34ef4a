# proc:::start fires in each new process (not in its parent), at its
# first return from the system call that made it: pid is the one
# proc:::create gave as args[0]->pr_pid, the name still the parent's.
for how in fork sysfork vfork clone3; do
	$DTRACE -qn 'proc:::create /pid == $target/ { kid[args[0]->pr_pid] = 1; }
	proc:::start /ppid == $target/ {
		n++;
		ok += kid[pid] && tid == pid && execname == "forker" &&
		    curpsinfo->pr_ppid == $target;
	}
	proc:::start /pid == $target/ { bad++; }
	proc:::lwp-start /ppid == $target || pid == $target/ { bad++; }
	END { printf("'$how' start %d ok %d other %d\n", n, ok, bad); }' \
	    -c "$PROGS/forker 3 $how"
done
