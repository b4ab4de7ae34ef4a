# proc:::create fires in the parent for each new process, whichever
# system call made it (clone, fork, vfork, clone3), with the child's
# psinfo_t: its parent is the creator, its name the creator's (no exec
# yet), its pid a new one.
for how in fork sysfork vfork clone3; do
	$DTRACE -qn 'proc:::create /pid == $target/ {
		n++;
		ok += args[0]->pr_ppid == pid && args[0]->pr_pid != pid &&
		    args[0]->pr_pid > 0 && args[0]->pr_fname == execname &&
		    execname == "forker" && tid == pid;
	}
	proc:::create /ppid == $target/ { bad++; }
	END { printf("'$how' create %d ok %d other %d\n", n, ok, bad); }' \
	    -c "$PROGS/forker 3 $how"
done
