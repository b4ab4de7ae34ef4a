/*
 * END's clauses run in program order after everything before exit();
 * END's output comes before the final newline and the aggregations.
 * @@flags: -q
 */
BEGIN { @total = sum(5); printf("begin\n"); exit(0); }
END { printf("end 1\n"); }
END { printf("end 2\n"); @total = sum(1); }
