# audit:::SYSCALL counts records by system call and executable: three
# runs of true(1) under an execve rule are three execve (59 on x86_64)
# records of /usr/bin/true, with the rule's key.
. ./audit.sh
add_rule always,exit -F arch=b64 -S execve -F ppid=$$ -k dtrace-test
trace_start '
BEGIN { printf("ready\n"); }
audit:::SYSCALL /args[9] == "dtrace-test" && args[8] == "/usr/bin/true"/ {
	@[args[2], args[8], args[7], args[3]] = count();
	n++;
}
audit:::SYSCALL /n == 3/ { exit(0); }
tick-20s { printf("fewer than 3 records in 20 s\n"); exit(1); }
END { printa("syscall %d exe %s comm %s exit %d: %@d\n", @); }'
/usr/bin/true
/usr/bin/true
/usr/bin/true
trace_end
