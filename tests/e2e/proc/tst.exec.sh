# proc:::exec fires in the caller of execve(2) and of execveat(2), before
# the exec happens (so whether or not it succeeds), with args[0] the path
# it was given.
for at in '' -at; do
	$DTRACE -qn 'proc:::exec /ppid == $target/ {
		printf("exec %s %s %d\n", args[0], execname, tid == pid);
	}' -c "$PROGS/execer $at /nonexistent/prog /etc/passwd /bin/true -- a b"
done
