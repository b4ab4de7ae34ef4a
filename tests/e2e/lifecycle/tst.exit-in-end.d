/*
 * exit(n) in END sets dtrace's exit status.
 * @@flags: -q
 * @@exit: 4
 */
BEGIN { exit(0); }
END { printf("end\n"); exit(4); }
