# audit:::EXECVE prints the arguments of a program run under an execve
# rule: argc, all of them joined (args[3]), and each (args[4]...), those
# the kernel writes in hex (a space, a quote) decoded.  The rule is the
# one of the audit provider's documentation, limited to this shell's
# children (-F ppid) to stay quiet on a busy machine.
. ./audit.sh
add_rule always,exit -F arch=b64 -S execve -F ppid=$$ -k dtrace-test
trace_start '
BEGIN { printf("ready\n"); }
audit:::EXECVE /strstr(args[3], "dtrace-audit-marker") != NULL/ {
	printf("serial %s\n", args[0] > 0 ? "set" : "zero");
	printf("time %s\n", args[1] > 1000000000000000000 ? "set" : "zero");
	printf("argc %d\n", args[2]);
	printf("args [%s]\n", args[3]);
	printf("a0 [%s]\na1 [%s]\na2 [%s]\na3 [%s]\na4 [%s]\n", args[4],
	    args[5], args[6], args[7], args[8]);
	exit(0);
}
tick-20s { printf("no EXECVE record in 20 s\n"); exit(1); }'
/bin/echo dtrace-audit-marker "two words" 'quote"d' >/dev/null
trace_end
