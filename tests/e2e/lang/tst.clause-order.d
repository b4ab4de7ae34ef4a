/*
 * Several clauses for one probe run in the order of the script, each
 * seeing what the clauses before it stored.
 * @@flags: -q
 */
BEGIN { x = 1; printf("first %d\n", x); }
BEGIN { x = x * 10; printf("second %d\n", x); }
BEGIN { x = x + 5; printf("third %d\n", x); exit(0); }
