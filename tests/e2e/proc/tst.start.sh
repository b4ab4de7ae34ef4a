# proc:::start fires in each new process (not in its parent), at its
# first return from the system call that made it: pid is the one
# proc:::create gave as args[0]->pr_pid, the name still the parent's.
for how in fork sysfork vfork clone3; do
	$DTRACE -qn 'proc:::create /pid == $target/ { kid[args[0]->pr_pid] = 1; }
	proc:::start /ppid == $target/ {
		@[kid[pid] == 1 && tid == pid && execname == "forker" &&
		    curpsinfo->pr_ppid == $target] = count();
	}
	proc:::start /pid == $target/ { @bad["start in the parent"] = count(); }
	proc:::lwp-start /ppid == $target || pid == $target/ {
		@bad["lwp-start"] = count();
	}
	END {
		printa("'$how': start, all as expected %d: %@d\n", @);
		printa("'$how': %s: %@d\n", @bad);
	}' -c "$PROGS/forker 3 $how"
done
