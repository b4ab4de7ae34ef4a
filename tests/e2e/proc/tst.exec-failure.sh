# proc:::exec-failure fires in the caller when execve(2) or execveat(2)
# fails, with args[0] the errno: ENOENT (2) for a missing file, EACCES
# (13) for one that is not executable; a successful exec does not fire it.
for at in '' -at; do
	$DTRACE -qn 'proc:::exec /ppid == $target/ { self->path = args[0]; }
	proc:::exec-failure /ppid == $target/ {
		printf("%s %d %s\n", self->path, args[0], execname);
	}' -c "$PROGS/execer $at /nonexistent/prog /etc/passwd /bin/true"
done
