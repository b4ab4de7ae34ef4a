/*
 * exit() ends tracing after the clause (the firing's later clauses show
 * nothing, as in DTrace, whose exit() there fails and drops their data);
 * END runs once, after BEGIN's output, and the exit status is exit()'s.
 * @@flags: -q
 * @@exit: 3
 */
BEGIN { printf("begin\n"); exit(3); printf("same clause\n"); }
BEGIN { printf("next clause\n"); }
END { printf("end\n"); }
