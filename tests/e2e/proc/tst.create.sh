# proc:::create fires in the parent for each new process, whichever
# system call made it (clone, fork, vfork, clone3), with the child's
# psinfo_t: its parent is the creator, its name the creator's (no exec
# yet), its pid a new one.  (Counted in aggregations: probes firing on
# both CPUs at once would race on a global variable.)
for how in fork sysfork vfork clone3; do
	$DTRACE -qn 'proc:::create /pid == $target/ {
		@[args[0]->pr_ppid == pid && args[0]->pr_pid != pid &&
		    args[0]->pr_pid > 0 && args[0]->pr_fname == execname &&
		    execname == "forker" && tid == pid] = count();
	}
	proc:::create /ppid == $target/ { @bad = count(); }
	END {
		printa("'$how': create, all as expected %d: %@d\n", @);
		printa("'$how': create in a child: %@d\n", @bad);
	}' -c "$PROGS/forker 3 $how"
done
